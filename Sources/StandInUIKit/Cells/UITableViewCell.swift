/// A row's view. Keeps its content (labels, image, accessory) as UIKit does; the table reuses cells
/// and calls `prepareForReuse()` before handing one back from a dequeue.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }

    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }

    public enum EditingStyle: Int, Sendable {
        case none, delete, insert
    }

    public enum SeparatorStyle: Int, Sendable {
        case none, singleLine
    }

    public let reuseIdentifier: String?
    /// The style the cell was made with: which labels it has (not UIKit API).
    public let cellStyle: CellStyle
    public let contentView: UIView
    public let textLabel: UILabel?
    public let detailTextLabel: UILabel?
    public let imageView: UIImageView?
    public var selectionStyle: SelectionStyle = .default

    public var accessoryType: AccessoryType = .none {
        didSet { if accessoryType != oldValue { report(.accessoryType(accessoryType)) } }
    }

    open var isSelected = false {
        didSet { if isSelected != oldValue { report(.selected(isSelected)) } }
    }

    open var isHighlighted = false

    /// How many times `prepareForReuse()` reached UIKit's implementation (not UIKit API).
    public private(set) var prepareForReuseCount = 0

    public init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        self.cellStyle = style
        let content = UIView(frame: .zero)
        contentView = content
        textLabel = UILabel(frame: .zero)
        detailTextLabel = style == .default ? nil : UILabel(frame: .zero)
        imageView = UIImageView(frame: .zero)
        super.init(frame: .zero)
        addSubview(content)
        for view in [imageView, textLabel, detailTextLabel].compactMap({ $0 as UIView? }) { content.addSubview(view) }
    }

    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        cellStyle = .default
        contentView = UIView(frame: .zero)
        textLabel = UILabel(frame: .zero)
        detailTextLabel = nil
        imageView = UIImageView(frame: .zero)
        super.init(coder: coder)
    }

    /// `UITableViewCell()`: a default-style cell with no reuse identifier.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// How the table makes a registered class's cell (UIKit calls `init(style:reuseIdentifier:)`
    /// through the Objective-C runtime; Swift needs a `required` initializer to make one from a
    /// class value). Convenience, so a subclass that overrides `init(style:reuseIdentifier:)` (and
    /// `init?(coder:)`) inherits it and reaches its own override. Not UIKit API.
    public required convenience init(tablelabRegisteredWithReuseIdentifier identifier: String) {
        self.init(style: .default, reuseIdentifier: identifier)
    }

    /// Called by the table just before a dequeue hands this cell out again. UIKit's resets nothing
    /// of the content: cells "should only reset attributes of the cell that are not related to
    /// content, for example, alpha, editing, and selection state" (UIKit's documentation).
    open func prepareForReuse() {
        prepareForReuseCount += 1
    }

    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }

    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }
}
