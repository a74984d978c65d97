/// An executor whose jobs run on the thread that called ``runUntilFinished()``, until ``finish()``: what lets a
/// ``Blocking`` call run async code on the caller's own thread.
final class CallingThreadExecutor: TaskExecutor, @unchecked Sendable {  // its state is a `Locked`
    private let state = Locked<(jobs: [UnownedJob], finished: Bool)>(([], false))

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        state.withLock { $0.jobs.append(job) }
        state.signal()
    }

    /// Lets ``runUntilFinished()`` return once the jobs queued so far have run.
    func finish() {
        state.withLock { $0.finished = true }
        state.signal()
    }

    /// The queued jobs, taken out; `nil` when there are none (the executor is finished).
    private static func takeJobs(_ state: inout (jobs: [UnownedJob], finished: Bool), _: Bool) -> [UnownedJob]? {
        guard !state.jobs.isEmpty else { return nil }
        defer { state.jobs.removeAll(keepingCapacity: true) }
        return state.jobs
    }

    /// Runs the jobs as they come, sleeping in between, until ``finish()``.
    func runUntilFinished() {
        while true {
            let batch = state.withLock(
                when: { !$0.jobs.isEmpty || $0.finished }, until: { _ in nil }, beforeWaiting: { _, _ in },
                Self.takeJobs)
            guard let batch else { return }
            for job in batch { job.runSynchronously(on: asUnownedTaskExecutor()) }
        }
    }
}
