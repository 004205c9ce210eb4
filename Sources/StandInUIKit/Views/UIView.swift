/// A rectangle on screen. Keeps its state as UIKit does; changes a picture shows are reported to the
/// host when one is installed (a view made and changed outside tablelab's run just keeps them).
@preconcurrency @MainActor
open class UIView {
    public var frame: CGRect
    public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    public var tag = 0
    public private(set) weak var superview: UIView?
    public private(set) var subviews: [UIView] = []
    /// How many times `setNeedsLayout()` was called.
    public private(set) var layoutRequests = 0

    public var alpha: CGFloat = 1 {
        didSet { if alpha != oldValue { report(.alpha(alpha)) } }
    }

    public var backgroundColor: UIColor?

    public var isHidden = false {
        didSet { if isHidden != oldValue { report(.hidden(isHidden)) } }
    }

    public init(frame: CGRect) { self.frame = frame }

    public required init?(coder: NSCoder) { self.frame = .zero }

    public convenience init() { self.init(frame: .zero) }

    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    open func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Asks for a layout pass: a basic or subtitle cell whose image arrives after `cellForRowAt`
    /// returned shows it only after this (FIDELITY §8b.32).
    open func setNeedsLayout(file: StaticString = #fileID, line: UInt = #line) {
        layoutRequests += 1
        report(.needsLayout(CallSite(file, line)))
    }

    open func layoutIfNeeded() {}

    open func layoutSubviews() {}

    /// Tells the host a picture's property changed, if a host is installed.
    func report(_ change: ViewChange) {
        TablelabBridge.current?.view(self, didChange: change)
    }
}
