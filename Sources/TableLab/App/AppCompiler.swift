import Foundation

/// Compiles a learner's file (cleared by `AppSourceGate`) and a driver into an executable, once per
/// content: the app is kept under a key that covers everything that decides it, and a second
/// `compile` of the same inputs runs no compiler at all.
///
/// How it compiles, and why:
/// - The compiler gets copies written into a private work folder (`apps/.work-XXXXXX`, mode 0700):
///   the driver as `main.swift` (top-level code, the app's entry point — so no `-parse-as-library`;
///   the learner's file, like any file of an Xcode app but `main.swift`, may hold declarations only)
///   and the learner's bytes under their own file name (`#fileID` then names it), or `App.swift` when
///   the name is `main.swift` or not a plain name. Every path is absolute, so no argument can be read
///   as an option, and diagnostics name the copy, which `CompilerDiagnostic.parse` maps back to the
///   path the learner typed.
/// - `-g`: the stand-in reads the line of a `Data(contentsOf:)` call from the stack (that initializer
///   cannot take `#line` defaults without losing to Foundation's); debug info makes it readable.
/// - `-swift-version 5`: what a new Xcode project uses, and the mode in which `SwiftLexer` and the
///   compiler read literals alike (Swift 6 mode adds bare `/regex/` literals). `-Onone`: a learner
///   waits for the compile, not for the app. `-diagnostic-style llvm`, no colour: one line per
///   diagnostic, parsed by `CompilerDiagnostic`.
/// - The stand-in: `-module-alias UIKit=StandInUIKit` (the learner writes `import UIKit`),
///   `-I <folder>/Modules` (its `StandInUIKit.swiftmodule`), `-L <folder> -lStandInUIKit`, and the
///   folder as run path (`-Xlinker -rpath`), so the app finds its library wherever it is started.
/// - The executable is made in the work folder, then renamed into `apps/<key>/app`: a rename is
///   atomic, so a reader sees the old file or the new one, never half of one, and two sessions
///   compiling the same file at once both end with a whole executable (the second rename replaces
///   the first with an identical file; a running app keeps the file it started from).
/// - The compiler runs through `ChildProcess`: no shell, a time limit after which it is stopped with
///   everything it started, a bounded capture of its output.
public struct AppCompiler: Sendable {
    public let toolchain: SwiftToolchain
    public let standIn: UIKitStandIn
    /// The cache folder (`AppCache.folder`): apps go in its `apps/` folder.
    public let cacheFolder: String
    /// Seconds the compiler may run before it is stopped. A first compile of a 150-line file takes a
    /// few seconds; two minutes leaves room for a loaded machine and still ends a hang.
    public var timeLimit: Double = 120
    /// Bytes of compiler output kept (the first ones: the first errors are the ones to fix).
    public var outputLimit = 256 << 10

    /// The module name of the learner's app (`#fileID` is `TableLabApp/ViewController.swift`): not a
    /// name a learner's type is likely to have.
    public static let moduleName = "TableLabApp"

    /// Raised whenever the flags or the layout of the cache change, so no app made the old way is reused.
    static let cacheFormat = "tablelab app 3"

    public init(toolchain: SwiftToolchain, standIn: UIKitStandIn, cacheFolder: String) {
        self.toolchain = toolchain
        self.standIn = standIn
        self.cacheFolder = cacheFolder.count > 1 && cacheFolder.hasSuffix("/") ? String(cacheFolder.dropLast()) : cacheFolder
    }

    /// The flags that do not depend on paths (part of the cache key).
    public static let flags = ["-swift-version", "5", "-Onone", "-g", "-module-name", moduleName,
                               "-diagnostic-style", "llvm", "-no-color-diagnostics"]

    /// The compiler's arguments for sources and output in `work`.
    func arguments(work: String, learnerCopy: String) -> [String] {
        Self.flags + standIn.compilerFlags + [work + "/main.swift", work + "/" + learnerCopy, "-o", work + "/app"]
    }

    /// The name the learner's copy is compiled under: their file name when it is a plain Swift file
    /// name (letters, digits, `_`, `-`, `+`, `.`, ending in `.swift`) other than `main.swift`.
    static func copyName(for fileName: String) -> String {
        let plain = fileName.hasSuffix(".swift") && fileName.count > 6 && fileName != "main.swift"
            && !fileName.hasPrefix(".") && !fileName.hasPrefix("-")
            && fileName.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "_-+.".unicodeScalars.contains($0)) }
        return plain ? fileName : "App.swift"
    }

    /// The cache key: a SHA-256 of the cache format, the flags, the compiler (path and version), the
    /// stand-in (folder, and each file's size, times and inode), the copy's name, the driver and the
    /// learner's bytes. One byte different anywhere is another key.
    public func key(for source: ApprovedSource, driver: String) -> String {
        var hasher = SHA256()
        hasher.field(Self.cacheFormat)
        hasher.field(Self.flags.joined(separator: "\u{0}"))
        hasher.field(toolchain.swiftc)
        hasher.field(toolchain.version)
        hasher.field(standIn.identity())
        hasher.field(Self.copyName(for: source.source.fileName))
        hasher.field(driver)
        hasher.field(source.source.bytes)
        return hasher.hexDigest()
    }

    /// Where the app for `key` is kept.
    public func executablePath(key: String) -> String { cacheFolder + "/apps/" + key + "/app" }

    /// The app for these inputs when it is already compiled; nil otherwise. Runs no compiler.
    public func cached(_ source: ApprovedSource, driver: String) -> String? {
        let path = executablePath(key: key(for: source, driver: driver))
        return AppCache.isUsableExecutable(path) ? path : nil
    }

    /// The app for `source` and `driver`: from the cache, or compiled now. `environment` is the
    /// compiler's (its `PATH` finds the linker); `shouldStop` is asked a few times a second while the
    /// compiler runs (Ctrl-C).
    public func compile(_ source: ApprovedSource, driver: String, environment: [String: String],
                        shouldStop: (() -> Bool)? = nil) -> Result<CompiledApp, AppProblem> {
        let started = ChildProcess.now()
        let key = key(for: source, driver: driver)
        let target = executablePath(key: key)
        if AppCache.isUsableExecutable(target) {
            return .success(CompiledApp(executable: target, key: key, compiled: false, seconds: ChildProcess.now() - started, warnings: []))
        }
        let apps = cacheFolder + "/apps"
        if let code = FileTarget.makeStateFolders(apps) { return .failure(.cacheUnwritable(path: apps, .system(code))) }
        var template = Array((apps + "/.work-XXXXXX").utf8CString)
        guard let work = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!).map { String(cString: $0) } }) else {
            return .failure(.cacheUnwritable(path: apps, .system(errno)))
        }
        defer { try? FileManager.default.removeItem(atPath: work) }

        let copy = Self.copyName(for: source.source.fileName)
        for (name, bytes) in [("main.swift", Array(driver.utf8)), (copy, source.compiledBytes)] {
            let target: FileTarget.Write
            switch FileTarget.forWriting(work + "/" + name) {
            case .success(let checked): target = checked
            case .failure(let problem): return .failure(.cacheUnwritable(path: work, problem))
            }
            if let code = AtomicFile.write(target, newMode: 0o600, bytes: Data(bytes)) {
                return .failure(.cacheUnwritable(path: work, .system(code)))
            }
        }

        let run = ChildProcess.run(toolchain.swiftc, arguments(work: work, learnerCopy: copy), environment: environment,
                                   timeLimit: timeLimit, outputLimit: outputLimit, shouldStop: shouldStop)
        let diagnostics = CompilerDiagnostic.parse(
            run.outputText,
            paths: [work + "/" + copy: source.source.typedPath, work + "/main.swift": "main.swift"],
            learnerPath: work + "/" + copy)
        switch run.status {
        case .timedOut: return .failure(.compileTimedOut(seconds: Int(timeLimit.rounded())))
        case .stopped: return .failure(.compileStopped)
        case .exited(0) where AppCache.isUsableExecutable(work + "/app"):
            break
        default:
            let errors = diagnostics.filter { $0.severity == .error }
            if !errors.isEmpty { return .failure(.compileErrors(diagnostics.filter { $0.severity != .warning || $0.inLearnerFile })) }
            return .failure(.compilerFailed(run.status, output: Self.lastLines(run.outputText)))
        }

        let folder = cacheFolder + "/apps/" + key
        if mkdir(folder, 0o700) != 0, errno != EEXIST { return .failure(.cacheUnwritable(path: folder, .system(errno))) }
        let made = open(work + "/app", O_RDONLY | O_CLOEXEC)
        if made >= 0 {
            _ = fsync(made)  // the whole file is on disk before its name is
            close(made)
        }
        guard rename(work + "/app", target) == 0 else { return .failure(.cacheUnwritable(path: target, .system(errno))) }
        return .success(CompiledApp(executable: target, key: key, compiled: true, seconds: ChildProcess.now() - started,
                                    warnings: diagnostics.filter { $0.inLearnerFile && $0.severity == .warning }))
    }

    /// The learner's app: `source` with the driver `AppDriver` writes for its root view controller
    /// (`TablelabChild.run { RootClass() }`), from the cache or compiled now.
    public func compileApp(_ source: ApprovedSource, environment: [String: String],
                           shouldStop: (() -> Bool)? = nil) -> Result<CompiledApp, AppProblem> {
        switch AppDriver.mainSwift(for: source) {
        case .success(let driver): return compile(source, driver: driver, environment: environment, shouldStop: shouldStop)
        case .failure(let problem): return .failure(.noRootViewController(path: source.source.typedPath, problem))
        }
    }

    /// The last lines of a failed compiler's output, sanitized, for a failure no diagnostic explains.
    static func lastLines(_ output: String, count: Int = 8) -> String {
        output.split(whereSeparator: \.isNewline).suffix(count).joined(separator: "\n").visibleControls
    }
}

/// A compiled learner's app.
public struct CompiledApp: Sendable, Equatable {
    /// The executable, in the cache folder.
    public let executable: String
    /// Its cache key (a SHA-256, 64 hex digits).
    public let key: String
    /// False when it came from the cache: no compiler ran.
    public let compiled: Bool
    /// How long `compile` took, in seconds (for the progress line and the benchmark).
    public let seconds: Double
    /// The compiler's warnings about the learner's file (empty for an app from the cache).
    public let warnings: [CompilerDiagnostic]
}
