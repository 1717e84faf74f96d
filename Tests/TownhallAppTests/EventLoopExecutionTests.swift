import Chat
import NIOCore
import NIOPosix
import Synchronization
import Testing
@testable import IRCTransport
@testable import LoopExecutor
@testable import TownhallApp

/// The serving bot runs its IRC connections, the speaker lanes and the chat core on one event
/// loop (`BotService`): a command goes from the socket to its reply without waking a second
/// thread. These check the two parts that put the work there.
@Suite("Commands on the connection's event loop")
struct EventLoopExecutionTests {
    final class Recorder<Value: Sendable>: Sendable {
        private let values = Mutex<[Value]>([])
        func add(_ value: Value) { values.withLock { $0.append(value) } }
        var all: [Value] { values.withLock { $0 } }
    }

    /// Records, each time it runs, whether it runs on `loop`.
    struct WhereCommand: ChatCommand {
        let spec = CommandSpec(name: "where", summary: "Says whether it runs on the loop.")
        let loop: any EventLoop
        let onLoop = Recorder<Bool>()

        func run(_ context: CommandContext) async throws {
            onLoop.add(loop.inEventLoop)
            context.reply(loop.inEventLoop ? "on the loop" : "elsewhere")
        }
    }

    static let event = ChatEvent(network: "test", sender: ChatSender(nick: "alice", account: "alice"),
                                 place: .direct, text: "where")

    @Test("With the loop as executor, a lane's work, the core and the command all run on the loop")
    func commandRunsOnTheLoop() async throws {
        let loop = MultiThreadedEventLoopGroup.singleton.next()
        let executor = EventLoopExecutor(loop)
        let record = WhereCommand(loop: loop)
        let core = ChatCore(commands: [record], executor: executor)
        let lanes = SpeakerLanes(executor: executor)
        let replies = Recorder<String>()
        await withTaskExecutorPreference(executor) {
            let arrival = await lanes.submit("account:alice", identified: true) {
                #expect(loop.inEventLoop)
                await core.handle(Self.event).forEach { replies.add($0.text) }
            }
            let job = try? #require(arrival.start)
            if let job { await lanes.run(job) }
        }
        #expect(record.onLoop.all == [true])
        #expect(replies.all == ["on the loop"])
    }

    /// A lane's work calls the core and the core the command, as the IRC bridge runs them: its
    /// serve loop isolated to the lanes, the lanes and the core on one `EventLoopExecutor`. None
    /// of these hops is then a job of its own on the loop: only the command's `run` is, a
    /// nonisolated async function (it runs on the generic executor: here the loop again).
    @Test("A command through the lanes and the core is not queued on the loop again at each hop")
    func hopsStayInPlace() async throws {
        let loop = MultiThreadedEventLoopGroup.singleton.next()
        let executor = EventLoopExecutor(loop)
        let command = WhereCommand(loop: loop)
        let core = ChatCore(commands: [command], executor: executor)
        let lanes = SpeakerLanes(executor: executor)
        let jobs: @Sendable () -> Int = { executor.jobsQueued.load(ordering: .relaxed) }
        let (replies, queued) = await withTaskExecutorPreference(executor) {
            await Self.serve(Self.event, lanes: lanes, core: core, counting: jobs)
        }
        #expect(replies == ["on the loop"])
        #expect(queued == 1, "\(queued) jobs queued on the loop for one command")
    }

    /// What `IRCChatBridge.serveEvents` does with one message; returns the replies and how many
    /// jobs `counting` saw queued from submitting it to its end.
    static func serve(_ event: ChatEvent, lanes: isolated SpeakerLanes, core: ChatCore,
                      counting jobs: @Sendable () -> Int) async -> ([String], Int) {
        let replies = Recorder<String>()
        @Sendable nonisolated(nonsending) func work() async {
            await core.handle(event).forEach { replies.add($0.text) }
        }
        let before = jobs()
        let arrival = lanes.submit("account:alice", identified: true, work)
        if let job = arrival.start { await lanes.run(job) }
        return (replies.all, jobs() - before)
    }

    /// An actor that lives where its `ExecutorHome` says, as the core and the lanes do.
    actor Probe {
        let home: ExecutorHome
        nonisolated var unownedExecutor: UnownedSerialExecutor { home.unownedExecutor }
        init(_ home: ExecutorHome) { self.home = home }
        func isOn(_ loop: any EventLoop) -> Bool { loop.inEventLoop }
    }

    @Test("An actor given the loop as executor runs on it, called from anywhere; without one, off it")
    func executorHome() async {
        let loop = MultiThreadedEventLoopGroup.singleton.next()
        #expect(await Probe(ExecutorHome(loop.executor)).isOn(loop))
        #expect(await !Probe(ExecutorHome(nil)).isOn(loop))
    }

    @Test("Without an executor the core runs off the loop, on an executor of its own")
    func defaultExecutor() async throws {
        let loop = MultiThreadedEventLoopGroup.singleton.next()
        let record = WhereCommand(loop: loop)
        let core = ChatCore(commands: [record])
        _ = await core.handle(Self.event)
        #expect(record.onLoop.all == [false])
    }

    @Test("A task that prefers the loop's task executor, and its child tasks, run on the loop")
    func taskExecutorPreference() async {
        let loop = MultiThreadedEventLoopGroup.singleton.next()
        let seen = await withTaskExecutorPreference(EventLoopExecutor(loop)) {
            await withTaskGroup(of: Bool.self) { group in
                group.addTask { loop.inEventLoop }
                var seen = [loop.inEventLoop]
                for await child in group { seen.append(child) }
                return seen
            }
        }
        #expect(seen == [true, true])
    }
}
