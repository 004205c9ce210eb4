import Foundation
import TableLab
import TableRender

/// `tablelab --check`: every problem in the shipped glossary (and lessons), as `FILE:LINE: problem`.
/// Exit status 1 when there is an error; warnings alone pass.
enum ContentCheck {
    static func run(language: Language, path: String? = nil) -> Int32 {
        guard let root = DataLocator.dataRoot() else {
            GlossaryLoading.warn(language.text("tablelab: no glossary folder found", "tablelab: glossary 폴더를 찾지 못했습니다"))
            return 1
        }
        var diagnostics: [Diagnostic]
        var glossaryFolder = root.appendingPathComponent("glossary")
        var lessonsFolder = root.appendingPathComponent("Lessons")
        if let path {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                GlossaryLoading.warn(language.text("tablelab: \(path) does not exist; give a data folder, a lessons folder or a lesson file",
                                                   "tablelab: 없는 경로입니다: \(path). 데이터 폴더, 레슨 폴더, 레슨 파일 중 하나를 주세요"))
                return 2
            }
            let url = URL(fileURLWithPath: path)
            if isDirectory.boolValue && FileManager.default.fileExists(atPath: url.appendingPathComponent("glossary").path) {
                glossaryFolder = url.appendingPathComponent("glossary")
                lessonsFolder = url.appendingPathComponent("Lessons")
                diagnostics = ContentChecker.check(dataRoot: url)
            } else {
                let folder = isDirectory.boolValue ? url : url.deletingLastPathComponent()
                lessonsFolder = folder
                diagnostics = LessonChecker.check(directory: folder, glossary: Glossary.load(from: glossaryFolder).0)
                if !isDirectory.boolValue {
                    let name = folder.lastPathComponent + "/" + url.lastPathComponent
                    diagnostics = diagnostics.filter { $0.file == name }
                }
            }
        } else {
            diagnostics = ContentChecker.check(dataRoot: root)
        }
        for d in diagnostics { print(d.text(language)) }
        let (glossary, _) = Glossary.load(from: glossaryFolder)
        let lessonCount = Lessons.load(from: lessonsFolder).0.count
        let errors = diagnostics.errors.count
        print(language.text("\(glossary.entries.count) glossary entries and \(lessonCount) lessons checked: \(errors) errors, \(diagnostics.warnings.count) warnings",
                            "용어 \(glossary.entries.count)개와 레슨 \(lessonCount)개 확인: 오류 \(errors)개, 경고 \(diagnostics.warnings.count)개"))
        return errors == 0 ? 0 : 1
    }
}
