import Foundation
import TableLab
import TableRender

/// Runs commands from a file or standard input with no line editing, colour or animation.
///
/// Pictures go to standard output, errors to standard error as `FILE:LINE: message`. With
/// `--trace jsonl`, standard output carries only events, one JSON object per line.
struct ScriptRunner {
    let language: Language
    let environment: [String: String]
    let trace: TraceFormat?
    let keepGoing: Bool
    let width: Int

    /// Returns the exit status: 0 when every line ran, 1 when any line failed.
    func run(source: String) throws -> Int32 {
        var session = Session(language: language, glossary: GlossaryLoading.load(language: language))
        session.lessons = LessonLoading.load(language: language)
        return try run(source: source, session: &session)
    }

    /// Runs the commands into `session`, which the caller keeps (`--then-interactive`).
    func run(source: String, session: inout Session) throws -> Int32 {
        let reader: PlainLineReader
        let name: String
        if source == "-" {
            reader = PlainLineReader(fileDescriptor: 0, maxLineBytes: 16 << 20)
            name = "<stdin>"
        } else {
            let fd = open(source, O_RDONLY)
            guard fd >= 0 else {
                let reason = String(cString: strerror(errno))
                writeError(language.text("tablelab: cannot read \(source): \(reason)",
                                         "tablelab: \(source)을(를) 읽을 수 없습니다: \(reason)", separator: "\n"))
                return 2
            }
            reader = PlainLineReader(fileDescriptor: fd, maxLineBytes: 16 << 20)
            name = source
        }
        let palette = Palette.fromEnvironment(isTTY: isatty(1) == 1, environment: environment)
        let border = Box.Border.fromEnvironment(environment)
        var failures = 0
        var lineNumber = 0
        // The stream starts with the first load (cells 1–16 are created there).
        if trace == .jsonl { for l in session.takeTraceLines() { writeOut(l) } }
        while let line = reader.readLine() {
            lineNumber += 1
            var response: Response
            if line.hadInvalidUTF8 {
                response = .error(.invalidUTF8)
            } else if line.wasTruncated {
                response = .error(.lineTooLong(bytes: line.text.utf8.count, limit: CommandParser.maxLineBytes))
            } else {
                response = session.execute(line.text)
            }
            if case .nothing = response { continue }
            if case .view(.save(let path, let force)) = response {
                let result = SessionFiles.save(session, to: path, force: force)
                if result.failed {
                    failures += 1
                    writeError("\(name):\(lineNumber): " + result.message)
                    if !keepGoing { return 1 }
                } else if trace == nil {
                    writeOut(result.message)
                }
                continue
            }
            if case .view(.lesson(let c)) = response, let result = ProgressStore.handle(c, session: &session) {
                if result.failed {
                    failures += 1
                    writeError("\(name):\(lineNumber): " + result.message)
                    if !keepGoing { return 1 }
                } else if trace == nil {
                    writeOut(result.message)
                }
                continue
            }
            if case .view(.open(let path)) = response { response = SessionFiles.open(&session, path) }
            if case .view(.trace(let path)) = response {
                let result = TraceFile.write(session, to: path)
                if result.failed {
                    failures += 1
                    writeError("\(name):\(lineNumber): " + result.message)
                    if !keepGoing { return 1 }
                } else if trace == nil {
                    writeOut(result.message)
                }
                continue
            }
            let context = RenderContext(language: session.language, palette: palette, width: width, border: border)

            if trace == .jsonl {
                for l in session.takeTraceLines() { writeOut(l) }
            } else {
                writeOut(context.palette.paint("› " + String(line.text.trimmingCharacters(in: .whitespaces).prefix(200)), .heading))
                for l in ResponseRenderer.render(response, session: session, context: context) { writeOut(l) }
                writeOut("")
            }
            if response.isError {
                failures += 1
                writeError("\(name):\(lineNumber): " + ResponseRenderer.errorSummary(response, language: session.language))
                if !keepGoing { return 1 }
            }
            if case .view(.quit) = response { break }
        }
        return failures > 0 ? 1 : 0
    }

    private func writeOut(_ s: String) {
        FileHandle.standardOutput.write(Data((s + "\n").utf8))
    }

    private func writeError(_ s: String) {
        FileHandle.standardError.write(Data((s + "\n").utf8))
    }
}
