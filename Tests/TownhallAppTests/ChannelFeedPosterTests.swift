import Chat
import DatabaseTestSupport
import Foundation
import Logging
import Storage
import Synchronization
import Testing
@testable import TownhallApp

@Suite("Channel feeds: each report posted once, paced, summed up beyond the pace")
struct ChannelFeedPosterTests {
    let start = Date(timeIntervalSince1970: 1_793_700_000)

    /// Records posts; fails them while `failing` is set.
    final class RecordingChannel: ChannelPostTransport {
        let posts = Mutex<[String]>([])
        let failing = Mutex(false)

        func isInChannel(_ channel: String) -> Bool { channel == "#mission" }

        func post(_ text: String, in channel: String) async throws {
            if failing.withLock({ $0 }) { throw CancellationError() }
            posts.withLock { $0.append("\(channel) \(text)") }
        }

        func taken() -> [String] { posts.withLock { posts in defer { posts = [] }; return posts } }
    }

    /// The poster's clock, moved by hand.
    final class TestClock: Sendable {
        let date: Mutex<Date>
        init(_ date: Date) { self.date = Mutex(date) }
        func set(_ new: Date) { date.withLock { $0 = new } }
        func now() -> Date { date.withLock { $0 } }
    }

    func database(on kind: DatabaseKind) async throws -> TownhallDatabase {
        let database = try await kind.makeDatabase(label: "feedposter")
        _ = try await database.replaceZipDistricts([ZipDistrict(zcta: "94110", state: "CA", stateFIPS: "06", districtNumber: 11)])
        #expect(try await database.subscribeChannel("#mission", network: "test",
                                                    to: .district(CongressionalDistrict(state: "CA", number: 11)),
                                                    kinds: [], at: start))
        return database
    }

    func file(_ count: Int, in database: TownhallDatabase, from first: Int = 1) async throws {
        for index in first..<(first + count) {
            _ = try await database.report(.line, zip: "94110", text: "line \(index)", imageURL: nil,
                                          by: AccountIdentity(network: "test", name: "r\(index)"), perHour: 10, at: start)
        }
    }

    func poster(_ database: TownhallDatabase, _ channel: RecordingChannel, clock: TestClock) -> ChannelFeedPoster {
        ChannelFeedPoster(network: "test", database: database, transport: channel, prefix: "!", postsPerMinute: 3,
                          pollSeconds: 1, logger: Logger(label: "test"), now: { clock.now() })
    }

    @Test(arguments: DatabaseKind.allCases)
    func aBurstIsPacedAndSummedUpThenNothingIsPostedTwiceAcrossARestart(kind: DatabaseKind) async throws {
        let database = try await database(on: kind)
        let channel = RecordingChannel()
        let clock = TestClock(start)
        try await file(5, in: database)
        let first = poster(database, channel, clock: clock)
        await first.sweep()
        #expect(channel.taken() == [
            "#mission New report R1 (CA-11 feed): long line at 94110 (CA-11): line 1 — !incident R1",
            "#mission New report R2 (CA-11 feed): long line at 94110 (CA-11): line 2 — !incident R2",
            "#mission and 3 more — !incidents CA-11 new",
        ])
        await first.sweep()
        #expect(channel.taken().isEmpty)
        // The pace refills one post per 20 s.
        try await file(1, in: database, from: 6)
        await first.sweep()
        #expect(channel.taken().isEmpty)
        clock.set(start.addingTimeInterval(20))
        await first.sweep()
        #expect(channel.taken() == ["#mission New report R6 (CA-11 feed): long line at 94110 (CA-11): line 6 — !incident R6"])
        // A new poster (the bot restarted) finds nothing left to post.
        await poster(database, channel, clock: clock).sweep()
        #expect(channel.taken().isEmpty)
    }

    @Test(arguments: DatabaseKind.allCases)
    func aPostTheServerDidNotTakeWaitsForTheNextSweep(kind: DatabaseKind) async throws {
        let database = try await database(on: kind)
        let channel = RecordingChannel()
        let clock = TestClock(start)
        try await file(1, in: database)
        channel.failing.withLock { $0 = true }
        await poster(database, channel, clock: clock).sweep()
        #expect(try await database.reading { try $0.pendingFeedCount(in: "#mission", network: "test") } == 1)
        channel.failing.withLock { $0 = false }
        await poster(database, channel, clock: clock).sweep()
        #expect(channel.taken().count == 1)
        #expect(try await database.reading { try $0.pendingFeedCount(in: "#mission", network: "test") } == 0)
    }

    /// A report's text reaches the feed as filed (from any transport, an import, an older
    /// version): its line breaks, CTCP and formatting codes must not reach the transport, where
    /// they would start a second IRC line (a command of the bot's own) or style the channel.
    @Test(arguments: DatabaseKind.allCases)
    func aReportsControlCharactersAreNeutralisedBeforeTheTransport(kind: DatabaseKind) async throws {
        let database = try await database(on: kind)
        let channel = RecordingChannel()
        _ = try await database.report(.line, zip: "94110", text: "wait\r\nQUIT :bye \u{3}04red\u{2}bold\u{1}ACTION hi\u{1}\u{85}end",
                                      imageURL: nil, by: AccountIdentity(network: "test", name: "r1"), perHour: 10, at: start)
        await poster(database, channel, clock: TestClock(start)).sweep()
        let posts = channel.taken()
        #expect(posts == ["#mission New report R1 (CA-11 feed): long line at 94110 (CA-11): "
                          + "wait  QUIT :bye  04red bold ACTION hi  end — !incident R1"])
        #expect(!posts.contains { $0.unicodeScalars.contains(where: \.isControlCharacter) })
    }

    /// Holds the first post in the air until `open()`; later posts go through. Announces the
    /// first post's arrival, so a test can act while a poster is mid-sweep.
    final class GatedChannel: ChannelPostTransport {
        let posts = Mutex<[String]>([])
        let gate = Mutex<(used: Bool, waiting: CheckedContinuation<Void, Never>?, open: Bool)>((false, nil, false))
        let arrivals: AsyncStream<Void>
        private let arrival: AsyncStream<Void>.Continuation

        init() { (arrivals, arrival) = AsyncStream.makeStream() }

        func isInChannel(_ channel: String) -> Bool { channel == "#mission" }

        func post(_ text: String, in channel: String) async throws {
            let held = gate.withLock { gate in defer { gate.used = true }; return !gate.used }
            if held {
                arrival.yield()
                await withCheckedContinuation { continuation in
                    let openAlready = gate.withLock { gate in
                        gate.waiting = continuation
                        return gate.open
                    }
                    if openAlready { continuation.resume() }
                }
            }
            posts.withLock { $0.append("\(channel) \(text)") }
        }

        func open() {
            let waiting = gate.withLock { gate in
                gate.open = true
                defer { gate.waiting = nil }
                return gate.waiting
            }
            waiting?.resume()
        }
    }

    /// Two bot processes serving the same network on one database (a failover pair): the second
    /// sweeps the channel while the first is posting what it found there. The first claimed the
    /// lot, so the second posts nothing, and each report is posted once.
    @Test(arguments: DatabaseKind.allCases)
    func twoPostersOfOneNetworkPostEachReportOnce(kind: DatabaseKind) async throws {
        let database = try await database(on: kind)
        let other = try await DatabaseKind.reopen(database)
        let channel = GatedChannel()
        let clock = TestClock(start)
        try await file(5, in: database)
        let first = ChannelFeedPoster(network: "test", database: database, transport: channel, prefix: "!", postsPerMinute: 3,
                                      pollSeconds: 1, logger: Logger(label: "test"), now: { clock.now() })
        let second = ChannelFeedPoster(network: "test", database: other, transport: channel, prefix: "!", postsPerMinute: 3,
                                       pollSeconds: 1, logger: Logger(label: "test"), now: { clock.now() })
        let firstSweep = Task { await first.sweep() }
        var arrivals = channel.arrivals.makeAsyncIterator()
        await arrivals.next()  // the first poster's first line is in the air
        await second.sweep()
        channel.open()
        await firstSweep.value
        #expect(channel.posts.withLock { $0 } == [
            "#mission New report R1 (CA-11 feed): long line at 94110 (CA-11): line 1 — !incident R1",
            "#mission New report R2 (CA-11 feed): long line at 94110 (CA-11): line 2 — !incident R2",
            "#mission and 3 more — !incidents CA-11 new",
        ])
        #expect(try await database.reading { try $0.pendingFeedCount(in: "#mission", network: "test") } == 0)
    }
}
