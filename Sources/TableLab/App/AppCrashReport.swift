import AppWire
import TableText

/// What a crashed app's stderr says: Swift's message and the learner's line.
///
/// Swift (5.9 and later) writes `TableLabApp/ListViewController.swift:57: Fatal error: Unexpectedly
/// found nil while unwrapping an Optional value` for a trap in the learner's file (older: `Fatal
/// error: …: file TableLabApp/X.swift, line 57`). A trap inside the standard library names the
/// library's file (`Swift/ContiguousArrayBuffer.swift:690: Fatal error: Index out of range`); then
/// the line is the first frame of the learner's file in the backtrace the runtime prints
/// (`… at /…/ListViewController.swift:57:20`; the app is compiled with `-g`).
enum AppCrashReport {
    struct Read: Equatable {
        var message: String?
        var site: WireSite?
        var lastLines: [String]
    }

    static let moduleFolder = AppCompiler.moduleName + "/"

    static func read(_ stderr: String, learnerFile: String?) -> Read {
        let lines = stderr.split(whereSeparator: \.isNewline).map(String.init)
        var message: String?
        var site: WireSite?
        var fatalIndex: Int?
        for (index, line) in lines.enumerated() {
            guard let marker = line.range(of: "Fatal error: ") else { continue }
            fatalIndex = index
            var text = String(line[marker.upperBound...])
            let before = line[..<marker.lowerBound]
            // `FILE:LINE: Fatal error: MESSAGE`
            if before.hasSuffix(": "), let colon = before.dropLast(2).lastIndex(of: ":") {
                let file = String(before[..<colon])
                let number = UInt(before[before.index(after: colon)..<before.index(before.endIndex, offsetBy: -2)])
                if file.hasPrefix(moduleFolder), let number {
                    site = WireSite(file: String(file.dropFirst(moduleFolder.count)), line: number)
                }
            }
            // `Fatal error: MESSAGE: file TableLabApp/X.swift, line N`
            if let fileMarker = text.range(of: ": file " + moduleFolder, options: .backwards),
               let lineMarker = text.range(of: ", line ", range: fileMarker.upperBound..<text.endIndex),
               let number = UInt(text[lineMarker.upperBound...].prefix { $0.isNumber }) {
                site = WireSite(file: String(text[fileMarker.upperBound..<lineMarker.lowerBound]), line: number)
                text = String(text[..<fileMarker.lowerBound])
            }
            message = text
            break
        }
        if site == nil, let learnerFile, !learnerFile.isEmpty {
            site = backtraceSite(lines, file: learnerFile)
        }
        // The lines up to Swift's message (and a few after), not the backtrace's hundreds.
        let end = fatalIndex.map { min(lines.count, $0 + 1) } ?? lines.count
        let last = lines[..<end].suffix(12).map(\.visibleControls)
        return Read(message: message?.visibleControls, site: site, lastLines: Array(last))
    }

    /// The first backtrace frame in the learner's file: `… at /path/FILE:LINE:COLUMN`.
    static func backtraceSite(_ lines: [String], file: String) -> WireSite? {
        for line in lines {
            guard let at = line.range(of: " at ", options: .backwards) else { continue }
            let location = line[at.upperBound...]
            let parts = location.split(separator: ":")
            guard parts.count >= 2, let number = UInt(parts[1].prefix { $0.isNumber }), number > 0 else { continue }
            let path = parts[0]
            guard path == file || path.hasSuffix("/" + file) else { continue }
            return WireSite(file: file, line: number)
        }
        return nil
    }
}
