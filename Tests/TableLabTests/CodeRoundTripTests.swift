@testable import TableSim
import TableText
import XCTest
@testable import TableLab

/// The code shown is the code that runs (issue 18, item 7): for each setup, the Swift `code` prints
/// for tablelab's own app is compiled against the stand-in UIKit and launched as a learner's app
/// (`code > FILE.swift`, then `app FILE.swift`); the same world commands run on both tables, and each
/// command's events must agree — kinds, index paths, cells, identifiers, threads, times, wrong images.
///
/// Where they differ, one side was fixed (the printer, the learner-app engine or the stand-in). What
/// is a deliberate model not made to agree yet is named here, never skipped: `known` (a difference in
/// some events, applied to both sides before comparing) and a setup's `differs` (a whole setup, which
/// must still differ; none now). A failure prints a line diff per command: `-` only in tablelab's app, `+` only in the
/// printed code. `TABLELAB_ROUNDTRIP_ONLY=NAME` runs the setups whose name contains NAME.
final class CodeRoundTripTests: XCTestCase {
    /// One setup: the commands that configure tablelab's app, then the world commands run on both.
    struct Setup: Sendable {
        var name: String
        var setup: [String]
        var world: [String]
        /// A whole setup that does not agree yet, named: it must still differ (or the name goes).
        var differs: String? = nil
        /// Swift added to the printed class before it is compiled: the learner's code that calls a
        /// printed method no world command reaches (`rowsDidChange(at:)` has no caller in the code
        /// shown: the learner's app decides when its rows change).
        var caller: [String] = []
        /// For a world command, what tablelab's app runs instead: the same UIKit calls as the
        /// caller makes (`tap 3` whose `didSelectRowAt` reloads row 3: `tap 3`, `reload rows 3`),
        /// their events compared as one command's.
        var builtinRuns: [String: [String]] = [:]
    }

    /// A difference between the printed code and the simulation that is a deliberate model, not
    /// made to agree yet: named, explained, applied to both sides' events of the commands it concerns
    /// before they are compared. A known difference that no longer changes anything in any setup
    /// fails the test, so the list stays true.
    struct Known: Sendable {
        var name: String
        var why: String
        /// Whether it concerns this command (`first screen` is the launch) of this setup.
        var applies: @Sendable (_ setup: Setup, _ command: String) -> Bool = { _, _ in true }
        var change: @Sendable ([Event]) -> [Event]
    }

    /// One event as the comparison reads it: what happened, where, to which cell, on which thread,
    /// when (and how late a frame was), and whether the image was the wrong one. A block's duration
    /// is read from its end. Not compared: ids and causes (numbered by each side as it records),
    /// the learner's line (`site`: only the printed code has one) and the describing text.
    static func line(_ e: Event) -> String {
        var s = "\(num(e.time)) f\(e.frame) \(e.kind.rawValue)"
        if let p = e.path { s += " \(p)" }
        if let l = e.lastPath { s += "…\(l)" }
        if e.count != 1 { s += " ×\(e.count)" }
        if let c = e.cell { s += " cell#\(c)" }
        if let d = e.dequeue { s += " \(d)" }
        if let p = e.previousPath { s += " was \(p)" }
        if let i = e.identifier { s += " \"\(i)\"" }
        if let t = e.thread { s += " on \(t)" }
        if let d = e.duration, e.kind != .taskStart { s += " \(num(d))ms" }
        if e.cancelled { s += " cancelled" }
        if let v = e.value { s += e.kind == .frame ? " late \(num(v))ms" : " =\(num(v))" }
        if e.scrolling { s += " scrolling" }
        if e.isWrong { s += " WRONG(shows \(e.shownPath!))" }
        return s
    }

    /// The events of a command as two lanes compared one after the other: the main thread's (and
    /// the table's own) in the order they happened, then the background's (workers and the network)
    /// in time order. Events on different threads at the same instant may be recorded in either order,
    /// so the background's are sorted by time, then by their text.
    static func lanes(_ events: [Event]) -> [String] {
        let background = events.filter { $0.thread.map { !$0.isMain } ?? false }
            .map { (time: ($0.time * 100).rounded(), line: line($0)) }
            .sorted { ($0.time, $0.line) < ($1.time, $1.line) }.map(\.line)
        let main = events.filter { $0.thread.map(\.isMain) ?? true }
        return main.map(line) + (background.isEmpty ? [] : ["-- background --"] + background)
    }

    /// Milliseconds to 0.01 (a duration computed as end − start carries float noise).
    static func num(_ v: Double) -> String {
        let r = (v * 100).rounded() / 100
        return r == r.rounded() ? String(Int(r)) : String(format: "%.2f", r)
    }

    /// The lines only on one side, as a readable diff (`-` built-in only, `+` the printed code only).
    static func diff(_ builtin: [String], _ app: [String]) -> String? {
        let changes = app.difference(from: builtin)
        guard !changes.isEmpty else { return nil }
        var removed: [Int: String] = [:], inserted: [Int: String] = [:]
        for change in changes {
            switch change {
            case .remove(let offset, let element, _): removed[offset] = element
            case .insert(let offset, let element, _): inserted[offset] = element
            }
        }
        var out: [String] = []
        var i = 0, j = 0
        while i < builtin.count || j < app.count {
            if let r = removed[i] { out.append("- " + r); i += 1; continue }
            if let a = inserted[j] { out.append("+ " + a); j += 1; continue }
            out.append("  " + builtin[i]); i += 1; j += 1
        }
        return out.joined(separator: "\n")
    }

    /// The Swift `code` prints for tablelab's app after `commands`, and that app's session.
    static func printed(after commands: [String], file: StaticString = #filePath, line: UInt = #line) -> (Session, String) {
        var session = Session()
        for command in commands {
            XCTAssertFalse(session.execute(command).isError, "`\(command)` failed", file: file, line: line)
        }
        return (session, SwiftCode.lines(for: session.table, language: .en).joined(separator: "\n") + "\n")
    }

    /// Runs a setup both ways: the differences per command, described (none when they agree).
    /// `edit` changes the printed code before it is compiled (to prove a difference is seen).
    func roundTrip(_ setup: Setup, used: inout Set<String>, edit: (String) -> String = { $0 },
                   file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
        var (builtin, swift) = Self.printed(after: setup.setup, file: file, line: line)
        if !setup.caller.isEmpty {
            // The caller goes inside the view controller: its closing brace is the file's last line.
            XCTAssertFalse(swift.contains("didSelectRowAt"), "\(setup.name): the printed code has its own didSelectRowAt", file: file, line: line)
            var lines = swift.components(separatedBy: "\n")
            let end = try XCTUnwrap(lines.lastIndex(of: "}"), file: file, line: line)
            lines.insert(contentsOf: [""] + setup.caller, at: end)
            swift = lines.joined(separator: "\n")
        }
        swift = edit(swift)
        let (source, compiled) = try AppFixtures.compiled(Array(swift.utf8), name: "ListViewController.swift")
        let child = ChildApp(source: source, compiled: compiled, environment: AppFixtures.environment,
                             limits: AppProcess.Limits())
        defer { child.stop() }
        // `code > FILE.swift`, then `app FILE.swift`: the world set so far carries over, and the app
        // launches afresh — compared with tablelab's app launching with the same settings and data.
        var learner = builtin
        builtin.table = TableState(launching: builtin.table.data, settings: builtin.table.settings, command: "launch")
        let launched = learner.launchApp(child, path: "ListViewController.swift", line: "app ListViewController.swift",
                                         reason: { _ in L10n.App.Session.noFile })
        XCTAssertFalse(launched.isError, "\(setup.name): the printed code did not launch: \(launched)", file: file, line: line)
        guard learner.table.isLearnerApp else { return ["\(setup.name): did not launch"] }
        var differences: [String] = []
        func compare(_ command: String, builtinBatches: Int = 1) {
            var b = builtin.table.log.batches.suffix(builtinBatches).flatMap(\.events)
            var a = learner.table.log.batches.last?.events ?? []
            for k in Self.known where k.applies(setup, command) {
                let (b2, a2) = (k.change(b), k.change(a))
                if b2 != b || a2 != a { used.insert(k.name) }
                (b, a) = (b2, a2)
            }
            if let d = Self.diff(Self.lanes(b), Self.lanes(a)) { differences.append("\(setup.name) · \(command):\n\(d)") }
        }
        compare("first screen")
        for command in setup.world {
            let runs = setup.builtinRuns[command] ?? [command]
            for run in runs {
                XCTAssertFalse(builtin.execute(run).isError, "\(setup.name): `\(run)` failed on tablelab's app", file: file, line: line)
            }
            let a = learner.execute(command)
            XCTAssertFalse(a.isError, "\(setup.name): `\(command)` failed on the printed code: \(a)", file: file, line: line)
            compare(command, builtinBatches: runs.count)
        }
        return differences
    }

    // MARK: Known differences

    static func each(_ change: @escaping @Sendable (Event) -> Event?) -> @Sendable ([Event]) -> [Event] {
        { $0.compactMap(change) }
    }

    static let known: [Known] = [
        Known(name: "a kept image", why: """
            tablelab's app records imageCacheHit when it uses a kept image; the printed code reads its own \
            `movie.image`, which no UIKit call shows (the assignment that follows is compared).
            """, change: each { $0.kind == .imageCacheHit ? nil : $0 }),
        Known(name: "an ignored image", why: """
            `fix identity-check`: tablelab's app records imageIgnored when the check turns a late image \
            away; the printed code's `guard tableView.cellForRow(at: indexPath) === cell else { return }` \
            returns, which no UIKit call shows (an image that lands all the same is compared).
            """, change: each { $0.kind == .imageIgnored ? nil : $0 }),
        Known(name: "a change in the tap's turn", why: """
            the caller's didSelectRowAt calls the printed method (reloadRows, reconfigureRows, \
            reloadSections, moveSection) inside the tap, with no frame of its own; tablelab's app runs the \
            same call as its next command (`reload rows 3` after `tap 3`), which begins a frame, so from \
            there on its clock runs a frame or two ahead. The vsyncs, frame numbers and times are not \
            compared from that command on; the calls, rows, cells, dequeues, identifiers, threads and \
            their order are.
            """, applies: { setup, command in
                  guard let first = setup.world.firstIndex(where: { setup.builtinRuns[$0] != nil }),
                        let index = setup.world.firstIndex(of: command) else { return false }
                  return index >= first
              },
              change: each { e in
                  guard e.kind != .frame else { return nil }
                  var e = e
                  e.time = 0
                  e.frame = 0
                  return e
              }),
    ]

    // Whole setups that did not agree, and how each was made to agree (the side that was wrong):
    // - a main-queue completion's own cost: tablelab's app charged a completion block that assigns an
    //   image one cellForRowAt's cost; `cost` is what callbacks cost, and a hop that hands an image to a
    //   cell costs the main thread ~0 (FIDELITY §8.22) — the simulation's block now costs what it
    //   calls, as a learner's does. And the learner-app engine made the global queue's workers only
    //   when the background first caught up (after the first layout pass), so closures given during
    //   the pass started late; the workers are there when a closure is given now.
    // - a row back on screen while its download is on its way: tablelab's app waited for the download
    //   already on its way (never a row twice); the code shown knows only `movie.image` and downloads
    //   again, as it would in UIKit (FIDELITY §8.24) — the simulation now does what the code does.
    // - a prefetched image's completion: tablelab's app kept a prefetched image without a main-queue
    //   turn; the code shown hops to the main queue to keep it on its model (`movie.image`) and give it
    //   to the cell showing the row — the simulation now queues that block too.
    // - `load preload`'s downloads and the counts: tablelab's app asked numberOfSections and
    //   numberOfRowsInSection first, then preloaded; the code shown downloads in viewDidLoad, before the
    //   table asks its counts, as UIKit runs it — the simulation now preloads first.
    // Event-level differences made to agree:
    // - a data task's completion handler: URLSession calls it on its delegate queue, a background
    //   thread; tablelab's app went from the finished download straight to the main queue — it now
    //   runs the handler as a block on a worker, which hops to the main queue, as the code shown does.
    // - the cell of a download: tablelab's app names the cell a download, its block and its
    //   completion are for; the learner-app engine now does too (the cell the `cellForRowAt` that
    //   made a closure or task had dequeued, carried into what the closure does).
    // - prepareForReuse's calls: they ran after the dequeue was recorded; the stand-in now says when
    //   prepareForReuse returned (`HostCall.didReuse`), and the dequeue is recorded then, as in UIKit.

    // MARK: The setups (fidelity review §4)

    static let world = ["scroll 10", "tap 12", "select 14", "scroll 6", "wait 3000", "scroll -3", "wait 3000"]
    /// The other world commands: speed, the screen, jumps, a row asked for, going back.
    static let moreWorld = ["velocity 3000", "scroll 25", "viewport 400", "scroll -5", "bottom", "top", "scroll to 30",
                            "wait 500", "cellforrow 31", "back", "scroll 4", "scroll 5 frames 3", "wait 2000"]
    static let sectionsWorld = ["scroll 10", "tap 1:2", "scroll 6", "scroll -3"]

    static var setups: [Setup] {
        var out = [Setup(name: "default", setup: [], world: world)]
        // Settings first, then the data: `data movies` is the app launching with them.
        for load in ["sync", "main-async", "cached", "preload"] {
            out.append(Setup(name: "movies load \(load)", setup: ["load \(load)", "data movies"], world: world))
        }
        out.append(Setup(name: "movies load background", setup: ["load background", "data movies"], world: world))
        // Every fix alone and every combination of them.
        let fixes = ["placeholder", "identity-check", "cancel-on-reuse"]
        let fixSets = (1..<8).map { mask in fixes.indices.filter { mask & (1 << $0) != 0 }.map { fixes[$0] } }
        for load in ["main-async", "background"] {
            for fixes in fixSets {
                out.append(Setup(name: "movies load \(load) fix \(fixes.joined(separator: "+"))",
                                 setup: ["load \(load)"] + fixes.map { "fix \($0) on" } + ["data movies"], world: world))
            }
        }
        // A costlier main thread: callbacks long enough for downloads to end inside a layout pass.
        out.append(Setup(name: "movies load background cost 2", setup: ["cost 2", "load background", "data movies"], world: world))
        // The fixes under the loads that download in cellForRowAt change nothing in the code.
        out.append(Setup(name: "movies load sync every fix", setup: ["load sync"] + fixes.map { "fix \($0) on" } + ["data movies"],
                         world: world))
        out += [
            Setup(name: "prefetch numbers", setup: ["prefetch on", "rows 100"], world: world),
            Setup(name: "prefetch movies background", setup: ["load background", "prefetch on", "data movies"], world: world),
            Setup(name: "prefetch movies background every fix, more world",
                  setup: ["load background", "prefetch on", "fix placeholder on", "fix identity-check on", "fix cancel-on-reuse on",
                          "data movies"], world: moreWorld),
            Setup(name: "prefetch movies background, slow network", setup: ["latency 1000", "load background", "prefetch on", "data movies"],
                  world: world),
            Setup(name: "prefetch movies cached", setup: ["load cached", "prefetch on", "data movies"], world: world),
            Setup(name: "height var", setup: ["height var", "rows 100"], world: world),
            Setup(name: "height var estimate 44", setup: ["height var", "estimate 44", "rows 100"], world: world),
            Setup(name: "height 60 estimate 44", setup: ["height 60", "estimate 44", "rows 100"], world: world),
            Setup(name: "sections 3x10", setup: ["sections 3x10"], world: sectionsWorld),
            Setup(name: "sections 3x10 height var", setup: ["height var", "sections 3x10"], world: sectionsWorld),
            Setup(name: "sections 5,12,3", setup: ["sections 5,12,3"], world: sectionsWorld),
            Setup(name: "data timezones-ko", setup: ["data timezones-ko"], world: sectionsWorld),
            Setup(name: "data timezones-ko jamo raw", setup: ["jamo raw", "data timezones-ko"], world: ["scroll 3"]),
            Setup(name: "data timezones-en", setup: ["data timezones-en"], world: ["tap 0:1", "scroll 10", "scroll 6", "scroll -3"]),
            Setup(name: "data timezones-ko style grouped", setup: ["style grouped", "data timezones-ko"], world: sectionsWorld),
            Setup(name: "identifiers alternate", setup: ["identifiers alternate", "rows 100"], world: world),
            Setup(name: "register custom, identifiers alternate", setup: ["register text image:custom", "identifiers alternate text image", "rows 100"],
                  world: world),
            Setup(name: "register subtitle", setup: ["register cell:subtitle", "rows 100"], world: world),
            Setup(name: "movies load background, dequeue fallback", setup: ["unregister cell", "dequeue fallback",
                                                                           "load background", "fix identity-check on", "data movies"],
                  world: world),
            Setup(name: "movies load main-async, prepare none, checkmarks from-model",
                  setup: ["prepare none", "checkmark 0:1", "checkmarks from-model", "load main-async", "data movies"], world: world),
            Setup(name: "dequeue fallback", setup: ["unregister cell", "dequeue fallback", "rows 100"], world: world),
            Setup(name: "dequeue fallback, registered", setup: ["dequeue fallback", "rows 100"], world: world),
            Setup(name: "checkmark (the bug)", setup: ["checkmark 0:0", "rows 100"], world: world),
            Setup(name: "checkmarks from-model", setup: ["checkmark 0:0", "checkmarks from-model", "rows 100"], world: world),
            Setup(name: "prepare none", setup: ["prepare none", "rows 100"], world: ["scroll 20", "scroll -20"]),
            Setup(name: "prepare reset", setup: ["rows 100"], world: ["scroll 20", "scroll -20"]),
            // The world: a slower network with jitter, fewer workers, 120 Hz.
            Setup(name: "movies load background, jitter, 2 workers, 120 Hz",
                  setup: ["latency 800 jitter 300 seed 7", "workers 2", "hz 120", "load background", "data movies"], world: world),
            Setup(name: "movies load background every fix, jitter, 2 workers",
                  setup: ["latency 800 jitter 300 seed 7", "workers 2", "load background", "fix placeholder on",
                          "fix identity-check on", "fix cancel-on-reuse on", "data movies"], world: world),
            Setup(name: "default, more world", setup: ["rows 100"], world: moreWorld),
            Setup(name: "movies load background, more world", setup: ["load background", "data movies"], world: moreWorld),
            Setup(name: "movies load main-async, more world", setup: ["load main-async", "fix identity-check on", "data movies"], world: moreWorld),
            Setup(name: "movies load main-async, jitter", setup: ["latency 300 jitter 200 seed 3", "load main-async", "data movies"], world: world),
        ]
        out += changeSetups + diffableSetups
        return out
    }

    /// Issue 19's setups on a learner's app: the gestures (`tap`, `swipe delete`) run the printed
    /// code's own `didSelectRowAt` and `commit editingStyle`, whose calls (`deleteRows`,
    /// `deselectRow`) run through the same update code as tablelab's app. `model` comes after the
    /// data: the data launches the app, and a command before it is not in the log the code is printed from.
    static let changeSetups: [Setup] = [
        Setup(name: "changes · model first, swipe delete", setup: ["rows 30", "model first"],
              world: ["swipe delete 3", "scroll 5", "swipe delete 20", "tap 7", "scroll -5", "swipe delete 0"]),
        Setup(name: "changes · model first, swipe delete, height var", setup: ["height var", "rows 30", "model first"],
              world: ["swipe delete 3", "scroll 5"]),
        Setup(name: "changes · model after, swipe delete crashes", setup: ["rows 30", "model after"],
              world: ["swipe delete 3", "scroll 3"]),
        Setup(name: "changes · model never, swipe delete crashes", setup: ["rows 30", "model never"], world: ["swipe delete 3"]),
        Setup(name: "changes · sections, swipe delete", setup: ["sections 3x10", "model first"],
              world: ["swipe delete 0:3", "scroll 10", "swipe delete 1:2"]),
        Setup(name: "changes · headers views", setup: ["headers views", "sections 3x10"], world: sectionsWorld + ["scroll 20", "scroll -30"]),
        Setup(name: "changes · multiple on", setup: ["multiple on", "rows 100"], world: ["tap 3", "tap 5", "tap 3", "scroll 10", "tap 14"]),
        Setup(name: "changes · deselect-on-tap", setup: ["deselect-on-tap on", "rows 100"], world: ["tap 3", "tap 5", "scroll 4", "tap 8"]),
    ] + rowChangeSetups

    /// `reload rows`, `reconfigure`, `reload section` and `move section` print methods that only
    /// the learner's code calls (`rowsDidChange(at:)`…): each setup gives them a caller — a tap whose
    /// `didSelectRowAt` changes the model and calls the printed method — and tablelab's app runs the
    /// same UIKit calls as the tap then the command.
    static let rowChangeSetups: [Setup] = [
        Setup(name: "changes · reload rows from a tap", setup: ["rows 40", "reload rows 3"],
              world: ["tap 3", "scroll 4", "tap 6", "scroll -4"],
              caller: ["    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {",
                       "        rows[indexPath.row] += \" (edited)\"",
                       "        rowsDidChange(at: [indexPath])",
                       "    }"],
              builtinRuns: ["tap 3": ["tap 3", "reload rows 3"], "tap 6": ["tap 6", "reload rows 6"]]),
        Setup(name: "changes · reconfigure from a tap", setup: ["rows 40", "reconfigure 3"],
              world: ["tap 3", "scroll 4", "tap 6"],
              caller: ["    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {",
                       "        rows[indexPath.row] += \" (edited)\"",
                       "        if #available(iOS 15.0, *) { rowsContentDidChange(at: [indexPath]) }",
                       "    }"],
              builtinRuns: ["tap 3": ["tap 3", "reconfigure 3"], "tap 6": ["tap 6", "reconfigure 6"]]),
        Setup(name: "changes · reload movies' rows from a tap", setup: ["load background", "data movies", "reload rows 2"],
              world: ["tap 2", "wait 3000", "scroll 3"],
              caller: ["    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {",
                       "        rowsDidChange(at: [indexPath])",
                       "    }"],
              builtinRuns: ["tap 2": ["tap 2", "reload rows 2"]]),
        Setup(name: "changes · reload section from a tap", setup: ["sections 3x10", "reload section 1"],
              world: ["tap 1:2", "scroll 5", "tap 1:4"],
              caller: ["    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {",
                       "        var items = hierarchicalData[indexPath.section]",
                       "        items[indexPath.row] += \" (edited)\"",
                       "        replaceSection(items, at: indexPath.section)",
                       "    }"],
              builtinRuns: ["tap 1:2": ["tap 1:2", "reload section 1"], "tap 1:4": ["tap 1:4", "reload section 1"]]),
        // `move section 1 0` twice puts the sections back: the data launches as the code prints it.
        Setup(name: "changes · move section from a tap", setup: ["sections 3x10", "move section 1 0", "move section 1 0"],
              world: ["tap 1:0", "scroll 5", "tap 1:3", "scroll -5"],
              caller: ["    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {",
                       "        moveSection(at: indexPath.section, to: 0)",
                       "    }"],
              builtinRuns: ["tap 1:0": ["tap 1:0", "move section 1 0"], "tap 1:3": ["tap 1:3", "move section 1 0"]]),
    ]

    /// `diffable on` (FIDELITY §8c.38–39): the printed `UITableViewDiffableDataSource` runs on the
    /// stand-in, whose snapshots tablelab diffs as for its own app; the swipe reaches the printed
    /// data source subclass's `commit editingStyle`, which deletes the item and applies a snapshot.
    static let diffableWorld = ["scroll 10", "tap 12", "scroll -10", "swipe delete 3", "scroll 4", "swipe delete 10", "tap 6"]
    static let diffableSetups: [Setup] = [
        Setup(name: "diffable · identity id, apply animated", setup: ["rows 30", "diffable on"], world: diffableWorld),
        Setup(name: "diffable · identity value, apply instant", setup: ["rows 30", "diffable on", "identity value", "apply instant"],
              world: diffableWorld),
        Setup(name: "diffable · apply reload", setup: ["rows 30", "diffable on", "apply reload"], world: diffableWorld),
        Setup(name: "diffable · movies", setup: ["data movies", "diffable on"], world: ["scroll 10", "swipe delete 12", "scroll -8"],
              differs: "the diffable code prints a cell provider that sets the title only; tablelab's app with `diffable on` "
                + "still loads each movie's image as `load` says (sync: on the main thread)"),
        Setup(name: "diffable · sections 3x10", setup: ["sections 3x10", "diffable on"],
              world: sectionsWorld + ["swipe delete 1:2", "scroll -20", "swipe delete 0:1"]),
    ]

    // MARK: Tests

    func testTheCodeShownIsTheCodeThatRuns() throws {
        let only = ProcessInfo.processInfo.environment["TABLELAB_ROUNDTRIP_ONLY"]
        var used = Set<String>()
        var report: [String] = []
        for setup in Self.setups where only.map({ setup.name.contains($0) }) ?? true {
            let differences = try roundTrip(setup, used: &used)
            if let differs = setup.differs {
                XCTAssertFalse(differences.isEmpty, "\(setup.name) agrees now: remove its known difference (\(differs))")
                report.append("\(setup.name): known difference — \(differs)")
            } else {
                XCTAssertEqual(differences, [], "\(setup.name): the printed code and tablelab's app differ\n\n"
                               + differences.joined(separator: "\n\n"))
                report.append("\(setup.name): \(differences.isEmpty ? "agree" : "DIFFER")")
            }
        }
        if only == nil {
            for k in Self.known where !used.contains(k.name) {
                XCTFail("the known difference “\(k.name)” changed nothing: remove it")
            }
        }
        report += Self.known.map { "known difference in events, \($0.name): \($0.why)" }
        print(report.joined(separator: "\n"))
    }

    /// The comparison sees a difference: the printed code without its identity check puts images
    /// into reused cells (wrong images) that tablelab's app, with the fix on, turns away.
    func testTheComparisonSeesADifference() throws {
        var used = Set<String>()
        let setup = Setup(name: "background identity-check, check removed", setup: ["cost 0", "load background", "fix identity-check on", "data movies"],
                          world: ["scroll 10", "wait 3000"])
        let differences = try roundTrip(setup, used: &used) { swift in
            swift.components(separatedBy: "\n").filter { !$0.contains("guard tableView.cellForRow(at: indexPath) === cell") }
                .joined(separator: "\n")
        }
        let text = differences.joined(separator: "\n")
        XCTAssertTrue(text.contains("\n+ 200 f12 imageAssign [0, 0] cell#1 WRONG(shows [0, 17])"), text)
    }

    /// The comparison sees a difference in the printed methods that only a caller reaches: a
    /// `rowsContentDidChange(at:)` that reloads instead of reconfiguring hands the row another cell
    /// (not its own, as reconfigure's dequeue does), and a `moveSection(at:to:)` that reloads the data instead calls no
    /// moveSection — tablelab's app, running `reconfigure` and `move section`, does neither.
    func testTheComparisonSeesADifferenceInAPrintedMethodOnlyACallerReaches() throws {
        var used = Set<String>()
        let setups = Dictionary(uniqueKeysWithValues: Self.rowChangeSetups.map { ($0.name, $0) })
        let reconfigure = try XCTUnwrap(setups["changes · reconfigure from a tap"])
        let reloaded = try roundTrip(reconfigure, used: &used) {
            $0.replacingOccurrences(of: "tableView.reconfigureRows(at: indexPaths)", with: "tableView.reloadRows(at: indexPaths, with: .automatic)")
        }.joined(separator: "\n")
        XCTAssertTrue(reloaded.contains("\n- 0 f0 reconfigureRows"), reloaded)
        XCTAssertTrue(reloaded.contains("\n+ 0 f0 reloadRows"), reloaded)
        XCTAssertTrue(reloaded.contains("\n- 0 f0 dequeueReusableCell [0, 3] cell#4 same was [0, 3]"), reloaded)
        XCTAssertTrue(reloaded.contains("\n+ 0 f0 dequeueReusableCell [0, 3] cell#17 created"), reloaded)
        let move = try XCTUnwrap(setups["changes · move section from a tap"])
        let notMoved = try roundTrip(move, used: &used) {
            $0.replacingOccurrences(of: "tableView.moveSection(section, toSection: newSection)", with: "tableView.reloadData()")
        }.joined(separator: "\n")
        XCTAssertTrue(notMoved.contains("\n- 0 f0 moveSection [1, -1]"), notMoved)
        XCTAssertTrue(notMoved.contains("\n+ 0 f0 reloadData"), notMoved)
    }

    /// `load task` and `load await` print Swift concurrency, which the stand-in refuses before
    /// compiling: `app FILE.swift` says so and points back to `load task` / `load await`.
    func testTaskAndAwaitAreRefusedNamingTheirLoad() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tablelab-roundtrip-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for load in ["task", "await"] {
            for fixes in [[], ["fix identity-check on", "fix cancel-on-reuse on"]] {
                let (_, swift) = Self.printed(after: ["load \(load)"] + fixes + ["data movies"])
                let file = folder.appendingPathComponent("ListViewController.swift")
                try swift.write(to: file, atomically: true, encoding: .utf8)
                let result = AppBuild.prepare(file.path, environment: AppFixtures.environment, language: .en,
                                              reason: { _ in L10n.App.Session.noFile })
                guard case .failure(.appReport(let lines, _)) = result else {
                    XCTFail("load \(load) \(fixes): the printed Swift concurrency was not refused: \(result)")
                    continue
                }
                let text = lines.joined(separator: " ")
                XCTAssertTrue(text.contains("`load \(load)`"), "load \(load): \(text)")
                XCTAssertTrue(text.contains("Swift concurrency"), text)
            }
        }
    }
}
