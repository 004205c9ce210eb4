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
        let run = ChildProcess.run(path, ["--version"], environment: environment, timeLimit: versionTimeLimit, outputLimit: 16 << 10)
        guard run.status == .exited(0) else { return .failure(.toolchainNotRunnable(path: path, run.status)) }
        let version = run.outputText.trimmingCharacters(in: .whitespacesAndNewlines)
        return .success(SwiftToolchain(swiftc: path, version: version))
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
