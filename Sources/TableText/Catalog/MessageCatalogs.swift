import MessageCatalog
import Foundation

/// The catalogs this process shows messages from: `messages/en.yaml` and `messages/ko.yaml` in the
/// data folder (`DataLocator`), each read the first time a message in its language is shown.
///
/// Why a shared store and not a parameter: every picture and message in every module asks it, and the
/// answer is the same for the whole process — like the locale. Tests and `tablelab check PATH` point
/// it at another folder with `use(folder:)`.
///
/// When a catalog cannot be used — the data folder is missing or unusable, or its `en.yaml` is not
/// valid YAML, holds an alias, is a pipe — the messages come from the installed catalog instead
/// (`DataLocator.installedMessageFolders`), and `loadWarning` says so once at start-up: a teacher's
/// broken edit must not turn every line into `‹key›`, nor pass unnoticed. When no catalog at all can
/// be read, the messages that explain why come from `BootstrapMessages`; any other message shows its
/// key, `‹errors.unknownCommand›`, so nothing is silently blank.
public final class MessageCatalogs: @unchecked Sendable {
    public static let shared = MessageCatalogs()

    private let lock = NSLock()
    private var folder: URL??  // nil: not decided yet; .some(nil): no folder
    private var catalogs: [Language: Catalog] = [:]
    private var guesses: [String] = []
    /// Each template parsed so far, by language and key.
    private var templates: [Language: [String: Template]] = [:]
    /// Folders to read a catalog from when the data folder's cannot be used; nil: the installed ones.
    private var fallbacks: [URL]?
    /// Each language whose catalog did not load from the data folder: why, and what was used instead.
    private var failures: [Language: LoadFailure] = [:]

    /// A catalog that could not be used, and where its messages come from instead.
    public struct LoadFailure: Sendable, Equatable {
        /// The catalog file that failed (`…/messages/en.yaml`), or nil when there was no data folder.
        public var file: URL?
        /// What was wrong with it (nil when there was no file to read).
        public var problem: Catalog.Problem?
        /// The `messages/` folder used instead, or nil when none could be read.
        public var fallback: URL?
    }

    public init(folder: URL? = nil, fallbacks: [URL]? = nil) {
        if let folder { self.folder = .some(folder) }
        self.fallbacks = fallbacks
    }

    /// Read messages from `folder` (a `messages/` folder) from now on; when `fallbacks` is given, a
    /// catalog there that cannot be used is replaced by the first of them that can.
    public func use(folder: URL?, fallbacks: [URL]? = nil) {
        lock.lock(); defer { lock.unlock() }
        self.folder = .some(folder)
        if let fallbacks { self.fallbacks = fallbacks }
        catalogs = [:]
        templates = [:]
        failures = [:]
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

    /// The catalog of one language (`en` or `ko`), read on first use; a catalog that cannot be used
    /// (nothing in it could be read) is replaced by the first fallback that can, and recorded.
    public func catalog(_ language: Language) -> Catalog {
        lock.lock(); defer { lock.unlock() }
        if let c = catalogs[language] { return c }
        let name = "\(language.rawValue).yaml"
        var catalog = Catalog()
        var failure = LoadFailure(file: nil, problem: nil, fallback: nil)
        let folder = resolvedFolder()
        if let folder {
            let url = folder.appendingPathComponent(name)
            let (loaded, problems) = Catalog.load(from: url, plainFirst: true)
            catalog = loaded
            failure.file = url
            failure.problem = problems.first
        }
        if catalog.entries.isEmpty {
            let others = (fallbacks ?? DataLocator.installedMessageFolders())
                .filter { $0.standardizedFileURL.path != folder?.standardizedFileURL.path }
            for other in others {
                let (loaded, _) = Catalog.load(from: other.appendingPathComponent(name), plainFirst: true)
                if !loaded.entries.isEmpty {
                    catalog = loaded
                    failure.fallback = other
                    break
                }
            }
            failures[language] = failure
        }
        catalogs[language] = catalog
        return catalog
    }

    /// Why the catalog of `language` (both of them for `both`) could not be used, if it could not.
    public func failures(_ language: Language) -> [LoadFailure] {
        let languages: [Language] = language == .both ? [.en, .ko] : [language]
        for l in languages { _ = catalog(l) }
        lock.lock(); defer { lock.unlock() }
        return languages.compactMap { failures[$0] }
    }

    /// The one warning to show at start-up when a catalog of the data folder cannot be used (nil when
    /// all load, or when there is no data folder at all — that is reported on its own).
    public func loadWarning(_ language: Language) -> String? {
        let lines: [String] = failures(language).compactMap { failure in
            guard let file = failure.file else { return nil }
            let reason = failure.problem.map { L10n.Catalogs.atLine(line: String($0.line), problem: $0.message) }
                ?? L10n.Catalogs.unreadable(file: file.lastPathComponent)
            let shown = file.path.visibleControls
            if let fallback = failure.fallback {
                return language.block(L10n.Data.catalogBroken(file: shown, reason: reason, fallback: fallback.path.visibleControls), catalogs: self)
            }
            return language.block(L10n.Data.catalogNoFallback(file: shown, reason: reason), catalogs: self)
        }
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
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
