import NIOCore
import Synchronization

/// One event loop as both the serial executor of the actors that serve it (the chat core, the
/// speaker lanes) and the task executor its tasks prefer (SE-0417): the IRC bridge's serve loop
/// and its command tasks. A command then goes from the socket to its reply on the connection's
/// thread.
///
/// Why one object for both, and every job run as isolated to it: the runtime switches from one
/// actor to another in place only when both the serial executor and the task executor stay the
/// same. With the loop's own executor for the actors and a separate task executor, each hop
/// between the lanes, the core and the code in between was queued on the loop as a job of its
/// own: 17 queued jobs per `!ping` (counted with uprobes on `swift_task_enqueue`); now 1, the
/// command's `run` (with the bridge's serve loop isolated to the lanes and the reply path
/// `nonisolated(nonsending)`). Running every job isolated to this executor is sound because it
/// is serial in the strictest sense: all its jobs run one at a time on the loop's one thread.
/// A switch to code that belongs to no actor is still queued (the runtime must leave the
/// isolation), so the path of a command keeps such code out.
public final class EventLoopExecutor: SerialExecutor, TaskExecutor {
    let loop: any EventLoop
    /// Jobs queued on the loop so far: each is one more turn of the loop for the same command.
    let jobsQueued = Atomic<Int>(0)

    public init(_ loop: any EventLoop) {
        self.loop = loop
    }

    public func enqueue(_ job: consuming ExecutorJob) {
        jobsQueued.wrappingAdd(1, ordering: .relaxed)
        let job = UnownedJob(job)
        loop.execute {
            job.runSynchronously(isolatedTo: self.asUnownedSerialExecutor(), taskExecutor: self.asUnownedTaskExecutor())
        }
    }

    public func checkIsolated() {
        precondition(loop.inEventLoop, "expected to run on the event loop \(loop)")
    }
}
