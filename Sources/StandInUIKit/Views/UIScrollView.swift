/// A scrolling view. The table's scrolling is the simulation's; these report it.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// The top-left point of what is visible, in content coordinates (the host keeps it current).
    public var contentOffset: CGPoint = .zero
    public var contentSize: CGSize = .zero
    public var isDragging = false
    public var isDecelerating = false
}

/// Told about scrolling. Every method is optional.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) { OptionalMethods.defaultAnswered() }
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { OptionalMethods.defaultAnswered() }
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { OptionalMethods.defaultAnswered() }
}
