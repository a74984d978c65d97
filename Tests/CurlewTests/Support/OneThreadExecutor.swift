import Foundation
import Synchronization

/// A task executor with one thread of its own that runs jobs in the order they come: a cooperative pool one
/// thread wide, where a task that never suspends holds up every task queued behind it.
final class OneThreadExecutor: TaskExecutor, Sendable {
    /// The jobs waiting, and whether the thread should end once there are none.
    private let jobs = Mutex<(waiting: [UnownedJob], isStopping: Bool)>(([], false))
    /// One signal per job, and one for the stop.
    private let signals = DispatchSemaphore(value: 0)

    init() {
        Thread { [self] in run() }.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        jobs.withLock { $0.waiting.append(job) }
        signals.signal()
    }

    /// Ends the thread once the jobs queued so far have run.
    func stop() {
        jobs.withLock { $0.isStopping = true }
        signals.signal()
    }

    private func run() {
        while true {
            signals.wait()
            let next = jobs.withLock { jobs -> (job: UnownedJob?, ends: Bool) in
                jobs.waiting.isEmpty ? (nil, jobs.isStopping) : (jobs.waiting.removeFirst(), false)
            }
            if let job = next.job { job.runSynchronously(on: asUnownedTaskExecutor()) }
            if next.ends { return }
        }
    }
}
