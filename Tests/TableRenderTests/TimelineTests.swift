import TableRender
import TableSim
import XCTest

final class TimelineTests: XCTestCase {
    func testDumpEvents() throws {
        func dump(_ evs: [Event]) -> String {
            evs.map { e in
                "\(e.time) \(e.kind) f\(e.frame) q=\(e.queue ?? "-") d=\(e.duration.map{"\($0)"} ?? "-") v=\(e.value.map{"\($0)"} ?? "-") p=\(e.path?.description ?? "-") sp=\(e.shownPath?.description ?? "-") c=\(e.cell ?? -1) n=\(e.count) t=\(e.text ?? "")"
            }.joined(separator: "\n")
        }
        for load in [LoadStrategy.sync, .background, .mainAsync] {
            var t = TableState()
            try t.apply(.dataSet(.movies, count: nil))
            try t.apply(.latency(300))
            try t.apply(.load(load))
            let step = try t.apply(.scroll(.rows(10)))
            let w = try t.apply(.wait(1000))
            try (dump(step.events) + "\n=== wait\n" + dump(w.events)).write(toFile: "/tmp/tl/\(load).txt", atomically: true, encoding: .utf8)
        }
    }
}
