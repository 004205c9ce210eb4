import TableSim
import TableText

/// What `stats` calls an event kind.
///
/// Why two kinds of label: UIKit's and Swift's own names (`cellForRowAt`, `dequeueReusableCell`,
/// `init`, `contentSize`) are what the learner will type in Xcode, so they stay as they are in every
/// language. tablelab's own kinds (`taskStart`, `imageLoadStart`, `enqueue`, …) are names in its trace
/// format, not words a learner knows: they are said in the learner's language, from the catalogs
/// (`stats.kind`), in `stats` and in `replay`. The trace keeps the raw names — it is a stable format (README, "trace").
public enum EventKindLabel {
    /// The label in the context's language.
    public static func text(_ kind: Event.Kind, _ ctx: RenderContext) -> String {
        message(kind).map { ctx.text($0) } ?? kind.rawValue
    }

    /// The label for a single event (a line that names one, like `replay`'s first difference):
    /// `stats`' labels count events ("frames drawn"), so the kinds whose label is a plural have a
    /// singular of their own.
    public static func one(_ kind: Event.Kind, _ ctx: RenderContext) -> String {
        typealias K = L10n.Stats.KindOne
        switch kind {
        case .frame: return ctx.text(K.frame)
        case .taskStart: return ctx.text(K.taskStart)
        case .taskEnd: return ctx.text(K.taskEnd)
        default: return text(kind, ctx)
        }
    }

    /// The words for one of tablelab's own kinds; nil for a UIKit or Swift name, shown as it is.
    /// Exhaustive, so a new kind cannot be shown raw without a decision here.
    static func message(_ kind: Event.Kind) -> Message? {
        typealias K = L10n.Stats.Kind
        switch kind {
        case .reloadData, .numberOfSections, .numberOfRowsInSection, .titleForHeaderInSection, .sectionIndexTitles,
             .heightForRowAt, .cellForRowAt, .dequeueReusableCell, .initCell, .prepareForReuse, .willDisplay,
             .didEndDisplaying, .deinitCell, .prefetchRowsAt, .cancelPrefetchingForRowsAt,
             .sectionForSectionIndexTitle, .contentSizeChanged, .didHighlightRowAt, .willSelectRowAt,
             .didDeselectRowAt, .didSelectRowAt, .shouldHighlightRowAt, .willDeselectRowAt, .didUnhighlightRowAt:
            return nil
        // UIKit's names (the app's calls and the header views' callbacks) stay as they are.
        case .reloadRows, .reconfigureRows, .deselectRow, .viewForHeaderInSection, .dequeueReusableHeaderFooterView,
             .willDisplayHeaderView, .didEndDisplayingHeaderView:
            return nil
        case .headerViewInit: return K.headerViewInit
        case .headerViewPrepareForReuse: return K.headerViewPrepareForReuse
        case .headerViewEnqueue: return K.headerViewEnqueue
        case .headerViewDeinit: return K.headerViewDeinit
        case .insertRows, .deleteRows, .moveRow, .insertSections, .deleteSections, .reloadSections, .moveSection, .performBatchUpdates,
             .commitForRowAt, .applySnapshot:
            return nil
        case .enqueue: return K.enqueue
        case .crash: return K.crash
        case .frame: return K.frame
        case .taskStart: return K.taskStart
        case .taskEnd: return K.taskEnd
        case .imageLoadStart: return K.imageLoadStart
        case .imageLoadFinish: return K.imageLoadFinish
        case .imageAssign: return K.imageAssign
        case .imageIgnored: return K.imageIgnored
        case .imageLoadCancel: return K.imageLoadCancel
        case .imageCacheHit: return K.imageCacheHit
        case .imagePlaceholder: return K.placeholder
        }
    }
}
