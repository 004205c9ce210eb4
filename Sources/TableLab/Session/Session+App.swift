import AppWire
import TableRender
import TableSim
import TableText

/// The learner's own app in the session (`app FILE.swift`, `app`, `app builtin`, `edit`).
///
/// Compiling and starting the program need the disk, the compiler and a child process: the
/// executable carries out `app FILE` and `edit` (`AppFiles`) and hands the started program to
/// `launchApp`. Everything else — running commands on it, refusing the ones its code decides,
/// going back — happens here, on the table, like any command.
extension Session {
    /// The program of the app the table runs, if the table runs a learner's app.
    public var runningApp: ChildApp? {
        table.appScript.flatMap { apps[$0.app.key] }
    }

    /// The learner's file of the app the table runs, as typed.
    public var runningAppPath: String? {
        table.appScript.flatMap { appPaths[$0.app.key] }
    }

    mutating func runApp(_ command: AppCommand, line: String) -> Response {
        switch command {
        case .show, .run:
            return .view(.app(command))
        case .edit:
            guard runningAppPath != nil else { return .error(.app(L10n.App.Session.noFile)) }
            return .view(.app(command))
        case .builtin:
            guard table.isLearnerApp else { return .view(.app(.show)) }
            for app in apps.values { app.stop() }
            pendingTrace += untracedLines() + [TraceJSONL.resetLine(command: line)]
            tracedBatches = 0
            leftAppPath = runningAppPath
            table = TableState(settings: worldSettings(of: table.settings, into: TableSettings()))
            droppedAhead = timeline.record(line, .app(.builtin), table, newTable: true)
            return .view(.app(.builtin))
        }
    }

    /// Runs `app` (started by the executable from `path`) on a new table: its `viewDidLoad`, then
    /// the first screen. The world the learner set (latency, workers, viewport, …) carries over. If
    /// the app stops before its first screen, the session keeps the table it had.
    public mutating func launchApp(_ app: ChildApp, path: String, line: String,
                                   reason: (FileProblem) -> Message) -> Response {
        let launched: TableState
        do {
            launched = try app.launch(settings: table.settings, command: line)
        } catch {
            appConsole = app.takeConsole()
            app.stop()
            return .error(.app(Self.stopMessage(error, app: app, path: path, reason: reason)))
        }
        apps[app.identity.key]?.stop()
        apps[app.identity.key] = app
        appPaths[app.identity.key] = path
        appConsole = app.takeConsole()
        pendingTrace += untracedLines() + [TraceJSONL.resetLine(command: line)]
        tracedBatches = 0
        table = launched
        droppedAhead = timeline.record(line, .app(.run(path: path)), table, newTable: true)
        history.append(line)
        let step = Step(actions: [], events: table.log.batches[0].events, notes: [.appLaunched(file: app.source.fileName)],
                        crash: nil, before: .empty)
        return .step(step, command: line)
    }

    /// Why the app stopped, in the learner's words: the wire's failure when there was one.
    static func stopMessage(_ error: Error, app: ChildApp, path: String, reason: (FileProblem) -> Message) -> Message {
        if let failure = app.lastFailure { return AppText.message(failure, path: path, reason: reason) }
        let said = ((error as? AppStop)?.message ?? "\(error)").visibleControls
        return AppText.message(AppRunFailure.brokenWire(said), path: path, reason: reason)
    }

    /// The world of `settings` (what is not the app's code: the network, the threads, the screen,
    /// the finger) put into `base`.
    func worldSettings(of settings: TableSettings, into base: TableSettings) -> TableSettings {
        var s = base
        s.viewportHeight = settings.viewportHeight
        s.velocity = settings.velocity
        s.refreshRate = settings.refreshRate
        s.callbackCost = settings.callbackCost
        s.latency = settings.latency
        s.jitter = settings.jitter
        s.seed = settings.seed
        s.workers = settings.workers
        return s
    }

    /// A command that changes tablelab's own app, typed while the learner's runs: refused, with the
    /// file to change instead. Nil for the world's commands (scroll, wait, latency, tap, …).
    func refusedInApp(_ actions: [Action], line: String) -> LabError? {
        guard actions.contains(where: Self.decidedByAppCode) else { return nil }
        let word = String(line.split(separator: " ").first ?? "")
        let path = (runningAppPath ?? table.appScript?.app.fileName ?? "").visibleControls
        if let source = runningApp?.source, let action = actions.first(where: Self.decidedByAppCode),
           let found = Self.lineDeciding(action, in: source) {
            return .app(L10n.App.Session.decidesAt(command: word.visibleControls, path: path, line: String(found.number),
                                                    code: found.text.trimmingWhitespace().visibleControls))
        }
        return .app(L10n.App.Session.decides(command: word.visibleControls, path: path))
    }

    /// The line of the learner's file that does what a refused command would change (issue 18: "and
    /// the line, where one applies"): the first code line holding what decides it — the row count for
    /// `rows`, the dequeue for `register`, the download for `load` and `fix`. Nil when the file has none.
    static func lineDeciding(_ action: Action, in source: AppSource) -> (number: Int, text: String)? {
        let needles: [String]
        switch action {
        case .rows, .sections, .dataSet: needles = ["numberOfRowsInSection"]
        case .register, .unregister, .identifiers: needles = ["register(", "dequeueReusableCell("]
        case .dequeue: needles = ["dequeueReusableCell("]
        case .rowHeight, .heightForRowAt: needles = ["heightForRowAt", "rowHeight"]
        case .estimate: needles = ["estimatedRowHeight", "heightForRowAt"]
        case .load, .fix, .clearImageCache: needles = ["Data(contentsOf", "dataTask("]
        case .checkmark, .checkmarks: needles = ["accessoryType"]
        case .prefetch: needles = ["prefetchRowsAt", "prefetchDataSource"]
        case .prepareResets: needles = ["prepareForReuse"]
        case .setAlpha: needles = ["alpha"]
        default: return nil
        }
        for needle in needles {
            for number in 1...max(1, source.lineCount) {
                guard let text = source.line(number), let range = text.range(of: needle) else { continue }
                // Not in a comment: no `//` before it on the line.
                if let comment = text.range(of: "//"), comment.lowerBound < range.lowerBound { continue }
                return (number, text)
            }
        }
        return nil
    }

    /// Whether an action changes what the app's code does (its data, its cells, its loading code).
    static func decidedByAppCode(_ action: Action) -> Bool {
        switch action {
        case .rows, .sections, .dataSet, .rowHeight, .heightForRowAt, .estimate, .style, .register, .unregister,
             .identifiers, .dequeue, .prepareResets, .prefetch, .jamo, .load, .clearImageCache, .fix, .setAlpha,
             .checkmark, .checkmarks, .tapIndex:
            return true
        // The app's own code calls reloadRows/reconfigureRows/insertRows…, decides selection and
        // headers, and how its model and table change (FIDELITY §8c.34): it runs them when it does.
        case .reloadRows, .reconfigureRows, .multipleSelection, .deselectOnTap, .headers,
             .update, .modelUpdate:
            return true
        case .diffable, .identity, .applyMode, .editItem, .insertCopy, .reloadItem:
            return true
        // The user's gestures: the app's code answers them (`didSelectRowAt`, `commit editingStyle`).
        case .reload, .viewport, .velocity, .scroll, .scrollTo, .top, .bottom, .latency, .jitter, .workers,
             .callbackCost, .refreshRate, .wait, .select, .deselect, .tap, .swipeDelete:
            return false
        }
    }
}
