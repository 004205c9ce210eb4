// The wire's encoding: each message is a tag byte per enum case followed by its values, written by
// hand. Measured before choosing (a release build, 100-byte messages): Foundation's JSONEncoder and
// JSONDecoder took 80 to 270 µs a message on this machine, and a row shown exchanges about ten —
// most of a command's time on a learner's app. These take a few microseconds. Integers are
// variable-length (zigzag for signed ones), doubles their IEEE bits (infinity and NaN included),
// strings and arrays their count first.

/// A value that goes over the wire in the compact encoding.
public protocol WireCodable {
    func write(to writer: inout WireWriter)
    init(from reader: inout WireReader) throws(WireCodecError)
}

/// A message that could not be read: cut short, or a tag no case has.
public struct WireCodecError: Error, Sendable, Equatable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) { self.description = description }
}

/// Writes values into bytes.
public struct WireWriter {
    public private(set) var bytes: [UInt8] = []

    public init() { bytes.reserveCapacity(64) }

    public mutating func byte(_ b: UInt8) { bytes.append(b) }

    public mutating func uint(_ v: UInt64) {
        var v = v
        while v >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: v) | 0x80)
            v >>= 7
        }
        bytes.append(UInt8(v))
    }

    public mutating func int(_ v: Int) { uint(UInt64(bitPattern: Int64((v << 1) ^ (v >> (Int.bitWidth - 1))))) }
    public mutating func bool(_ v: Bool) { bytes.append(v ? 1 : 0) }
    public mutating func double(_ v: Double) {
        let bits = v.bitPattern
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift))) }
    }

    public mutating func string(_ s: String) {
        var s = s
        s.withUTF8 { utf8 in
            uint(UInt64(utf8.count))
            bytes.append(contentsOf: utf8)
        }
    }

    public mutating func data(_ b: [UInt8]) {
        uint(UInt64(b.count))
        bytes.append(contentsOf: b)
    }

    public mutating func value<T: WireCodable>(_ v: T) { v.write(to: &self) }

    public mutating func optional<T>(_ v: T?, _ write: (inout WireWriter, T) -> Void) {
        if let v {
            bytes.append(1)
            write(&self, v)
        } else {
            bytes.append(0)
        }
    }

    public mutating func array<T>(_ v: [T], _ write: (inout WireWriter, T) -> Void) {
        uint(UInt64(v.count))
        for e in v { write(&self, e) }
    }
}

/// Reads values from a message's bytes, in the order they were written.
public struct WireReader {
    private let bytes: ArraySlice<UInt8>
    private var at: Int

    public init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        self.at = bytes.startIndex
    }

    /// Whether every byte was read (a message with bytes left over is not one).
    public var isAtEnd: Bool { at == bytes.endIndex }

    public mutating func byte() throws(WireCodecError) -> UInt8 {
        guard at < bytes.endIndex else { throw WireCodecError("a message cut short") }
        defer { at += 1 }
        return bytes[at]
    }

    public mutating func uint() throws(WireCodecError) -> UInt64 {
        var v: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let b = try byte()
            guard shift < 64 else { throw WireCodecError("a number too long") }
            v |= UInt64(b & 0x7F) << shift
            if b < 0x80 { return v }
            shift += 7
        }
    }

    public mutating func int() throws(WireCodecError) -> Int {
        let z = try uint()
        return Int(truncatingIfNeeded: Int64(bitPattern: (z >> 1) ^ (0 &- (z & 1))))
    }

    public mutating func bool() throws(WireCodecError) -> Bool {
        switch try byte() {
        case 0: return false
        case 1: return true
        case let b: throw WireCodecError("\(b) is not a yes or no")
        }
    }

    public mutating func double() throws(WireCodecError) -> Double {
        var bits: UInt64 = 0
        for shift in stride(from: 0, to: 64, by: 8) { bits |= UInt64(try byte()) << UInt64(shift) }
        return Double(bitPattern: bits)
    }

    private mutating func count() throws(WireCodecError) -> Int {
        let n = try uint()
        guard n <= UInt64(bytes.endIndex - at) else { throw WireCodecError("a count of \(n) past the message's end") }
        return Int(n)
    }

    public mutating func string() throws(WireCodecError) -> String {
        let n = try count()
        defer { at += n }
        return String(decoding: bytes[at..<at + n], as: UTF8.self)
    }

    public mutating func data() throws(WireCodecError) -> [UInt8] {
        let n = try count()
        defer { at += n }
        return Array(bytes[at..<at + n])
    }

    public mutating func value<T: WireCodable>(_: T.Type = T.self) throws(WireCodecError) -> T { try T(from: &self) }

    public mutating func optional<T>(_ read: (inout WireReader) throws(WireCodecError) -> T) throws(WireCodecError) -> T? {
        try bool() ? try read(&self) : nil
    }

    public mutating func array<T>(_ read: (inout WireReader) throws(WireCodecError) -> T) throws(WireCodecError) -> [T] {
        let n = try count()   // each element is at least a byte
        var out: [T] = []
        out.reserveCapacity(n)
        for _ in 0..<n { out.append(try read(&self)) }
        return out
    }

    /// A tag no case has.
    public func unknown(_ tag: UInt8, _ type: String) -> WireCodecError { WireCodecError("\(tag) is no \(type)") }
}

// MARK: Values

extension WireSite: WireCodable {
    public func write(to w: inout WireWriter) {
        w.string(file)
        w.uint(UInt64(line))
    }

    public init(from r: inout WireReader) throws(WireCodecError) {
        self.init(file: try r.string(), line: UInt(truncatingIfNeeded: try r.uint()))
    }
}

extension WirePath: WireCodable {
    public func write(to w: inout WireWriter) {
        w.int(section)
        w.int(row)
    }

    public init(from r: inout WireReader) throws(WireCodecError) {
        self.init(section: try r.int(), row: try r.int())
    }
}

extension WireQueue: WireCodable {
    public func write(to w: inout WireWriter) {
        switch self {
        case .main: w.byte(0)
        case .global(let qos): w.byte(1); w.string(qos)
        case .serial(let label): w.byte(2); w.string(label)
        }
    }

    public init(from r: inout WireReader) throws(WireCodecError) {
        switch try r.byte() {
        case 0: self = .main
        case 1: self = .global(qos: try r.string())
        case 2: self = .serial(label: try r.string())
        case let t: throw r.unknown(t, "queue")
        }
    }
}

extension WirePart: WireCodable {
    private static let all: [WirePart] = [.cell, .contentView, .textLabel, .detailTextLabel, .imageView, .other]

    public func write(to w: inout WireWriter) { w.byte(UInt8(Self.all.firstIndex(of: self)!)) }

    public init(from r: inout WireReader) throws(WireCodecError) {
        let t = try r.byte()
        guard Int(t) < Self.all.count else { throw r.unknown(t, "part of a cell") }
        self = Self.all[Int(t)]
    }
}

extension WireChange: WireCodable {
    public func write(to w: inout WireWriter) {
        switch self {
        case .text(let text): w.byte(0); w.optional(text) { $0.string($1) }
        case .image(let url, let name, let isNil):
            w.byte(1); w.optional(url) { $0.string($1) }; w.optional(name) { $0.string($1) }; w.bool(isNil)
        case .accessoryType(let type): w.byte(2); w.int(type)
        case .alpha(let alpha): w.byte(3); w.double(alpha)
        case .selected(let selected): w.byte(4); w.bool(selected)
        case .hidden(let hidden): w.byte(5); w.bool(hidden)
        case .needsLayout(let site): w.byte(6); w.value(site)
        }
    }

    public init(from r: inout WireReader) throws(WireCodecError) {
        switch try r.byte() {
        case 0: self = .text(try r.optional { r throws(WireCodecError) in try r.string() })
        case 1:
            let url = try r.optional { r throws(WireCodecError) in try r.string() }
            let name = try r.optional { r throws(WireCodecError) in try r.string() }
            self = .image(url: url, name: name, isNil: try r.bool())
        case 2: self = .accessoryType(try r.int())
        case 3: self = .alpha(try r.double())
        case 4: self = .selected(try r.bool())
        case 5: self = .hidden(try r.bool())
        case 6: self = .needsLayout(try r.value())
        case let t: throw r.unknown(t, "view change")
        }
    }
}

extension WireDownload: WireCodable {
    public func write(to w: inout WireWriter) {
        switch self {
        case .data(let bytes): w.byte(0); w.data(bytes)
        case .error(let code): w.byte(1); w.int(code)
        }
    }

    public init(from r: inout WireReader) throws(WireCodecError) {
        switch try r.byte() {
        case 0: self = .data(try r.data())
        case 1: self = .error(code: try r.int())
        case let t: throw r.unknown(t, "download")
        }
    }
}

extension WireDequeue: WireCodable {
    public func write(to w: inout WireWriter) {
        switch self {
        case .reuse(let cell): w.byte(0); w.int(cell)
        case .makeNew(let cell): w.byte(1); w.int(cell)
        case .same(let cell): w.byte(40); w.int(cell)
        }
    }

    public init(from r: inout WireReader) throws(WireCodecError) {
        switch try r.byte() {
        case 0: self = .reuse(cell: try r.int())
        case 1: self = .makeNew(cell: try r.int())
        case 40: self = .same(cell: try r.int())
        case let t: throw r.unknown(t, "dequeue answer")
        }
    }
}

extension WireDequeueOffer: WireCodable {
    public func write(to w: inout WireWriter) {
        // In the identifiers' order, so the same offer is the same bytes.
        w.array(reuse.sorted { $0.key < $1.key }) { w, entry in
            w.string(entry.key)
            w.int(entry.value)
        }
        w.int(newCell)
    }

    public init(from r: inout WireReader) throws(WireCodecError) {
        let entries = try r.array { r throws(WireCodecError) in (try r.string(), try r.int()) }
        self.init(reuse: Dictionary(entries, uniquingKeysWith: { first, _ in first }), newCell: try r.int())
    }
}

// MARK: Parent → child

extension AppRequest: WireCodable {
    public func write(to w: inout WireWriter) {
        switch self {
        case .launch: w.byte(0)
        case .didAppear: w.byte(1)
        case .numberOfSections: w.byte(2)
        case .numberOfRows(let section): w.byte(3); w.int(section)
        case .estimatedRowHeight: w.byte(4)
        case .rowHeight: w.byte(5)
        case .heightForRow(let path): w.byte(6); w.value(path)
        case .titleForHeader(let section): w.byte(7); w.int(section)
        case .sectionHeaderHeight: w.byte(8)
        case .sectionIndexTitles: w.byte(9)
        case .cellForRow(let path, let offer, let display):
            w.byte(10); w.value(path); w.optional(offer) { $0.value($1) }; w.bool(display)
        case .willDisplay(let cell, let path): w.byte(11); w.int(cell); w.value(path)
        case .didEndDisplaying(let cell, let path): w.byte(12); w.int(cell); w.value(path)
        case .prefetch(let paths): w.byte(13); w.array(paths) { $0.value($1) }
        case .cancelPrefetch(let paths): w.byte(14); w.array(paths) { $0.value($1) }
        case .willSelect(let path): w.byte(15); w.value(path)
        case .didSelect(let path): w.byte(16); w.value(path)
        case .didDeselect(let path): w.byte(17); w.value(path)
        case .setSelected(let cell, let selected): w.byte(18); w.int(cell); w.bool(selected)
        case .run(let item): w.byte(19); w.int(item)
        case .complete(let task, let download): w.byte(20); w.int(task); w.value(download)
        case .quit: w.byte(21)
        case .canEditRow(let path): w.byte(40); w.value(path)
        case .commitDelete(let path): w.byte(41); w.value(path)
        case .reconfigureCell(let path): w.byte(42); w.value(path)
        case .viewForHeader(let section): w.byte(43); w.int(section)
        case .willDisplayHeader(let view, let section): w.byte(44); w.int(view); w.int(section)
        case .didEndDisplayingHeader(let view, let section): w.byte(45); w.int(view); w.int(section)
        case .allowsMultipleSelection: w.byte(46)
        case .runOnWorker(let item): w.byte(60); w.int(item)
        case .resume(let token, let answer): w.byte(61); w.int(token); w.value(answer)
        case .fork: w.byte(100)
        }
    }

    public init(from r: inout WireReader) throws(WireCodecError) {
        switch try r.byte() {
        case 0: self = .launch
        case 1: self = .didAppear
        case 2: self = .numberOfSections
        case 3: self = .numberOfRows(section: try r.int())
        case 4: self = .estimatedRowHeight
        case 5: self = .rowHeight
        case 6: self = .heightForRow(try r.value())
        case 7: self = .titleForHeader(section: try r.int())
        case 8: self = .sectionHeaderHeight
        case 9: self = .sectionIndexTitles
        case 10:
            let path: WirePath = try r.value()
            let offer = try r.optional { r throws(WireCodecError) in try r.value(WireDequeueOffer.self) }
            self = .cellForRow(path, dequeue: offer, thenWillDisplay: try r.bool())
        case 11: self = .willDisplay(cell: try r.int(), try r.value())
        case 12: self = .didEndDisplaying(cell: try r.int(), try r.value())
        case 13: self = .prefetch(try r.array { r throws(WireCodecError) in try r.value(WirePath.self) })
        case 14: self = .cancelPrefetch(try r.array { r throws(WireCodecError) in try r.value(WirePath.self) })
        case 15: self = .willSelect(try r.value())
        case 16: self = .didSelect(try r.value())
        case 17: self = .didDeselect(try r.value())
        case 18: self = .setSelected(cell: try r.int(), try r.bool())
        case 19: self = .run(workItem: try r.int())
        case 20: self = .complete(dataTask: try r.int(), try r.value())
        case 21: self = .quit
        case 40: self = .canEditRow(try r.value())
        case 41: self = .commitDelete(try r.value())
        case 42: self = .reconfigureCell(try r.value())
        case 43: self = .viewForHeader(section: try r.int())
        case 44:
            let view = try r.int()
            self = .willDisplayHeader(view: view, section: try r.int())
        case 45:
            let view = try r.int()
            self = .didEndDisplayingHeader(view: view, section: try r.int())
        case 46: self = .allowsMultipleSelection
        case 60: self = .runOnWorker(workItem: try r.int())
        case 61: self = .resume(token: try r.int(), answer: try r.value())
        case 100: self = .fork
        case let t: throw r.unknown(t, "request")
        }
    }
}

extension HostAnswer: WireCodable {
    public func write(to w: inout WireWriter) {
        switch self {
        case .ok: w.byte(0)
        case .dequeue(let answer): w.byte(1); w.value(answer)
        case .cell(let cell): w.byte(2); w.optional(cell) { $0.int($1) }
        case .paths(let paths): w.byte(3); w.array(paths) { $0.value($1) }
        case .path(let path): w.byte(4); w.optional(path) { $0.value($1) }
        case .bool(let value): w.byte(5); w.bool(value)
        case .time(let ns): w.byte(6); w.uint(ns)
        case .download(let download): w.byte(7); w.value(download)
        case .raise(let name, let reason): w.byte(40); w.string(name); w.string(reason)
        case .suspend(let token): w.byte(60); w.int(token)
        }
    }

    public init(from r: inout WireReader) throws(WireCodecError) {
        switch try r.byte() {
        case 0: self = .ok
        case 1: self = .dequeue(try r.value())
        case 2: self = .cell(try r.optional { r throws(WireCodecError) in try r.int() })
        case 3: self = .paths(try r.array { r throws(WireCodecError) in try r.value(WirePath.self) })
        case 4: self = .path(try r.optional { r throws(WireCodecError) in try r.value(WirePath.self) })
        case 5: self = .bool(try r.bool())
        case 6: self = .time(try r.uint())
        case 7: self = .download(try r.value())
        case 40:
            let name = try r.string()
            self = .raise(name: name, reason: try r.string())
        case 60: self = .suspend(token: try r.int())
        case let t: throw r.unknown(t, "answer")
        }
    }
}

extension ParentMessage: WireCodable {
    public func write(to w: inout WireWriter) {
        switch self {
        case .request(let request): w.byte(0); w.value(request)
        case .answer(let answer): w.byte(1); w.value(answer)
        }
    }

    public init(from r: inout WireReader) throws(WireCodecError) {
        switch try r.byte() {
        case 0: self = .request(try r.value())
        case 1: self = .answer(try r.value())
        case let t: throw r.unknown(t, "parent's message")
        }
    }
}

// MARK: Child → parent

extension AppReply: WireCodable {
    public func write(to w: inout WireWriter) {
        switch self {
        case .done: w.byte(0)
        case .count(let n): w.byte(1); w.int(n)
        case .height(let h): w.byte(2); w.optional(h) { $0.double($1) }
        case .cell(let cell): w.byte(3); w.int(cell)
        case .implemented(let yes): w.byte(4); w.bool(yes)
        case .path(let path): w.byte(5); w.optional(path) { $0.value($1) }
        case .title(let title): w.byte(6); w.optional(title) { $0.string($1) }
        case .titles(let titles): w.byte(7); w.optional(titles) { w, titles in w.array(titles) { $0.string($1) } }
        case .flag(let yes): w.byte(40); w.bool(yes)
        case .headerView(let view): w.byte(41); w.optional(view) { $0.int($1) }
        case .suspended(let token): w.byte(60); w.int(token)
        case .forked(let pid): w.byte(100); w.int(pid)
        }
    }

    public init(from r: inout WireReader) throws(WireCodecError) {
        switch try r.byte() {
        case 0: self = .done
        case 1: self = .count(try r.int())
        case 2: self = .height(try r.optional { r throws(WireCodecError) in try r.double() })
        case 3: self = .cell(try r.int())
        case 4: self = .implemented(try r.bool())
        case 5: self = .path(try r.optional { r throws(WireCodecError) in try r.value(WirePath.self) })
        case 6: self = .title(try r.optional { r throws(WireCodecError) in try r.string() })
        case 7:
            self = .titles(try r.optional { r throws(WireCodecError) in
                try r.array { r throws(WireCodecError) in try r.string() }
            })
        case 40: self = .flag(try r.bool())
        case 41: self = .headerView(try r.optional { r throws(WireCodecError) in try r.int() })
        case 60: self = .suspended(token: try r.int())
        case 100: self = .forked(pid: try r.int())
        case let t: throw r.unknown(t, "reply")
        }
    }
}

extension HostCall: WireCodable {
    public func write(to w: inout WireWriter) {
        switch self {
        case .register(let identifier, let cellClass, let site):
            w.byte(0); w.string(identifier); w.optional(cellClass) { $0.string($1) }; w.value(site)
        case .dequeue(let identifier, let path, let site, let offered):
            w.byte(1); w.string(identifier); w.optional(path) { $0.value($1) }; w.value(site); w.bool(offered)
        case .didMake(let cell, let identifier, let cellClass, let site):
            w.byte(2); w.int(cell); w.string(identifier); w.string(cellClass); w.value(site)
        case .adopt(let cellClass, let reuseIdentifier):
            w.byte(3); w.string(cellClass); w.optional(reuseIdentifier) { $0.string($1) }
        case .reloadData(let site): w.byte(4); w.value(site)
        case .visibleCell(let path, let site): w.byte(5); w.value(path); w.value(site)
        case .visibleRows: w.byte(6)
        case .pathOfCell(let cell): w.byte(7); w.int(cell)
        case .selectRow(let path, let animated, let site):
            w.byte(8); w.optional(path) { $0.value($1) }; w.bool(animated); w.value(site)
        case .deselectRow(let path, let animated, let site): w.byte(9); w.value(path); w.bool(animated); w.value(site)
        case .selectedRow: w.byte(10)
        case .viewChanged(let cell, let part, let change, let site):
            w.byte(11); w.optional(cell) { $0.int($1) }; w.value(part); w.value(change); w.optional(site) { $0.value($1) }
        case .isMainThread: w.byte(12)
        case .now: w.byte(13)
        case .schedule(let item, let queue, let deadline, let site):
            w.byte(14); w.int(item); w.value(queue); w.optional(deadline) { $0.uint($1) }; w.value(site)
        case .cancelWorkItem(let item, let site): w.byte(15); w.int(item); w.value(site)
        case .sleep(let seconds, let site): w.byte(16); w.double(seconds); w.value(site)
        case .contentsOf(let url, let site): w.byte(17); w.string(url); w.value(site)
        case .resumeDataTask(let task, let url, let site): w.byte(18); w.int(task); w.string(url); w.value(site)
        case .cancelDataTask(let task, let site): w.byte(19); w.int(task); w.value(site)
        case .didReuse(let cell): w.byte(48); w.int(cell)
        case .updateRows(let calls, let batch, let site): w.byte(40); w.array(calls) { $0.value($1) }; w.bool(batch); w.value(site)
        case .reloadRows(let paths, let site): w.byte(41); w.array(paths) { $0.value($1) }; w.value(site)
        case .reconfigureRows(let paths, let site): w.byte(42); w.array(paths) { $0.value($1) }; w.value(site)
        case .registerHeader(let identifier, let viewClass, let site):
            w.byte(43); w.string(identifier); w.optional(viewClass) { $0.string($1) }; w.value(site)
        case .dequeueHeader(let identifier, let section, let site): w.byte(44); w.string(identifier); w.int(section); w.value(site)
        case .didMakeHeader(let view, let identifier, let site): w.byte(45); w.int(view); w.string(identifier); w.value(site)
        case .applySnapshot(let snapshot, let mode, let site): w.byte(120); w.value(snapshot); w.value(mode); w.value(site)
        case .snapshotFault(let fault, let site): w.byte(121); w.value(fault); w.value(site)
        }
    }

    public init(from r: inout WireReader) throws(WireCodecError) {
        switch try r.byte() {
        case 0:
            let identifier = try r.string()
            let cellClass = try r.optional { r throws(WireCodecError) in try r.string() }
            self = .register(identifier: identifier, cellClass: cellClass, site: try r.value())
        case 1:
            let identifier = try r.string()
            let path = try r.optional { r throws(WireCodecError) in try r.value(WirePath.self) }
            let site: WireSite = try r.value()
            self = .dequeue(identifier: identifier, path: path, site: site, offered: try r.bool())
        case 2:
            let cell = try r.int()
            let identifier = try r.string()
            let cellClass = try r.string()
            self = .didMake(cell: cell, identifier: identifier, cellClass: cellClass, site: try r.value())
        case 3:
            let cellClass = try r.string()
            self = .adopt(cellClass: cellClass, reuseIdentifier: try r.optional { r throws(WireCodecError) in try r.string() })
        case 4: self = .reloadData(site: try r.value())
        case 5:
            let path: WirePath = try r.value()
            self = .visibleCell(path, site: try r.value())
        case 6: self = .visibleRows
        case 7: self = .pathOfCell(try r.int())
        case 8:
            let path = try r.optional { r throws(WireCodecError) in try r.value(WirePath.self) }
            let animated = try r.bool()
            self = .selectRow(path, animated: animated, site: try r.value())
        case 9:
            let path: WirePath = try r.value()
            let animated = try r.bool()
            self = .deselectRow(path, animated: animated, site: try r.value())
        case 10: self = .selectedRow
        case 11:
            let cell = try r.optional { r throws(WireCodecError) in try r.int() }
            let part: WirePart = try r.value()
            let change: WireChange = try r.value()
            self = .viewChanged(cell: cell, part: part, change, site: try r.optional { r throws(WireCodecError) in try r.value(WireSite.self) })
        case 12: self = .isMainThread
        case 13: self = .now
        case 14:
            let item = try r.int()
            let queue: WireQueue = try r.value()
            let deadline = try r.optional { r throws(WireCodecError) in try r.uint() }
            self = .schedule(workItem: item, queue: queue, deadline: deadline, site: try r.value())
        case 15:
            let item = try r.int()
            self = .cancelWorkItem(item, site: try r.value())
        case 16:
            let seconds = try r.double()
            self = .sleep(seconds: seconds, site: try r.value())
        case 17:
            let url = try r.string()
            self = .contentsOf(url: url, site: try r.value())
        case 18:
            let task = try r.int()
            let url = try r.string()
            self = .resumeDataTask(task, url: url, site: try r.value())
        case 19:
            let task = try r.int()
            self = .cancelDataTask(task, site: try r.value())
        case 48: self = .didReuse(cell: try r.int())
        case 40:
            let calls = try r.array { r throws(WireCodecError) in try r.value(WireUpdateCall.self) }
            let batch = try r.bool()
            self = .updateRows(calls, batch: batch, site: try r.value())
        case 41:
            let paths = try r.array { r throws(WireCodecError) in try r.value(WirePath.self) }
            self = .reloadRows(paths, site: try r.value())
        case 42:
            let paths = try r.array { r throws(WireCodecError) in try r.value(WirePath.self) }
            self = .reconfigureRows(paths, site: try r.value())
        case 43:
            let identifier = try r.string()
            let viewClass = try r.optional { r throws(WireCodecError) in try r.string() }
            self = .registerHeader(identifier: identifier, viewClass: viewClass, site: try r.value())
        case 44:
            let identifier = try r.string()
            let section = try r.int()
            self = .dequeueHeader(identifier: identifier, section: section, site: try r.value())
        case 45:
            let view = try r.int()
            let identifier = try r.string()
            self = .didMakeHeader(view: view, identifier: identifier, site: try r.value())
        case 120:
            let snapshot: WireSnapshot = try r.value()
            let mode: WireApplyMode = try r.value()
            self = .applySnapshot(snapshot, mode: mode, site: try r.value())
        case 121:
            let fault: WireSnapshotFault = try r.value()
            self = .snapshotFault(fault, site: try r.value())
        case let t: throw r.unknown(t, "host call")
        }
    }
}

extension ChildMessage: WireCodable {
    public func write(to w: inout WireWriter) {
        switch self {
        case .call(let call): w.byte(0); w.value(call)
        case .reply(let reply): w.byte(1); w.value(reply)
        case .raised(let name, let reason, let site): w.byte(2); w.string(name); w.string(reason); w.value(site)
        case .broken(let why): w.byte(3); w.string(why)
        }
    }

    public init(from r: inout WireReader) throws(WireCodecError) {
        switch try r.byte() {
        case 0: self = .call(try r.value())
        case 1: self = .reply(try r.value())
        case 2:
            let name = try r.string()
            let reason = try r.string()
            self = .raised(name: name, reason: reason, site: try r.value())
        case 3: self = .broken(try r.string())
        case let t: throw r.unknown(t, "child's message")
        }
    }
}

extension WireUpdateCall: WireCodable {
    public func write(to w: inout WireWriter) {
        switch self {
        case .insertRows(let paths): w.byte(0); w.array(paths) { $0.value($1) }
        case .deleteRows(let paths): w.byte(1); w.array(paths) { $0.value($1) }
        case .moveRow(let from, let to): w.byte(2); w.value(from); w.value(to)
        case .insertSections(let sections): w.byte(3); w.array(sections) { $0.int($1) }
        case .deleteSections(let sections): w.byte(4); w.array(sections) { $0.int($1) }
        case .reloadSections(let sections): w.byte(130); w.array(sections) { $0.int($1) }
        case .moveSection(let from, let to): w.byte(131); w.int(from); w.int(to)
        }
    }

    public init(from r: inout WireReader) throws(WireCodecError) {
        switch try r.byte() {
        case 0: self = .insertRows(try r.array { r throws(WireCodecError) in try r.value(WirePath.self) })
        case 1: self = .deleteRows(try r.array { r throws(WireCodecError) in try r.value(WirePath.self) })
        case 2:
            let from: WirePath = try r.value()
            self = .moveRow(from, try r.value())
        case 3: self = .insertSections(try r.array { r throws(WireCodecError) in try r.int() })
        case 4: self = .deleteSections(try r.array { r throws(WireCodecError) in try r.int() })
        case 130: self = .reloadSections(try r.array { r throws(WireCodecError) in try r.int() })
        case 131:
            let from = try r.int()
            self = .moveSection(from: from, to: try r.int())
        case let t: throw r.unknown(t, "update call")
        }
    }
}
