// Numbers as a learner reads them: "1,000,000 heightForRowAt", "frame 3 · 50.0 ms", "440 pt".
//
// Written by hand instead of with Foundation's formatters so the output never depends on the
// machine's locale (a Korean locale groups the same way, and snapshot tests must not change with
// the host), and so the rendering library stays free of Foundation.

/// Formatting helpers for counts, milliseconds and points.
public enum NumberText {
    /// `1000000` → `"1,000,000"`, `-1234` → `"-1,234"`.
    public static func grouped(_ n: Int) -> String {
        let digits = String(n.magnitude)
        var out = ""
        for (i, ch) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(ch)
        }
        return n < 0 ? "-" + out : out
    }

    /// One decimal, rounded half away from zero: `16.666` → `"16.7"`, `50` → `"50.0"`, `1234.5` →
    /// `"1,234.5"`.
    ///
    /// Every time and duration in every picture goes through here, so one instant always prints the
    /// same. Times reach the pictures by different sums (a frame's vsync is `n × 16.67`, an event's time
    /// is the clock plus callback costs), so the same instant can arrive as `100533.34999999` and as
    /// `100533.35000001`: the value is first snapped to a millionth of a millisecond, far below what is
    /// printed, so both round to `100,533.4`.
    public static func oneDecimal(_ x: Double) -> String {
        guard x.isFinite else { return x.isNaN ? "NaN" : (x < 0 ? "-∞" : "∞") }
        let snapped = (abs(x) * 1_000_000).rounded() / 100_000
        let tenths = Int(snapped.rounded())
        let sign = x < 0 && tenths != 0 ? "-" : ""
        return sign + grouped(tenths / 10) + "." + String(tenths % 10)
    }

    /// Milliseconds with one decimal: `"50.0 ms"`.
    public static func ms(_ x: Double) -> String { oneDecimal(x) + " ms" }

    /// Milliseconds as typed by a person: `"3,000 ms"`, `"12.5 ms"`.
    public static func wholeMs(_ x: Double) -> String {
        let text = oneDecimal(x)
        return (text.hasSuffix(".0") ? String(text.dropLast(2)) : text) + " ms"
    }

    /// Points: whole numbers without decimals (`"4,400"`), others with one (`"733.5"`).
    public static func points(_ x: Double) -> String {
        guard x.isFinite else { return oneDecimal(x) }
        let tenths = (x * 10).rounded()
        if tenths.truncatingRemainder(dividingBy: 10) == 0 { return grouped(Int(tenths / 10)) }
        return oneDecimal(x)
    }

    /// An alpha value as set in code: `0.5` → `"0.5"`, `0.25` → `"0.25"`, `1` → `"1"`.
    public static func alpha(_ a: Double) -> String {
        let hundredths = Int((a * 100).rounded())
        if hundredths % 100 == 0 { return String(hundredths / 100) }
        let whole = hundredths / 100, frac = hundredths % 100
        return frac % 10 == 0 ? "\(whole).\(frac / 10)" : "\(whole).\(frac < 10 ? "0" : "")\(frac)"
    }
}
