#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TableLab
import TableText

/// `record FILE.cast` … `record stop`: the terminal as the learner saw it, as an asciinema v2
/// recording. `Output` hands every text it writes (standard output and standard error, animation
/// frames and their cursor moves included) to `append`, timed by when it was written; the REPL adds
/// each typed line with its prompt when Enter is pressed (libedit draws the typing itself).
///
/// The events go to a temporary file next to the target as they come (`AtomicFile.Stream`), which
/// is renamed over the target when the recording stops — by `record stop`, `quit`, Ctrl-D or the end
/// of a script. A write that fails ends the recording with one warning; the target is untouched.
final class Recording {
    /// The recording that runs, if any (one at a time; the REPL runs on one thread).
    nonisolated(unsafe) static var current: Recording?

    let stream: AtomicFile.Stream
    /// The path as typed, shown in messages (control characters visible).
    let shown: String
    private var writer: Asciicast.Writer
    private var seconds = 0.0

    private init(stream: AtomicFile.Stream, shown: String, start: Double) {
        self.stream = stream
        self.shown = shown
        self.writer = Asciicast.Writer(start: start)
    }

    /// Seconds on the monotonic clock (never set back, unlike the wall clock).
    static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    /// Starts recording to `typed`, `columns` × `rows` (the terminal's size). Returns the message to
    /// show and whether it failed; the caller shows it, then calls `begin` (so the message about the
    /// recording is not in it).
    static func prepare(_ typed: String, force: Bool, columns: Int, rows: Int, environment: [String: String],
                        language: Language) -> (recording: Recording?, message: String) {
        typealias R = L10n.Files.Record
        let shown = typed.visibleControls
        if let current { return (nil, language.block(R.already(path: current.shown))) }
        let target: FileTarget.Write
        switch FileEffects.target(typed, environment: environment) {
        case .failure(.isAFolder):
            let example = (typed.hasSuffix("/") ? typed : typed + "/").visibleControls + "session.cast"
            return (nil, language.block(R.isAFolder(path: shown, example: example)))
        case .failure(let problem):
            return (nil, language.block(R.cannotWrite(path: shown, reason: FileEffects.reason(problem))))
        case .success(let t):
            target = t
        }
        if target.exists, !force { return (nil, language.block(R.exists(path: shown, typed: shown))) }
        let stream: AtomicFile.Stream
        switch AtomicFile.Stream.open(target) {
        case .failure(let problem):
            return (nil, language.block(R.cannotWrite(path: shown, reason: FileEffects.reason(problem))))
        case .success(let s):
            stream = s
        }
        var wall = timespec()
        clock_gettime(CLOCK_REALTIME, &wall)
        let header = Asciicast.Header(width: columns, height: rows, timestamp: Int(wall.tv_sec),
                                      term: environment["TERM"] ?? "xterm-256color")
        if let code = stream.write(Array((header.line + "\n").utf8)) {
            stream.abandon()
            return (nil, language.block(R.cannotWrite(path: shown, reason: FileErrorText.reason(code))))
        }
        return (Recording(stream: stream, shown: shown, start: now()),
                language.block(R.started(path: shown)))
    }

    /// Makes this the running recording.
    func begin() { Recording.current = self }

    /// Records `text` as written to the terminal now.
    func append(_ text: String) {
        guard !text.isEmpty else { return }
        let time = Recording.now()
        seconds = time - writer.start
        let line = writer.line(text, at: time) + "\n"
        if let code = stream.write(Array(line.utf8)) {
            Recording.current = nil  // before the warning, which goes through Output
            stream.abandon()
            Output.error(Output.language.block(L10n.Files.Record.broke(path: shown, reason: FileErrorText.reason(code))))
        }
    }

    /// A line typed at the prompt, as the terminal showed it: the prompt, the text, the newline.
    func typed(prompt: String, line: String) {
        append(prompt + line.visibleControls + "\n")
    }

    /// Stops the running recording and puts the file in place; the message to show, in `language`
    /// (the session's now: `lang ko` may have come since `record`), or nil when none ran.
    static func stop(language: Language) -> (message: String, failed: Bool)? {
        guard let recording = current else { return nil }
        current = nil
        typealias R = L10n.Files.Record
        if let code = recording.stream.commit() {
            return (language.block(R.cannotWrite(path: recording.shown, reason: FileErrorText.reason(code))), true)
        }
        let seconds = String(format: "%.1f", recording.seconds)
        return (language.block(R.stopped(path: recording.shown, seconds: seconds)), false)
    }
}

extension ParsedLine {
    /// A `record …` line (left out of the recording it starts or stops).
    var isRecord: Bool {
        if case .success(.record?) = command { return true }
        return false
    }
}
