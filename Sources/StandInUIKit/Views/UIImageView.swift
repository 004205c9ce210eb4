/// Shows an image. Setting `image` is recorded (the simulation counts wrong images by the URL the
/// image came from).
@preconcurrency @MainActor
open class UIImageView: UIView {
    open var image: UIImage? {
        didSet { if image !== oldValue { report(.image(image)) } }
    }

    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }
}
