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
        }
    }
}
