import Foundation

/// Where the stand-in UIKit is: a folder holding its module (`Modules/StandInUIKit.swiftmodule`,
/// what `import UIKit` reads through `-module-alias UIKit=StandInUIKit`) and its library
/// (`libStandInUIKit.so`, what the learner's app links and loads) — the layout of SwiftPM's build
/// folder, where `swift build` puts the `StandInUIKit` product.
///
/// Found as `$TABLELAB_UIKIT` when set (the only candidate then: a wrong folder is said, never
/// replaced by another copy); else beside the running binary (the build folder tablelab runs from);
/// else `<bin>/../lib/tablelab` (an installed copy); else the build folders of the checkout this
/// file was compiled in (`.build/debug`, `.build/release`: a release binary run from elsewhere).
public struct UIKitStandIn: Sendable, Equatable {
    public let folder: String

    public init(folder: String) {
        self.folder = folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    }

    public var modulePath: String { folder + "/Modules/\(Self.moduleName).swiftmodule" }
    public var libraryPath: String { folder + "/lib\(Self.moduleName).so" }

    /// The stand-in's module name. Not `UIKit` (see Package.swift); the learner's `import UIKit`
    /// reaches it through the compiler's module alias.
    public static let moduleName = "StandInUIKit"
    /// The compiler flags that let a learner's `import UIKit` read the stand-in.
    public var compilerFlags: [String] {
        ["-module-alias", "UIKit=\(Self.moduleName)", "-I", folder + "/Modules", "-L", folder, "-l\(Self.moduleName)",
         "-Xlinker", "-rpath", "-Xlinker", folder]
    }

    /// True when both the module and the library are there.
    public var isComplete: Bool {
        var info = stat()
        guard stat(modulePath, &info) == 0 else { return false }
        return stat(libraryPath, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    public static func locate(environment: [String: String],
                              executable: String? = Bundle.main.executablePath) -> Result<UIKitStandIn, AppProblem> {
        if let configured = environment["TABLELAB_UIKIT"], !configured.isEmpty {
            let standIn = UIKitStandIn(folder: configured)
            return standIn.isComplete ? .success(standIn) : .failure(.standInMissing(configured: configured))
        }
        return candidates(executable: executable).first(where: \.isComplete).map { .success($0) }
            ?? .failure(.standInMissing(configured: nil))
    }

    static func candidates(executable: String?) -> [UIKitStandIn] {
        var folders: [String] = []
        if let executable, let real = FileTarget.realPath(executable) {
            let bin = FilePaths.folder(of: real)
            folders.append(bin)
            folders.append(FilePaths.folder(of: bin) + "/lib/tablelab")
        }
        // Sources/TableLab/App/UIKitStandIn.swift → the package root.
        var root = #filePath
        for _ in 0..<4 { root = FilePaths.folder(of: root) }
        folders += [root + "/.build/debug", root + "/.build/release"]
        return folders.map(UIKitStandIn.init(folder:))
    }

    /// What identifies this build of the stand-in for the cache key: its folder (the app's run path
    /// points there) and each file's size, change time and inode. A rebuilt stand-in changes these,
    /// so apps compiled against the old one are not reused. Reading the stat is enough — hashing a
    /// module of a megabyte on every `app` would cost more than the budget of a cached start.
    func identity() -> String {
        var parts = [folder]
        for path in [modulePath, libraryPath] + moduleFiles() {
            var info = stat()
            if stat(path, &info) == 0 {
                parts.append("\(path):\(info.st_size):\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec):\(info.st_ctim.tv_sec).\(info.st_ctim.tv_nsec):\(info.st_ino)")
            } else {
                parts.append("\(path):missing")
            }
        }
        return parts.joined(separator: "\n")
    }

    /// The files inside the module when it is a folder (`StandInUIKit.swiftmodule/x86_64-….swiftmodule`).
    private func moduleFiles() -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: modulePath) else { return [] }
        return names.sorted().map { modulePath + "/" + $0 }
    }
}
