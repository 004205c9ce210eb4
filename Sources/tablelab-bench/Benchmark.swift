import Foundation
import TableLab
import TableRender
import TableSim
import TableText

/// The performance promise, measured: each command's wall time (p50 / p99 over many runs) at 1,000
/// and 1,000,000 rows, for uniform heights and for per-row heights with an estimate, and the peak
/// memory of the process. Run it in release: `swift run -c release tablelab-bench`.
@main
enum Benchmark {
    struct Setup {
        let name: String
        let lines: [String]
    }

    static let frameBudgetMs = 1000.0 / 60.0

    static func main() {
        // `tablelab-bench trace`: the trace row alone (a quick measure while working on it).
        if CommandLine.arguments.dropFirst().first == "trace" { exit(traceWriting() ? 0 : 1) }
        // `tablelab-bench app [N]`: the learner's-app rows alone (compile, launch, commands, back).
        if CommandLine.arguments.dropFirst().first == "app" {
            exit(learnerApp(iterations: Int(CommandLine.arguments.dropFirst(2).first ?? "") ?? 40) ? 0 : 1)
        }
        // `tablelab-bench start-up [BINARY …]`: the catalog and start-up rows alone, for the `tablelab`
        // built beside this bench or for each binary named (an older build, measured at the same moment).
        if CommandLine.arguments.dropFirst().first == "start-up" {
            catalogs()
            let named = CommandLine.arguments.dropFirst(2).map { URL(fileURLWithPath: $0) }
            exit(startUp(binaries: named.isEmpty ? [siblingBinary] : named) ? 0 : 1)
        }
        // `tablelab-bench updates [N]`: the insert, delete and batch rows alone.
        // `tablelab-bench diffable [N]`: the diffable apply row alone.
        if CommandLine.arguments.dropFirst().first == "diffable" {
            exit(diffable(iterations: Int(CommandLine.arguments.dropFirst(2).first ?? "") ?? 40) ? 0 : 1)
        }
        if CommandLine.arguments.dropFirst().first == "updates" {
            exit(updates(iterations: Int(CommandLine.arguments.dropFirst(2).first ?? "") ?? 40) ? 0 : 1)
        }
        let iterations = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 40
        // `tablelab-bench 10 visible-rows [COMMAND]`: only the 10,000-visible-rows rows, or only the one
        // whose command is named (`reload`), for profiling them.
        if CommandLine.arguments.dropFirst(2).first == "visible-rows" {
            print("tablelab-bench — \(iterations) runs per command, wall time per command in ms (one 60 Hz frame = 16.7 ms)")
            let only = CommandLine.arguments.dropFirst(3).joined(separator: " ")
            exit(manyVisibleRows(iterations: iterations, only: only.isEmpty ? nil : only) ? 0 : 1)
        }
        let setups: [Setup] = [
            Setup(name: "1,000 rows · rowHeight", lines: ["rows 1000"]),
            Setup(name: "1,000,000 rows · rowHeight", lines: ["rows 1000000"]),
            Setup(name: "1,000,000 rows · heightForRowAt + estimate 44", lines: ["estimate 44", "height var", "rows 1000000"]),
        ]
        let commands = ["scroll 10", "scroll to 500000", "bottom", "reload"]
        print("tablelab-bench — \(iterations) runs per command, wall time per command in ms (one 60 Hz frame = 16.7 ms)")
        // First, while the heap is fresh, so its memory figures are clean differences.
        var allWithin = goingBack(iterations: iterations)
        allWithin = reloadMemory() && allWithin
        print("")
        print(pad("setup", 48) + pad("command", 20) + pad("p50", 9) + pad("p99", 9) + "within a frame")
        for setup in setups {
            var base = Session()
            for line in setup.lines { _ = base.execute(line) }
            for command in commands {
                let line = command == "scroll to 500000" && base.table.rowCount < 500_000 ? "scroll to \(base.table.rowCount / 2)" : command
                var samples: [Double] = []
                for _ in 0..<iterations {
                    var session = base
                    let start = DispatchTime.now().uptimeNanoseconds
                    let response = session.execute(line)
                    let end = DispatchTime.now().uptimeNanoseconds
                    precondition(!response.isError, "\(line) failed")
                    samples.append(Double(end - start) / 1e6)
                }
                samples.sort()
                let p50 = samples[samples.count / 2]
                let p99 = samples[min(samples.count - 1, Int(Double(samples.count) * 0.99))]
                let ok = p99 <= frameBudgetMs
                allWithin = allWithin && ok
                print(pad(setup.name, 48) + pad(line, 20) + pad(fmt(p50), 9) + pad(fmt(p99), 9) + (ok ? "yes" : "NO"))
            }
        }
        // UIKit's own per-row cost: per-row heights with no estimate ask every row on reload.
        var exact = Session()
        _ = exact.execute("height var")
        let start = DispatchTime.now().uptimeNanoseconds
        _ = exact.execute("rows 1000000")
        let ms = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        print("")
        print("heightForRowAt × 1,000,000 (estimates off, `rows 1000000`): \(fmt(ms)) ms")
        allWithin = manyVisibleRows(iterations: min(iterations, 10)) && allWithin
        allWithin = pictures(iterations: iterations) && allWithin
        allWithin = bigQueue() && allWithin
        allWithin = updates(iterations: iterations) && allWithin
        allWithin = diffable(iterations: iterations) && allWithin
        allWithin = traceWriting() && allWithin
        allWithin = learnerApp(iterations: iterations) && allWithin
        catalogs()
        allWithin = startUp() && allWithin
        print("")
        print("peak memory (VmHWM): \(peakMemoryMB().map { fmt($0) + " MB" } ?? "unknown")")
        print(allWithin ? "every row within its budget" : "SOME ROWS WERE OVER BUDGET")
    }

    /// Times `body` `iterations` times; returns p50 and p99 in ms.
    static func measure(_ iterations: Int, _ body: () -> Void) -> (p50: Double, p99: Double) {
        var samples: [Double] = []
        for _ in 0..<iterations {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        samples.sort()
        return (samples[samples.count / 2], samples[min(samples.count - 1, Int(Double(samples.count) * 0.99))])
    }

    /// Every picture, drawn after 2,000 commands at 1,000,000 rows: within one frame.
    static func pictures(iterations: Int) -> Bool {
        var session = Session()
        _ = session.execute("rows 1000000")
        let cycle = ["scroll 10", "scroll -7", "scroll to 500000", "scroll 3", "bottom", "top", "wait 100ms", "reload"]
        for i in 0..<2000 { _ = session.execute(cycle[i % cycle.count]) }
        let context = RenderContext(language: .en, palette: .plain, width: 100)
        print("")
        print(pad("picture, after 2,000 commands at 1,000,000 rows", 68) + pad("p50", 9) + pad("p99", 9) + "within a frame")
        var ok = true
        for line in ["show", "queue", "log", "timeline", "stats", "scroll 10"] {
            let t = measure(iterations) {
                var copy = session
                let response = copy.execute(line)
                _ = ResponseRenderer.render(response, session: copy, context: context)
            }
            let within = t.p99 <= frameBudgetMs
            ok = ok && within
            print(pad(line + (line == "scroll 10" ? " (run and drawn)" : ""), 68) + pad(fmt(t.p50), 9) + pad(fmt(t.p99), 9) + (within ? "yes" : "NO"))
        }
        return ok
    }

    /// `back` and `forward` after 2,000 commands at 1,000,000 rows (run and drawn), stepping through
    /// `scroll 10`, and the memory a session keeps for going back.
    static func goingBack(iterations: Int) -> Bool {
        let cycle = ["scroll 10", "scroll -7", "scroll to 500000", "scroll 3", "bottom", "top", "wait 100ms", "reload"]
        let lines = ["rows 1000000"] + (0..<2000).map { cycle[$0 % cycle.count] }
        // The same commands on a bare table, then in a session that keeps every state.
        let rss0 = residentMB() ?? 0
        var bare = TableState()
        for line in lines {
            if case .sim(let a)? = try? CommandParser.parse(line) { _ = try? bare.apply(a, command: line) }
        }
        let rss1 = residentMB() ?? 0
        var session = Session()
        for line in lines { _ = session.execute(line) }
        let rss2 = residentMB() ?? 0
        let context = RenderContext(language: .en, palette: .plain, width: 100)
        print("")
        print(pad("after 2,000 commands at 1,000,000 rows", 68) + pad("p50", 9) + pad("p99", 9) + "within a frame")
        var ok = true
        for (name, lines) in [("back (run and drawn)", ["back"]), ("forward (run and drawn)", ["back", "forward"]),
                              ("step scroll 10, then step (each drawn)", ["step scroll 10", "step"]),
                              ("step until prepareForReuse (drawn)", ["step scroll 10", "step until prepareForReuse"])] {
            let t = measure(iterations) {
                var copy = session
                for line in lines {
                    let response = copy.execute(line)
                    _ = ResponseRenderer.render(response, session: copy, context: context)
                }
            }
            let within = t.p99 <= frameBudgetMs
            ok = ok && within
            print(pad(name, 68) + pad(fmt(t.p50), 9) + pad(fmt(t.p99), 9) + (within ? "yes" : "NO"))
        }
        withExtendedLifetime(bare) {}
        print("memory kept for going back: about \(fmt(max(0, (rss2 - rss1) - (rss1 - rss0)))) MB for \(session.timeline.last) states "
              + "(a bare table grew \(fmt(rss1 - rss0)) MB, the session \(fmt(rss2 - rss1)) MB; events are kept once: \(session.timeline.keptEvents))")
        return ok
    }

    /// The memory budget of 200 reloads at 1,000,000 rows with `height var` (attack H5: 1.57 GB
    /// when every reload kept a table of every row's top).
    static let reloadMemoryBudgetMB = 32.0

    /// A session at 1,000,000 rows with `height var` (no estimate), reloaded 200 times, keeping every
    /// state for `back`: the resident memory it grows by stays within `reloadMemoryBudgetMB`.
    static func reloadMemory() -> Bool {
        var session = Session()
        for line in ["rows 1000000", "height var"] { _ = session.execute(line) }
        let rss0 = residentMB() ?? 0
        for _ in 0..<200 { _ = session.execute("reload") }
        let grew = max(0, (residentMB() ?? 0) - rss0)
        let within = grew <= reloadMemoryBudgetMB
        print("200 reloads at 1,000,000 rows with `height var`, every state kept for going back: the session grew \(fmt(grew)) MB "
              + (within ? "(within \(Int(reloadMemoryBudgetMB)) MB)" : "(OVER \(Int(reloadMemoryBudgetMB)) MB)"))
        withExtendedLifetime(session) {}
        return within
    }

    /// Commands with 10,000 rows on screen (`viewport 10000`, `height 1`; attack M7), run and drawn:
    /// their cost grows with the rows shown, linearly. `reload` has the frame budget; the others create or configure
    /// 10,000 cells and are shown for their size.
    static func manyVisibleRows(iterations: Int, only: String? = nil) -> Bool {
        var base = Session()
        for line in ["rows 100000", "height 1", "viewport 10000"] { _ = base.execute(line) }
        var stepped = base
        for line in ["step scroll 1000", "step 1000"] { _ = stepped.execute(line) }
        print("")
        let context = RenderContext(language: .en, palette: .plain, width: 100)
        // A session has drawn its first screen before the learner types a command: the message
        // catalog is read and the text tables are made by then. Run alone (`visible-rows`), the first
        // run of the first row paid for that (the catalog's own row measures it), and was its p99.
        var warm = base
        _ = ResponseRenderer.render(warm.execute("show"), session: warm, context: context)
        print(pad("10,000 visible rows (rows 100000, height 1, viewport 10000), run and drawn", 68) + pad("p50", 9) + pad("p99", 9) + "within a frame")
        var ok = true
        let rows: [(line: String, from: Session, budgeted: Bool)] = [
            ("reload", base, true), ("load sync", base, false), ("identifiers single cell", base, false),
            ("data movies 100000", base, false), ("diff", stepped, false),
        ]
        for row in rows where only == nil || row.line == only {
            let t = measure(iterations) {
                var copy = row.from
                let response = copy.execute(row.line)
                precondition(!response.isError, "\(row.line) failed")
                _ = ResponseRenderer.render(response, session: copy, context: context)
            }
            let within = t.p99 <= frameBudgetMs
            if row.budgeted { ok = ok && within }
            print(pad(row.line + (row.from.timeline.last == base.timeline.last ? "" : " (after stepping)"), 68) + pad(fmt(t.p50), 9) + pad(fmt(t.p99), 9)
                  + (row.budgeted ? (within ? "yes" : "NO") : (within ? "yes (no budget)" : "no (no budget)")))
        }
        return ok
    }

    static func residentMB() -> Double? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            return line.split(separator: " ").compactMap { Double($0) }.first.map { $0 / 1024 }
        }
        return nil
    }

    /// A reuse queue of 10,000 cells is drawn in under 100 ms: the cost is what is drawn.
    static func bigQueue() -> Bool {
        var session = Session()
        for line in ["rows 10000", "height 1", "viewport 10000", "rows 0"] { _ = session.execute(line) }
        let context = RenderContext(language: .en, palette: .plain, width: 100)
        let queued = session.table.queuedCellCount
        let t = measure(20) { _ = QueuePicture(state: session.table).render(in: context) }
        let within = t.p99 < 100
        print("")
        print(pad("queue of \(queued) cells drawn", 68) + pad(fmt(t.p50), 9) + pad(fmt(t.p99), 9) + (within ? "yes (< 100 ms)" : "NO (≥ 100 ms)"))
        return within
    }

    /// `trace FILE` of a session with about a million events: streamed through the atomic write
    /// into a temporary file (one 64 KiB buffer), so the extra memory stays flat however long the
    /// session was. Budget: at least 300,000 events/s and under 16 MB of extra peak memory.
    static func traceWriting() -> Bool {
        var session = Session()
        _ = session.execute("rows 1000000")
        for _ in 0..<150 {
            _ = session.execute("scroll 1000")
            _ = session.execute("scroll -1000")
        }
        let folder = FileManager.default.temporaryDirectory.path
        let path = folder + "/tablelab-bench-trace-\(getpid()).jsonl"
        defer { unlink(path) }
        let before = residentMB() ?? 0
        // Resets VmHWM to the current resident size (Linux), so the peak below is this write's own.
        if let clear = FileHandle(forWritingAtPath: "/proc/self/clear_refs") {
            try? clear.write(contentsOf: Data("5".utf8))
            try? clear.close()
        }
        var events = 0
        var streamed = 0.0
        let start = DispatchTime.now().uptimeNanoseconds
        guard case .success(let target) = FileTarget.forWriting(path),
              AtomicFile.write(target, { fd in
                  var writer = AtomicFile.Writer(fd: fd)
                  events = TraceJSONL.write(session.table.log, into: &writer)
                  let failure = writer.finish()
                  streamed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
                  return failure
              }) == nil else {
            print("")
            print("trace FILE: could not write \(path)")
            return false
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let extra = max(0, (peakMemoryMB() ?? before) - before)
        // The rate is of the streaming (events encoded and written); the fsync and rename that follow
        // depend on the disk, and are shown in the total.
        let rate = Double(events) / streamed
        let within = rate >= 300_000 && extra < 16
        print("")
        print("trace FILE of \(NumberText.grouped(events)) events: streamed in \(fmt(streamed * 1000)) ms "
              + "(\(NumberText.grouped(Int(rate))) events/s), \(fmt(seconds * 1000)) ms with fsync and rename, "
              + "extra peak memory \(fmt(extra)) MB " + (within ? "(within ≥ 300,000/s and < 16 MB)" : "(OVER: needs ≥ 300,000/s and < 16 MB)"))
        return within
    }

    /// The `tablelab` built beside this bench.
    static var siblingBinary: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("tablelab")
    }

    /// Start-up to a ready session (a script that ends at once) against the same binary's `--version`,
    /// for each binary. The runs are interleaved — each round runs every command of every binary once
    /// — so a burst of load from other work slows all of them alike, and the ratios compare runs made
    /// at the same moment.
    static func startUp(binaries: [URL] = [siblingBinary]) -> Bool {
        guard binaries.allSatisfy({ FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            print("")
            print("start-up: build tablelab first (swift build -c release --product tablelab)")
            return true
        }
        // Lessons record progress: keep it in a folder of our own, never the user's.
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("tablelab-bench-state-\(getpid())")
        try? FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: state) }
        var environmentLines: [String] = []
        var e = environ
        while let line = e.pointee { environmentLines.append(String(cString: line)); e += 1 }
        environmentLines = environmentLines.filter { !$0.hasPrefix("XDG_STATE_HOME=") } + ["XDG_STATE_HOME=" + state.path]
        let environment = environmentLines.map { strdup($0) } + [nil]
        defer { for p in environment { free(p) } }
        // posix_spawn, not Foundation's Process: Process adds tens of milliseconds of its own, which
        // would hide the difference being measured.
        func run(_ binary: URL, _ arguments: [String]) -> Double {
            var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            for fd: Int32 in [0, 1, 2] {
                posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", fd == 0 ? O_RDONLY : O_WRONLY, 0)
            }
            let argv = ([binary.path] + arguments).map { strdup($0) } + [nil]
            defer { for p in argv { free(p) } }
            var pid: pid_t = 0
            let start = DispatchTime.now().uptimeNanoseconds
            guard posix_spawn(&pid, binary.path, &actions, nil, argv, environment) == 0 else { return .infinity }
            var status: Int32 = 0
            waitpid(pid, &status, 0)
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        }
        // A session is ready when it has shown its first message: a script of one `language en` reads
        // the catalog, as the interactive banner does (`--script /dev/null` would not read it).
        // The first answer (issue 17 §7): a glossary lookup or a lesson as the first command reads one
        // entry or one lesson, not the whole folder.
        // "glossary 셀" (cell), written with its scalar: Korean words live in the data files only.
        let glossaryCell = "glossary \u{C140}"
        let firstCommands = [("a ready session (its first message shown)", "language en"),
                             ("`\(glossaryCell)` as the first command", glossaryCell),
                             ("`lesson 1` as the first command", "lesson 1")]
        var scripts: [URL] = []
        for (offset, command) in firstCommands.enumerated() {
            let script = FileManager.default.temporaryDirectory.appendingPathComponent("tablelab-bench-\(getpid())-\(offset).txt")
            try? (command.1 + "\n").write(to: script, atomically: true, encoding: .utf8)
            scripts.append(script)
        }
        defer { for script in scripts { try? FileManager.default.removeItem(at: script) } }
        let runs = [["--version"]] + scripts.map { ["--script", $0.path] }
        for binary in binaries { _ = run(binary, ["--version"]) }
        var samples = Array(repeating: Array(repeating: [Double](), count: runs.count), count: binaries.count)
        for _ in 0..<21 {
            for (r, arguments) in runs.enumerated() {
                for (b, binary) in binaries.enumerated() { samples[b][r].append(run(binary, arguments)) }
            }
        }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        // The load average says how busy the machine was.
        let load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").first.map(String.init) ?? "?"
        var ok = true
        for (b, binary) in binaries.enumerated() {
            print("")
            if binaries.count > 1 { print(binary.path) }
            let version = median(samples[b][0])
            print("start-up (median of 21, interleaved, load average \(load)): --version \(fmt(version)) ms")
            for (c, command) in firstCommands.enumerated() {
                let ms = median(samples[b][c + 1])
                let ratio = ms / version
                let within = ratio <= 1.5
                ok = ok && within
                print("  \(command.0): \(fmt(ms)) ms · ratio \(String(format: "%.2f", ratio)) " + (within ? "(within 1.5×)" : "(OVER 1.5×)"))
            }
        }
        return ok
    }

    /// Reading one message catalog and showing its first message, from a new store each time: what
    /// start-up pays once per language (`both` reads two).
    static func catalogs() {
        guard let folder = MessageCatalogs.shared.currentFolder else { return }
        var parts: [String] = []
        for language in [Language.en, .ko] {
            let samples = (0..<21).map { _ -> Double in
                let store = MessageCatalogs(folder: folder)
                let start = DispatchTime.now().uptimeNanoseconds
                _ = language.text(L10n.Notes.alreadyAtTop, catalogs: store)
                return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            }.sorted()
            parts.append("\(language.rawValue).yaml \(fmt(samples[samples.count / 2])) ms")
        }
        print("")
        print("message catalog read, first message shown (median of 21, \(L10n.placeholders.count) messages): " + parts.joined(separator: " · "))
    }

    static func peakMemoryMB() -> Double? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let kb = line.split(separator: " ").compactMap { Double($0) }.first
            return kb.map { $0 / 1024 }
        }
        return nil
    }

    static func fmt(_ v: Double) -> String { String(format: "%.3f", v) }
    static func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s + " " : s + String(repeating: " ", count: n - s.count) }
}
