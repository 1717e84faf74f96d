import NIOCore

/// Runs a task's code that belongs to no actor on an event loop (SE-0417 task executor
/// preference): the IRC bridge's serve loop and its command tasks stay on their connection's
/// thread instead of hopping to the cooperative pool and back for every command.
final class EventLoopTaskExecutor: TaskExecutor {
    let loop: any EventLoop

    init(_ loop: any EventLoop) {
        self.loop = loop
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        loop.execute { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}
