import Foundation
import TableLab
import TableRender
import TableText

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
    /// Lines run before the script's own (`--app FILE` is `app FILE`), numbered 0 in messages.
    var prelude: [String] = []

    /// Returns the exit status: 0 when every line ran, 1 when any line failed.
    func run(source: String) throws -> Int32 {
        let location = DataLocator.locate(environment: environment)  // once, for the glossary and the lessons
        var session = Session(language: language, glossary: GlossaryLoading.load(language: language, environment: environment, location: location))
        session.loadLessonFiles { [environment] in LessonLoading.files(language: language, environment: environment, location: location) }
        return try run(source: source, session: &session)
    }

    /// Runs the commands into `session`, which the caller keeps (`--then-interactive`).
    func run(source: String, session: inout Session) throws -> Int32 {
        let reader: PlainLineReader
        let name: String
        if source == "-" {
            if let message = refusal(fd: 0, file: nil) {
                writeError(message)
                return 2
            }
            reader = PlainLineReader(fileDescriptor: 0, maxLineBytes: 16 << 20)
            name = "<stdin>"
        } else {
            let fd = open(source, O_RDONLY | O_CLOEXEC)
            guard fd >= 0 else {
                let code = errno
                writeError(language.block(L10n.Shell.Script.cannotRead(file: source.visibleControls, reason: FileErrorText.reason(code))))
                return 2
            }
            if let message = refusal(fd: fd, file: source) {
                writeError(message)
                return 2
            }
            reader = PlainLineReader(fileDescriptor: fd, maxLineBytes: 16 << 20)
            name = source
        }
        let palette = Palette.fromEnvironment(isTTY: isatty(1) == 1, environment: environment)
        let border = Box.Border.fromEnvironment(environment)
        // A script has no progress file (it would mix a script's answers with the learner's):
        // `progress export|import` work on this run's progress in memory.
        let progress = ProgressStore(path: nil)
        var failures = 0
        var lineNumber = 0
        // The stream starts with the first load (cells 1–16 are created there).
        if trace == .jsonl { for l in session.takeTraceLines() { writeOut(l) } }
        var prelude = self.prelude
        var pictures = PictureMemory()  // for `export svg`
        func nextLine() -> PlainLine? {
            if !prelude.isEmpty { return PlainLine(text: prelude.removeFirst(), hadInvalidUTF8: false) }
            lineNumber += 1
            return reader.readLine()
        }
        /// The next command: a line, or a `batch` block folded into its one line (`blockError`: why
        /// the block cannot run — it is reported at its `end`, or where the file ended).
        var blockError: LabError?
        func nextCommand() -> PlainLine? {
            blockError = nil
            guard let line = nextLine() else { return nil }
            guard !line.hadInvalidUTF8, !line.wasTruncated, BatchBlock.opens(line.text) else { return line }
            let opened = lineNumber
            var block = BatchBlock()
            while let inner = nextLine() {
                if BatchBlock.closes(inner.text) {
                    switch block.command() {
                    case .success(let folded): return PlainLine(text: folded, hadInvalidUTF8: false)
                    case .failure(let error): blockError = error
                    }
                    return line
                }
                if inner.hadInvalidUTF8 || inner.wasTruncated {
                    blockError = inner.hadInvalidUTF8 ? .invalidUTF8 : .lineTooLong(bytes: inner.text.utf8.count, limit: CommandParser.maxLineBytes)
                    return line
                }
                block.add(inner.text)
            }
            blockError = .batchNotEnded(line: opened)
            return line
        }
        while let line = nextCommand() {
            var response: Response
            if let blockError {
                response = .error(blockError)
            } else if line.hadInvalidUTF8 {
                response = .error(.invalidUTF8)
            } else if line.wasTruncated {
                response = .error(.lineTooLong(bytes: line.text.utf8.count, limit: CommandParser.maxLineBytes))
            } else {
                response = session.execute(line.text)
            }
            if case .nothing = response { continue }
            pictures.note(response, line: line.text)
            var mediaFailed = false
            if MediaCommands.perform(response, session: session, pictures: pictures, width: width, environment: environment,
                                     say: { message, failed in
                                         if trace == nil { writeOut(palette.paint("› " + line.text.trimmingCharacters(in: .whitespaces).visibleControls, .heading)) }
                                         if failed {
                                             mediaFailed = true
                                             failures += 1
                                             writeError("\(name):\(lineNumber): " + message)
                                         } else if trace == nil {
                                             HelpText.wrapBlock(message, width: width).forEach(writeOut)
                                             writeOut("")
                                         }
                                     }) {
                if mediaFailed && !keepGoing { return 1 }
                continue
            }
            switch SessionFiles.perform(response, &session, environment: environment,
                                        progress: { Output.error($0) }) {
            case .message(let message, let failed)?:
                if trace == nil { writeOut(palette.paint("› " + line.text.trimmingCharacters(in: .whitespaces).visibleControls, .heading)) }
                if failed {
                    failures += 1
                    writeError("\(name):\(lineNumber): " + message)
                    if !keepGoing { return 1 }
                } else if trace == nil {
                    HelpText.wrapBlock(message, width: width).forEach(writeOut)  // `--width` holds for messages too
                    writeOut("")
                }
                continue
            case .opened(let opened)?:
                response = opened
            case nil:
                break
            }
            if case .view(.lesson(let c)) = response,
               let result = progress.handle(c, session: &session, environment: environment) {
                if trace == nil { writeOut(palette.paint("› " + line.text.trimmingCharacters(in: .whitespaces).visibleControls, .heading)) }
                if result.failed {
                    failures += 1
                    writeError("\(name):\(lineNumber): " + result.message)
                    if !keepGoing { return 1 }
                } else if trace == nil {
                    HelpText.wrapBlock(result.message, width: width).forEach(writeOut)
                    writeOut("")
                }
                continue
            }
            let context = RenderContext(language: session.language, palette: palette, width: width, border: border)

            if trace == .jsonl {
                for l in session.takeTraceLines() { writeOut(l) }
            } else {
                writeOut(context.palette.paint("› " + line.text.trimmingCharacters(in: .whitespaces).prefix(200).visibleControls, .heading))
                for l in ResponseRenderer.render(response, session: session, context: context) { writeOut(l) }
                writeOut("")
            }
            if response.isError {
                failures += 1
                // `--app FILE` runs before the file's first line: it is named, not "FILE:0".
                let place = lineNumber == 0 ? "--" + line.text.trimmingCharacters(in: .whitespaces).visibleControls
                                            : "\(name):\(lineNumber)"
                if case .error(.appReport(let lines, _)) = response, let first = lines.first {
                    // A compile error's report keeps its lines (the compiler's, the excerpt and its
                    // caret) as the compiler prints them, instead of one line joined with " / ".
                    writeError(place + ": " + first)
                    lines.dropFirst().forEach(writeError)
                } else {
                    writeError(place + ": " + ResponseRenderer.errorSummary(response, language: session.language))
                }
                if !keepGoing { return 1 }
            }
            if case .view(.quit) = response { break }
        }
        if let code = reader.readError {
            writeError(language.text(L10n.Shell.Script.readingStopped(file: name, line: String(lineNumber),
                                                                        reason: FileErrorText.reason(code))))
            return 2
        }
        return failures > 0 ? 1 : 0
    }

    private func writeOut(_ s: String) { Output.line(s) }

    private func writeError(_ s: String) { Output.error(s) }

    /// nil when `fd` can be read as a script (a file, a pipe, a terminal, a device), else the message.
    /// `file` is the script's path, nil for standard input.
    private func refusal(fd: Int32, file: String?) -> String? {
        typealias S = L10n.Shell.Script
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let code = errno
            let reason = FileErrorText.reason(code)
            return language.block(file.map { S.cannotRead(file: $0, reason: reason) } ?? S.cannotReadStandardInput(reason: reason))
        }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            return language.block(file.map { S.isAFolder(file: $0) } ?? S.standardInputIsAFolder)
        }
        return nil
    }
}
