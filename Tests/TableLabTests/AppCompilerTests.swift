import XCTest
import Foundation
@testable import TableLab
import TableText

/// Compiling a learner's file against a UIKit module, cached by content: a first compile makes an
/// app that runs, the same inputs again run no compiler, one byte different compiles anew, an error
/// names the learner's line, a compiler that hangs is stopped at the limit, two compiles of the same
/// file at once end with one good app, and a missing compiler is said.
///
/// The UIKit here is a small fixture module built into a temporary folder with `swiftc -emit-module
/// -emit-library -module-name UIKit` (the real stand-in is a target of the package); tests that need
/// a compiler skip when there is none.
final class AppCompilerTests: XCTestCase {
    private var dir: String!

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("tablelab-app-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: dir)
    }

    /// The fixture UIKit is built once for the suite and removed after it.
    override class func tearDown() {
        lock.lock(); defer { lock.unlock() }
        if case .success(let (_, standIn))? = builtStandIn { try? FileManager.default.removeItem(atPath: standIn.folder) }
        builtStandIn = nil
    }

    // MARK: Fixtures

    /// A few UIKit names, enough for a learner's file to import and use.
    static let fixtureUIKit = """
        open class UIView { public init() {} }
        open class UILabel: UIView { public var text: String? }
        open class UITableViewCell: UIView {
            public let reuseIdentifier: String?
            public var textLabel: UILabel? = UILabel()
            public init(reuseIdentifier: String?) { self.reuseIdentifier = reuseIdentifier }
        }
        open class UIViewController {
            public init() {}
            open func viewDidLoad() {}
        }
        """

    private static let environment = ProcessInfo.processInfo.environment
    nonisolated(unsafe) private static var builtStandIn: Result<(SwiftToolchain, UIKitStandIn), Error>?
    private static let lock = NSLock()

    /// The real swiftc and the fixture UIKit (built once per test run), or a skip.
    private func toolchainAndStandIn() throws -> (SwiftToolchain, UIKitStandIn) {
        Self.lock.lock(); defer { Self.lock.unlock() }
        if let built = Self.builtStandIn { return try built.get() }
        guard case .success(let toolchain) = SwiftToolchain.locate(environment: Self.environment) else {
            throw XCTSkip("swiftc is not on this machine")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tablelab-uikit-\(UUID().uuidString)").path
        let result = Result<(SwiftToolchain, UIKitStandIn), Error> {
            try FileManager.default.createDirectory(atPath: folder + "/Modules", withIntermediateDirectories: true)
            try Data(Self.fixtureUIKit.utf8).write(to: URL(fileURLWithPath: folder + "/UIKit.swift"))
            let run = ChildProcess.run(toolchain.swiftc, [
                "-emit-module", "-emit-library", "-module-name", "StandInUIKit", "-Onone", "-swift-version", "5",
                "-emit-module-path", folder + "/Modules/StandInUIKit.swiftmodule", "-o", folder + "/libStandInUIKit.so",
                folder + "/UIKit.swift",
            ], environment: Self.environment, timeLimit: 300)
            guard run.status == .exited(0) else { throw FixtureError(text: "fixture UIKit: \(run.status) \(run.outputText)") }
            return (toolchain, UIKitStandIn(folder: folder))
        }
        Self.builtStandIn = result
        return try result.get()
    }

    struct FixtureError: Error { var text: String }

    /// The driver: top-level code calling into the learner's file.
    static let driver = "print(greeting())\n"

    /// A learner's file of about 150 lines: a cell class, a model, a view controller, helpers.
    static func learnerFile(marker: String = "hello") -> String {
        var lines = [
            "import UIKit",
            "import Foundation",
            "",
            "/// A movie row.",
            "struct Movie {",
            "    let title: String",
            "    let year: Int",
            "}",
            "",
            "final class MovieCell: UITableViewCell {",
            "    var representedTitle: String?",
            "    func configure(with movie: Movie) {",
            "        representedTitle = movie.title",
            "        textLabel?.text = \"\\(movie.title) (\\(movie.year))\"",
            "    }",
            "}",
            "",
            "final class MoviesViewController: UIViewController {",
            "    var movies: [Movie] = []",
            "    override func viewDidLoad() {",
            "        super.viewDidLoad()",
            "        movies = (0..<40).map { Movie(title: \"Movie \\($0)\", year: 1980 + $0) }",
            "    }",
            "}",
            "",
        ]
        for i in 0..<25 {
            lines += [
                "func helper\(i)(_ movies: [Movie]) -> [String] {",
                "    // Sorts and formats; \(i).",
                "    let sorted = movies.sorted { $0.year < $1.year }",
                "    return sorted.map { \"\\($0.title) · \\($0.year)\" }",
                "}",
            ]
        }
        lines += [
            "func greeting() -> String {",
            "    let controller = MoviesViewController()",
            "    controller.viewDidLoad()",
            "    let cell = MovieCell(reuseIdentifier: \"movie\")",
            "    cell.configure(with: controller.movies[3])",
            "    return \"\(marker) \" + (cell.textLabel?.text ?? \"nil\") + \" \" + (cell.reuseIdentifier ?? \"-\")",
            "}",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    private func approved(_ text: String, path: String = "ViewController.swift") throws -> ApprovedSource {
        let source = try AppSource.checked(Array(text.utf8), typedPath: path).get()
        return try XCTUnwrap(AppSourceGate.check(source).approved)
    }

    /// A shell script standing in for swiftc (a test's own file, run by path).
    private func script(_ name: String, _ body: String) throws -> String {
        let path = dir + "/" + name
        try Data(("#!/bin/sh\n" + body).utf8).write(to: URL(fileURLWithPath: path))
        chmod(path, 0o755)
        return path
    }

    private func runApp(_ path: String) -> String {
        let run = ChildProcess.run(path, [], environment: Self.environment, timeLimit: 60)
        XCTAssertEqual(run.status, .exited(0), run.outputText)
        return run.outputText
    }

    private func compileCount(_ file: String) -> Int {
        ((try? String(contentsOfFile: file, encoding: .utf8)) ?? "").split(separator: "\n").count
    }

    // MARK: Compiling and the cache

    func testCompilesThenTheSameInputsRunNoCompiler() throws {
        let (real, standIn) = try toolchainAndStandIn()
        let counter = dir + "/count"
        let counting = try script("swiftc", "echo run >> '\(counter)'\nexec '\(real.swiftc)' \"$@\"\n")
        let compiler = AppCompiler(toolchain: SwiftToolchain(swiftc: counting, version: real.version), standIn: standIn,
                                   cacheFolder: dir + "/cache")
        let source = try approved(Self.learnerFile())
        XCTAssertEqual(source.source.lineCount, 157)
        XCTAssertNil(compiler.cached(source, driver: Self.driver))

        let first = try compiler.compile(source, driver: Self.driver, environment: Self.environment).get()
        XCTAssertTrue(first.compiled)
        XCTAssertEqual(compileCount(counter), 1)
        XCTAssertEqual(first.executable, dir + "/cache/apps/" + first.key + "/app")
        XCTAssertEqual(first.key.count, 64)
        XCTAssertEqual(runApp(first.executable), "hello Movie 3 (1983) movie\n")
        var before = stat()
        XCTAssertEqual(stat(first.executable, &before), 0)

        let second = try compiler.compile(source, driver: Self.driver, environment: Self.environment).get()
        XCTAssertFalse(second.compiled)
        XCTAssertEqual(second.executable, first.executable)
        XCTAssertEqual(compileCount(counter), 1, "a cache hit runs no compiler")
        var after = stat()
        XCTAssertEqual(stat(second.executable, &after), 0)
        XCTAssertEqual(after.st_ino, before.st_ino)
        XCTAssertEqual(compiler.cached(source, driver: Self.driver), first.executable)
        // The work folder is gone: only the app's own folder is left.
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir + "/cache/apps"), [first.key])
        // Figures for the report (not asserted: timing belongs to the benchmark).
        print("AppCompilerTests: first compile of a \(source.source.lineCount)-line file \(String(format: "%.2f", first.seconds)) s, cached \(String(format: "%.4f", second.seconds)) s")
    }

    func testOneByteDifferentIsANewCompile() throws {
        let (real, standIn) = try toolchainAndStandIn()
        let counter = dir + "/count"
        let counting = try script("swiftc", "echo run >> '\(counter)'\nexec '\(real.swiftc)' \"$@\"\n")
        let compiler = AppCompiler(toolchain: SwiftToolchain(swiftc: counting, version: real.version), standIn: standIn,
                                   cacheFolder: dir + "/cache")
        let a = try compiler.compile(try approved(Self.learnerFile(marker: "hello")), driver: Self.driver, environment: Self.environment).get()
        let b = try compiler.compile(try approved(Self.learnerFile(marker: "hellp")), driver: Self.driver, environment: Self.environment).get()
        XCTAssertTrue(b.compiled)
        XCTAssertNotEqual(a.key, b.key)
        XCTAssertEqual(compileCount(counter), 2)
        XCTAssertEqual(runApp(b.executable), "hellp Movie 3 (1983) movie\n")
        XCTAssertEqual(runApp(a.executable), "hello Movie 3 (1983) movie\n")
    }

    func testTheKeyCoversDriverCompilerStandInAndFileName() throws {
        let toolchain = SwiftToolchain(swiftc: "/usr/bin/swiftc", version: "Swift version 6.3.1")
        let standIn = UIKitStandIn(folder: dir)
        let compiler = AppCompiler(toolchain: toolchain, standIn: standIn, cacheFolder: dir + "/cache")
        let source = try approved("import UIKit\n")
        let key = compiler.key(for: source, driver: "main()")
        XCTAssertEqual(key, compiler.key(for: try approved("import UIKit\n"), driver: "main()"))
        XCTAssertNotEqual(key, compiler.key(for: source, driver: "main() "))
        XCTAssertNotEqual(key, compiler.key(for: try approved("import UIKit\n", path: "Other.swift"), driver: "main()"))
        XCTAssertNotEqual(key, compiler.key(for: try approved("import UIKit\n "), driver: "main()"))
        XCTAssertNotEqual(key, AppCompiler(toolchain: SwiftToolchain(swiftc: "/usr/bin/swiftc", version: "Swift version 6.3.2"),
                                           standIn: standIn, cacheFolder: dir).key(for: source, driver: "main()"))
        XCTAssertNotEqual(key, AppCompiler(toolchain: toolchain, standIn: UIKitStandIn(folder: dir + "/x"),
                                           cacheFolder: dir).key(for: source, driver: "main()"))
        // A rebuilt stand-in (its library changed) is another key.
        try FileManager.default.createDirectory(atPath: dir + "/Modules", withIntermediateDirectories: true)
        try Data("1".utf8).write(to: URL(fileURLWithPath: dir + "/libStandInUIKit.so"))
        let withLibrary = compiler.key(for: source, driver: "main()")
        try Data("22".utf8).write(to: URL(fileURLWithPath: dir + "/libStandInUIKit.so"))
        XCTAssertNotEqual(withLibrary, compiler.key(for: source, driver: "main()"))
    }

    func testFlagsKeepTheLexerAndTheCompilerReadingAlike() {
        // Swift 6 mode (or -enable-bare-slash-regex) would let `/"/` be a regex the gate reads as a string.
        let arguments = AppCompiler(toolchain: SwiftToolchain(swiftc: "/x", version: "v"), standIn: UIKitStandIn(folder: "/s"),
                                    cacheFolder: "/c").arguments(work: "/w", learnerCopy: "My View.swift")
        XCTAssertEqual(Array(arguments.prefix(2)), ["-swift-version", "5"])
        XCTAssertFalse(arguments.contains { $0.contains("regex") || $0 == "-parse-as-library" })
        XCTAssertTrue(arguments.contains("/w/My View.swift"), "one argument, spaces and all")
        XCTAssertEqual(AppCompiler.copyName(for: "main.swift"), "App.swift")
        XCTAssertEqual(AppCompiler.copyName(for: "-o.swift"), "App.swift")
        XCTAssertEqual(AppCompiler.copyName(for: "뷰.swift"), "App.swift")
        XCTAssertEqual(AppCompiler.copyName(for: "Movie_List-2.swift"), "Movie_List-2.swift")
    }

    func testAFileNameWithSpacesAndQuotesCompiles() throws {
        let (toolchain, standIn) = try toolchainAndStandIn()
        let compiler = AppCompiler(toolchain: toolchain, standIn: standIn, cacheFolder: dir + "/cache 'x' \"y\"")
        let app = try compiler.compile(try approved("import UIKit\nfunc greeting() -> String { \"hi\" }\n", path: "it's my \"file\".swift"),
                                       driver: Self.driver, environment: Self.environment).get()
        XCTAssertEqual(runApp(app.executable), "hi\n")
    }

    // MARK: Errors

    func testACompileErrorNamesTheLearnersLineAndShowsIt() throws {
        let (toolchain, standIn) = try toolchainAndStandIn()
        let compiler = AppCompiler(toolchain: toolchain, standIn: standIn, cacheFolder: dir + "/cache")
        let text = """
            import UIKit
            /* typo */ let s: Strin = 1 // /a.swift:1:2: error: fake
            // "a.swift:1:2: error: not a diagnostic" is only a comment
            final class Cell: UITableViewCel {}
            func greeting() -> String { "x" }
            """
        let source = try approved(text, path: "~/app/ViewController.swift")
        let result = compiler.compile(source, driver: Self.driver, environment: Self.environment)
        guard case .failure(.compileErrors(let diagnostics)) = result else { return XCTFail("\(result)") }
        let errors = diagnostics.filter { $0.severity == .error }
        XCTAssertFalse(errors.isEmpty)
        let unknown = try XCTUnwrap(errors.first { $0.message.contains("UITableViewCel") })
        XCTAssertEqual(unknown.file, "~/app/ViewController.swift")
        XCTAssertEqual(unknown.line, 4)
        XCTAssertEqual(unknown.column, 19)
        XCTAssertTrue(unknown.inLearnerFile)
        XCTAssertEqual(errors.first?.line, 2)
        XCTAssertFalse(diagnostics.contains { $0.message.contains("fake") || $0.message.contains("not a diagnostic") },
                       "a source line quoted under an error is never read as one: \(diagnostics)")

        let lines = AppText.lines(.compileErrors(diagnostics), source: source.source, language: .en, reason: { _ in L10n.Files.Reasons.noSuchFile })
        let shown = lines.joined(separator: "\n")
        XCTAssertTrue(lines.contains("~/app/ViewController.swift:4:19: error: cannot find type 'UITableViewCel' in scope"), shown)
        XCTAssertTrue(lines.contains("    4 | final class Cell: UITableViewCel {}"), shown)
        XCTAssertTrue(lines.contains("      | " + String(repeating: " ", count: 18) + "^"), shown)
        XCTAssertTrue(shown.contains("`UITableViewCel`"), shown)
        XCTAssertFalse(shown.contains("‹"), shown)
        XCTAssertFalse(shown.contains(dir), "the work folder is never shown: \(shown)")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir + "/cache/apps"), [], "no app, no work folder left")
    }

    func testAHangingCompilerIsStoppedAtTheLimitWithWhatItStarted() throws {
        let pidFile = dir + "/sleeper"
        let hanging = try script("swiftc", "sleep 60 &\necho $! > '\(pidFile)'\nwait\n")
        var compiler = AppCompiler(toolchain: SwiftToolchain(swiftc: hanging, version: "fake"), standIn: UIKitStandIn(folder: dir),
                                   cacheFolder: dir + "/cache")
        compiler.timeLimit = 1
        let started = Date()
        let result = compiler.compile(try approved("import UIKit\n"), driver: "", environment: Self.environment)
        XCTAssertEqual(result, .failure(.compileTimedOut(seconds: 1)))
        XCTAssertLessThan(Date().timeIntervalSince(started), 30, "stopped, not waited for")
        let sleeper = try XCTUnwrap(Int32((try String(contentsOfFile: pidFile, encoding: .utf8)).trimmingCharacters(in: .whitespacesAndNewlines)))
        XCTAssertFalse(isRunning(sleeper), "the compiler's own children are stopped too")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir + "/cache/apps"), [])
        let text = Language.en.text(AppText.message(.compileTimedOut(seconds: 1), reason: { _ in L10n.Files.Reasons.noSuchFile }))
        XCTAssertTrue(text.contains("within 1 second and was stopped"), text)
    }

    func testACompileTheLearnerStopsEndsAtOnce() throws {
        let hanging = try script("swiftc", "sleep 60\n")
        let compiler = AppCompiler(toolchain: SwiftToolchain(swiftc: hanging, version: "fake"), standIn: UIKitStandIn(folder: dir),
                                   cacheFolder: dir + "/cache")
        let started = Date()
        XCTAssertEqual(compiler.compile(try approved("import UIKit\n"), driver: "", environment: Self.environment, shouldStop: { true }),
                       .failure(.compileStopped))
        XCTAssertLessThan(Date().timeIntervalSince(started), 30)
    }

    /// Gone, or a zombie nobody has reaped yet (it no longer runs).
    private func isRunning(_ pid: Int32) -> Bool {
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline {
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return false }
            if let close = stat.lastIndex(of: ")"), stat[stat.index(close, offsetBy: 2)] == "Z" { return false }
            usleep(50_000)
        }
        return true
    }

    func testAFailureWithoutALineShowsTheEndOfTheOutput() throws {
        let failing = try script("swiftc", "echo 'something broke \u{1B}[2J badly'\nexit 3\n")
        let compiler = AppCompiler(toolchain: SwiftToolchain(swiftc: failing, version: "fake"), standIn: UIKitStandIn(folder: dir),
                                   cacheFolder: dir + "/cache")
        let result = compiler.compile(try approved("import UIKit\n"), driver: "", environment: Self.environment)
        XCTAssertEqual(result, .failure(.compilerFailed(.exited(3), output: "something broke ␛[2J badly")))
    }

    func testTwoCompilesOfTheSameFileAtOnceEndWithOneGoodApp() throws {
        let (toolchain, standIn) = try toolchainAndStandIn()
        let compiler = AppCompiler(toolchain: toolchain, standIn: standIn, cacheFolder: dir + "/cache")
        let source = try approved(Self.learnerFile(marker: "together"))
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            results.add(compiler.compile(source, driver: Self.driver, environment: Self.environment))
        }
        let apps = try results.all.map { try $0.get() }
        XCTAssertEqual(apps.count, 2)
        XCTAssertEqual(Set(apps.map(\.executable)).count, 1)
        XCTAssertEqual(runApp(apps[0].executable), "together Movie 3 (1983) movie\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir + "/cache/apps"), [apps[0].key])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir + "/cache/apps/" + apps[0].key), ["app"])
    }

    final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var list: [Result<CompiledApp, AppProblem>] = []
        func add(_ result: Result<CompiledApp, AppProblem>) { lock.lock(); list.append(result); lock.unlock() }
        var all: [Result<CompiledApp, AppProblem>] { lock.lock(); defer { lock.unlock() }; return list }
    }

    // MARK: The child process

    func testArgumentsReachTheChildAsTheyAreWithNoShellBetween() throws {
        let echo = try script("echo-args", "printf '[%s]\\n' \"$@\"\n")
        let run = ChildProcess.run(echo, ["a b", "it's", "$(touch \(dir!)/owned)", "\"q\"", "; ls"], environment: [:], timeLimit: 30)
        XCTAssertEqual(run.status, .exited(0))
        XCTAssertEqual(run.outputText, "[a b]\n[it's]\n[$(touch \(dir!)/owned)]\n[\"q\"]\n[; ls]\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/owned"))
    }

    func testOutputPastTheLimitIsReadAndDropped() throws {
        let noisy = try script("noisy", "i=0\nwhile [ $i -lt 2000 ]; do printf '%0500d\\n' $i; i=$((i+1)); done\nexit 4\n")
        let run = ChildProcess.run(noisy, [], environment: ["PATH": "/usr/bin:/bin"], timeLimit: 60, outputLimit: 4096)
        XCTAssertEqual(run.status, .exited(4), "it ran to its end: the pipe never filled")
        XCTAssertEqual(run.output.count, 4096)
        XCTAssertTrue(run.truncated)
    }

    func testAProgramThatCannotStartIsSaid() {
        let run = ChildProcess.run(dir + "/nothing", [], environment: [:], timeLimit: 5)
        XCTAssertEqual(run.status, .cannotStart(ENOENT))
    }

    // MARK: The toolchain, the stand-in, the cache folder

    func testAMissingCompilerIsSaidWithWhatToInstall() throws {
        let missing = dir + "/nothing/swiftc"
        XCTAssertEqual(SwiftToolchain.locate(environment: ["TABLELAB_SWIFTC": missing, "PATH": "/usr/bin:/bin"]),
                       .failure(.toolchainMissing(configured: missing)))
        XCTAssertEqual(SwiftToolchain.locate(environment: ["PATH": dir]), .failure(.toolchainMissing(configured: nil)))
        let reason: (FileProblem) -> Message = { _ in L10n.Files.Reasons.noSuchFile }
        for language in [Language.en, .ko] {
            let configured = language.text(AppText.message(.toolchainMissing(configured: missing), reason: reason))
            XCTAssertTrue(configured.contains("TABLELAB_SWIFTC=" + missing), configured)
            let none = language.text(AppText.message(.toolchainMissing(configured: nil), reason: reason))
            XCTAssertTrue(none.contains("swift.org") && none.contains("Debian") && none.contains("TABLELAB_SWIFTC"), none)
            XCTAssertFalse(none.contains("‹") || configured.contains("‹"))
        }
    }

    func testACompilerThatDoesNotAnswerItsVersionIsSaid() throws {
        let broken = try script("swiftc", "exit 7\n")
        XCTAssertEqual(SwiftToolchain.locate(environment: ["TABLELAB_SWIFTC": broken]),
                       .failure(.toolchainNotRunnable(path: broken, .exited(7))))
        let notExecutable = dir + "/plain"
        try Data("x".utf8).write(to: URL(fileURLWithPath: notExecutable))
        XCTAssertEqual(SwiftToolchain.locate(environment: ["TABLELAB_SWIFTC": notExecutable]),
                       .failure(.toolchainMissing(configured: notExecutable)))
        let answering = try script("swiftc", "echo 'Swift version 9.9 (fake)'\n")
        XCTAssertEqual(SwiftToolchain.locate(environment: ["PATH": dir]), .success(SwiftToolchain(swiftc: answering, version: "Swift version 9.9 (fake)")))
    }

    /// `swiftc --version` is asked once per compiler as it is: opening an app compiled before costs
    /// no second run of it; a compiler changed in place is asked again.
    func testAVersionReadIsKeptUntilTheCompilerChanges() throws {
        let counter = dir + "/asked"
        let swiftc = try script("swiftc", "echo x >> '\(counter)'\necho 'Swift version 9.8 (fake)'\n")
        for _ in 0..<3 {
            XCTAssertEqual(SwiftToolchain.locate(environment: ["TABLELAB_SWIFTC": swiftc]),
                           .success(SwiftToolchain(swiftc: swiftc, version: "Swift version 9.8 (fake)")))
        }
        XCTAssertEqual(try String(contentsOfFile: counter, encoding: .utf8), "x\n", "asked once")
        let changed = try script("swiftc", "echo x >> '\(counter)'\necho 'Swift version 9.9.1 (fake)'\n")
        XCTAssertEqual(SwiftToolchain.locate(environment: ["TABLELAB_SWIFTC": changed]),
                       .success(SwiftToolchain(swiftc: changed, version: "Swift version 9.9.1 (fake)")))
        XCTAssertEqual(try String(contentsOfFile: counter, encoding: .utf8), "x\nx\n", "a changed compiler is asked again")
    }

    func testTheStandInIsFoundBesideTheBinaryOrWhereTABLELAB_UIKITSays() throws {
        try FileManager.default.createDirectory(atPath: dir + "/bin/Modules", withIntermediateDirectories: true)
        try Data().write(to: URL(fileURLWithPath: dir + "/bin/Modules/StandInUIKit.swiftmodule"))
        try Data().write(to: URL(fileURLWithPath: dir + "/bin/libStandInUIKit.so"))
        try Data().write(to: URL(fileURLWithPath: dir + "/bin/tablelab"))
        XCTAssertEqual(UIKitStandIn.locate(environment: [:], executable: dir + "/bin/tablelab"), .success(UIKitStandIn(folder: dir + "/bin")))
        XCTAssertEqual(UIKitStandIn.locate(environment: ["TABLELAB_UIKIT": dir + "/bin/"], executable: nil), .success(UIKitStandIn(folder: dir + "/bin")))
        XCTAssertEqual(UIKitStandIn.locate(environment: ["TABLELAB_UIKIT": dir], executable: dir + "/bin/tablelab"),
                       .failure(.standInMissing(configured: dir)), "a wrong TABLELAB_UIKIT is said, never replaced")
    }

    func testACacheFolderThatCannotBeMadeIsSaid() throws {
        try Data("a file".utf8).write(to: URL(fileURLWithPath: dir + "/file"))
        let compiler = AppCompiler(toolchain: SwiftToolchain(swiftc: "/x", version: "v"), standIn: UIKitStandIn(folder: dir),
                                   cacheFolder: dir + "/file/tablelab")
        let result = compiler.compile(try approved("import UIKit\n"), driver: "", environment: [:])
        XCTAssertEqual(result, .failure(.cacheUnwritable(path: dir + "/file/tablelab/apps", .system(ENOTDIR))))
        let text = Language.en.text(AppText.message(.cacheUnwritable(path: "/c", .system(ENOTDIR)), reason: { _ in L10n.Files.Reasons.notAFolder }))
        XCTAssertTrue(text.contains("XDG_CACHE_HOME"), text)
    }

    func testTheCacheFolderFollowsXDG() {
        XCTAssertEqual(AppCache.folder(environment: ["XDG_CACHE_HOME": "/x/cache/", "HOME": "/home/l"]), "/x/cache/tablelab")
        XCTAssertEqual(AppCache.folder(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/home/l"]), "/home/l/.cache/tablelab")
        XCTAssertNil(AppCache.folder(environment: ["HOME": "relative"]))
    }
}
