/// A section's header or footer view, reused like cells from a second pool
/// (`dequeueReusableHeaderFooterView(withIdentifier:)`, FIDELITY §8c.40). Keeps its content as UIKit
/// does. tablelab shows header-view reuse in its own app (`headers views`); it does not run it in a
/// learner's app yet (registering or dequeuing one ends the program with a message saying so).
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

    /// Called by the table just before a dequeue hands this view out again (resets nothing of
    /// the content, as for cells).
    open func prepareForReuse() {}
}
