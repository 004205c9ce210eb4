/// The language the learner reads. Every message exists in Korean and English; `both` shows the two
/// together. API names (`cellForRowAt`) are never translated.
public enum Language: String, Sendable, CaseIterable {
    case en, ko, both

    /// Picks the text for this language; `both` joins them as "English · 한국어" (or on two lines
    /// when `separator` says so).
    ///
    /// A label that introduces a value (`"the app crashed: "`, `"앱이 죽었습니다: "`) keeps its colon
    /// only after the Korean half, so the value that follows belongs to both: "the app crashed ·
    /// 앱이 죽었습니다: ***…" — not "the app crashed:  · 앱이 죽었습니다: ***…", where the English
    /// half is left dangling.
    public func text(_ en: String, _ ko: String, separator: String = " · ") -> String {
        switch self {
        case .en: return en
        case .ko: return ko
        case .both:
            guard en != ko else { return en }
            return Language.withoutTrailingColon(en, ifAlsoIn: ko) + separator + ko
        }
    }

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
