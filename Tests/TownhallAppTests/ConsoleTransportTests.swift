import Chat
import Foundation
import Import
import Logging
import LoopExecutor
import MemoryTrim
import NIOPosix
import Storage
import Synchronization
import Testing
@testable import TownhallApp

/// A third kind of network through the same `Transport` protocol: the console, served by the
/// service's own loop (`BotService.serve`), with no line of the service written for it. Its
/// commands are answered by the core, and the alert waiting in the outbox goes out through its
/// `notifications` when its person speaks, on a real SQLite file seeded with the demo data.
@Suite("The console as a third transport")
struct ConsoleTransportTests {
    /// What the console printed, and a stream that announces each piece as it comes.
    final class Screen: Sendable {
        let printed = Mutex<[String]>([])
        let pieces: AsyncStream<String>
        private let continuation: AsyncStream<String>.Continuation

        init() {
            (pieces, continuation) = AsyncStream.makeStream()
        }

        func write(_ text: String) {
            printed.withLock { $0.append(text) }
            continuation.yield(text)
        }

        /// Waits (at most 30 s) until something printed contains `text`.
        func wait(for text: String) async throws {
            if printed.withLock({ $0.contains { $0.contains(text) } }) { return }
            let pieces = pieces
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { for await piece in pieces where piece.contains(text) { return } }
                group.addTask {
                    try await Task.sleep(for: .seconds(30))
                    throw CancellationError()
                }
                try await group.next()
                group.cancelAll()
            }
        }
    }

    @Test("served like IRC and Matrix: a command is answered and the waiting alert is delivered, once")
    func servedByTheSameLoop() async throws {
        let database = try TownhallDatabase.temporary()
        try await DemoData.seed(into: database)
        let alice = AccountIdentity(network: "console", name: "alice")
        let staff = AccountIdentity(network: "console", name: "staffer")
        let id = try await database.ask("Will you hold a town hall?", to: "P000197", tags: [], by: alice, at: Date()).id
        try await database.verify(staff, as: "P000197", isStaff: true, at: Date())
        _ = try await database.answer(id, with: "Yes.", by: staff, at: Date(), notification: { _ in "Your question was answered." })

        let screen = Screen()
        let (input, typing) = AsyncStream.makeStream(of: String.self)
        let console = ConsoleTransport(input: input, write: screen.write)
        let loop = MultiThreadedEventLoopGroup.singleton.next()
        let service = BotService(configuration: TownhallConfiguration(database: .sqlite(path: ":memory:"), networks: []))
        let operations = try await ServiceOperations.start(MetricsConfiguration(), networks: [], database: database, environment: [:])
        let serving = Task {
            try await service.serve([console], database: database, executor: EventLoopExecutor(loop),
                                    trimmer: MemoryTrimmer(logger: Logger(label: "test")), operations: operations)
        }
        typing.yield("/as alice")
        typing.yield("ping")
        try await screen.wait(for: "[dm] <townhall> pong")
        try await screen.wait(for: "[dm → alice] <townhall> Your question was answered.")
        typing.finish()
        try await serving.value
        #expect(screen.printed.withLock { $0 }.filter { $0.contains("Your question was answered.") }.count == 1)
        #expect(try await database.reading { try $0.pendingNotifications(for: alice) }.isEmpty)
    }
}
