import TableSim
import TableRender
import TableText

/// What a setting command changed, said in one line — for commands that make the table do nothing
/// (no callback fires when `latency` changes), where a redrawn viewport would only bury the answer.
public enum SettingText {
    public static func confirmation(_ action: Action, _ s: TableSettings, _ lang: Language) -> String? {
        message(action, s).map { lang.text($0) }
    }

    /// The catalog message confirming a setting command, or nil for commands that move the table.
    static func message(_ action: Action, _ s: TableSettings) -> Message? {
        typealias T = L10n.Settings
        func ms(_ v: Double) -> String { NumberText.points(v) + " ms" }
        switch action {
        case .latency(let v):
            return T.latency(ms: ms(v))
        case .jitter(let v, _):
            return T.jitter(ms: ms(v), seed: String(s.seed))
        case .workers(let n):
            return T.workers(count: String(n))
        case .callbackCost(let v):
            return T.callbackCost(cost: ms(v), other: ms(v / 25))
        case .refreshRate(let hz):
            return T.refreshRate(hz: String(hz), interval: NumberText.oneDecimal(1000 / Double(hz)),
                                 perFrame: NumberText.points(s.pointsPerFrame), velocity: NumberText.points(s.velocity))
        case .velocity(let v):
            return T.velocity(velocity: NumberText.points(v), perFrame: NumberText.points(s.pointsPerFrame), hz: String(s.refreshRate))
        case .prefetch(let on, _):
            return on ? T.prefetchOn(window: String(s.prefetchWindow)) : T.prefetchOff
        case .fix(let f, let on):
            let all = s.fixes.sorted().map(\.rawValue)
            if all.isEmpty { return on ? T.fixOnNone(fix: f.rawValue) : T.fixOffNone(fix: f.rawValue) }
            let list = all.joined(separator: ", ")
            return on ? T.fixOn(fix: f.rawValue, list: list) : T.fixOff(fix: f.rawValue, list: list)
        case .clearImageCache:
            return T.clearImageCache
        case .register(let regs):
            return T.registered(list: regs.map { "\"\($0.identifier)\" (\($0.style.rawValue))" }.joined(separator: ", "))
        case .unregister(let id):
            return T.unregistered(id: id)
        case .prepareResets(let on):
            return on ? T.prepareResetsOn : T.prepareResetsOff
        case .setAlpha(let p, let a):
            return T.setAlpha(row: p.description, alpha: NumberText.oneDecimal(a))
        case .select(let p):
            return T.select(row: p.description)
        case .deselect(let p):
            return T.deselect(row: p.description)
        case .multipleSelection(let on):
            return on ? T.multipleOn : T.multipleOff
        case .deselectOnTap(let on):
            return on ? T.deselectOnTapOn : T.deselectOnTapOff
        case .modelUpdate(let when):
            switch when {
            case .first: return L10n.Updates.modelFirst
            case .after: return L10n.Updates.modelAfter
            case .never: return L10n.Updates.modelNever
            }
        case .diffable, .identity, .applyMode:
            return DiffableText.confirmation(action)
        default:
            return nil
        }
    }

    /// What the app's didSelectRowAt did inside a `checkmark` tap (said under the tap's events).
    static func checkmarkMessage(_ action: Action, _ s: TableSettings) -> Message? {
        typealias T = L10n.Settings
        switch action {
        case .checkmark(let p, false):
            return T.uncheck(row: p.description)
        case .checkmark(let p, true):
            return s.checkmarks == .fromModel ? T.checkFromModel(row: p.description) : T.checkOnCell(row: p.description)
        default:
            return nil
        }
    }

    /// Extra words for commands whose effect depends on the data: `load` on data without images,
    /// `jamo raw` on the Korean index.
    public static func hints(_ action: Action, _ table: TableState, _ lang: Language) -> [String] {
        hintMessages(action, table).map { lang.block($0) }
    }

    static func hintMessages(_ action: Action, _ table: TableState) -> [Message] {
        typealias T = L10n.Settings.Hints
        // These hints name tablelab's own app's commands (`data movies`, `checkmarks from-model`):
        // a learner's app refuses them, and its images are its code's.
        if table.isLearnerApp { return [] }
        switch action {
        case .load, .fix, .latency, .clearImageCache:
            if !table.data.hasImages { return [T.noImages] }
            var out: [Message] = []
            // FIDELITY §8b.31: what already runs as Data(contentsOf:) stays uncancellable.
            if case .fix(.cancelOnReuse, true) = action, table.settings.loading == .background, table.uncancellableLoads > 0 {
                out.append(T.runningContentsOf(count: String(table.uncancellableLoads)))
            }
            if case .fix = action, table.keptImageCount > 0 {
                out.append(T.cachedImages(count: String(table.keptImageCount)))
            }
            return out
        case .checkmarks(let source):
            return [source == .fromModel ? T.checkmarksFromModel : T.checkmarksOnCell]
        case .checkmark:
            return checkmarkMessage(action, table.settings).map { [$0] } ?? []
        case .jamo(.raw):
            guard case .regionsKorean = table.data.source else { return [T.jamoOtherData] }
            return [T.jamoRaw]
        default:
            return []
        }
    }
}
