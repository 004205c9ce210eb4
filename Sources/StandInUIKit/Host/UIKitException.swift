/// An Objective-C exception UIKit raises, with UIKit's own name and text ("unable to dequeue a cell
/// with identifier …"). The stand-in hands it to the host, which ends the learner's program and
/// reports it with the line (`TablelabHost.raise(_:at:)`).
public struct UIKitException: Error, Sendable, Equatable, CustomStringConvertible {
    public let name: String
    public let reason: String

    public init(name: String, reason: String) {
        self.name = name
        self.reason = reason
    }

    public static let internalInconsistency = "NSInternalInconsistencyException"
    public static let invalidArgument = "NSInvalidArgumentException"

    /// `dequeueReusableCell(withIdentifier:for:)` with an identifier nothing was registered for.
    public static func unregisteredIdentifier(_ identifier: String) -> UIKitException {
        UIKitException(
            name: internalInconsistency,
            reason: "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class "
                + "for the identifier or connect a prototype cell in a storyboard")
    }

    /// A data source whose `cellForRowAt` gave no cell (a `UITableViewController` that does not
    /// override it).
    public static let failedToObtainCell = UIKitException(
        name: internalInconsistency,
        reason: "UITableView failed to obtain a cell from its dataSource")

    public var description: String {
        "*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'"
    }
}
