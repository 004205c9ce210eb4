/// A section's header or footer view, reused like cells from a second pool
/// (`dequeueReusableHeaderFooterView(withIdentifier:)`, FIDELITY §8c.40). Keeps its content as UIKit
/// does.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    public let reuseIdentifier: String?
    public let contentView: UIView
    /// The title label of the default layout (`textLabel?.text`).
    public let textLabel: UILabel?
    public let detailTextLabel: UILabel?

    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        let content = UIView(frame: .zero)
        contentView = content
        textLabel = UILabel(frame: .zero)
        detailTextLabel = UILabel(frame: .zero)
        super.init(frame: .zero)
        addSubview(content)
        for label in [textLabel, detailTextLabel].compactMap({ $0 }) { content.addSubview(label) }
    }

    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        contentView = UIView(frame: .zero)
        textLabel = UILabel(frame: .zero)
        detailTextLabel = UILabel(frame: .zero)
        super.init(coder: coder)
    }

    /// `UITableViewHeaderFooterView()`: no reuse identifier.
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// The initializer the table makes a registered class's view with (UIKit makes it through the
    /// Objective-C runtime; Swift needs a `required` initializer to make one from a class value).
    /// Convenience, so a subclass that overrides `init(reuseIdentifier:)` inherits it and reaches its
    /// own override. Not UIKit API.
    public required convenience init(tablelabRegisteredWithReuseIdentifier identifier: String) {
        self.init(reuseIdentifier: identifier)
    }

    /// Called by the table just before a dequeue hands this view out again (resets nothing of
    /// the content, as for cells).
    open func prepareForReuse() {}
}
