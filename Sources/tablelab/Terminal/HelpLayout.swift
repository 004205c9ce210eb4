import Foundation
import TableLab
import TableRender

/// `--help` laid out in terminal columns. ArgumentParser wraps help at a number of characters, and a
/// Korean syllable takes two columns: its Korean lines came out 83 to 129 columns wide in an 80-column
/// terminal, which folded them inside words. Each block ArgumentParser made (an option's help with its
/// continuation lines, a paragraph) that has a line too wide is joined again and wrapped by display
/// width, its continuation lines under its text; blocks that fit are left exactly as they were.
enum HelpLayout {
    /// The width ArgumentParser lays help out for: `COLUMNS`, else the terminal on standard output,
    /// else 80.
    static func width(environment: [String: String] = ProcessInfo.processInfo.environment) -> Int {
        if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
        return LineEditor.terminalColumns ?? 80
    }

    static func fit(_ help: String, width: Int) -> String {
        let lines = help.components(separatedBy: "\n")
        var out: [String] = []
        var i = 0
        while i < lines.count {
            let line = lines[i]
            guard !line.trimmingCharacters(in: .whitespaces).isEmpty else {
                out.append(line)
                i += 1
                continue
            }
            let (head, hang) = split(line)
            // The block: this line, then the lines that go on under its text.
            var j = i + 1
            while j < lines.count, continues(lines[j], hang: hang) { j += 1 }
            let block = lines[i..<j]
            if block.allSatisfy({ $0.displayWidth <= width }) || width - hang < 20 {
                out += block
            } else {
                let body = ([String(line.dropFirst(head.count))] + block.dropFirst().map { $0.trimmingCharacters(in: .whitespaces) })
                    .joined(separator: " ")
                let margin = String(repeating: " ", count: hang)
                for (n, piece) in HelpText.wrap(body, width: width - hang).enumerated() {
                    out.append((n == 0 ? head.padded(toWidth: hang) : margin) + piece)
                }
            }
            i = j
        }
        return out.joined(separator: "\n")
    }

    /// A line's head (its margin, and an option's or command's name column, or `USAGE: name `) and
    /// the column its text starts at.
    private static func split(_ line: String) -> (head: String, hang: Int) {
        let margin = line.prefix { $0 == " " }
        let rest = line.dropFirst(margin.count)
        if rest.hasPrefix("USAGE: "), let name = rest.dropFirst(7).split(separator: " ").first {
            let head = String(margin) + "USAGE: " + name + " "
            return (head, head.displayWidth)
        }
        // `  --width <COLUMNS>       text`: the name, then two or more spaces, then the text.
        if !margin.isEmpty, let gap = rest.range(of: "  ") {
            let afterGap = rest[gap.upperBound...].drop { $0 == " " }
            if !afterGap.isEmpty {
                let head = String(line.prefix(line.count - afterGap.count))
                return (head, head.displayWidth)
            }
        }
        return (String(margin), margin.count)
    }

    /// Whether `line` goes on the block whose text starts at column `hang`: indented exactly that
    /// far (a paragraph at the margin: any line that is not a heading like `OPTIONS:`).
    private static func continues(_ line: String, hang: Int) -> Bool {
        guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { return false }
        let margin = line.prefix { $0 == " " }.count
        if hang == 0 { return margin == 0 && !line.hasSuffix(":") && !line.hasPrefix("USAGE: ") }
        return margin == hang
    }
}
