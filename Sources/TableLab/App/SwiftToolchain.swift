import Foundation

/// The installed Swift compiler that builds the learner's file: where it is, and its version.
///
/// Found as `$TABLELAB_SWIFTC` (a path, or a name looked up on `PATH`), else `swiftc` on `PATH`. Its
/// version (`swiftc --version`) is read once, here: it is part of the cache key, so a new toolchain
/// compiles afresh instead of running an app built by the old one. Keep the value for the session.
public struct SwiftToolchain: Sendable, Equatable {
    /// The compiler's full path.
    public let swiftc: String
    /// What `swiftc --version` printed, trimmed ("Swift version 6.3.1 (swift-6.3.1-RELEASE)…").
    public let version: String

    public init(swiftc: String, version: String) {
        self.swiftc = swiftc
        self.version = version
    }

    /// How long `swiftc --version` may take (it answers in a tenth of a second on an idle machine).
    public static let versionTimeLimit = 30.0

    public static func locate(environment: [String: String]) -> Result<SwiftToolchain, AppProblem> {
        let configured = environment["TABLELAB_SWIFTC"].flatMap { $0.isEmpty ? nil : $0 }
        guard let path = find(configured ?? "swiftc", environment: environment) else {
            return .failure(.toolchainMissing(configured: configured))
        }
        let key = versionKey(path)
        if let key, let version = readVersions.version(for: key) { return .success(SwiftToolchain(swiftc: path, version: version)) }
        let run = ChildProcess.run(path, ["--version"], environment: environment, timeLimit: versionTimeLimit, outputLimit: 16 << 10)
        guard run.status == .exited(0) else { return .failure(.toolchainNotRunnable(path: path, run.status)) }
        let version = run.outputText.trimmingCharacters(in: .whitespacesAndNewlines)
        if let key { readVersions.keep(version, for: key) }
        return .success(SwiftToolchain(swiftc: path, version: version))
    }

    /// The versions this process has read, by compiler: `swiftc --version` takes about 0.2 s (more on
    /// a busy machine), most of what opening an app compiled before costs (`app FILE` again, `edit`,
    /// budget 0.3 s). Only a version read is kept, never a failure.
    private static let readVersions = ReadVersions()

    /// What names the compiler file as it is now: its path, and its device, inode, size and change
    /// times (`stat`, through links) — a compiler replaced or changed in place is asked again. Nil
    /// when it cannot be read (then it is always asked).
    static func versionKey(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return "\(path)\u{0}\(info.st_dev) \(info.st_ino) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) \(info.st_ctim.tv_sec).\(info.st_ctim.tv_nsec)"
    }

    private final class ReadVersions: @unchecked Sendable {
        private let lock = NSLock()
        private var versions: [String: String] = [:]

        func version(for key: String) -> String? { lock.withLock { versions[key] } }
        func keep(_ version: String, for key: String) { lock.withLock { versions[key] = version } }
    }

    /// `name` when it holds a `/` (as a shell runs it), else the first executable `name` on `PATH`;
    /// nil when that is not an executable regular file.
    static func find(_ name: String, environment: [String: String]) -> String? {
        if name.contains("/") { return isExecutableFile(name) ? absolute(name) : nil }
        for folder in (environment["PATH"] ?? "").split(separator: ":", omittingEmptySubsequences: true) {
            let candidate = String(folder) + "/" + name
            if isExecutableFile(candidate) { return absolute(candidate) }
        }
        return nil
    }

    static func isExecutableFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG && access(path, X_OK) == 0
    }

    private static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }
}
