/// Where the learner met each glossary term in this session: "lesson 3", "help scroll".
///
/// Why: an entry that says "you met it in lesson 3" ties the definition back to something the learner
/// saw happen, which is the whole point of tablelab. A small value the session keeps and updates
/// whenever it prints lesson or help text (using `GlossaryLinker.termsMentioned(in:)`).
public struct GlossarySightings: Sendable, Equatable {
    /// How many places are remembered per term; the first ones are kept (where it was first met
    /// matters most).
    public static let limit = 5

    var places: [String: [String]] = [:]
    /// Texts the learner was shown, not yet matched against the glossary (`note`), oldest first.
    /// Matching waits until the glossary is needed anyway, so a session that never opens the
    /// glossary never loads it. Bounded: a text that already has `limit` contexts cannot add a
    /// sighting to any of its terms (each of them already has `limit` earlier ones), so it is not kept again.
    var unread: [(text: String, context: String)] = []
    var unreadContexts: [String: Int] = [:]

    public init() {}

    public static func == (a: GlossarySightings, b: GlossarySightings) -> Bool {
        a.places == b.places && a.unread.elementsEqual(b.unread, by: { $0 == $1 })
    }

    /// Remembers that `text` (a help page, the callbacks a command caused) was shown in `context`;
    /// its terms are found later, by `resolved(by:)`.
    public mutating func note(_ text: String, context: String) {
        guard !text.isEmpty, unreadContexts[text, default: 0] < GlossarySightings.limit,
              !unread.contains(where: { $0.text == text && $0.context == context })
        else { return }
        unread.append((text, context))
        unreadContexts[text, default: 0] += 1
    }

    /// These sightings with every noted text matched against the glossary's terms.
    public func resolved(by linker: GlossaryLinker) -> GlossarySightings {
        guard !unread.isEmpty else { return self }
        var out = GlossarySightings()
        out.places = places
        for seen in unread { out.record(linker.termsMentioned(in: seen.text), context: seen.context) }
        return out
    }

    /// Remembers that these entries appeared in `context` (a short phrase such as "lesson 3" or
    /// "help scroll"). Repeats of the same context are ignored.
    public mutating func record(_ entries: [GlossaryEntry], context: String) {
        for entry in entries {
            record(id: entry.id, context: context)
        }
    }

    /// Remembers one entry by id.
    public mutating func record(id: String, context: String) {
        var list = places[id, default: []]
        guard !list.contains(context), list.count < GlossarySightings.limit else { return }
        list.append(context)
        places[id] = list
    }

    /// The places this entry was met, in the order they happened; empty when never.
    public func sightings(of id: String) -> [String] {
        places[id] ?? []
    }

    public var isEmpty: Bool { places.isEmpty && unread.isEmpty }
}
