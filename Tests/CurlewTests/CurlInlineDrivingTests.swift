import Foundation
import Synchronization
import Testing

@testable import Curlew

/// A lone caller drives its own request on its pool thread while the loop is parked, for a short budget only.
@Suite("CurlTransport's inline driving")
struct CurlInlineDrivingTests {
    @Test("a lone caller whose answer is slow hands its transfer to the loop once its budget is spent")
    func slowAnswerIsHandedOver() async throws {
        // GIVEN a lone caller on a connection kept alive (a new one arms curl's 200 ms happy-eyeballs timer),
        // asking for an answer that takes 1.5 s
        let transport = CurlTransport()
        let engine = transport.engine
        func counts() -> [Int] {
            engine.state.withLock { [$0.drivesBegun, $0.overdueDriverPokes, $0.handOvers] }
        }
        for _ in 0..<500 where engine.state.withLock({ $0.parkedSleeps }) == 0 {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(try await transport.send(HTTPRequest(url: try KeepAliveServer.url("/ping"))).status == .ok)
        for _ in 0..<500 where !engine.state.withLock({ $0.isLoopParked && $0.driver == nil }) {
            try await Task.sleep(for: .milliseconds(10))  // on a busy machine even that ping may have been handed over
        }
        let before = counts()
        let request = HTTPRequest(url: try KeepAliveServer.url("/wait/1.5"))
        let started = ContinuousClock.now
        async let response = transport.send(request)
        // WHEN its budget (2 ms) is spent
        while counts()[2] == before[2], ContinuousClock.now - started < .seconds(1.4) {
            try await Task.sleep(for: .milliseconds(2))
        }
        // THEN the parked loop poked it (within 8 ms of its deadline, the longest it waits: see
        // relaxedWatchNanoseconds) and it handed its transfer over, not when curl's own next timeout ended its poll
        // (about 1 s: a driver polls with a long timeout), so its pool thread was soon free. The engine times it
        // (this task may be slow to look on a busy machine); the bound is 60 times the longest wait.
        #expect(counts()[2] == before[2] + 1, "handed over before the answer")
        let lateness = Duration.nanoseconds(engine.state.withLock { $0.lastHandOverLateness })
        #expect(lateness < .milliseconds(500), "handed over \(lateness) after its deadline")
        // AND the loop delivers the answer
        #expect(try await response.status == .ok)
        // (one drive, one hand-over; the poke is missing only when the driver was so slow, under a sanitizer say,
        // that its budget was spent before it first waited, and it handed over without one)
        let delta = zip(counts(), before).map { $0 - $1 }
        #expect(delta == [1, 1, 1] || delta == [1, 0, 1], "drives, pokes and hand-overs: \(delta)")
    }

    @Test("a lone caller driving request after request inline lets a task queued behind it on its thread run")
    func driverYieldsItsThread() async throws {
        // GIVEN a lone caller on a thread of its own (a cooperative pool one thread wide), sending requests one after
        // the other over a kept-alive connection: once the loop has parked, each is driven inline on that thread,
        // and the caller never suspends
        let transport = CurlTransport()
        let thread = CallingThreadExecutor()  // the executor of blocking calls, on a thread of its own
        Thread { thread.runUntilFinished() }.start()
        defer { thread.finish() }
        let ping = HTTPRequest(url: try KeepAliveServer.url("/ping"))
        let total = 5000
        let queuedAt = 50
        final class Progress: Sendable {
            /// Requests the caller has had answered.
            let sent = Atomic<Int>(0)
            /// How many it had when the queued task ran; -1 until then.
            let queuedRanAfter = Atomic<Int>(-1)
        }
        let progress = Progress()
        let before = transport.engine.state.withLock { [$0.drivesBegun, $0.handOvers] }
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask(executorPreference: thread) {
                for _ in 0..<total where progress.queuedRanAfter.load(ordering: .relaxed) < 0 {
                    let response = try await transport.send(ping)
                    #expect(response.status == .ok)
                    if progress.sent.add(1, ordering: .relaxed).newValue == queuedAt {
                        // WHEN another task is queued on that thread once the caller is under way (by the caller
                        // itself, so it queues behind it however busy the machine is)
                        Task(executorPreference: thread) {
                            progress.queuedRanAfter.store(progress.sent.load(ordering: .relaxed), ordering: .relaxed)
                        }
                    }
                }
            }
            try await group.waitForAll()
        }
        for _ in 0..<500 where progress.queuedRanAfter.load(ordering: .relaxed) < 0 {
            try await Task.sleep(for: .milliseconds(10))  // it runs once the thread is free, at the latest
        }
        // THEN it ran while the caller still had requests to send (the caller yields its thread once per 10 ms of
        // driving), not after all of them
        let ranAfter = progress.queuedRanAfter.load(ordering: .relaxed)
        let counts = transport.engine.state.withLock { [$0.drivesBegun, $0.handOvers] }
        #expect(
            ranAfter >= queuedAt && ranAfter < total,
            """
            queued after request \(queuedAt), ran after \(ranAfter) of \(total) (drives \(counts[0] - before[0]), \
            handed over \(counts[1] - before[1]))
            """
        )
    }

    @Test(
        "the parked loop wakes at a first drive's deadline, later for drives after one that ended in time, and pokes once"
    )
    func watchedDeadlines() throws {
        // GIVEN a parked loop asleep with no deadline, and a lone caller that begins to drive
        var state = CurlEngineStateMachine<Int>()
        let parked = state.park()
        #expect(parked)
        let first = state.makeID()
        state.willSleepParked(until: nil)
        guard case .drive(let signalsLoop) = state.beginDriving(id: first, deadline: 1_000) else {
            Issue.record("the lone caller was refused")
            return
        }
        // THEN the driver signals the loop, which then sleeps until that drive's deadline
        #expect(signalsLoop)
        #expect(state.driverDeadline == 1_000)
        state.willSleepParked(until: 1_000)
        let early = state.wakeParked(isPastDeadline: false)
        #expect(!early.pokesDriver && early.sleepsAgain)
        // WHEN that drive ends in time and the next begins while the loop sleeps until the old deadline
        _ = state.endDriving(handOver: nil)
        state.callerDone(id: first)
        let second = state.makeID()
        guard case .drive(let signalsAgain) = state.beginDriving(id: second, deadline: 3_000) else {
            Issue.record("the next lone caller was refused")
            return
        }
        // THEN no signal is needed, and the loop looks at the new drive 8 ms after its deadline
        #expect(!signalsAgain)
        #expect(state.driverDeadline == 3_000 + CurlEngineStateMachine<Int>.relaxedWatchNanoseconds)
        // AND once past it, the loop pokes the driver once and sleeps on, with no deadline, until the hand-over
        let late = state.wakeParked(isPastDeadline: true)
        #expect(late.pokesDriver && late.sleepsAgain)
        #expect(state.driverDeadline == nil)
        let again = state.wakeParked(isPastDeadline: true)
        #expect(!again.pokesDriver && again.sleepsAgain)
        #expect(state.overdueDriverPokes == 1)
    }
}
