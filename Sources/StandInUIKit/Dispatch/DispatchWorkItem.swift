/// A block of work that can be cancelled before it starts, as GCD's: `perform()` does nothing once
/// `cancel()` was called (a running item is not stopped). The block is not `@Sendable`, as in
/// Dispatch on Linux.
public final class DispatchWorkItem: @unchecked Sendable {
    private let block: () -> Void
    /// Where the item was made.
    public let site: CallSite
    public let qos: DispatchQoS
    public private(set) var isCancelled = false
    /// How many times `perform()` ran the block (a cancelled item's `perform()` does not count).
    public private(set) var performCount = 0

    public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                file: StaticString = #fileID, line: UInt = #line, block: @escaping () -> Void) {
        self.block = block
        self.qos = qos
        self.site = CallSite(file, line)
    }

    /// Runs the block now, unless the item was cancelled. The host calls it when the item's turn comes.
    public func perform() {
        guard !isCancelled else { return }
        performCount += 1
        block()
    }

    /// Marks the item cancelled: if it has not started, it never will.
    public func cancel(file: StaticString = #fileID, line: UInt = #line) {
        guard !isCancelled else { return }
        isCancelled = true
        let site = CallSite(file, line)
        onMain { TablelabBridge.host(for: "DispatchWorkItem.cancel").workItemCancelled(self, at: site) }
    }
}
