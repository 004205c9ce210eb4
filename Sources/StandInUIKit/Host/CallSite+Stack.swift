@_spi(Internal) import Runtime

extension CallSite {
    /// The learner's line that called into the stand-in, read from the stack: for the calls Swift
    /// gives no `#line` to (an initializer that must keep Foundation's signature). The first frame
    /// with a source location outside this module is the caller; the learner's file must be
    /// compiled with `-g`. Unknown (line 0) if no frame has one.
    ///
    /// Paid for every image set and every `Data(contentsOf:)`, so kept cheap. The stack is captured
    /// with the process's image map read once (`StackSites.images`): capturing it the default way
    /// reads the map again each time, a few tenths of a millisecond, and tens when the machine is
    /// busy — the slowest runs of a command. Its frames are looked up in what each return address
    /// symbolicated to before (`StackSites`); a stack with a new frame is symbolicated, with the
    /// same map, and what it says is kept. `warmUp()` pays the first symbolication (the binaries'
    /// symbols and line tables read) when the app starts, not in the first command that sets an
    /// image.
    static func caller() -> CallSite {
        let sites = StackSites.shared
        let images = sites.images
        guard let backtrace = try? Backtrace.capture(algorithm: .fast, limit: 16, images: images) else { return .unknown }
        let addresses = backtrace.frames.map(StackSites.address)
        if let known = sites.site(for: addresses) { return known }
        guard let frames = sites.executableFrames(of: backtrace).symbolicated(with: images)?.frames else { return .unknown }
        let ownFolder = "/" + String(describing: #fileID).split(separator: "/")[0] + "/"
        for frame in frames {
            guard let location = frame.symbol?.sourceLocation, location.line > 0, !location.path.isEmpty,
                  !location.path.contains("/Sources" + ownFolder) else { continue }
            let site = CallSite(file: String(location.path.split(separator: "/").last ?? ""), line: UInt(location.line))
            let answer = StackSites.address(frame.captured)
            if answer != 0, answer != addresses.first { sites.learn(addresses, answer: answer, site: site) }
            return site
        }
        sites.learn(addresses, answer: nil, site: .unknown)
        return .unknown
    }

    /// Reads the image map and symbolicates one stack (this one, in the stand-in and the app's
    /// `main`), so the binaries' symbols and line tables are loaded: called once when the app
    /// starts, before its first request.
    static func warmUp() {
        _ = caller()
    }

    /// A site that could not be found.
    public static let unknown = CallSite(file: "", line: 0)
}

/// What the return addresses seen so far symbolicate to, for `CallSite.caller()`: an address whose
/// frames all lie in the stand-in (or have no line) is skipped; an address whose frames name a
/// learner's line is that line. Symbolication is a function of the address (one binary, one
/// process), so an answer made from these is the answer a full symbolication gives. Used on the
/// process's one thread, where all of the learner's code runs. The image map is read once: the
/// learner's code loads no library (only UIKit and Foundation are imported), and a frame in one
/// loaded later would only go without a line.
final class StackSites {
    nonisolated(unsafe) static let shared = StackSites()

    private var map: ImageMap?
    private var skipped: Set<UInt64> = []
    private var sites: [UInt64: CallSite] = [:]
    /// Symbolications done (for tests: a stack seen before costs none).
    private(set) var symbolications = 0

    /// The process's images, read once: a capture given them does not read them again.
    var images: ImageMap {
        if let map { return map }
        let captured = ImageMap.capture()
        map = captured
        return captured
    }

    /// The image index of the app's executable, where the learner's file is compiled (the stand-in
    /// is a library of its own): nil when it cannot be told.
    private lazy var executable: Int? = {
        var path = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink("/proc/self/exe", &path, path.count - 1)
        guard n > 0 else { return nil }
        let exe = String(decoding: path[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return images.firstIndex { $0.path == exe }.map { images.distance(from: images.startIndex, to: $0) }
    }()

    /// The frames of `backtrace` in the app's executable only: the learner's line is there, and
    /// symbolicating the libraries' frames (the stand-in's, Foundation's, the C library's) read
    /// their symbols and line tables — seconds for a release build of the stand-in. The whole
    /// backtrace when the executable is not known.
    func executableFrames(of backtrace: Backtrace) -> Backtrace {
        guard let executable else { return backtrace }
        let map = images
        let frames: [RichFrame<UInt64>] = backtrace.frames.compactMap { frame in
            guard case .returnAddress(let address) = frame, let value = UInt64(address),
                  map.indexOfImage(at: address) == executable else { return nil }
            return .returnAddress(value)
        }
        return Backtrace(architecture: backtrace.architecture, frames: frames, images: map)
    }

    /// The address a frame is symbolicated at (a return address less one); 0 for a frame that is
    /// not one (`omittedFrames`, `truncated`), never kept.
    static func address(_ frame: Backtrace.Frame) -> UInt64 {
        switch frame {
        case .programCounter, .returnAddress, .asyncResumePoint: return UInt64(frame.adjustedProgramCounter) ?? 0
        case .omittedFrames, .truncated: return 0
        @unknown default: return 0
        }
    }

    /// The site of a stack whose frames, from the top, are all known up to the one that names the
    /// line (or to the end: unknown); nil when a frame is new.
    func site(for addresses: [UInt64]) -> CallSite? {
        for address in addresses {
            guard address != 0 else { return nil }
            if let site = sites[address] { return site }
            guard skipped.contains(address) else { return nil }
        }
        return .unknown
    }

    /// After a full symbolication: the frames above `answer` (the address whose frame named `site`;
    /// nil when none did) were all skipped.
    func learn(_ addresses: [UInt64], answer: UInt64?, site: CallSite) {
        symbolications += 1
        let end: Int
        if let answer {
            guard let i = addresses.firstIndex(of: answer) else { return }
            end = i
        } else {
            end = addresses.count
        }
        let above = addresses[..<end]
        // A frame that is no address above the answer: nothing can be said of the stack.
        guard !above.contains(0) else { return }
        skipped.formUnion(above)
        if let answer { sites[answer] = site }
    }
}
