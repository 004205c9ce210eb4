import AppWire
import TableRender
import TableText

/// A learner's app that could not be started or did not answer, said in the learner's language:
/// what happened, the line of their file, and that the session goes on.
extension AppText {
    /// Why no root view controller was chosen (`path` as the learner typed it).
    public static func message(_ problem: AppRootProblem, path: String) -> Message {
        typealias R = L10n.App.Root
        let path = path.visibleControls
        switch problem {
        case .none(let found) where found.isEmpty: return R.noClass(path: path)
        case .none(let found): return R.noViewController(path: path, names: codeList(found))
        case .ambiguous(let superclass, let names):
            return R.ambiguous(path: path, names: codeList(names), superclass: superclass.visibleControls)
        }
    }

    /// A failed request to the app. `path` is the learner's file as typed (the wire names only its
    /// file name); `reason` says a system error in words.
    public static func message(_ failure: AppRunFailure, path: String, reason: (FileProblem) -> Message) -> Message {
        typealias R = L10n.App.Run
        let path = path.visibleControls
        switch failure {
        case .crashed(let crash):
            let said = crash.message ?? crash.lastLines.last ?? ""
            if let site = crash.site, site.line > 0 {
                return R.crashedAt(path: path, line: String(site.line), message: said)
            }
            return R.crashed(status: message(crash.status, reason: reason), message: said)
        case .exception(let exception):
            return R.exception(path: path, line: String(exception.site.line), name: exception.name, reason: exception.reason)
        case .timedOut(let seconds, let request):
            return R.timedOut(request: request.uikitName, seconds: NumberText.grouped(Int(seconds.rounded())))
        case .brokenWire(let why): return R.broken(reason: why.visibleControls)
        case .cannotStart(let code): return R.cannotStart(reason: reason(.system(code)))
        case .notRunning: return R.notRunning
        }
    }

    /// `A`, `B` (names the lexer read, sanitized all the same).
    private static func codeList(_ names: [String]) -> String {
        names.map { "`" + $0.visibleControls + "`" }.joined(separator: ", ")
    }
}

extension AppRequest {
    /// The UIKit call a request makes, as the learner wrote it (`tableView(_:cellForRowAt:)`).
    public var uikitName: String {
        switch self {
        case .launch: return "viewDidLoad()"
        case .didAppear: return "viewDidAppear(_:)"
        case .numberOfSections: return "numberOfSections(in:)"
        case .numberOfRows: return "tableView(_:numberOfRowsInSection:)"
        case .rowHeight: return "tableView.rowHeight"
        case .estimatedRowHeight: return "tableView.estimatedRowHeight"
        case .heightForRow: return "tableView(_:heightForRowAt:)"
        case .titleForHeader: return "tableView(_:titleForHeaderInSection:)"
        case .sectionHeaderHeight: return "tableView.sectionHeaderHeight"
        case .sectionIndexTitles: return "sectionIndexTitles(for:)"
        case .cellForRow: return "tableView(_:cellForRowAt:)"
        case .willDisplay: return "tableView(_:willDisplay:forRowAt:)"
        case .didEndDisplaying: return "tableView(_:didEndDisplaying:forRowAt:)"
        case .prefetch: return "tableView(_:prefetchRowsAt:)"
        case .cancelPrefetch: return "tableView(_:cancelPrefetchingForRowsAt:)"
        case .willSelect: return "tableView(_:willSelectRowAt:)"
        case .didSelect: return "tableView(_:didSelectRowAt:)"
        case .didDeselect: return "tableView(_:didDeselectRowAt:)"
        case .setSelected: return "setSelected(_:animated:)"
        case .run, .runOnWorker: return "DispatchQueue.async { … }"
        case .resume: return "DispatchQueue.async { … } (after a blocking call)"
        case .complete: return "URLSession completionHandler"
        case .quit: return "quit"
        case .canEditRow: return "tableView(_:canEditRowAt:)"
        case .commitDelete: return "tableView(_:commit:forRowAt:)"
        case .reconfigureCell: return "tableView(_:cellForRowAt:)"
        case .viewForHeader: return "tableView(_:viewForHeaderInSection:)"
        case .willDisplayHeader: return "tableView(_:willDisplayHeaderView:forSection:)"
        case .didEndDisplayingHeader: return "tableView(_:didEndDisplayingHeaderView:forSection:)"
        case .allowsMultipleSelection: return "tableView.allowsMultipleSelection"
        case .fork: return "fork (tablelab's checkpoint of the app)"
        }
    }
}
