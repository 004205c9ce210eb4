/// GCD's queue, scheduled on the simulated clock: `async` hands the work to the host, which runs it
/// to completion when the queue's simulated thread is free. Shadows Dispatch's `DispatchQueue` for a
/// file that imports UIKit (and Foundation).
///
/// The closure parameter is `@Sendable` as in Dispatch, and the methods are `@preconcurrency` like
/// Dispatch's (a module built without strict checking): in the Swift 5 language mode a main-actor
/// property touched in the closure is a warning, as it is for Dispatch's queues.
public final class DispatchQueue: @unchecked Sendable {
    /// Which thread (pool) runs the queue's work.
    public enum Kind: Sendable, Equatable {
        case main
        case global(DispatchQoS.QoSClass)
        /// A queue the app made with `DispatchQueue(label:)`: serial.
        case serial(label: String)
    }

    public let kind: Kind
    public let label: String

    init(kind: Kind, label: String) {
        self.kind = kind
        self.label = label
    }

    /// `DispatchQueue(label:)`: a serial queue of the app's own.
    public convenience init(label: String, qos: DispatchQoS = .unspecified) {
        self.init(kind: .serial(label: label), label: label)
    }

    /// The queue of the main thread.
    public static let main = DispatchQueue(kind: .main, label: "com.apple.main-thread")

    private static let globals: [DispatchQoS.QoSClass: DispatchQueue] = {
        var queues: [DispatchQoS.QoSClass: DispatchQueue] = [:]
        for qos in [DispatchQoS.QoSClass.background, .utility, .default, .userInitiated, .userInteractive, .unspecified] {
            queues[qos] = DispatchQueue(kind: .global(qos), label: "com.apple.root.\(qos)-qos")
        }
        return queues
    }()

    /// A concurrent queue of the worker pool.
    public class func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue {
        globals[qos]!
    }

    /// Runs `workItem` on this queue, on the simulated clock.
    public func async(execute workItem: DispatchWorkItem, file: StaticString = #fileID, line: UInt = #line) {
        let site = CallSite(file, line)
        onMain { TablelabBridge.host(for: "DispatchQueue.async").schedule(workItem, on: self, deadline: nil, at: site) }
    }

    /// Runs `work` on this queue, on the simulated clock.
    @preconcurrency
    public func async(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                      file: StaticString = #fileID, line: UInt = #line,
                      execute work: @escaping @Sendable () -> Void) {
        async(execute: DispatchWorkItem(qos: qos, flags: flags, file: file, line: line, block: work), file: file, line: line)
    }

    /// Runs `execute` on this queue at `deadline` (simulated time) or later.
    public func asyncAfter(deadline: DispatchTime, execute: DispatchWorkItem,
                           file: StaticString = #fileID, line: UInt = #line) {
        let site = CallSite(file, line)
        onMain { TablelabBridge.host(for: "DispatchQueue.asyncAfter").schedule(execute, on: self, deadline: deadline, at: site) }
    }

    /// Runs `work` on this queue at `deadline` (simulated time) or later.
    @preconcurrency
    public func asyncAfter(deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                           file: StaticString = #fileID, line: UInt = #line,
                           execute work: @escaping @Sendable () -> Void) {
        asyncAfter(deadline: deadline, execute: DispatchWorkItem(qos: qos, flags: flags, file: file, line: line, block: work),
                   file: file, line: line)
    }
}
