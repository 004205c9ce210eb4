/// A line (or lines) of text.
@preconcurrency @MainActor
open class UILabel: UIView {
    open var text: String? {
        didSet { if text != oldValue { report(.text(text)) } }
    }

    open var numberOfLines = 1
    open var textColor: UIColor = .label
}
