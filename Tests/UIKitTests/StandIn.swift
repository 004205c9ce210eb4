import Foundation

/// Finding the stand-in module and `swiftc` for tests that compile learner files.
enum StandIn {
    /// `<bin>/Modules`, where `StandInUIKit.swiftmodule` is: the test bundle sits in the bin folder.
    static func modulesFolder() -> URL? {
        let candidates = [Bundle.main.executableURL, URL(fileURLWithPath: CommandLine.arguments[0])]
            .compactMap { $0?.resolvingSymlinksInPath().deletingLastPathComponent() }
            + [Bundle.main.bundleURL.deletingLastPathComponent()]
        for bin in candidates {
            let modules = bin.appendingPathComponent("Modules")
            if FileManager.default.fileExists(atPath: modules.appendingPathComponent("StandInUIKit.swiftmodule").path) { return modules }
        }
        return nil
    }

    /// `swiftc -typecheck` as tablelab compiles a learner's file: Swift 5 mode, as Xcode's templates.
    static func typecheckArguments(_ modules: URL) -> [String] {
        ["-typecheck", "-swift-version", "5", "-module-alias", "UIKit=StandInUIKit", "-I", modules.path]
    }

    /// The source with each `import Foundation` line emptied (UIKit re-exports Foundation).
    static func blankingFoundationImport(_ source: String) -> String {
        source.components(separatedBy: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) == "import Foundation" ? "" : $0 }
            .joined(separator: "\n")
    }

    /// `swiftc` from `SWIFTC`, else the first one on `PATH`.
    static func swiftc() -> URL? {
        let environment = ProcessInfo.processInfo.environment
        let candidates = [environment["SWIFTC"]].compactMap { $0 }
            + (environment["PATH"] ?? "").split(separator: ":").map { String($0) + "/swiftc" }
        return candidates.lazy.map(URL.init(fileURLWithPath:)).first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    static func run(_ tool: URL, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
