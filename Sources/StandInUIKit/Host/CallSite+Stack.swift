import Runtime

extension CallSite {
    /// The learner's line that called into the stand-in, read from the stack: for the calls Swift
    /// gives no `#line` to (an initializer that must keep Foundation's signature). The first frame
    /// with a source location outside this module is the caller; the learner's file must be
    /// compiled with `-g`. Unknown (line 0) if no frame has one.
    static func caller() -> CallSite {
        let ownFolder = "/" + String(describing: #fileID).split(separator: "/")[0] + "/"
        guard let frames = try? Backtrace.capture(limit: 16).symbolicated()?.frames else { return .unknown }
        for frame in frames {
            guard let location = frame.symbol?.sourceLocation, location.line > 0, !location.path.isEmpty,
                  !location.path.contains("/Sources" + ownFolder) else { continue }
            return CallSite(file: String(location.path.split(separator: "/").last ?? ""), line: UInt(location.line))
        }
        return .unknown
    }

    /// A site that could not be found.
    public static let unknown = CallSite(file: "", line: 0)
}
