import Foundation
import TableLab
import TableText

/// `exercise` and `exercise reset`: the session gives the starter of its exercise step; the
/// executable writes it into the learner's current folder. A file of the learner's already there is
/// never replaced without `reset`, and is left alone when it is the starter already.
enum ExerciseFiles {
    static func write(_ session: Session, replace: Bool, environment: [String: String]) -> (message: String, failed: Bool) {
        let lang = session.language
        guard let (file, text) = session.exerciseStarter else {
            return (lang.block(L10n.Lessons.Exercise.notHere), true)
        }
        // Where it lands, in full: the learner opens it from their editor.
        let folder = FileManager.default.currentDirectoryPath
        let shown = (folder.hasSuffix("/") ? folder + file : folder + "/" + file).visibleControls
        let target: FileTarget.Write
        switch FileEffects.target(file, environment: environment) {
        case .failure(let problem):
            return (lang.block(L10n.Files.Exercise.cannotWrite(path: shown, reason: FileEffects.reason(problem))), true)
        case .success(let t):
            target = t
        }
        let bytes = Data(text.utf8)
        if target.exists {
            if case .success(let old?) = FileEffects.read(file, limit: 1 << 20, environment: environment), old == bytes {
                return (lang.block(L10n.Files.Exercise.unchanged(path: shown, file: file)), false)
            }
            if !replace { return (lang.block(L10n.Files.Exercise.kept(path: shown, file: file)), false) }
        }
        if let code = AtomicFile.write(target, bytes: bytes) {
            return (lang.block(L10n.Files.Exercise.cannotWrite(path: shown, reason: FileErrorText.reason(code))), true)
        }
        return (lang.block(target.exists ? L10n.Files.Exercise.replaced(path: shown, file: file)
                                         : L10n.Files.Exercise.wrote(path: shown, file: file)), false)
    }
}
