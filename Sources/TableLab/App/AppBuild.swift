import TableText

/// From the path the learner typed to a program ready to launch (`app FILE.swift`): read the file,
/// refuse what the gate refuses (other imports, underscored attributes, Swift concurrency), find
/// the compiler and the stand-in UIKit, and compile — or take the program from the cache.
///
/// Every way it can fail is a `LabError.appReport`: what is wrong, the line of the file, what works.
public enum AppBuild {
    /// Builds the app in `typedPath`. `progress` is told once, before the compiler runs (never for
    /// an app from the cache); `shouldStop` is asked while it runs (Ctrl-C); `reason` says a file
    /// problem in words.
    public static func prepare(_ typedPath: String, environment: [String: String], language: Language,
                               limits: AppProcess.Limits = AppProcess.Limits(),
                               progress: (Message) -> Void = { _ in }, shouldStop: (() -> Bool)? = nil,
                               reason: @escaping (FileProblem) -> Message) -> Result<ChildApp, LabError> {
        func report(_ problem: AppProblem, _ source: AppSource?) -> LabError {
            .appReport(lines: AppText.lines(problem, source: source, language: language, reason: reason),
                       headline: AppText.message(problem, reason: reason))
        }
        let source: AppSource
        switch AppSource.read(typedPath, environment: environment) {
        case .success(let read): source = read
        case .failure(let problem): return .failure(report(problem, nil))
        }
        let gate = AppSourceGate.check(source)
        if let first = gate.refusals.first {
            return .failure(.appReport(lines: AppText.lines(gate, language: language),
                                       headline: AppText.message(first, path: typedPath)))
        }
        guard let approved = gate.approved else { return .failure(.app(L10n.App.Session.noFile)) }
        if let use = approved.concurrency.first {
            // Swift concurrency runs on threads the simulated clock cannot hold: refused before
            // compiling, so a run is never nondeterministic.
            let message = L10n.App.Session.concurrency(path: typedPath.visibleControls, line: String(use.line), word: use.kind.word)
            var lines = language.block(message).visibleControls.components(separatedBy: "\n")
            if let text = source.line(use.line) { lines += AppText.excerpt(text, line: use.line, column: nil) }
            return .failure(.appReport(lines: lines, headline: message))
        }
        let toolchain: SwiftToolchain
        switch SwiftToolchain.locate(environment: environment) {
        case .success(let found): toolchain = found
        case .failure(let problem): return .failure(report(problem, source))
        }
        let standIn: UIKitStandIn
        switch UIKitStandIn.locate(environment: environment) {
        case .success(let found): standIn = found
        case .failure(let problem): return .failure(report(problem, source))
        }
        guard let cache = AppCache.folder(environment: environment) else { return .failure(report(.noCacheFolder, source)) }
        let compiler = AppCompiler(toolchain: toolchain, standIn: standIn, cacheFolder: cache)
        if case .success(let driver) = AppDriver.mainSwift(for: approved), compiler.cached(approved, driver: driver) == nil {
            progress(L10n.App.Session.compiling(file: source.fileName.visibleControls))
        }
        switch compiler.compileApp(approved, environment: environment, shouldStop: shouldStop) {
        case .success(let compiled):
            return .success(ChildApp(source: source, compiled: compiled, environment: environment, limits: limits))
        case .failure(let problem):
            return .failure(report(problem, source))
        }
    }
}

extension ConcurrencyUse.Kind {
    /// The word as the learner wrote it.
    var word: String {
        switch self {
        case .task: return "Task"
        case .await: return "await"
        case .async: return "async"
        case .actor: return "actor"
        }
    }
}
