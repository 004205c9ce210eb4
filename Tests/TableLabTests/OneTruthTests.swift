import XCTest
import Foundation
@testable import TableLab
@testable import TableRender
import TableSim
import TableText

/// Hitch, hang and "frame drawn while moving" are defined once (`TableSim/Queries/FrameFacts.swift`):
/// the trace, `stats`, the summary line, the glossary's sightings and `timeline` all read them, so they
/// cannot disagree. The cases the reviews found, then a property over random sessions.
final class OneTruthTests: XCTestCase {
    private let plain = RenderContext(width: 100)

    private func traceObjects(_ lines: [String]) throws -> [[String: Any]] {
        try lines.map { try XCTUnwrap(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
    }

    // MARK: - Found by the reviews

    func testTheLaunchOfMoviesIsAHangEverywhereAndAHitchNowhere() throws {
        // D1: the trace said `"hitch":true` for the launch frame while `stats` said 0 hitches, 1 hang.
        var session = Session()
        XCTAssertFalse(session.execute("data movies").isError)
        let frames = try traceObjects(session.takeTraceLines()).filter { $0["event"] as? String == "frame" }
        let late = try XCTUnwrap(frames.first { ($0["value"] as? Double ?? 0) > 1000 }, "the launch frame is late")
        XCTAssertEqual(late["hitch"] as? Bool, false)
        XCTAssertFalse(frames.contains { $0["hitch"] as? Bool == true })
        let stats = session.table.statistics
        XCTAssertEqual(stats.hitches, 0)
        XCTAssertEqual(stats.hangs, 1)
    }

    func testTheGlossarySaysAHangWasMetNotAHitch() {
        // D2: `glossary hitch` ended with "you met it: `data movies`".
        var session = Session()
        _ = session.execute("data movies")
        XCTAssertEqual(session.sightings.sightings(of: "hitch"), [])
        XCTAssertEqual(session.sightings.sightings(of: "hang"), ["`data movies`"])
    }

    func testAHitchWhileScrollingIsMetWhereStatsCountsIt() {
        var session = Session()
        for line in ["data movies", "load sync", "scroll 10"] { XCTAssertFalse(session.execute(line).isError, line) }
        XCTAssertGreaterThan(session.table.statistics.hitches, 0)
        XCTAssertEqual(session.sightings.sightings(of: "hitch"), ["`scroll 10`"])
    }

    func testStatsDoesNotCallEveryFrameDrawnAFrameWhileMoving() {
        // D3 / L11: "frames drawn while moving 16" above "hitches 0 while scrolling (15 frames)".
        var session = Session()
        for line in ["scroll 10", "wait 1s", "reload"] { XCTAssertFalse(session.execute(line).isError, line) }
        let stats = session.table.statistics
        XCTAssertEqual(stats.scrollFrames, 15)
        XCTAssertGreaterThan(stats.framesDrawn, stats.scrollFrames)
        let lines = ResponseRenderer.render(session.execute("stats"), session: session, context: plain)
        let drawn = lines.filter { $0.contains("frames drawn") }
        XCTAssertEqual(drawn.count, 1, lines.joined(separator: "\n"))
        XCTAssertFalse(drawn[0].contains("moving"), drawn[0])
        XCTAssertTrue(drawn[0].contains(" \(stats.framesDrawn) "), drawn[0])
    }

    func testTheTimelineDoesNotCallALateLaunchFrameAHitch() {
        var session = Session()
        _ = session.execute("data movies")
        let text = ResponseRenderer.render(session.execute("timeline"), session: session, context: plain).joined(separator: "\n")
        XCTAssertFalse(text.contains("late frame (hitch)"), text)
        XCTAssertTrue(text.contains("late frame, not moving"), text)
        XCTAssertTrue(text.contains("0 hitches"), text)
    }

    func testALateFrameIsJudgedByTheHangThatHeldIt() throws {
        var session = Session()
        guard case .step(let step, _) = session.execute("data movies") else { return XCTFail() }
        let late = try XCTUnwrap(step.events.first { $0.kind == .frame && $0.lateness > 0 })
        XCTAssertEqual(FrameVerdict(late, among: step.events), .afterHang)
        XCTAssertFalse(late.isHitch)
    }

    // MARK: - The property: they agree on any session

    /// Commands that make frames late, hang the main thread, or do neither, in any order.
    static let vocabulary = [
        "data movies", "data numbers", "rows 40", "scroll 10", "scroll -4", "scroll 30", "scroll 200pt", "scroll 12 frames 5",
        "load sync", "load main-async", "load background", "load preload", "load cached", "load task", "load await",
        "latency 300ms", "latency 50ms", "cost 20ms", "cost 0ms", "wait 1s", "wait 100ms", "reload", "top",
        "bottom", "scroll to 25", "fix identity-check on", "fix cancel-on-reuse on", "reset", "RESET", "height var", "rows 0",
        "prefetch on", "cache clear", "hz 120", "workers 2",
    ]

    /// The first disagreement after running `lines`, or nil.
    static func disagreement(_ lines: [String]) -> String? {
        var session = Session()
        var metHitch = false, metHang = false
        for (i, line) in lines.enumerated() {
            let response = session.execute(line)
            guard case .step(let step, let command) = response else { continue }
            let counts = step.crashed ? EventCounts() : EventCounts(step.events)
            metHitch = metHitch || counts.hitches > 0
            metHang = metHang || counts.hangs > 0
            // The step's trace lines say "hitch" exactly where the summary line counts one.
            let marked = step.events.map { TraceJSONL.line($0, command: command) }.filter { $0.contains("\"hitch\":true") }.count
            if !step.crashed && marked != counts.hitches {
                return "line \(i + 1) `\(line)`: the trace marks \(marked) hitches, the summary counts \(counts.hitches)"
            }
            // The event list's frame headings call the same frames hitches.
            let hangs = MainThread.hangs(step.events)
            let verdicts = step.events.filter { $0.kind == .frame }.map { FrameVerdict($0, hangs: hangs) }
            if !step.crashed && verdicts.filter({ $0 == .hitch }).count != counts.hitches {
                return "line \(i + 1) `\(line)`: the frame verdicts disagree with the counts"
            }
            // The shortcut the glossary's sightings take answers as the counts do.
            if !step.crashed && MainThread.hasHang(step.events) != (counts.hangs > 0) {
                return "line \(i + 1) `\(line)`: hasHang says \(MainThread.hasHang(step.events)), the counts \(counts.hangs) hangs"
            }
            // Every late frame outside a drag that a hang held is counted among the hangs.
            if !step.crashed && verdicts.contains(.afterHang) && counts.hangs == 0 {
                return "line \(i + 1) `\(line)`: a frame follows a hang that the counts do not have"
            }
        }
        // The whole table: `stats` against its trace and its timeline.
        let stats = session.table.statistics
        let committed = session.table.log.batches.filter { !$0.rolledBack }.flatMap(\.events)
        let frames = session.traceLines.filter { $0.contains("\"event\":\"frame\"") && !$0.contains("\"rolled_back\":true") }
        let hitchLines = frames.filter { $0.contains("\"hitch\":true") }.count
        let movingLines = frames.filter { $0.contains("\"scrolling\":true") }.count
        if session.table.log.batches.allSatisfy({ $0.trimmed == 0 }) {
            if hitchLines != stats.hitches { return "stats says \(stats.hitches) hitches, the trace \(hitchLines)" }
            if movingLines != stats.scrollFrames { return "stats says \(stats.scrollFrames) frames while moving, the trace \(movingLines)" }
            if frames.count != stats.framesDrawn { return "stats says \(stats.framesDrawn) frames drawn, the trace \(frames.count)" }
        }
        let spans = TimelineSpans(events: committed)
        let timelineHitches = spans.frames.filter { $0.verdict == .hitch }.count
        let allCounts = EventCounts(committed)
        if timelineHitches != allCounts.hitches { return "timeline marks \(timelineHitches) hitches, the counts \(allCounts.hitches)" }
        // The glossary: met where, and only where, the counts say so.
        let sightings = session.sightings
        if sightings.sightings(of: "hitch").isEmpty == metHitch { return "hitch met: \(metHitch), sightings \(sightings.sightings(of: "hitch"))" }
        if sightings.sightings(of: "hang").isEmpty == metHang { return "hang met: \(metHang), sightings \(sightings.sightings(of: "hang"))" }
        return nil
    }

    func testTraceStatsSummaryTimelineAndGlossaryAgreeOnRandomSessions() {
        let seed: UInt64 = 1717
        var random = SeededRandom(seed: seed)
        for _ in 0..<40 {
            let lines = (0..<Int.random(in: 3...12, using: &random)).map { _ in random.pick(Self.vocabulary) }
            guard let failure = Self.disagreement(lines) else { continue }
            let shortest = Shrink.minimal(lines) { Self.disagreement($0) != nil }
            return XCTFail("""
                seed \(seed): \(failure)
                shortest session that disagrees:
                \(shortest.map { "  " + $0 }.joined(separator: "\n"))
                after shrinking: \(Self.disagreement(shortest) ?? "?")
                """)
        }
    }

    func testThePropertyCatchesADisagreement() {
        // The property is not vacuous: the sessions it runs do hitch, hang and scroll.
        var random = SeededRandom(seed: 1717)
        var hitched = false, hung = false
        for _ in 0..<40 {
            var session = Session()
            for _ in 0..<Int.random(in: 3...12, using: &random) { _ = session.execute(random.pick(Self.vocabulary)) }
            let stats = session.table.statistics
            hitched = hitched || stats.hitches > 0
            hung = hung || stats.hangs > 0
        }
        XCTAssertTrue(hitched)
        XCTAssertTrue(hung)
    }
}
