import MessageCatalog

extension Catalog.Problem {
    /// What is wrong, as a catalog message of its own (`catalogs.*`).
    public var message: Message {
        switch kind {
        case .notYAML(let reason): return L10n.Catalogs.notYAML(reason: reason)
        case .unreadable(let file): return L10n.Catalogs.unreadable(file: file)
        case .notUTF8(let file): return L10n.Catalogs.notUTF8(file: file)
        case .badKey: return L10n.Catalogs.badKey
        case .duplicateKey(let key): return L10n.Catalogs.duplicateKey(key: key)
        case .notText(let key): return L10n.Catalogs.notText(key: key)
        case .notRegular(let file): return L10n.Catalogs.notRegular(file: file)
        case .tooLarge(let file): return L10n.Catalogs.tooLarge(file: file, limit: "\(Catalog.maxBytes >> 20) MiB")
        case .refused(let kind): return kind.message
        }
    }
}

extension SafeYAML.Refusal.Kind {
    /// Why a YAML text was not read, in words (`diagnostics.text.yaml*`): the same for a catalog, a
    /// lesson and a glossary entry.
    public var message: Message {
        switch self {
        case .anchor(let name): return L10n.Diagnostics.Text.yamlAnchor(name: name)
        case .alias(let name): return L10n.Diagnostics.Text.yamlAlias(name: name)
        case .tooManyNodes(let limit): return L10n.Diagnostics.Text.yamlTooManyNodes(limit: grouped(limit))
        }
    }

    /// `200,000`: digits in groups of three, as `NumberText` writes them (which sits above this module).
    private func grouped(_ n: Int) -> String {
        var digits = Array(String(n)), out = ""
        while digits.count > 3 { out = "," + String(digits.suffix(3)) + out; digits.removeLast(3) }
        return String(digits) + out
    }
}
