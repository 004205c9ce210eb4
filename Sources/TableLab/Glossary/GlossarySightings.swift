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

    public init() {}

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

    public var isEmpty: Bool { places.isEmpty }
}
