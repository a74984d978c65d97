import Foundation
import Testing

@testable import Curlew

/// The loop lets the callers of a resumed batch submit their next requests before it takes the first one, so that
/// one round sends them all; a caller alone, or a batch whose callers send nothing more, never holds it up.
extension CurlEngineStateMachineTests {
    /// Submits and completes `count` requests from pool callers: the loop resumes them as one relayed batch.
    static func resumeBatch(_ machine: inout Machine, count: Int) {
        let ids = (0..<count).map { _ in machine.makeID() }
        for id in ids { _ = submit(&machine, id) }
        _ = machine.takeWork()
        var outcomes: [(UInt64, Result<HTTPResponse, CurlewError>)] = ids.map {
            ($0, .success(HTTPResponse(status: 200, headers: [:], body: Data())))
        }
        var others: [(Int, Result<HTTPResponse, CurlewError>)] = []
        var direct: [(Int, Result<HTTPResponse, CurlewError>)] = []
        machine.complete(&outcomes, into: &others, direct: &direct)
        for id in ids { machine.callerDone(id: id) }
    }

    @Test("woken by the first of a resumed batch's next requests, the loop lets the others come first, once")
    func batchGoesFirst() {
        var machine = Machine()
        Self.resumeBatch(&machine, count: 4)
        Self.check(!machine.letsResumedCallersGoFirst())  // woken by sockets, no request waiting: nothing to wait for
        Self.check(machine.beginPolling())
        Self.check(Self.wake(Self.submit(&machine, machine.makeID())) == .poll)
        Self.check(machine.letsResumedCallersGoFirst())
        Self.check(Self.wake(Self.submit(&machine, machine.makeID())) == Machine.Wake.none)  // woken already
        _ = Self.submit(&machine, machine.makeID())
        Self.check(!machine.letsResumedCallersGoFirst())  // once per batch
        #expect(machine.takeWork().starts.count == 3)  // one round
    }

    @Test("a lone resumed caller's next request is taken at once")
    func loneCallerNeverWaits() {
        var machine = Machine()
        Self.resumeBatch(&machine, count: 1)
        Self.check(machine.beginPolling())
        _ = Self.submit(&machine, machine.makeID())
        Self.check(!machine.letsResumedCallersGoFirst())
        #expect(machine.takeWork().starts.count == 1)
    }

    @Test("once the whole batch has submitted, the loop takes the requests without yielding")
    func wholeBatchBack() {
        var machine = Machine()
        Self.resumeBatch(&machine, count: 3)
        for _ in 0..<3 { _ = Self.submit(&machine, machine.makeID()) }
        Self.check(!machine.letsResumedCallersGoFirst())
        #expect(machine.takeWork().starts.count == 3)
    }

    @Test("callers resumed on the loop thread are not waited for: the loop resumes them itself")
    func directCallersNotCounted() {
        var machine = Machine()
        let ids = (0..<3).map { _ in machine.makeID() }
        for id in ids { _ = Self.submit(&machine, id, onLoopThread: true) }
        _ = machine.takeWork()
        var outcomes: [(UInt64, Result<HTTPResponse, CurlewError>)] = ids.map {
            ($0, .success(HTTPResponse(status: 200, headers: [:], body: Data())))
        }
        var others: [(Int, Result<HTTPResponse, CurlewError>)] = []
        var direct: [(Int, Result<HTTPResponse, CurlewError>)] = []
        machine.complete(&outcomes, into: &others, direct: &direct)
        _ = Self.submit(&machine, machine.makeID())
        Self.check(!machine.letsResumedCallersGoFirst())
    }
}
