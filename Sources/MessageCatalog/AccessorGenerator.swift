/// Writes the typed accessors for the English catalog: `L10n.Errors.unknownCommand(word:)` for the
/// entry `errors.unknownCommand: "unknown command `{word}` …"`.
///
/// Why generated: the English catalog is the one list of keys and placeholders. From it the compiler
/// learns every key (a typo is a build error, not a `‹key›` on screen) and every argument name, and
/// `tablelab check` learns what both catalogs must hold (`L10n.placeholders`). The files are committed
/// (no build plugin): `swift run tablelab-l10n` writes them, and `TableTextTests` fails when they are
/// out of date.
public enum AccessorGenerator {
    /// File name → Swift source: one `L10n+Section.swift` per top-level section, and `L10n.swift`.
    public static func files(for catalog: Catalog) -> [String: String] {
        var bySection: [String: [(path: [String], template: Template, source: String)]] = [:]
        for (key, entry) in catalog.entries {
            let path = key.split(separator: ".").map(String.init)
            bySection[path[0], default: []].append((path, entry.template, entry.source))
        }
        var files: [String: String] = [:]
        var sectionNames: [String] = []
        for (section, entries) in bySection.sorted(by: { $0.key < $1.key }) {
            let typeName = typeIdentifier(section)
            sectionNames.append(typeName)
            var tree = Node()
            for e in entries.sorted(by: { $0.path.joined(separator: ".") < $1.path.joined(separator: ".") }) {
                tree.insert(Array(e.path.dropFirst()), leaf: Leaf(key: e.path.joined(separator: "."), template: e.template, source: e.source))
            }
            var out = header
            out += "extension L10n {\n"
            out += tree.render(name: typeName, indent: "    ")
            out += "}\n"
            files["L10n+\(typeName).swift"] = out
        }
        var index = header
        index += "/// Every message key in the English catalog, as typed accessors (see `AccessorGenerator`).\n"
        index += "public enum L10n {\n"
        index += "    /// Each key and its placeholder names, in the order the English text first uses them.\n"
        index += "    public static let placeholders: [String: [String]] = {\n"
        index += "        var all: [String: [String]] = [:]\n"
        for name in sectionNames {
            index += "        all.merge(\(name).placeholders) { a, _ in a }\n"
        }
        index += "        return all\n    }()\n}\n"
        files["L10n.swift"] = index
        return files
    }

    static let header = "// Generated from messages/en.yaml by AccessorGenerator — do not edit: after changing the catalog,\n// run `swift run tablelab-l10n` from the package root.\n\n"

    struct Leaf {
        var key: String
        var template: Template
        var source: String
    }

    struct Node {
        var children: [String: Node] = [:]
        var leaves: [String: Leaf] = [:]

        mutating func insert(_ path: [String], leaf: Leaf) {
            if path.count == 1 {
                leaves[path[0]] = leaf
            } else {
                children[path[0], default: Node()].insert(Array(path.dropFirst()), leaf: leaf)
            }
        }

        func allLeaves() -> [Leaf] {
            leaves.values.map { $0 } + children.values.flatMap { $0.allLeaves() }
        }

        func render(name: String, indent: String, top: Bool = true) -> String {
            var out = "\(indent)public enum \(name) {\n"
            let inner = indent + "    "
            if top {
                let list = allLeaves().sorted { $0.key < $1.key }
                out += "\(inner)static let placeholders: [String: [String]] = [\n"
                for leaf in list {
                    let names = leaf.template.placeholders.map { "\"\($0)\"" }.joined(separator: ", ")
                    out += "\(inner)    \"\(leaf.key)\": [\(names)],\n"
                }
                if list.isEmpty { out += "\(inner)    :\n" }
                out += "\(inner)]\n"
            }
            for (key, leaf) in leaves.sorted(by: { $0.key < $1.key }) {
                out += "\(inner)/// \(AccessorGenerator.docLine(leaf.source))\n"
                let name = AccessorGenerator.memberIdentifier(key)
                let params = leaf.template.placeholders
                if params.isEmpty {
                    out += "\(inner)public static var \(name): Message { Message(\"\(leaf.key)\") }\n"
                } else {
                    let signature = params.map { "\(AccessorGenerator.memberIdentifier($0)): some MessageArgument" }.joined(separator: ", ")
                    let dictionary = params.map { "\"\($0)\": \(AccessorGenerator.memberIdentifier($0)).messageArgument" }.joined(separator: ", ")
                    out += "\(inner)public static func \(name)(\(signature)) -> Message {\n"
                    out += "\(inner)    Message(\"\(leaf.key)\", [\(dictionary)])\n"
                    out += "\(inner)}\n"
                }
            }
            for (key, child) in children.sorted(by: { $0.key < $1.key }) {
                out += child.render(name: AccessorGenerator.typeIdentifier(key), indent: inner, top: false)
            }
            out += "\(indent)}\n"
            return out
        }
    }

    static let reserved: Set<String> = [
        "default", "in", "is", "as", "do", "if", "for", "while", "repeat", "return", "switch", "case", "class",
        "struct", "enum", "func", "var", "let", "import", "public", "private", "internal", "static", "self",
        "Self", "super", "true", "false", "nil", "try", "throw", "throws", "where", "break", "continue",
        "protocol", "extension", "init", "deinit", "subscript", "operator", "typealias", "guard", "defer",
        "fallthrough", "else", "catch", "rethrows", "inout", "Type", "Any",
    ]

    /// `timezones-ko` → `timezonesKo`; reserved words in backticks.
    static func memberIdentifier(_ key: String) -> String {
        var out = ""
        var upper = false
        for ch in key {
            if ch == "-" || ch == "_" || ch == " " { upper = true; continue }
            out += upper ? ch.uppercased() : String(ch)
            upper = false
        }
        if let first = out.first, first.isNumber { out = "_" + out }
        return reserved.contains(out) ? "`\(out)`" : out
    }

    /// `errors` → `Errors`, `load-task` → `LoadTask`.
    static func typeIdentifier(_ key: String) -> String {
        let member = memberIdentifier(key).replacingOccurrences(of: "`", with: "")
        let name = member.prefix(1).uppercased() + member.dropFirst()
        return ["Type", "Self", "Any", "Protocol", "Error", "Message", "Language", "Catalog", "Template"].contains(name) ? name + "s" : name
    }

    /// The English text on one line, for the accessor's doc comment.
    static func docLine(_ source: String) -> String {
        let flat = source.replacingOccurrences(of: "\n", with: " ")
        return flat.count > 110 ? String(flat.prefix(107)) + "…" : flat
    }
}
