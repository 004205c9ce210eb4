import XCTest
@testable import TableLab
@testable import TableRender
import TableSim
import TableText

/// `stats` says tablelab's own event kinds in the learner's language: a Korean session showed
/// `taskStart`, `imageLoadStart`, `enqueue`… (issue 17). UIKit's names stay as they are, and the trace
/// keeps the raw names (a stable format).
final class StatsLabelTests: XCTestCase {
    private func stats(_ language: Language, _ lines: [String]) -> String {
        var s = Session(language: language)
        for line in lines { XCTAssertFalse(s.execute(line).isError, line) }
        return ResponseRenderer.render(s.execute("stats"), session: s, context: RenderContext(language: language, width: 100))
            .joined(separator: "\n")
    }

    private let loading = ["data movies", "load background", "fix cancel-on-reuse on", "velocity 2000", "scroll 20", "wait 3s"]

    func testKoreanStatsNameNoRawEventKind() {
        let out = stats(.ko, loading)
        for kind in Event.Kind.allCases where EventKindLabel.message(kind) != nil {
            XCTAssertFalse(out.contains(kind.rawValue + " "), "\(kind.rawValue) shown raw:\n\(out)")
        }
        XCTAssertTrue(out.contains("이미지 로드 시작"), out)
        XCTAssertTrue(out.contains("큐에서 시작한 블록"), out)
        XCTAssertTrue(out.contains("재사용 큐에 들어감"), out)
        // UIKit's names are what the learner types in Xcode: never translated.
        XCTAssertTrue(out.contains("cellForRowAt"), out)
        XCTAssertTrue(out.contains("prepareForReuse"), out)
    }

    /// After a hang the clock's line paired the frame counter with the main thread's cursor ("434 ·
    /// 7,218.2 ms") while the log's last frame said "frame 434 · 7,233.3 ms" (review L-3): the clock
    /// is a frame and its vsync, the same pair in both pictures.
    func testTheClockIsTheLastFramesVsync() throws {
        var s = Session(language: .en)
        for line in ["data movies", "latency 249ms", "load sync"] { XCTAssertFalse(s.execute(line).isError, line) }
        let last = try XCTUnwrap(s.table.log.allEvents.last { $0.kind == .frame })
        let st = s.table.statistics
        XCTAssertEqual(st.frame, last.frame)
        XCTAssertEqual(st.time, last.time, accuracy: 1e-9)
        let out = stats(.en, ["data movies", "latency 249ms", "load sync"])
        XCTAssertTrue(out.contains(NumberText.grouped(last.frame) + "  " + NumberText.ms(last.time)), out)
    }

    func testEnglishStatsUseWordsToo() {
        let out = stats(.en, loading)
        XCTAssertTrue(out.contains("image load started"), out)
        XCTAssertFalse(out.contains("imageLoadStart"), out)
    }

    /// Every kind with words has them in both catalogs, different from its raw name; every kind
    /// without is one of UIKit's or Swift's names (the trace's name for it is the label).
    func testEveryKindHasALabel() {
        let kept: Set<String> = ["reloadData", "numberOfSections", "numberOfRowsInSection", "titleForHeaderInSection",
                                 "sectionIndexTitles", "heightForRowAt", "cellForRowAt", "dequeueReusableCell", "init",
                                 "prepareForReuse", "willDisplay", "didEndDisplaying", "deinit", "prefetchRowsAt",
                                 "cancelPrefetchingForRowsAt", "sectionForSectionIndexTitle", "contentSize",
                                 "didHighlightRowAt", "willSelectRowAt", "didDeselectRowAt", "didSelectRowAt",
                                 "shouldHighlightRowAt", "willDeselectRowAt", "didUnhighlightRowAt",
                                 // Issue 19: the app's row and selection calls, the header views' callbacks.
                                 "reloadRows", "reconfigureRows", "deselectRow", "viewForHeaderInSection",
                                 "dequeueReusableHeaderFooterView", "willDisplayHeaderView", "didEndDisplayingHeaderView",
                                 // UIKit's calls that change the table (FIDELITY §8c.34–39).
                                 "insertRows", "deleteRows", "moveRow", "insertSections", "deleteSections",
                                 "reloadSections", "moveSection", "performBatchUpdates", "commitForRowAt",
                                 // A diffable data source's apply (FIDELITY §8c.38): its name is UIKit's.
                                 "apply"]
        for kind in Event.Kind.allCases {
            guard let message = EventKindLabel.message(kind) else {
                XCTAssertTrue(kept.contains(kind.rawValue), "\(kind.rawValue) needs words in stats.kind")
                continue
            }
            for language in [Language.en, .ko] {
                let text = language.text(message)
                XCTAssertFalse(text.isEmpty || text.hasPrefix("‹") || text == kind.rawValue, "\(kind.rawValue) in \(language): \(text)")
            }
        }
    }

    /// The trace is a stable format: it keeps the raw kind names.
    func testTheTraceKeepsTheRawNames() throws {
        var s = Session(language: .ko)
        for line in loading { XCTAssertFalse(s.execute(line).isError, line) }
        let events = s.table.log.batches.flatMap(\.events)
        let trace = events.map { TraceRecord($0, command: nil, rolledBack: false).event }
        XCTAssertTrue(trace.contains("imageLoadStart"))
        XCTAssertTrue(trace.contains("taskStart"))
    }
}
