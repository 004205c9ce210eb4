import ArgumentParser
import Foundation
import TableLab
import TableText

/// `tablelab play FILE.cast [--speed N]`: replays an asciinema v2 recording in this terminal, with
/// its timing, N times as fast. Ctrl-C stops it.
///
/// A recording's escape sequences are written as they are — that is what a recording is for — but
/// only those `Asciicast.Filter` lets through (colours, cursor moves, erasing): a cast from elsewhere
/// cannot retitle the window, write the clipboard, switch screens or make the terminal answer. So
/// this is the one writer past `Output`'s `TerminalText.forTerminal`, through that filter instead.
struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: helpText(L10n.Files.Play.abstract))

    @Argument(help: ArgumentHelp(helpText(L10n.Files.Play.file), valueName: "FILE.cast"))
    var file: String

    @Option(name: .long, help: ArgumentHelp(helpText(L10n.Files.Play.speed), valueName: "N"))
    var speed: Double = 1

    @OptionGroup var language: LanguageOption

    /// Recordings larger than this are refused (a long lesson with animations is a few MB).
    static let maxBytes = 256 << 20

    /// In `validate`, so the usage shown under the message is `play`'s own.
    func validate() throws {
        guard speed.isFinite, speed > 0, speed <= 100 else {
            let lang = language.lang ?? Language.fromEnvironment(ProcessInfo.processInfo.environment)
            throw ValidationError(shown: lang.text(L10n.Files.Play.badSpeed(speed: String(speed))))
        }
    }

    func run() throws {
        Output.reserveStandardDescriptors()
        let environment = ProcessInfo.processInfo.environment
        let lang = language.lang ?? Language.fromEnvironment(environment)
        Output.language = lang
        typealias P = L10n.Files.Play
        let shown = file.visibleControls
        let data: Data
        switch FileEffects.read(file, limit: PlayCommand.maxBytes, environment: environment) {
        case .success(let read?): data = read
        case .success(nil):
            Output.error(lang.block(P.cannotRead(path: shown, reason: FileErrorText.reason(ENOENT))))
            throw ExitCode(1)
        case .failure(let problem):
            Output.error(lang.block(P.cannotRead(path: shown, reason: FileEffects.reason(problem))))
            throw ExitCode(1)
        }
        let header: Asciicast.Header
        let events: [Asciicast.Event]
        switch Asciicast.parse(data) {
        case .failure(let problem):
            Output.error(lang.block(P.notACast(path: shown, line: String(problem.line), problem: problem.what)))
            throw ExitCode(1)
        case .success(let cast):
            (header, events) = cast
        }
        let dropped = CastPlayback.play(events, speed: speed, idleLimit: header.idleTimeLimit)
        if dropped > 0 { Output.error(lang.text(P.filtered(count: String(dropped)))) }
    }
}

enum CastPlayback {
    /// Writes the events at their times (divided by `speed`; pauses cut to `idleLimit`); stops at
    /// Ctrl-C. Returns how many sequences and controls the filter left out.
    static func play(_ events: [Asciicast.Event], speed: Double, idleLimit: Double?) -> Int {
        LineEditor.installSignalHandlers()  // Ctrl-C sets a flag instead of killing: the terminal is put back
        defer { LineEditor.restoreDefaultSignalHandlers() }
        _ = LineEditor.consumeInterrupt()
        var filter = Asciicast.Filter()
        var previous = 0.0
        var interrupted = false
        for event in events {
            var pause = max(0, event.time - previous)
            if let idleLimit, idleLimit > 0 { pause = min(pause, idleLimit) }
            previous = event.time
            var left = Int((pause / speed * 1000).rounded())
            while left > 0 && !interrupted {
                let slice = min(20, left)
                usleep(useconds_t(slice * 1000))
                left -= slice
                if LineEditor.consumeInterrupt() { interrupted = true }
            }
            if interrupted || LineEditor.consumeInterrupt() { interrupted = true; break }
            if let code = writeAllBytes(1, Array(filter.pass(event.text).utf8)) { Output.failed(code) }
        }
        if let code = writeAllBytes(1, Array((Asciicast.Filter.restore + (interrupted ? "\r\n" : "")).utf8)) {
            Output.failed(code)
        }
        return filter.dropped
    }
}
