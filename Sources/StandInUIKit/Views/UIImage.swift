/// An image. tablelab's downloads are not real pictures: an image made from downloaded data
/// remembers the URL the data came from (`sourceURL`), so "wrong image" — a cell showing another
/// row's picture — can be told. Data that is not an image gives nil, as in UIKit.
public final class UIImage: @unchecked Sendable {
    /// The URL the image's data was downloaded from (not UIKit API).
    public let sourceURL: URL?
    /// The asset name, for `UIImage(named:)` (not UIKit API).
    public let name: String?

    /// An image from downloaded bytes; nil if they are not an image.
    public init?(data: Data) {
        guard let url = TablelabImageData.url(in: data) else { return nil }
        sourceURL = url
        name = nil
    }

    /// An image of the app's assets (a placeholder).
    public init?(named name: String) {
        guard !name.isEmpty else { return nil }
        self.name = name
        sourceURL = nil
    }

    /// A symbol image (SF Symbols), as a placeholder.
    public convenience init?(systemName name: String) {
        self.init(named: name)
    }

    /// The size tablelab draws a thumbnail at (a model: real images have their own).
    public var size: CGSize { CGSize(width: 40, height: 40) }
}

/// The bytes tablelab's simulated network answers for an image URL: a short header naming the URL,
/// so `UIImage(data:)` can tell which picture it holds. Not UIKit API.
public enum TablelabImageData {
    static let prefix = Array("tablelab-image\n".utf8)

    /// The bytes of the image at `url`.
    public static func data(for url: URL) -> Data {
        Data(prefix + Array(url.absoluteString.utf8))
    }

    /// The URL of image bytes, nil if they are not image bytes.
    public static func url(in data: Data) -> URL? {
        let bytes = Array(data)
        guard bytes.count > prefix.count, Array(bytes[..<prefix.count]) == prefix,
              let text = String(bytes: bytes[prefix.count...], encoding: .utf8) else { return nil }
        return URL(string: text)
    }
}
