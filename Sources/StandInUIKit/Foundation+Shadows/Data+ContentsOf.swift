extension Data {
    /// `Data(contentsOf:)` of a URL is a blocking download: the calling simulated thread is busy for
    /// the download's time (on the main thread, the app hangs).
    ///
    /// No defaulted parameter, on purpose: Swift prefers, of two overloads that fit, the one that
    /// fills fewer default arguments, so this one is chosen over Foundation's
    /// `init(contentsOf:options:)` (an overload with `file:line:` defaults would lose, and one with
    /// Foundation's exact signature would be ambiguous). So the call site is read from the stack.
    public init(contentsOf url: URL) throws {
        let site = CallSite.caller()
        self = try onMain { try TablelabBridge.host(for: "Data(contentsOf:)").contentsOf(url, at: site) }
    }
}
