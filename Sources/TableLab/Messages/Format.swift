/// Number formatting shared by messages and pictures: thousands separators, trimmed decimals.
enum Format {
    static func int(_ n: Int) -> String {
        let digits = String(n.magnitude)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return (n < 0 ? "-" : "") + out
    }

    /// 440 → "440", 33.333 → "33.3".
    static func points(_ v: Double) -> String {
        if v == v.rounded() && abs(v) < 1e15 { return int(Int(v)) }
        let tenths = (v * 10).rounded() / 10
        return tenths == tenths.rounded() ? int(Int(tenths)) : String(tenths)
    }
}
