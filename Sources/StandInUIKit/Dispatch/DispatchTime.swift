/// A point in simulated time: `DispatchTime.now()` is the host's clock, so `asyncAfter(deadline:
/// .now() + 0.5)` waits half a simulated second. Shadows Dispatch's `DispatchTime`.
public struct DispatchTime: Sendable, Hashable, Comparable {
    public let uptimeNanoseconds: UInt64

    public init(uptimeNanoseconds: UInt64) { self.uptimeNanoseconds = uptimeNanoseconds }

    /// The simulated time now.
    public static func now() -> DispatchTime {
        DispatchTime(uptimeNanoseconds: onMain { TablelabBridge.host(for: "DispatchTime.now()").uptimeNanoseconds })
    }

    public static func < (a: DispatchTime, b: DispatchTime) -> Bool { a.uptimeNanoseconds < b.uptimeNanoseconds }

    public static func + (time: DispatchTime, seconds: Double) -> DispatchTime {
        DispatchTime(uptimeNanoseconds: time.uptimeNanoseconds + UInt64(max(0, seconds * 1e9).rounded()))
    }

    public static func + (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
        let nanoseconds: UInt64
        switch interval {
        case .seconds(let s): nanoseconds = UInt64(max(0, s)) * 1_000_000_000
        case .milliseconds(let ms): nanoseconds = UInt64(max(0, ms)) * 1_000_000
        case .microseconds(let us): nanoseconds = UInt64(max(0, us)) * 1_000
        case .nanoseconds(let ns): nanoseconds = UInt64(max(0, ns))
        case .never: nanoseconds = UInt64.max - time.uptimeNanoseconds
        @unknown default: nanoseconds = 0
        }
        return DispatchTime(uptimeNanoseconds: time.uptimeNanoseconds + nanoseconds)
    }
}
