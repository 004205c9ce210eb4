import MessageCatalog
import Foundation

/// The catalogs this process shows messages from: `messages/en.yaml` and `messages/ko.yaml` in the
/// data folder (`DataLocator`), each read the first time a message in its language is shown.
///
/// Why a shared store and not a parameter: every picture and message in every module asks it, and the
/// answer is the same for the whole process — like the locale. Tests and `tablelab check PATH` point
/// it at another folder with `use(folder:)`.
///
/// When the catalogs cannot be found (a data folder moved away), the few messages that explain that
/// come from `BootstrapMessages`; any other message shows its key, `‹errors.unknownCommand›`, so
/// nothing is silently blank.
public final class MessageCatalogs: @unchecked Sendable {
    public static let shared = MessageCatalogs()

    private let lock = NSLock()
    private var folder: URL??  // nil: not decided yet; .some(nil): no folder
    private var catalogs: [Language: Catalog] = [:]
    private var guesses: [String] = []
    /// Each template parsed so far, by language and key.
    private var templates: [Language: [String: Template]] = [:]

    public init(folder: URL? = nil) {
        if let folder { self.folder = .some(folder) }
    }

    /// Read messages from `folder` (a `messages/` folder) from now on.
    public func use(folder: URL?) {
        lock.lock(); defer { lock.unlock() }
        self.folder = .some(folder)
        catalogs = [:]
        templates = [:]
    }

    /// The `messages/` folder in use, if any.
    public var currentFolder: URL? {
        lock.lock(); defer { lock.unlock() }
        return resolvedFolder()
    }

    private func resolvedFolder() -> URL? {
        if let folder { return folder }
        let found = DataLocator.locate().url?.appendingPathComponent("messages")
        folder = .some(found)
        return found
    }

    /// The catalog of one language (`en` or `ko`), read on first use.
    public func catalog(_ language: Language) -> Catalog {
        lock.lock(); defer { lock.unlock() }
        if let c = catalogs[language] { return c }
        var catalog = Catalog()
        if let folder = resolvedFolder() {
            catalog = Catalog.load(from: folder.appendingPathComponent("\(language.rawValue).yaml")).0
        }
        catalogs[language] = catalog
        return catalog
    }

    /// Starts reading the catalogs `language` shows (both for `both`) on another thread, so the
    /// reading overlaps the rest of start-up; the first message waits for it (under the lock) only if
    /// it is not done yet.
    public func preloadInBackground(_ language: Language) {
        let languages: [Language] = language == .both ? [.en, .ko] : [language]
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            for l in languages { _ = catalog(l) }
        }
    }

    /// The text of `message` in `language` (`en` or `ko`).
    public func render(_ message: Message, in language: Language) -> String {
        var arguments: [String: String] = [:]
        for (name, value) in message.arguments {
            switch value {
            case .text(let text): arguments[name] = text
            case .message(let inner): arguments[name] = render(inner, in: language)
            case .perLanguage(let en, let ko): arguments[name] = language == .ko ? ko : en
            }
        }
        if let template = template(message.key, language) {
            return template.render(arguments) { [self] value in
                lock.lock(); guesses.append(value); lock.unlock()
            }
        }
        if let text = BootstrapMessages.text(message.key, language) {
            return Template(parsing: text).render(arguments)
        }
        return "‹\(message.key)›"
    }

    /// The parsed template of `key`, parsed on first use and kept.
    private func template(_ key: String, _ language: Language) -> Template? {
        let catalog = self.catalog(language)
        lock.lock(); defer { lock.unlock() }
        if let t = templates[language]?[key] { return t }
        guard let entry = catalog[key] else { return nil }
        let t = entry.template
        templates[language, default: [:]][key] = t
        return t
    }

    /// Values a particle followed whose reading was guessed (a Latin word before `{x|을/를}`), since
    /// the last call; the Korean tour test expects none.
    public func takeParticleGuesses() -> [String] {
        lock.lock(); defer { lock.unlock() }
        let g = guesses
        guesses = []
        return g
    }
}
