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
    public static func oneDecimal(_ x: Double) -> String {
        guard x.isFinite else { return x.isNaN ? "NaN" : (x < 0 ? "-∞" : "∞") }
        let tenths = Int((abs(x) * 10).rounded())
        let sign = x < 0 && tenths != 0 ? "-" : ""
        return sign + grouped(tenths / 10) + "." + String(tenths % 10)
    }

    /// Milliseconds with one decimal: `"50.0 ms"`.
    public static func ms(_ x: Double) -> String { oneDecimal(x) + " ms" }

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
