/// Where in the learner's file a call was made: every stand-in call the simulation records takes
/// `file: StaticString = #fileID, line: UInt = #line` and passes them on as a `CallSite`, so events
/// point at the learner's lines ("line 42 · cell.imageView?.image = image").
public struct CallSite: Sendable, Hashable, CustomStringConvertible {
    /// The file's name, "ListViewController.swift" (`#fileID` without its module, so sites read
    /// from the stack compare equal).
    public let file: String
    public let line: UInt

    public init(file: String, line: UInt) {
        self.file = file
        self.line = line
    }

    /// From `#fileID` and `#line` defaults.
    public init(_ fileID: StaticString, _ line: UInt) {
        self.init(file: String(fileID.description.split(separator: "/").last ?? ""), line: line)
    }

    public var description: String { "\(file):\(line)" }
}
