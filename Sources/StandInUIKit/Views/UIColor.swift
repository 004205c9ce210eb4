/// A color: kept as components, not drawn (tablelab's pictures are text).
public final class UIColor: @unchecked Sendable, Equatable {
    public let red: CGFloat
    public let green: CGFloat
    public let blue: CGFloat
    public let alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public static func == (a: UIColor, b: UIColor) -> Bool {
        (a.red, a.green, a.blue, a.alpha) == (b.red, b.green, b.blue, b.alpha)
    }

    // The light-mode values of the colors the lessons' code uses.
    public static let clear = UIColor(white: 0, alpha: 0)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let black = UIColor(white: 0, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let systemBackground = UIColor(white: 1, alpha: 1)
    public static let secondarySystemBackground = UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
    public static let label = UIColor(white: 0, alpha: 1)
    public static let secondaryLabel = UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.6)
    public static let systemGray = UIColor(red: 0.56, green: 0.56, blue: 0.58, alpha: 1)
    public static let systemBlue = UIColor(red: 0, green: 0.48, blue: 1, alpha: 1)
    public static let systemRed = UIColor(red: 1, green: 0.23, blue: 0.19, alpha: 1)
}
