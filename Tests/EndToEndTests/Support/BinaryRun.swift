#if os(Linux)
import Foundation

/// The real `tablelab` binary run once with arguments and standard input, as a script or a teacher's
/// command would run it: what it printed on each stream, and its exit status.
enum BinaryRun {
    struct Result {
        var out: String
        var err: String
        var status: Int32
    }

    /// `LANG=C.UTF-8`, no `FORCE_COLOR`, and `environment` on top of the test's own environment;
    /// `directory`: the folder it runs in (the test's own when nil).
    static func run(_ arguments: [String], stdin: String = "", environment overrides: [String: String] = [:],
                    directory: URL? = nil) throws -> Result {
        let process = Process()
        if let directory { process.currentDirectoryURL = directory }
        process.executableURL = try PseudoTerminal.productURL(named: "tablelab")
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["LANG"] = "C.UTF-8"
        environment.removeValue(forKey: "FORCE_COLOR")
        environment.merge(overrides) { _, new in new }
        process.environment = environment
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        try? input.fileHandleForWriting.write(contentsOf: Data(stdin.utf8))
        try? input.fileHandleForWriting.close()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(out: String(decoding: outData, as: UTF8.self), err: String(decoding: errData, as: UTF8.self),
                      status: process.terminationStatus)
    }
}
#endif

#if os(Linux)
extension PseudoTerminal {
    /// The real `tablelab` in a pseudo-terminal, its state under `home`, once it shows its prompt.
    static func tablelab(home: URL, arguments: [String] = [], overrides: [String: String] = [:],
                         columns: Int = 100, rows: Int = 50) throws -> PseudoTerminal {
        let binary = try productURL(named: "tablelab")
        let env = testEnvironment(stateHome: home, overrides: overrides)
        let term = try PseudoTerminal(executable: binary, arguments: arguments, environment: env, rows: rows, columns: columns)
        try term.waitForPrompt(overrides["TERM"] == "dumb" ? "> " : "› ")  // a dumb terminal's prompt is ASCII
        return term
    }
}
#endif
