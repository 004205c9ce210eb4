import CYaml
import Yams

/// YAML as tablelab reads it from a data folder: no anchors, no aliases, a bounded number of nodes.
///
/// Why: an alias names a node written earlier, so nine aliases to a mapping of nine aliases … is a
/// 682-byte file that stands for 9^8 nodes (the "billion laughs"). Composing it is cheap, but anything
/// that walks the tree — the catalog reader, a hash of a key — walks every copy: 30 s and 1.8 GB at
/// start-up, 8 GB in `tablelab check`. Catalogs, lessons and glossary entries never need an alias
/// (each text is written where it is used), so they are refused outright, before anything is built,
/// by reading libyaml's event stream: one event per node as written, never per copy.
public enum SafeYAML {
    /// The most nodes (scalars, sequences, mappings, as written) one document may hold. The largest
    /// shipped file, a message catalog, has a few thousand; a lesson just under the 1 MiB file limit
    /// fewer than this. It bounds the work even for a file that is only big.
    public static let maxNodes = 200_000

    /// Why a text is not read.
    public struct Refusal: Error, Sendable, Equatable {
        public enum Kind: Sendable, Equatable {
            /// `&name` before a node.
            case anchor(String)
            /// `*name` in place of a node.
            case alias(String)
            /// More than `limit` nodes.
            case tooManyNodes(limit: Int)
        }

        public var kind: Kind
        /// 1-based line in the text given.
        public var line: Int
    }

    /// What reading the event stream found: the nodes read (as written) and the first refusal.
    public struct Scan: Sendable, Equatable {
        /// Nodes read before the scan ended: all of them, or up to the refusal.
        public var nodes: Int
        public var refusal: Refusal?
    }

    /// Reads the events of `text` up to the first anchor, alias or node past `maxNodes`. A text that
    /// is not valid YAML ends the scan without a refusal: `compose` then reports the YAML error itself,
    /// with its line, as before.
    public static func scan(_ text: String, maxNodes: Int = maxNodes) -> Scan {
        var bytes = Array(text.utf8)
        bytes.append(0)
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return Scan(nodes: 0, refusal: nil) }
        defer { yaml_parser_delete(&parser) }
        return bytes.withUnsafeBufferPointer { buffer -> Scan in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count - 1)
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            var nodes = 0
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else { return Scan(nodes: nodes, refusal: nil) }
                defer { yaml_event_delete(&event) }
                let line = Int(event.start_mark.line) + 1
                var anchor: UnsafeMutablePointer<yaml_char_t>?
                switch event.type {
                case YAML_STREAM_END_EVENT:
                    return Scan(nodes: nodes, refusal: nil)
                case YAML_ALIAS_EVENT:
                    return Scan(nodes: nodes, refusal: Refusal(kind: .alias(name(event.data.alias.anchor)), line: line))
                case YAML_SCALAR_EVENT:
                    anchor = event.data.scalar.anchor
                case YAML_SEQUENCE_START_EVENT:
                    anchor = event.data.sequence_start.anchor
                case YAML_MAPPING_START_EVENT:
                    anchor = event.data.mapping_start.anchor
                default:
                    continue
                }
                if let anchor {
                    return Scan(nodes: nodes, refusal: Refusal(kind: .anchor(name(anchor)), line: line))
                }
                nodes += 1
                if nodes > maxNodes {
                    return Scan(nodes: nodes, refusal: Refusal(kind: .tooManyNodes(limit: maxNodes), line: line))
                }
            }
        }
    }

    /// The one document in `text`, after `scan` found no anchor, alias or excess of nodes.
    ///
    /// - Throws: `Refusal`, or Yams' `YamlError` for text that is not valid YAML.
    public static func compose(_ text: String, resolver: Resolver) throws -> Node? {
        if let refusal = scan(text).refusal { throw refusal }
        return try Yams.compose(yaml: text, resolver, constructor, encoding)
    }

    /// The constructor and encoding every composition uses, made once: `Yams.compose` made its
    /// default constructor's tables (`Data`, `Date`, `NSNull`… and their type metadata) and read the
    /// whole process environment (for `YAMS_DEFAULT_ENCODING`) on every call, a sixteenth of a
    /// first `lesson N`, one composition per step (issue 17 §7). Composing builds nodes; a
    /// constructor only makes Swift values of them (`node.any`), which tablelab never asks for —
    /// it reads each value as the text written (`node.string`) — so this one has no tables.
    nonisolated(unsafe) static let constructor = Constructor([:], [:], [:])
    nonisolated(unsafe) static let encoding = Parser.Encoding.default  // an enum of two cases

    /// `compose` with Yams' default resolver, as far as anything tablelab reads can tell, without
    /// building that resolver unless it is needed.
    ///
    /// Why: Yams' default resolver compiles seven regular expressions the first time it is used, and
    /// matches each mapping key against them to tell `1` from `"1"` when it looks for duplicated
    /// keys — a third of the time a first `lesson N` spent reading its steps (issue 17 §7). tablelab
    /// reads every value as the text written (`node.string`), never its resolved type, so the tree
    /// is the same with the basic resolver (no rules: every scalar is a string). The one difference
    /// is that duplicated keys: the basic resolver sees `1:` and `"1":` as one key, the default one
    /// as two. So a duplicated-keys error is checked again with the default resolver, which gives
    /// exactly what it gave before (the same error, or the tree): every mapping the default one calls
    /// duplicated, the basic one does too, and every other error is libyaml's, the same for both.
    public static func compose(_ text: String) throws -> Node? {
        if let refusal = scan(text).refusal { throw refusal }
        do {
            return try Yams.compose(yaml: text, .basic, constructor, encoding)
        } catch let error as YamlError {
            guard case .duplicatedKeysInMapping = error else { throw error }
            return try Yams.compose(yaml: text, .default, constructor, encoding)
        }
    }

    /// Each scalar of `node` that holds a control character (`TerminalText.isControl`'s set, given as
    /// `isControl` because this module sits below TableText), with its 1-based line: what YAML decoded
    /// from escapes such as `"\e]0;…\a"`, `"\x9b"` or `"\u202E"`, which a scan of the raw file misses.
    ///
    /// A control character written raw in `source` (the YAML text) is left out: the scan of the raw
    /// file reports it already, in its own words.
    public static func controlScalars(in node: Node, source: String = "",
                                      isControl: (Unicode.Scalar) -> Bool) -> [(line: Int, scalars: [Unicode.Scalar])] {
        var found: [(line: Int, scalars: [Unicode.Scalar])] = []
        var raw: Set<Unicode.Scalar>?
        func writtenRaw(_ s: Unicode.Scalar) -> Bool {
            if raw == nil { raw = Set(source.unicodeScalars.filter(isControl)) }
            return raw!.contains(s)
        }
        func visit(_ node: Node) {
            switch node {
            case .scalar(let scalar):
                var list: [Unicode.Scalar] = []
                for s in scalar.string.unicodeScalars where isControl(s) && !list.contains(s) && !writtenRaw(s) { list.append(s) }
                if !list.isEmpty { found.append((line: (node.mark?.line ?? 1), scalars: list)) }
            case .mapping(let mapping):
                for (key, value) in mapping { visit(key); visit(value) }
            case .sequence(let sequence):
                for item in sequence { visit(item) }
            case .alias:
                break
            }
        }
        visit(node)
        return found
    }

    private static func name(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String {
        guard let pointer else { return "" }
        return String(cString: UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self))
    }
}
