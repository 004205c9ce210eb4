/// Shows an image. Setting `image` is recorded (the simulation counts wrong images by the URL the
/// image came from) — every time the code sets it, the same image again too: `cellForRowAt` putting a
/// kept image into a reused cell that showed it is an assignment like any other.
@preconcurrency @MainActor
open class UIImageView: UIView {
    open var image: UIImage? {
        didSet { report(.image(image)) }
    }

    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }
}
