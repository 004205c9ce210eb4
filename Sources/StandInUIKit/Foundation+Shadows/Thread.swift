/// The part of Foundation's `Thread` the lessons use, answered by the simulation: which simulated
/// thread runs now, and sleeping on it. Shadows Foundation's `Thread`.
public final class Thread {
    private init() {}

    /// Whether the code runs on the (simulated) main thread.
    public class var isMainThread: Bool {
        onMain { TablelabBridge.host(for: "Thread.isMainThread").isMainThread }
    }

    /// Keeps the calling (simulated) thread busy for `ti` seconds.
    public class func sleep(forTimeInterval ti: TimeInterval, file: StaticString = #fileID, line: UInt = #line) {
        let site = CallSite(file, line)
        onMain { TablelabBridge.host(for: "Thread.sleep").sleep(seconds: ti, at: site) }
    }
}
