import Foundation
import TableLab
import TableSim

/// The performance promise, measured: each command's wall time (p50 / p99 over many runs) at 1,000
/// and 1,000,000 rows, for uniform heights and for per-row heights with an estimate, and the peak
/// memory of the process. Run it in release: `swift run -c release tablelab-bench`.
@main
enum Benchmark {
    struct Setup {
        let name: String
        let lines: [String]
    }

    static let frameBudgetMs = 1000.0 / 60.0

    static func main() {
        let iterations = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 40
        let setups: [Setup] = [
            Setup(name: "1,000 rows · rowHeight", lines: ["rows 1000"]),
            Setup(name: "1,000,000 rows · rowHeight", lines: ["rows 1000000"]),
            Setup(name: "1,000,000 rows · heightForRowAt + estimate 44", lines: ["estimate 44", "height var", "rows 1000000"]),
        ]
        let commands = ["scroll 10", "scroll to 500000", "bottom", "reload"]
        print("tablelab-bench — \(iterations) runs per command, wall time per command in ms (one 60 Hz frame = 16.7 ms)")
        print("")
        print(pad("setup", 48) + pad("command", 20) + pad("p50", 9) + pad("p99", 9) + "within a frame")
        var allWithin = true
        for setup in setups {
            var base = Session()
            for line in setup.lines { _ = base.execute(line) }
            for command in commands {
                let line = command == "scroll to 500000" && base.table.rowCount < 500_000 ? "scroll to \(base.table.rowCount / 2)" : command
                var samples: [Double] = []
                for _ in 0..<iterations {
                    var session = base
                    let start = DispatchTime.now().uptimeNanoseconds
                    let response = session.execute(line)
                    let end = DispatchTime.now().uptimeNanoseconds
                    precondition(!response.isError, "\(line) failed")
                    samples.append(Double(end - start) / 1e6)
                }
                samples.sort()
                let p50 = samples[samples.count / 2]
                let p99 = samples[min(samples.count - 1, Int(Double(samples.count) * 0.99))]
                let ok = p99 <= frameBudgetMs
                allWithin = allWithin && ok
                print(pad(setup.name, 48) + pad(line, 20) + pad(fmt(p50), 9) + pad(fmt(p99), 9) + (ok ? "yes" : "NO"))
            }
        }
        // UIKit's own per-row cost: per-row heights with no estimate ask every row on reload.
        var exact = Session()
        _ = exact.execute("height var")
        let start = DispatchTime.now().uptimeNanoseconds
        _ = exact.execute("rows 1000000")
        let ms = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        print("")
        print("heightForRowAt × 1,000,000 (estimates off, `rows 1000000`): \(fmt(ms)) ms")
        print("peak memory (VmHWM): \(peakMemoryMB().map { fmt($0) + " MB" } ?? "unknown")")
        print(allWithin ? "every command finished within one frame" : "SOME COMMANDS TOOK LONGER THAN ONE FRAME")
    }

    static func peakMemoryMB() -> Double? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let kb = line.split(separator: " ").compactMap { Double($0) }.first
            return kb.map { $0 / 1024 }
        }
        return nil
    }

    static func fmt(_ v: Double) -> String { String(format: "%.3f", v) }
    static func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s + " " : s + String(repeating: " ", count: n - s.count) }
}
