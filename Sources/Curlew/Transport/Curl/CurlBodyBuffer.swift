import Foundation

/// The chunks of one streamed response body, between the curl loop (producer) and the reader (consumer).
///
/// The loop offers chunks; past `highWater` buffered bytes it is told to pause the transfer
/// (`CURL_WRITEFUNC_PAUSE`), and the reader asks the engine to resume it once it has taken the buffer
/// below half of that. A reader that stops reading (cancelled, or drops the body) abandons the transfer.
///
/// Until the transfer ends or the reader stops, the buffer holds the transport that runs the transfer (its
/// `owner`), so a body read after the caller let go of that transport still arrives whole, as URLSession keeps
/// its session alive while tasks run. The loop holds the buffer meanwhile, so the transport and the buffer keep
/// each other alive exactly that long; the transport is let go of outside the buffer's lock.
final class CurlBodyBuffer: Sendable {
    private struct State {
        /// The chunks not read yet start at `next`; the slots before it are emptied as they are read (the array
        /// is compacted now and then), so a reader that keeps pace holds only what it has not read.
        var chunks: [Data] = []
        var next = 0
        var buffered = 0
        var paused = false
        /// `nil` while the transfer runs; then `.success` or the error that ended it.
        var outcome: Result<Void, CurlewError>?
        var waiter: CheckedContinuation<Data?, any Error>?
        var abandoned = false
        /// The transport running the transfer, held until it ends or the reader stops.
        var owner: (any AnyObject & Sendable)?
    }

    private let state: Locked<State>
    private let highWater: Int
    private let resume: @Sendable () -> Void
    private let abandon: @Sendable () -> Void
    private let cancelledError: CurlewError

    /// A buffer for a transfer of `owner` (kept alive until the transfer ends or the reader stops).
    init(
        owner: (any AnyObject & Sendable)?, highWater: Int, cancelledError: CurlewError,
        resume: @escaping @Sendable () -> Void, abandon: @escaping @Sendable () -> Void
    ) {
        state = Locked(State(owner: owner))
        self.highWater = highWater
        self.cancelledError = cancelledError
        self.resume = resume
        self.abandon = abandon
    }

    /// Loop thread: takes `bytes`, or returns `false` (nothing taken) when the transfer must pause.
    func offer(_ bytes: UnsafeRawBufferPointer) -> Bool {
        enum Step {
            case handOff(CheckedContinuation<Data?, any Error>)
            case taken
            case pause
        }
        let step: Step = state.withLock { state in
            if state.abandoned { return .taken }  // dropped: the transfer is being removed
            if let waiter = state.waiter {
                state.waiter = nil
                return .handOff(waiter)
            }
            if state.buffered >= highWater {
                state.paused = true
                return .pause
            }
            state.chunks.append(Data(bytes))
            state.buffered += bytes.count
            return .taken
        }
        switch step {
        case .handOff(let waiter):
            waiter.resume(returning: Data(bytes))
            return true
        case .taken:
            return true
        case .pause:
            return false
        }
    }

    /// Loop thread: the transfer ended, successfully or not.
    func finish(_ outcome: Result<Void, CurlewError>) {
        let (waiter, owner) = state.withLock { state in
            state.outcome = state.outcome ?? outcome
            defer {
                state.waiter = nil
                state.owner = nil
            }
            return (state.waiter, state.owner)
        }
        switch outcome {
        case .success: waiter?.resume(returning: nil)
        case .failure(let error): waiter?.resume(throwing: error)
        }
        withExtendedLifetime(owner) {}  // the transport may go here, after the reader was resumed
    }

    /// Reader: the next chunk, `nil` at the end, or the error that ended the transfer early.
    func next() async throws -> Data? {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Data?, any Error>) in
                enum Step {
                    case chunk(Data, resume: Bool)
                    case end(Result<Void, CurlewError>)
                    case wait
                }
                let step: Step = state.withLock { state in
                    if state.next < state.chunks.count {
                        let chunk = state.chunks[state.next]
                        state.chunks[state.next] = Data()
                        state.next += 1
                        state.buffered -= chunk.count
                        if state.next == state.chunks.count {
                            state.chunks.removeAll(keepingCapacity: true)
                            state.next = 0
                        } else if state.next >= 64, state.next * 2 >= state.chunks.count {
                            state.chunks.removeFirst(state.next)  // amortized: at most once per 64 reads
                            state.next = 0
                        }
                        let resume = state.paused && state.buffered < highWater / 2
                        if resume { state.paused = false }
                        return .chunk(chunk, resume: resume)
                    }
                    if let outcome = state.outcome { return .end(outcome) }
                    if state.abandoned { return .end(.failure(cancelledError)) }
                    state.waiter = continuation
                    return .wait
                }
                switch step {
                case .chunk(let chunk, let resume):
                    if resume { self.resume() }
                    continuation.resume(returning: chunk)
                case .end(.success):
                    continuation.resume(returning: nil)
                case .end(.failure(let error)):
                    continuation.resume(throwing: error)
                case .wait:
                    break
                }
            }
        } onCancel: {
            stop()
        }
    }

    /// The bytes the buffer holds (for tests): the chunks offered and not read yet.
    var heldBytes: Int {
        state.withLock { state in state.chunks.reduce(0) { $0 + $1.count } }
    }

    /// Reader: gives up on the rest of the body; the transfer is removed and a waiting `next()` throws.
    func stop() {
        let (waiter, wasRunning, owner) = state.withLock { state in
            let wasRunning = state.outcome == nil && !state.abandoned
            state.abandoned = true
            state.chunks.removeAll()
            state.buffered = 0
            defer {
                state.waiter = nil
                state.owner = nil
            }
            return (state.waiter, wasRunning, state.owner)
        }
        if wasRunning { abandon() }
        waiter?.resume(throwing: cancelledError)
        withExtendedLifetime(owner) {}  // the transport may go here, after it was asked to drop the transfer
    }
}
