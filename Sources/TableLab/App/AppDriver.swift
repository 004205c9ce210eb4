/// The `main.swift` tablelab compiles with a learner's file: `TablelabChild.run { RootClass() }`,
/// where the root class is the view controller the file declares.
///
/// Which class: read with `SwiftLexer` (so a class in a comment or a string is not one), every
/// `class NAME: SUPERCLASS` whose superclass is `UITableViewController` or `UIViewController`. The
/// one table view controller when there is exactly one; else the one plain view controller when
/// there is exactly one (its view holds the table); none, or two that fit equally, is said with
/// the classes found and what works (`AppRootProblem`).
public enum AppDriver {
    /// The view controllers tablelab can start, by how well they fit.
    static let rootSuperclasses = ["UITableViewController", "UIViewController"]

    /// A class the file declares, with its direct superclass (nil: none written).
    struct DeclaredClass: Equatable {
        var name: String
        var superclass: String?
        var line: Int
    }

    /// The root view controller's class name, or why none can be chosen.
    public static func rootClass(in source: ApprovedSource) -> Result<String, AppRootProblem> {
        let classes = declaredClasses(source.source.bytes)
        for superclass in rootSuperclasses {
            let fitting = classes.filter { $0.superclass == superclass }
            if fitting.count == 1 { return .success(fitting[0].name) }
            if fitting.count > 1 { return .failure(.ambiguous(superclass: superclass, names: fitting.map(\.name))) }
        }
        return .failure(.none(found: classes.map(\.name)))
    }

    /// The driver for `source`: `main.swift` text, or why there is none.
    public static func mainSwift(for source: ApprovedSource) -> Result<String, AppRootProblem> {
        rootClass(in: source).map(mainSwift(rootClass:))
    }

    /// The driver that starts `rootClass` (a name the lexer read: letters, digits, `_`, or a
    /// backquoted word).
    public static func mainSwift(rootClass: String) -> String {
        """
        // Made by tablelab: starts the app's root view controller and answers tablelab's requests.
        import UIKit

        TablelabChild.run { \(rootClass)() }

        """
    }

    /// Every `class NAME …: SUPERCLASS` of the file (`class func`, `class var` and `.class` are not
    /// declarations of a class).
    static func declaredClasses(_ bytes: [UInt8]) -> [DeclaredClass] {
        guard case .success(let tokens) = SwiftLexer.tokens(bytes) else { return [] }
        let notNames: Set<String> = ["func", "var", "let", "subscript", "init", "deinit", "override", "final",
                                     "static", "private", "fileprivate", "public", "open", "internal", "convenience", "required"]
        var out: [DeclaredClass] = []
        for index in tokens.indices where tokens[index].kind == .word && tokens[index].text == "class" {
            if index > 0, tokens[index - 1].kind == .punctuation, tokens[index - 1].text == "." { continue }
            guard index + 1 < tokens.count, tokens[index + 1].kind == .word || tokens[index + 1].kind == .quotedWord,
                  !notNames.contains(tokens[index + 1].text) else { continue }
            let name = tokens[index + 1]
            var j = index + 2
            // Generic parameters: `class Box<T>: …` cannot be made with `Box()`; skipped over all the same.
            if j < tokens.count, tokens[j].text == "<" {
                var depth = 0
                while j < tokens.count {
                    if tokens[j].text == "<" { depth += 1 }
                    if tokens[j].text == ">" { depth -= 1; if depth == 0 { j += 1; break } }
                    j += 1
                }
            }
            var superclass: String?
            if j + 1 < tokens.count, tokens[j].kind == .punctuation, tokens[j].text == ":" {
                var k = j + 1
                // `UIKit.UITableViewController`
                if k + 2 < tokens.count, tokens[k].text == "UIKit", tokens[k + 1].text == "." { k += 2 }
                if tokens[k].kind == .word { superclass = tokens[k].text }
            }
            let text = name.kind == .quotedWord ? "`" + name.text + "`" : name.text
            out.append(DeclaredClass(name: text, superclass: superclass, line: name.line))
        }
        return out
    }
}

/// Why no root view controller was chosen.
public enum AppRootProblem: Error, Sendable, Equatable {
    /// No class inherits `UITableViewController` or `UIViewController`; `found` the classes that are there.
    case none(found: [String])
    /// More than one class inherits the same one.
    case ambiguous(superclass: String, names: [String])
}
