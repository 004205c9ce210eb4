import Foundation
import TableLab
import TableRender

/// `trace FILE`: the session layer says what to write; the executable writes it.
enum TraceFile {
    /// Writes the session's events and returns the line to tell the learner (or an error line).
    static func write(_ session: Session, to path: String) -> (message: String, failed: Bool) {
        let lines = session.traceLines
        let text = lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n")
        let lang = session.language
        let shown = path.visibleControls  // a typed path may hold control characters: shown, not sent
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            return (lang.text("wrote \(NumberText.grouped(lines.count)) events to \(shown) (what happened so far; run `trace` again later to include more)",
                              "이벤트 \(NumberText.grouped(lines.count))개를 \(shown)에 저장했습니다(지금까지의 기록; 나중 명령까지 담으려면 `trace`를 다시 실행하세요)"), false)
        } catch {
            return (lang.text("cannot write \(shown): \(error.localizedDescription) — try a path in a folder you can write to",
                              "\(shown)에 쓸 수 없습니다: \(error.localizedDescription) — 쓸 수 있는 폴더의 경로를 써 보세요"), true)
        }
    }
}
