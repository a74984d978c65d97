import Foundation
import Testing

@testable import Curlew

/// The engine's state machine driven event by event, synchronously: each test plays the events of the
/// callers, the loop thread and a driving caller in one order and checks what the machine asks for after each.
/// Continuations are plain numbers here (the machine is generic over them), so a test suspends nothing.
@Suite("Curl engine state machine")
struct CurlEngineStateMachineTests {
    typealias Machine = CurlEngineStateMachine<Int>

    /// A request for the machine to queue (it reads nothing of it).
    static let request: CurlRequest = {
        try! CurlRequest(
            HTTPRequest(url: URL(string: "http://127.0.0.1:1/")!), settings: .init(CurlTransport.Configuration())
        )
    }()

    /// `#expect` for a condition whose expression changes the machine (the macro cannot take a mutating call).
    static func check(_ condition: Bool, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(condition, sourceLocation: sourceLocation)
    }

    /// Submits request `id` with continuation `id`, from a pool thread.
    static func submit(_ machine: inout Machine, _ id: UInt64, onLoopThread: Bool = false) -> Machine.SubmitAction {
        machine.submit(id: id, request: request, continuation: Int(id), isOnALoopThread: onLoopThread)
    }

    /// The wake-up a submission asked for, or `nil` if it failed.
    static func wake(_ action: Machine.SubmitAction) -> Machine.Wake? {
        if case .wake(let wake) = action { return wake }
        return nil
    }

    /// The failure a submission reported: its continuation and message.
    static func failure(_ action: Machine.SubmitAction) -> (Int, CurlewError.Kind, String)? {
        if case .fail(let continuation, let kind, let message) = action { return (continuation, kind, message) }
        return nil
    }

    @Test("a submission to a running loop needs no wake-up, and the loop's next look starts it")
    func submitToRunningLoop() {
        var machine = Machine()
        let id = machine.makeID()
        Self.check(Self.wake(Self.submit(&machine, id)) == Machine.Wake.none)
        let work = machine.takeWork()
        #expect(work.starts.map(\.id) == [id])
        #expect(work.removals.isEmpty && work.resumes.isEmpty && !work.stop)
        Self.check(machine.takeWork().starts.isEmpty)  // taken once
        #expect(machine.waitingCount == 1)
    }

    @Test("a polling loop is woken once for several submissions, and again after it polls anew")
    func oneWakeUpPerPoll() {
        var machine = Machine()
        Self.check(machine.beginPolling())
        Self.check(Self.wake(Self.submit(&machine, machine.makeID())) == .poll)
        Self.check(Self.wake(Self.submit(&machine, machine.makeID())) == Machine.Wake.none)
        Self.check(machine.takeWork().starts.count == 2)
        Self.check(machine.beginPolling())
        Self.check(Self.wake(Self.submit(&machine, machine.makeID())) == .poll)
    }

    @Test("the loop neither polls nor parks while work waits")
    func noSleepWithWork() {
        var machine = Machine()
        _ = Self.submit(&machine, machine.makeID())
        Self.check(!machine.beginPolling())
        Self.check(!machine.park())
        _ = machine.takeWork()
        Self.check(machine.park())
        #expect(!machine.mayLoopRun)
    }

    @Test("a submission to a parked loop signals the condition and un-parks it")
    func submitToParkedLoop() {
        var machine = Machine()
        Self.check(machine.park())
        Self.check(Self.wake(Self.submit(&machine, machine.makeID())) == .condition)
        #expect(machine.mayLoopRun)
        #expect(!machine.isLoopParked)
    }

    @Test("cancelling a queued request hands back its continuation and the loop never starts it")
    func cancelQueued() {
        var machine = Machine()
        let id = machine.makeID()
        _ = Self.submit(&machine, id)
        let (continuation, _) = machine.cancel(id: id)
        #expect(continuation == Int(id))
        let work = machine.takeWork()
        #expect(work.starts.isEmpty && work.removals.isEmpty)
        Self.check(machine.complete(id: id) == nil)  // a late completion finds no caller
    }

    @Test("cancelling a started request hands back its continuation and asks the loop to remove the transfer")
    func cancelStarted() {
        var machine = Machine()
        let id = machine.makeID()
        Self.check(machine.beginPolling())
        _ = Self.submit(&machine, id)
        _ = machine.takeWork()
        Self.check(machine.beginPolling())
        let (continuation, wake) = machine.cancel(id: id)
        #expect(continuation == Int(id))
        #expect(wake == .poll)
        Self.check(machine.takeWork().removals == [id])
    }

    @Test("a request cancelled before it was submitted fails as cancelled when it is, and is then forgotten")
    func cancelBeforeSubmit() throws {
        var machine = Machine()
        let id = machine.makeID()
        let (continuation, wake) = machine.cancel(id: id)
        #expect(continuation == nil && wake == Machine.Wake.none)
        let failure = try #require(Self.failure(Self.submit(&machine, id)))
        #expect(failure.0 == Int(id) && failure.1 == .cancelled && failure.2 == "the request was cancelled")
        Self.check(machine.waitingCount == 0 && machine.cancelledWithoutWaiterCount == 0)
        machine.callerDone(id: id)
    }

    @Test("a cancellation after the answer is remembered only until the caller is done")
    func cancelAfterAnswer() {
        var machine = Machine()
        let id = machine.makeID()
        _ = Self.submit(&machine, id)
        _ = machine.takeWork()
        Self.check(machine.complete(id: id) == Int(id))
        Self.check(machine.complete(id: id) == nil)  // resumed exactly once
        Self.check(machine.cancel(id: id).0 == nil)
        Self.check(machine.cancelledWithoutWaiterCount == 1)
        machine.callerDone(id: id)
        Self.check(machine.cancelledWithoutWaiterCount == 0)
    }

    @Test("a batch of outcomes goes to waiting callers only: loop-thread callers direct, the rest to relay, in order")
    func completeBatch() {
        var machine = Machine()
        let ids = (0..<4).map { _ in machine.makeID() }
        _ = Self.submit(&machine, ids[0])
        _ = Self.submit(&machine, ids[1], onLoopThread: true)
        _ = Self.submit(&machine, ids[2])
        _ = Self.submit(&machine, ids[3])
        _ = machine.takeWork()
        _ = machine.cancel(id: ids[2])
        var outcomes: [(UInt64, Result<HTTPResponse, CurlewError>)] = ids.map {
            ($0, .success(HTTPResponse(status: 200, headers: [:], body: Data())))
        }
        var others: [(Int, Result<HTTPResponse, CurlewError>)] = []
        var direct: [(Int, Result<HTTPResponse, CurlewError>)] = []
        machine.complete(&outcomes, into: &others, direct: &direct)
        #expect(outcomes.isEmpty)
        #expect(direct.map(\.0) == [Int(ids[1])])
        // reversed: the users pop from the end, so callers run in the order their transfers ended
        #expect(others.map(\.0) == [Int(ids[3]), Int(ids[0])])
        #expect(machine.waitingCount == 0)
    }

    @Test("a task on the loop thread registers its request to start it itself, and is resumed directly")
    func submitOnLoop() {
        var machine = Machine()
        let id = machine.makeID()
        Self.check(machine.submitOnLoop(id: id, continuation: Int(id)) == nil)
        Self.check(machine.takeWork().starts.isEmpty)  // it starts the transfer itself
        var outcomes: [(UInt64, Result<HTTPResponse, CurlewError>)] = [
            (id, .success(HTTPResponse(status: 204, headers: [:], body: Data())))
        ]
        var others: [(Int, Result<HTTPResponse, CurlewError>)] = []
        var direct: [(Int, Result<HTTPResponse, CurlewError>)] = []
        machine.complete(&outcomes, into: &others, direct: &direct)
        #expect(direct.map(\.0) == [Int(id)] && others.isEmpty)
    }

    @Test("readers that catch up or stop reading reach the loop as resumes and removals")
    func resumeAndAbandon() {
        var machine = Machine()
        Self.check(machine.beginPolling())
        Self.check(machine.resume(id: 7) == .poll)
        Self.check(machine.abandon(id: 8) == Machine.Wake.none)  // one wake-up per poll
        let work = machine.takeWork()
        #expect(work.resumes == [7] && work.removals == [8])
    }

    @Test("stopping wakes the loop, fails later submissions, and closing hands back every waiting caller")
    func stopAndClose() throws {
        var machine = Machine()
        Self.check(machine.park())
        let waiting = machine.makeID()
        _ = Self.submit(&machine, waiting)
        Self.check(machine.stop() == Machine.Wake.none)  // already un-parked by the submission
        let late = machine.makeID()
        let failure = try #require(Self.failure(Self.submit(&machine, late)))
        #expect(failure.1 == .cancelled && failure.2 == "the transport was shut down")
        Self.check(machine.submitOnLoop(id: late, continuation: Int(late)) != nil)
        Self.check(machine.takeWork().stop)
        let (abandoned, jobs) = machine.close()
        #expect(abandoned == [Int(waiting)] && jobs.isEmpty)
        #expect(machine.isClosed)
        Self.check(machine.resume(id: waiting) == Machine.Wake.none)
        Self.check(machine.abandon(id: waiting) == Machine.Wake.none)
        Self.check(machine.takeWork().resumes.isEmpty)
    }

    @Test("only a lone caller drives, and only while the loop is parked with nothing to do")
    func whoMayDrive() {
        var machine = Machine()
        let first = machine.makeID()
        guard case .refuse = machine.beginDriving(id: first, deadline: 10) else {
            Issue.record("drove while the loop ran")
            return
        }
        Self.check(machine.park())
        let second = machine.makeID()
        guard case .refuse = machine.beginDriving(id: first, deadline: 10) else {
            Issue.record("drove beside another active caller")
            return
        }
        machine.callerDone(id: second)
        guard case .drive = machine.beginDriving(id: first, deadline: 10) else {
            Issue.record("the lone caller was refused")
            return
        }
        #expect(machine.driver == first)
        #expect(!machine.mayLoopRun)
        #expect(machine.driverStep() == .goOn)
    }

    @Test("work that arrives while a caller drives pokes it; it hands its transfer to the loop, which it wakes")
    func handOverOnNewWork() {
        var machine = Machine()
        Self.check(machine.park())
        let driver = machine.makeID()
        guard case .drive = machine.beginDriving(id: driver, deadline: 1_000) else {
            Issue.record("the lone caller was refused")
            return
        }
        let other = machine.makeID()
        Self.check(Self.wake(Self.submit(&machine, other)) == .poll)  // the driver polls: poke it
        #expect(machine.driverStep() == .handOver)
        let (signal, cancelled) = machine.endDriving(handOver: Int(driver), at: 1_500)
        #expect(signal && cancelled == nil)
        #expect(machine.driver == nil && machine.mayLoopRun)
        #expect(machine.handOvers == 1 && machine.lastHandOverLateness == 500)
        #expect(machine.waitingCount == 2)  // the driver's caller now waits for the loop, beside the other
        Self.check(machine.takeWork().starts.map(\.id) == [other])
    }

    @Test("a cancelled driver drops its transfer: its caller fails as cancelled and the loop removes it")
    func cancelledDriver() {
        var machine = Machine()
        Self.check(machine.park())
        let driver = machine.makeID()
        guard case .drive = machine.beginDriving(id: driver, deadline: 1_000) else {
            Issue.record("the lone caller was refused")
            return
        }
        let (continuation, wake) = machine.cancel(id: driver)
        #expect(continuation == nil && wake == .poll)  // the driver itself answers its caller
        #expect(machine.driverStep() == .cancelled)
        let (signal, cancelled) = machine.endDriving(handOver: Int(driver))
        #expect(signal && cancelled == Int(driver))
        Self.check(machine.takeWork().removals == [driver])
        #expect(machine.waitingCount == 0)
    }

    @Test("a drive that finishes leaves the loop parked unless work arrived meanwhile")
    func driveEnds() {
        var machine = Machine()
        Self.check(machine.park())
        let first = machine.makeID()
        guard case .drive = machine.beginDriving(id: first, deadline: 1_000) else {
            Issue.record("the lone caller was refused")
            return
        }
        let ended = machine.endDriving(handOver: nil)
        #expect(!ended.signal && ended.cancelled == nil)
        #expect(machine.isLoopParked)
        machine.callerDone(id: first)
        let second = machine.makeID()
        guard case .drive = machine.beginDriving(id: second, deadline: 2_000) else {
            Issue.record("the next lone caller was refused")
            return
        }
        Self.check(machine.resume(id: 99) == .poll)
        Self.check(machine.endDriving(handOver: nil).signal)
        #expect(machine.mayLoopRun)
    }

    @Test("a caller cancelled before it could drive fails as cancelled instead")
    func cancelledBeforeDriving() {
        var machine = Machine()
        Self.check(machine.park())
        let id = machine.makeID()
        _ = machine.cancel(id: id)
        guard case .fail(let kind, _) = machine.beginDriving(id: id, deadline: 1) else {
            Issue.record("a cancelled caller drove")
            return
        }
        #expect(kind == .cancelled)
        #expect(machine.driver == nil)
    }

    @Test("the parked loop, woken with nothing to do and no one overdue, sleeps again; un-parked, it runs")
    func wakeParked() {
        var machine = Machine()
        Self.check(machine.park())
        let idle = machine.wakeParked(isPastDeadline: true)
        #expect(!idle.pokesDriver && idle.sleepsAgain)  // past no one's deadline
        _ = Self.submit(&machine, machine.makeID())
        let unparked = machine.wakeParked(isPastDeadline: false)
        #expect(!unparked.pokesDriver && !unparked.sleepsAgain)
    }
}
