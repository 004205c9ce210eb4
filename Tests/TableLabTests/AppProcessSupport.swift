import AppWire
import Foundation
import TableSim
import XCTest
@testable import TableLab

/// Compiles the fixtures of `Fixtures/apps` (and the movie list of the UIKit tests) with the
/// driver `AppDriver` makes, against the real stand-in in the build folder, once per test run.
enum AppFixtures {
    static let environment = ProcessInfo.processInfo.environment
    static let apps = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/apps")
    static let uikitFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("UIKitTests/Fixtures")
    /// One cache for the whole run (compiled apps are reused between tests), removed at exit.
    nonisolated(unsafe) static let cache: String = {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tablelab-appprocess-\(UUID().uuidString)").path
        atexit { try? FileManager.default.removeItem(atPath: AppFixtures.cache) }
        return path
    }()

    /// The build folder holding the test bundle also holds `Modules/StandInUIKit.swiftmodule` and `libStandInUIKit.so`.
    static func standIn() throws -> UIKitStandIn {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        if folder.lastPathComponent.hasSuffix(".xctest") || folder.lastPathComponent == "MacOS" {
            folder = folder.deletingLastPathComponent()
        }
        let found = UIKitStandIn(folder: folder.path)
        // The test target depends on StandInUIKit: it is always built beside the tests, so missing is
        // a failure (a renamed module or library), never a skip.
        guard found.isComplete else { throw CompileFailed(text: "the stand-in UIKit is not in \(folder.path)") }
        return found
    }

    /// A fixture that does not compile is a failure, never a skip: every test of a running app
    /// would otherwise pass without running it.
    struct CompileFailed: Error, CustomStringConvertible { var text: String; var description: String { text } }

    static func approved(_ url: URL) throws -> ApprovedSource {
        let source = try AppSource.checked(Array(try Data(contentsOf: url)), typedPath: url.lastPathComponent).get()
        return try XCTUnwrap(AppSourceGate.check(source).approved)
    }

    /// The executable for a fixture, compiled with the driver `AppDriver` writes for it.
    static func compile(_ url: URL) throws -> String {
        guard case .success(let toolchain) = SwiftToolchain.locate(environment: environment) else {
            throw XCTSkip("swiftc is not on this machine")
        }
        let compiler = AppCompiler(toolchain: toolchain, standIn: try standIn(), cacheFolder: cache)
        switch compiler.compileApp(try approved(url), environment: environment) {
        case .success(let app): return app.executable
        case .failure(let problem): throw CompileFailed(text: "\(url.lastPathComponent) did not compile: \(problem)")
        }
    }

    /// The compiled app for `bytes` (a fixture, or a fixture changed by a test), as `compileApp` makes it.
    static func compiled(_ bytes: [UInt8], name: String) throws -> (AppSource, CompiledApp) {
        guard case .success(let toolchain) = SwiftToolchain.locate(environment: environment) else {
            throw XCTSkip("swiftc is not on this machine")
        }
        let source = try AppSource.checked(bytes, typedPath: name).get()
        let approved = try XCTUnwrap(AppSourceGate.check(source).approved)
        let compiler = AppCompiler(toolchain: toolchain, standIn: try standIn(), cacheFolder: cache)
        switch compiler.compileApp(approved, environment: environment) {
        case .success(let app): return (source, app)
        case .failure(let problem): throw CompileFailed(text: "\(name) did not compile: \(problem)")
        }
    }

    /// A learner's app ready to launch on a table: the fixture at `url`, with `change` applied to its text.
    static func child(_ url: URL, limits: AppProcess.Limits = AppProcess.Limits(),
                      change: (String) -> String = { $0 }) throws -> ChildApp {
        let text = change(try String(contentsOf: url, encoding: .utf8))
        let (source, compiled) = try compiled(Array(text.utf8), name: url.lastPathComponent)
        return ChildApp(source: source, compiled: compiled, environment: environment, limits: limits)
    }

    static func start(_ url: URL, limits: AppProcess.Limits = AppProcess.Limits()) throws -> AppProcess {
        try AppProcess(executable: try compile(url), environment: environment, learnerFile: url.lastPathComponent, limits: limits)
    }
}

/// A scripted stand-in for the simulation: answers every host call at once, keeps a reuse queue
/// and the scheduled work of its own, no clock; logs each call as a line.
final class ScriptedServer: AppHostServer {
    var log: [String] = []
    var nextCell = 1
    var reuseQueue: [String: [Int]] = [:]
    /// Work items scheduled, in order, with their queue.
    var scheduled: [(item: Int, queue: WireQueue)] = []
    /// Asked when the app calls `reloadData()`: the table asking the data source again, as
    /// requests nested inside the host call.
    var onReload: ((AppProcess) throws(AppRunFailure) -> Void)?
    /// Answers that replace the scripted ones (a server that breaks the protocol).
    var override: ((HostCall) -> HostAnswer?)?
    /// A failure of the server's own for a call (the simulation refusing to go on).
    var failure: ((HostCall) -> AppRunFailure?)?

    func answer(_ call: HostCall, app: AppProcess) throws(AppRunFailure) -> HostAnswer {
        if let failure = failure?(call) { throw failure }
        if let answer = override?(call) { return answer }
        switch call {
        case .register(let identifier, _, let site):
            log.append("register \(identifier) \(site)")
        case .dequeue(let identifier, let path, let site, _):
            log.append("dequeue \(identifier) \(path.map(\.description) ?? "-") \(site)")
            if let cell = reuseQueue[identifier]?.popLast() { return .dequeue(.reuse(cell: cell)) }
            defer { nextCell += 1 }
            return .dequeue(.makeNew(cell: nextCell))
        case .didMake(let cell, _, let cellClass, _):
            log.append("made \(cell) \(cellClass)")
        case .adopt(let cellClass, _):
            log.append("adopt \(nextCell) \(cellClass)")
            defer { nextCell += 1 }
            return .cell(nextCell)
        case .reloadData(let site):
            log.append("reloadData \(site)")
            try onReload?(app)
        case .viewChanged(let cell, let part, let change, _):
            log.append("view \(cell.map(String.init) ?? "-") \(part.rawValue) \(Self.describe(change))")
        case .schedule(let item, let queue, _, let site):
            log.append("schedule \(item) \(queue) \(site)")
            scheduled.append((item, queue))
        case .contentsOf(let url, let site):
            log.append("download \(url.split(separator: "/").last ?? "") \(site)")
            // The stand-in's image bytes (`TablelabImageData`): a header, then the URL.
            return .download(.data(Array("tablelab-image\n".utf8) + Array(url.utf8)))
        case .deselectRow(let path, _, let site):
            log.append("deselect \(path) \(site)")
        case .isMainThread:
            return .bool(true)
        case .now:
            return .time(0)
        case .visibleCell:
            return .cell(nil)
        case .visibleRows:
            return .paths([])
        case .pathOfCell:
            return .path(nil)
        case .selectedRow:
            return .paths([])
        default:
            log.append("\(call)")
        }
        return .ok
    }

    static func describe(_ change: WireChange) -> String {
        switch change {
        case .text(let text): return "text \(text ?? "nil")"
        case .image(let url, let name, let isNil): return "image \(isNil ? "nil" : url?.split(separator: "/").last.map(String.init) ?? name ?? "?")"
        case .needsLayout(let site): return "needsLayout \(site)"
        default: return "\(change)"
        }
    }

    /// Runs the scheduled work, in order, until none is left.
    func runAll(_ app: AppProcess) throws(AppRunFailure) {
        while !scheduled.isEmpty {
            let next = scheduled.removeFirst()
            _ = try app.send(.run(workItem: next.item), server: self)
        }
    }
}

/// The two steps every learner-app test takes, written once: launch the app on a new table (as
/// `app FILE` does) and run one command on it. Test classes that launch and run plainly conform;
/// `LearnerAppTests` and `LearnerAppImageTests` keep their own (settings, a crash check).
protocol LearnerAppTesting {}

extension LearnerAppTesting {
    func launch(_ app: ChildApp) throws -> TableState {
        try app.launch(settings: TableSettings(), command: "app \(app.source.fileName)")
    }

    func run(_ table: inout TableState, _ action: Action, _ app: ChildApp, _ line: String) throws -> Step {
        try table.apply([action], command: line, app: app)
    }
}
