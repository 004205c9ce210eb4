import Foundation
import XCTest
@testable import TableLab
import TableRender
import TableText

/// Seeded fuzzing of the data folder: catalogs, lessons and glossary entries a teacher might share,
/// with control characters written as YAML escapes, raw bidi controls, alias bombs, CRLF line endings
/// and FIFOs in place of files. What must hold whatever the folder holds:
/// - no raw control byte (C0 but newline and tab, DEL, C1, ESC, bidi controls) in what tablelab
///   writes to the terminal — `TerminalText.forTerminal` of every line, colour on and off, except
///   the palette's own colour sequences — in-process and from the real binary;
/// - every YAML document read stays within `SafeYAML.maxNodes` (a count, not a timer), and the real
///   binary ends (a generous end-to-end timeout, for a hang).
extension FuzzTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let dataFolderCount = environment["TABLELAB_FUZZ_FOLDERS"].flatMap { Int($0) } ?? 10

    /// Control characters as a teacher's YAML would write them (escapes YAML decodes), and raw.
    static let hostileEscapes = [
        "\\e]0;PWNED\\a", "\\e[2J", "\\x9b2J", "\\u001b[5m", "\\u202E", "\\u2066", "\\x07", "\\0", "\\x7f", "\\x85",
        "\\e]52;c;cHduZWQ=\\a", "\\e[6n", "\\e[31;8m", "\\e[1;31m",
    ]
    static let rawHostile = ["\u{202E}", "\u{2067}", "\u{202B}x\u{202C}"]

    /// The palette's own colour sequences, the only escape sequences allowed on the terminal.
    static func rawControls(reaching text: String) -> [Unicode.Scalar] {
        let withoutPalette = text.replacingOccurrences(of: "\u{1B}\\[(?:(?:0|1|2|3|4|31|32|33|34|35|36);)*(?:0|1|2|3|4|31|32|33|34|35|36)m",
                                                       with: "", options: .regularExpression)
        return withoutPalette.unicodeScalars.filter {
            ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value)
                || (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value)
        }
    }

    static func aliasBomb(depth: Int, indent: String) -> String {
        var lines = ["\(indent)l0: &m0 \"lol\""]
        for level in 1...depth {
            lines.append("\(indent)l\(level): &m\(level) {" + (0..<9).map { "k\($0): *m\(level - 1)" }.joined(separator: ", ") + "}")
        }
        lines.append("\(indent)big: *m\(depth)")
        return lines.joined(separator: "\n")
    }

    /// A small data folder (the shipped catalogs, three glossary entries, one lesson) with 1–3 hostile
    /// edits; the edits, in words, for the failure message.
    static func hostileFolder(_ r: inout SeededRandom) throws -> (URL, [String]) {
        let fm = FileManager.default
        let root = fm.temporaryDirectory.appendingPathComponent("tablelab-fuzz-data-\(UUID().uuidString)")
        for folder in ["glossary", "Lessons", "messages"] {
            try fm.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        var files: [String: String] = [:]
        for name in ["en.yaml", "ko.yaml"] {
            files["messages/" + name] = try String(contentsOf: packageRoot.appendingPathComponent("messages/" + name), encoding: .utf8)
        }
        for name in ["cell.md", "reuse-queue.md", "data-source.md"] {
            files["glossary/" + name] = try String(contentsOf: packageRoot.appendingPathComponent("glossary/" + name), encoding: .utf8)
        }
        files["Lessons/01-tiny.md"] = LessonTests.good
        var edits: [String] = []
        var fifo: String?
        for _ in 0..<Int.random(in: 1...3, using: &r) {
            let path = r.pick(files.keys.sorted())
            var lines = files[path]!.components(separatedBy: "\n")
            // Values in double quotes, or plain `key: value` lines (quoted on the way).
            let candidates = lines.indices.filter { i in
                let l = lines[i]
                return l.range(of: #"^\s*[A-Za-z]+: \S"#, options: .regularExpression) != nil && !l.hasSuffix(":")
                        && !l.contains("&") && !l.contains("*") && !l.contains("{") && !l.contains("[") && !l.contains("|")
                    && !l.contains("\\")
            }
            switch Int.random(in: 0..<6, using: &r) {
            case 0, 1:
                guard let i = candidates.isEmpty ? nil : r.pick(candidates) else { continue }
                let hostile = r.pick(hostileEscapes)
                let l = lines[i], colon = l.range(of: ": ")!
                var value = String(l[colon.upperBound...])
                if value.hasPrefix("\"") { value.removeFirst(); value = String(value.dropLast()) }
                value = value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                lines[i] = String(l[..<colon.upperBound]) + "\"" + hostile + value + "\""
                edits.append("\(path):\(i + 1): escape \(hostile)")
            case 2:
                guard let i = candidates.isEmpty ? nil : r.pick(candidates) else { continue }
                let hostile = r.pick(rawHostile)
                lines[i] += hostile
                edits.append("\(path):\(i + 1): raw \(hostile.visibleControls)")
            case 3:
                let depth = Int.random(in: 6...9, using: &r)
                if path.hasSuffix(".yaml") {
                    lines.append("zzlaughs:\n" + aliasBomb(depth: depth, indent: "  "))
                } else if let close = lines.indices.dropFirst().first(where: { lines[$0] == "---" }) {
                    lines.insert("zzlaughs:\n" + aliasBomb(depth: depth, indent: "  "), at: close)
                }
                edits.append("\(path): alias bomb 9^\(depth)")
            case 4:
                lines = lines.map { $0 + "\r" }
                edits.append("\(path): CRLF")
            default:
                fifo = path
                edits.append("\(path): a FIFO")
            }
            files[path] = lines.joined(separator: "\n")
        }
        for (path, text) in files where path != fifo {
            try Data(text.utf8).write(to: root.appendingPathComponent(path))
        }
        if let fifo { _ = mkfifo(root.appendingPathComponent(fifo).path, 0o644) }
        return (root, edits)
    }

    /// Every text a learner or a teacher would read from `root`, in-process: the check's report, the
    /// lesson list, a lesson, the glossary, a message from the catalogs. Each line as `Output` writes it.
    static func dataFolderFailure(_ root: URL) -> String? {
        for name in ["en.yaml", "ko.yaml"] {
            let url = root.appendingPathComponent("messages/" + name)
            if let text = try? String(contentsOf: url, encoding: .utf8), (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                let nodes = SafeYAML.scan(text).nodes
                if nodes > SafeYAML.maxNodes + 1 { return "\(name): \(nodes) YAML nodes read, past the limit" }
            }
        }
        MessageCatalogs.shared.use(folder: root.appendingPathComponent("messages"), fallbacks: [])
        defer { MessageCatalogs.shared.use(folder: packageRoot.appendingPathComponent("messages"), fallbacks: []) }
        var shown: [String] = ContentChecker.check(dataRoot: root).map { $0.text(.both) }
        let (lessons, _) = Lessons.load(from: root.appendingPathComponent("Lessons"))
        let (glossary, _) = Glossary.load(from: root.appendingPathComponent("glossary"))
        var session = Session(language: .both, glossary: glossary)
        session.lessons = lessons
        for palette in [Palette.plain, Palette.colored] {
            let context = RenderContext(language: .both, palette: palette, width: 80)
            for line in ["lessons", "glossary", "glossary cell", "glossary reuse queue", "top", "lesson 1", "answer b", "bogus \u{202E}x"] {
                let response = session.execute(line)
                shown += ResponseRenderer.render(response, session: session, context: context)
                shown.append(ResponseRenderer.errorSummary(response, language: .both))
            }
            shown.append(ResponseRenderer.prompt(session, palette: palette))
        }
        if let warning = MessageCatalogs.shared.loadWarning(.both) { shown.append(warning) }
        for line in shown {
            let bad = rawControls(reaching: TerminalText.forTerminal(line))
            if !bad.isEmpty {
                return "raw \(bad.map { "U+" + String($0.value, radix: 16) }) reached the terminal in: \(line.visibleControls.prefix(160))"
            }
        }
        return nil
    }

    func testHostileDataFoldersNeverReachTheTerminalRaw() throws {
        var random = SeededRandom(seed: Self.seed &+ 2)
        for _ in 0..<Self.dataFolderCount {
            let (root, edits) = try Self.hostileFolder(&random)
            defer { try? FileManager.default.removeItem(at: root) }
            if let failure = Self.dataFolderFailure(root) {
                XCTFail("seed \(Self.seed &+ 2): \(failure)\nedits: \(edits.joined(separator: "; "))")
                return
            }
        }
    }

    /// The real binary, when it is built (`scripts/test` builds it first): a session and `check` on a
    /// few hostile folders end, and write no raw control byte.
    func testHostileDataFoldersThroughTheBinary() throws {
        let environment = Self.environment
        let binary = environment["TABLELAB_BINARY"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? Bundle.main.bundleURL.appendingPathComponent("tablelab")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else { throw XCTSkip("no tablelab binary at \(binary.path)") }
        var random = SeededRandom(seed: Self.seed &+ 3)
        for _ in 0..<max(1, Self.dataFolderCount / 4) {
            let (root, edits) = try Self.hostileFolder(&random)
            defer { try? FileManager.default.removeItem(at: root) }
            for arguments in [["--keep-going", "--lang", "both"], ["check"]] {
                let process = Process()
                process.executableURL = binary
                process.arguments = arguments
                var env = environment
                env["TABLELAB_DATA"] = root.path
                env["FORCE_COLOR"] = "1"
                env["HOME"] = root.path
                env["XDG_STATE_HOME"] = root.path
                process.environment = env
                let input = Pipe(), output = Pipe(), errors = Pipe()
                process.standardInput = input
                process.standardOutput = output
                process.standardError = errors
                try process.run()
                try? input.fileHandleForWriting.write(contentsOf: Data("lessons\nlesson 1\nanswer b\nglossary\nglossary cell\ntop\nbogus\n".utf8))
                try? input.fileHandleForWriting.close()
                // Read both pipes on their own threads while the process runs, so a full pipe never
                // blocks it and a hang is caught by the deadline, not by a read that never returns.
                let out = PipeReader(output), err = PipeReader(errors)
                let deadline = Date().addingTimeInterval(120)
                while process.isRunning && Date() < deadline { usleep(10_000) }
                if process.isRunning {
                    process.terminate()
                    XCTFail("seed \(Self.seed &+ 3): `tablelab \(arguments.joined(separator: " "))` still running after 120 s\nedits: \(edits.joined(separator: "; "))")
                    return
                }
                let outData = out.wait(), errData = err.wait()
                for (name, data) in [("stdout", outData), ("stderr", errData)] {
                    let bad = Self.rawControls(reaching: String(decoding: data, as: UTF8.self))
                    if !bad.isEmpty {
                        XCTFail("seed \(Self.seed &+ 3): raw \(bad.map { "U+" + String($0.value, radix: 16) }) on \(name) of `tablelab \(arguments.joined(separator: " "))`\nedits: \(edits.joined(separator: "; "))")
                        return
                    }
                }
            }
        }
    }
}

/// Reads a pipe to its end on a thread of its own.
private final class PipeReader: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ pipe: Pipe) {
        let handle = pipe.fileHandleForReading
        Thread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }.start()
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
