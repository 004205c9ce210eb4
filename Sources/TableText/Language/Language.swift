import MessageCatalog
/// The language the learner reads. Every message exists in Korean and English; `both` shows the two
/// together. API names (`cellForRowAt`) are never translated.
public enum Language: String, Sendable, CaseIterable {
    case en, ko, both

    /// The message in this language.
    ///
    /// `both` has one layout everywhere: English first, then Korean. Inside a line — a label in a
    /// picture, a note, a summary — the two are joined by `" / "` (`reuse queue / 재사용 큐`); a
    /// message that stands on its own lines — an error, a warning, a help paragraph — is shown as
    /// its English lines, then its Korean lines (`block`). `" · "` is never a language separator: it
    /// separates the parts of a line.
    public func text(_ message: Message, catalogs: MessageCatalogs = .shared) -> String {
        pick(message, catalogs: catalogs, separator: Language.inlineSeparator)
    }

    /// The message as a block of its own: `both` puts the Korean lines under the English ones.
    public func block(_ message: Message, catalogs: MessageCatalogs = .shared) -> String {
        pick(message, catalogs: catalogs, separator: "\n")
    }

    /// The separator between the English and the Korean half of an inline text in `both`.
    public static let inlineSeparator = " / "

    /// Two texts that are not catalog messages — a lesson's or a glossary entry's own English and
    /// Korean, read from its file — in the same layout as `text(_:)` (`block: true` as `block(_:)`).
    public func choose(en: String, ko: String, block: Bool = false) -> String {
        switch self {
        case .en: return en
        case .ko: return ko
        case .both:
            guard en != ko else { return en }
            return block ? en + "\n" + ko : Language.withoutTrailingColon(en, ifAlsoIn: ko) + Language.inlineSeparator + ko
        }
    }

    private func pick(_ message: Message, catalogs: MessageCatalogs, separator: String) -> String {
        switch self {
        case .en, .ko:
            return catalogs.render(message, in: self)
        case .both:
            let en = catalogs.render(message, in: .en), ko = catalogs.render(message, in: .ko)
            guard en != ko else { return en }
            if separator == "\n" { return en + "\n" + ko }
            return Language.withoutTrailingColon(en, ifAlsoIn: ko) + separator + ko
        }
    }

    /// A label that introduces a value (`"the app crashed: "`, `"앱이 죽었습니다: "`) keeps its colon
    /// only after the Korean half, so the value that follows belongs to both: "the app crashed /
    /// 앱이 죽었습니다: ***…".
    /// `en` without its trailing `":"` (and the spaces around it) when `ko` ends the same way.
    static func withoutTrailingColon(_ en: String, ifAlsoIn ko: String) -> String {
        func trimmed(_ s: String) -> Substring {
            var t = Substring(s)
            while t.last == " " { t.removeLast() }
            return t
        }
        let e = trimmed(en), k = trimmed(ko)
        guard e.last == ":", k.last == ":" else { return en }
        return String(trimmed(String(e.dropLast())))
    }

    /// The default from the environment: Korean when `LC_ALL`, `LC_MESSAGES` or `LANG` (first one set)
    /// starts with `ko`, else English.
    public static func fromEnvironment(_ environment: [String: String]) -> Language {
        for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[key], !value.isEmpty {
                return value.lowercased().hasPrefix("ko") ? .ko : .en
            }
        }
        return .en
    }
}
