/// The language the learner reads. Every message exists in Korean and English; `both` shows the two
/// together. API names (`cellForRowAt`) are never translated.
public enum Language: String, Sendable, CaseIterable {
    case en, ko, both

    /// Picks the text for this language; `both` joins them as "English · 한국어" (or on two lines
    /// when `separator` says so).
    public func text(_ en: String, _ ko: String, separator: String = " · ") -> String {
        switch self {
        case .en: return en
        case .ko: return ko
        case .both: return en == ko ? en : en + separator + ko
        }
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
