import Foundation
import TableLab

extension Benchmark {
    /// A diffable data source's apply (FIDELITY §8c.38): a snapshot of 100,000 items with 1,000
    /// changes (100 runs of 5 deleted and 100 runs of 5 inserted, spread over the items, one `batch`), diffed and performed
    /// within one 60 Hz frame. The diff is linear in the items (a dictionary of the old positions).
    static func diffable(iterations: Int) -> Bool {
        // 100 deletes and 100 inserts of 5 rows each, spread over the items (a line holds at most
        // 4,096 characters, so the changes go in runs of 5).
        let batch = "batch " + (0..<100).map { "delete \($0 * 997) 5" }.joined(separator: "; ") + "; "
            + (0..<100).map { "insert \($0 * 997 + 500) 5" }.joined(separator: "; ")
        var base = Session()
        _ = base.execute("rows 100000")
        _ = base.execute("diffable on")
        print("")
        print(pad("diffable apply (100,000 items, 1,000 changes)", 48) + pad("command", 20) + pad("p50", 9) + pad("p99", 9) + "within a frame")
        let (p50, p99) = measure(iterations) {
            var session = base
            let response = session.execute(batch)
            precondition(!response.isError, "apply failed")
        }
        let ok = p99 <= frameBudgetMs
        print(pad("", 48) + pad("apply", 20) + pad(fmt(p50), 9) + pad(fmt(p99), 9) + (ok ? "yes" : "NO"))
        return ok
    }
}
