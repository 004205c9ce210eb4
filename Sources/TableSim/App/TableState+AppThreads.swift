import AppWire
import DataSets

/// The learner's closures and downloads on the simulated clock (FIDELITY §8): nothing of theirs runs
/// at the same time as anything else. A closure given to a queue starts when its thread is free; a
/// blocking call (`Data(contentsOf:)`, `Thread.sleep`) keeps its thread busy for its duration.
///
/// A closure on a worker runs on a thread of its own in the app's process, one thread at a time
/// (strict hand-off): at a blocking call it is suspended, its worker busy, and it goes on when the
/// clock reaches the call's end — so what it does after the call (a `print`, a property it reads,
/// its `DispatchQueue.main.async`) happens then, interleaved with the main thread's work and the
/// other workers' in time order.
extension TableState {
    /// Runs app work where nothing can throw (a main-queue turn, the background catching up): a
    /// failure is kept and ends the command (`apply` rolls it back); later app work is skipped.
    mutating func appWork(_ rec: inout EventRecorder, _ body: (inout TableState, inout EventRecorder) throws -> Void) {
        guard rec.app != nil, rec.app?.failure == nil else { return }
        do {
            try body(&self, &rec)
        } catch let stop as AppStop {
            rec.app?.failure = stop
        } catch let crash as Crash {
            rec.app?.failure = crash.app ?? AppStop(kind: .exception, name: crash.exception, message: crash.reason)
        } catch {
            rec.app?.failure = AppStop(kind: .failed, name: "tablelab", message: "\(error)")
        }
    }

    // MARK: Downloads

    /// `Data(contentsOf:)` in the app's code: the calling thread waits for the whole download. On the
    /// main thread the download is drawn there; on a worker it is drawn on the network lane, inside
    /// the worker's block that waits for it — as tablelab's own app draws it — and the closure goes
    /// on (with the data) when the clock reaches the download's end (`suspendAppWorker`).
    mutating func appBlockingDownload(_ url: String, site: WireSite, _ rec: inout EventRecorder) -> HostAnswer {
        let path = imageRow(url)
        let ms = settings.latency + appJitter(url)
        let load = runtime.newLoad()
        let lane: Event.Thread = if case .worker = rec.app?.place { .network } else { .main }
        // The cell it is for names the start (and, on the main thread, the finish), as tablelab's app
        // names its downloads.
        let cell = rec.app?.cell
        let start = appEmit(.imageLoadStart, path, cell: cell, site: site, &rec) {
            $0.duration = ms
            $0.load = load
            $0.text = Event.Work.download.code
            $0.thread = lane
        }
        let kb = Double(appImageKB(url))
        let answer = HostAnswer.download(.data(Self.imageBytes(url)))
        if case .worker = rec.app?.place {
            var finish = Event(.imageLoadFinish, frame: 0, time: appNow(rec) + ms, path: path)
            finish.cause = start.id
            finish.site = site
            finish.value = kb
            finish.load = load
            finish.thread = .network
            if let suspended = suspendAppWorker(for: ms, answer: answer, finish: finish, &rec) { return suspended }
        }
        spendApp(ms, &rec)
        appEmit(.imageLoadFinish, path, cell: cell, cause: start.id, site: site, &rec) {
            $0.value = kb
            $0.load = load
            $0.thread = lane
        }
        return answer
    }

    /// `resume()` of a data task: the download is on the network at once; no thread waits.
    mutating func startAppDataTask(_ task: Int, url: String, site: WireSite, _ rec: inout EventRecorder) {
        let now = appNow(rec)
        let path = imageRow(url)
        let finish = now + settings.latency + appJitter(url)
        let load = runtime.newLoad()
        var e = Event(.imageLoadStart, frame: 0, time: now, path: path)
        e.cause = rec.app?.cause
        e.cell = rec.app?.cell
        e.thread = .network
        e.duration = finish - now
        e.load = load
        e.work = .dataTask
        e.text = Event.Work.dataTask.code
        e.site = site
        let started = recordApp(e, at: now, &rec)
        runtime.appDownloads.append(AppDownload(task: task, load: load, url: url, path: path,
                                                started: started.id == 0 ? nil : started.id, finishAt: finish, site: site,
                                                cell: rec.app?.cell))
    }

    /// `cancel()` of a data task: a download on its way stops, and its completion handler is called
    /// with `URLError(.cancelled)` (FIDELITY §8b.31); a finished one is not affected.
    mutating func cancelAppDataTask(_ task: Int, site: WireSite, _ rec: inout EventRecorder) {
        guard let i = runtime.appDownloads.firstIndex(where: { $0.task == task }) else { return }
        let download = runtime.appDownloads.remove(at: i)
        let now = appNow(rec)
        var e = Event(.imageLoadCancel, frame: 0, time: now, path: download.path)
        e.cause = rec.app?.cause
        e.cell = download.cell
        // Where `cancel()` was called, as tablelab's own app records it: on the main thread (usually
        // in prepareForReuse) no thread is named; on a worker, that worker.
        if case .worker(let w) = rec.app?.place { e.thread = .global(w + 1) }
        e.load = download.load
        e.text = "URLSessionDataTask.cancel()"
        e.cancelled = true
        e.site = site
        let cancel = recordApp(e, at: now, &rec)
        runtime.appBlocks.append(AppBlock(task: runtime.newTask(), work: .completion(task: task, .error(code: -999)),
                                          cause: cancel.id == 0 ? rec.app?.cause : cancel.id, site: download.site,
                                          readyAt: now, path: download.path, cell: download.cell))
    }

    /// The bytes `Data(contentsOf:)` reads for an image URL (what the stand-in's `UIImage(data:)`
    /// reads its URL back from: `TablelabImageData`).
    static func imageBytes(_ url: String) -> [UInt8] { Array("tablelab-image\n".utf8) + Array(url.utf8) }

    /// What the image of `url` weighs: its movie's, wherever its row is now (0: no movie's).
    private func appImageKB(_ url: String) -> Int {
        MovieThumbnails.rows[url].map { MovieThumbnails.kb[$0] } ?? 0
    }

    /// The latency jitter of the next download of `url`: drawn from the seed, the URL's movie (or its
    /// bytes) and the attempt, like tablelab's own downloads, so replays take the same times.
    private mutating func appJitter(_ url: String) -> Double {
        let key = MovieThumbnails.rows[url] ?? -1 - Int(Self.stableHash(url) % 1_000_000)
        let attempt = runtime.attempts[key, default: 0]
        runtime.attempts[key] = attempt + 1
        guard settings.jitter > 0 else { return 0 }
        return (Jitter.unit(seed: settings.seed, section: 0, row: key, attempt: attempt) * settings.jitter).rounded()
    }

    /// FNV-1a: the same URL gives the same number in every run (Swift's `hashValue` does not).
    private static func stableHash(_ s: String) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in s.utf8 { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
        return h
    }

    // MARK: Threads

    /// The background of a learner's app up to `time`: downloads finish (their completion handlers
    /// wait for a worker), and closures start on the worker that frees up first, in the order they
    /// were given, and run to completion.
    mutating func advanceAppBackground(to time: Double, _ rec: inout EventRecorder) {
        if runtime.workerFreeAt.count != settings.workers { resizeWorkers(now: rec.clock.now) }
        while rec.app?.failure == nil {
            let finish = runtime.appDownloads.indices.min { runtime.appDownloads[$0].finishAt < runtime.appDownloads[$1].finishAt }
            let next = nextAppBlock()
            let finishAt = finish.map { runtime.appDownloads[$0].finishAt } ?? .infinity
            let startAt = next?.start ?? .infinity
            // A closure waiting in a blocking call goes on when the clock reaches the call's end, in
            // time order (the first suspended among equal times first), before what else happens then.
            let waiting = runtime.appSuspended.indices.min { runtime.appSuspended[$0].resumeAt < runtime.appSuspended[$1].resumeAt }
            if let waiting, runtime.appSuspended[waiting].resumeAt <= time,
               runtime.appSuspended[waiting].resumeAt <= min(finishAt, startAt) {
                resumeAppBlock(runtime.appSuspended.remove(at: waiting), &rec)
                continue
            }
            if let finish, finishAt <= time, finishAt <= startAt {
                let download = runtime.appDownloads.remove(at: finish)
                let kb = Double(appImageKB(download.url))
                let done = rec.emit(.imageLoadFinish, at: download.finishAt, download.path, cause: download.started) {
                    $0.thread = .network
                    $0.load = download.load
                    $0.value = kb
                    $0.site = download.site
                }
                runtime.appBlocks.append(AppBlock(task: runtime.newTask(),
                                                  work: .completion(task: download.task, .data(Self.imageBytes(download.url))),
                                                  cause: done.id, site: download.site, readyAt: download.finishAt,
                                                  path: download.path, cell: download.cell))
                continue
            }
            guard let next, startAt <= time else { break }
            let block = runtime.appBlocks.remove(at: next.index)
            // A completion handler takes the lowest-numbered worker free then, as tablelab's own do.
            var worker = next.worker
            if case .completion = block.work { worker = handlerWorker(at: next.start) ?? worker }
            runAppBlock(block, worker: worker, at: next.start, &rec)
        }
    }

    /// The global queue's threads are there when a closure is given to it: it can start at once on
    /// a free worker, even while the main thread is still in its layout pass — as tablelab's own
    /// downloads start (`advanceBackground`). Made only when the background next caught up, they
    /// would all be free from then on, and the first screen's closures started after the pass.
    mutating func workersReady(_ rec: EventRecorder) {
        if runtime.workerFreeAt.count != settings.workers { resizeWorkers(now: appNow(rec)) }
    }

    /// The closure that starts next (the first given among those ready earliest) and its worker.
    private func nextAppBlock() -> (index: Int, worker: Int, start: Double)? {
        guard !runtime.appBlocks.isEmpty,
              let w = runtime.workerFreeAt.indices.min(by: { runtime.workerFreeAt[$0] < runtime.workerFreeAt[$1] })
        else { return nil }
        let free = runtime.workerFreeAt[w]
        var best: (index: Int, start: Double)?
        var serialSeen: Set<String> = []
        for (i, b) in runtime.appBlocks.enumerated() {
            var start = max(b.readyAt, free)
            if let label = b.serial {
                // A serial queue runs its closures one at a time, in the order given.
                guard serialSeen.insert(label).inserted else { continue }
                start = max(start, runtime.appSerialFreeAt[label] ?? 0)
            }
            if best == nil || start < best!.start { best = (i, start) }
        }
        return best.map { ($0.index, w, $0.start) }
    }

    /// When the app's background next changes (for the main thread's idle time).
    func nextAppBackgroundEvent() -> Double {
        // Exact, never early: the main thread's idle loop moves its clock to this time, and a time
        // at which nothing can happen would leave it waiting there.
        let kept = runtime.appSuspended.map(\.resumeAt).min() ?? .infinity
        let finish = runtime.appDownloads.map(\.finishAt).min() ?? .infinity
        return min(kept, finish, nextAppBlock()?.start ?? .infinity)
    }

    /// A closure starts on worker `w`: the app runs it on a thread of its own until it returns, or
    /// until a blocking call suspends it (`continueAppBlock`).
    private mutating func runAppBlock(_ block: AppBlock, worker w: Int, at start: Double, _ rec: inout EventRecorder) {
        let request: AppRequest
        switch block.work {
        case .item(let item): request = .runOnWorker(workItem: item)
        case .completion(let task, let download): request = .complete(dataTask: task, download)
        }
        countClosure(site: block.site, &rec)
        let begin = rec.emit(.taskStart, at: start, block.path, cause: block.cause) { describeAppBlock(block, worker: w, &$0) }
        continueAppBlock(block, worker: w, start: start, begin: begin.id, at: start, request, &rec)
    }

    /// A suspended closure's blocking call ended (the clock got there): what the call recorded at
    /// its end is recorded, and the closure goes on with the call's answer.
    private mutating func resumeAppBlock(_ waiting: AppSuspended, _ rec: inout EventRecorder) {
        if let finish = waiting.finish { rec.record(finish, at: waiting.resumeAt) }
        continueAppBlock(waiting.block, worker: waiting.worker, start: waiting.start, begin: waiting.begin,
                         at: waiting.resumeAt, .resume(token: waiting.token, answer: waiting.answer), &rec)
    }

    /// Runs a worker closure from `time` (its start, or the end of its blocking call) by sending
    /// `request`: it ends (its worker and serial queue free, `taskEnd` recorded), or it is suspended
    /// again, its worker busy until it goes on (`Runtime.appSuspended`).
    private mutating func continueAppBlock(_ block: AppBlock, worker w: Int, start: Double, begin: Int, at time: Double,
                                           _ request: AppRequest, _ rec: inout EventRecorder) {
        // Its calls are put down to the row and the cell it was made for (a hop to the main queue
        // names them too).
        let spot = AppCall.Spot(place: .worker(w), workerTime: time, block: block.task, cause: begin, row: block.path,
                                site: block.site, cell: block.cell)
        rec.app?.suspension = nil
        var reply: AppReply?
        let end = withAppSpot(spot, &rec) { state, rec in
            state.appWork(&rec) { state, rec in reply = try state.ask(request, &rec) }
            return rec.app?.workerTime ?? time
        }
        let suspension = rec.app?.suspension
        rec.app?.suspension = nil
        if case .suspended(let token) = reply {
            guard let suspension, token == block.task else {
                rec.app?.failure = AppStop(kind: .failed, name: "tablelab", message: "a closure was suspended that no blocking call stopped")
                return
            }
            // Its worker (and its serial queue) stay busy until it goes on.
            if w < runtime.workerFreeAt.count { runtime.workerFreeAt[w] = .infinity }
            if let label = block.serial { runtime.appSerialFreeAt[label] = .infinity }
            runtime.appSuspended.append(AppSuspended(token: token, block: block, worker: w, start: start, begin: begin,
                                                     resumeAt: suspension.until, answer: suspension.answer,
                                                     finish: suspension.finish))
            return
        }
        if w < runtime.workerFreeAt.count { runtime.workerFreeAt[w] = end }
        if let label = block.serial { runtime.appSerialFreeAt[label] = end }
        rec.update(begin) { $0.duration = end - start }
        var e = Event(.taskEnd, frame: 0, time: end, path: block.path)
        e.cause = begin
        describeAppBlock(block, worker: w, &e)
        rec.record(e, at: end)
    }

    /// What a worker closure's `taskStart` and `taskEnd` say: its worker, task, kind and line.
    private func describeAppBlock(_ block: AppBlock, worker w: Int, _ e: inout Event) {
        let work: Event.Work = if case .completion = block.work { .appCompletion } else { .appBackground }
        e.thread = .global(w + 1)
        e.task = block.task
        e.work = work
        e.text = block.serial.map { "DispatchQueue(label: \"\($0)\").async { … }" } ?? work.code
        e.site = block.site
    }

    /// Counts a closure about to run; past the limit the command stops, as a runaway loop does.
    private mutating func countClosure(site: WireSite, _ rec: inout EventRecorder) {
        rec.app?.closuresRun += 1
        guard let n = rec.app?.closuresRun, n > AppCall.closureLimit, rec.app?.failure == nil else { return }
        rec.app?.failure = AppStop(kind: .timedOut, name: "tablelab",
                                   message: "stopped the app: more than \(AppCall.closureLimit) closures ran in one command (a closure that queues itself again?)",
                                   site: site)
    }

    /// A closure of the app on the main queue (`DispatchQueue.main.async { … }`), its turn come.
    mutating func runAppMainBlock(item: Int, site: WireSite, cause: Int, row: TablePath?, cell: Int?,
                                  _ rec: inout EventRecorder) {
        countClosure(site: site, &rec)
        appWork(&rec) { state, rec in
            let spot = AppCall.Spot(cause: cause, row: row, site: site, cell: cell)
            try state.withAppSpot(spot, &rec) { state, rec in
                _ = try state.ask(.run(workItem: item), &rec)
            }
        }
    }
}
