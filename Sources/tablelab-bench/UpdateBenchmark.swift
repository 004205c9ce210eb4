import Foundation
import TableLab

extension Benchmark {
    /// Changing the table without reloadData (FIDELITY §8c.34–36): 100 rows deleted or inserted by
    /// one call, and a `performBatchUpdates` of 100 changes, on a table of 1,000,000 rows — each
    /// within one 60 Hz frame. The cost follows the changes and the rows on screen, not the rows.
    static func updates(iterations: Int) -> Bool {
        let batch = "batch " + (0..<50).map { "delete \($0 * 3)" }.joined(separator: "; ") + "; "
            + (0..<50).map { "insert \($0 * 5)" }.joined(separator: "; ")
        let rows: [(name: String, line: String)] = [
            ("delete", "delete 5 100"),
            ("insert", "insert 5 100"),
            ("batch", batch),
        ]
        var base = Session()
        _ = base.execute("rows 1000000")
        // A table already changed many times: its model holds many runs of edits.
        for i in 0..<20 { _ = base.execute("move \(i * 997) to \(i * 13)") }
        print("")
        print(pad("changing the table (1,000,000 rows, 100 changes)", 48) + pad("command", 20) + pad("p50", 9) + pad("p99", 9) + "within a frame")
        var allWithin = true
        for row in rows {
            let (p50, p99) = measure(iterations) {
                var session = base
                let response = session.execute(row.line)
                precondition(!response.isError, "\(row.name) failed")
            }
            let ok = p99 <= frameBudgetMs
            allWithin = allWithin && ok
            print(pad("", 48) + pad(row.name, 20) + pad(fmt(p50), 9) + pad(fmt(p99), 9) + (ok ? "yes" : "NO"))
        }
        return allWithin
    }
}
