import Logging
import NIOCore
import PostgresNIO
import Synchronization

/// Chooses where a read that may be stale goes: to the first standby of `ReadReplicaSettings`
/// whose last check found it within the lag bound, else to the primary (nil).
///
/// Each standby is checked at most once per `checkInterval`, by the first read that finds its
/// verdict due; reads meanwhile go by the previous verdict, so a slow check delays one read,
/// not all. A change of verdict is logged once (skipped, and why; back in use), not on every read.
final class StandbyReads: Sendable {
    final class Standby: Sendable {
        let location: PostgresLocation
        let connections: PostgresConnectionPool
        fileprivate let verdict = Mutex<Verdict>(Verdict())

        init(location: PostgresLocation, connections: PostgresConnectionPool) {
            self.location = location
            self.connections = connections
        }
    }

    fileprivate struct Verdict {
        var state: StandbyState?
        var checkedAt: ContinuousClock.Instant?
    }

    let settings: ReadReplicaSettings
    let standbys: [Standby]
    private let logger: Logger

    init(settings: ReadReplicaSettings, eventLoopGroup: any EventLoopGroup, logger: Logger) throws {
        self.settings = settings
        self.logger = logger
        standbys = try settings.replicas.map { location in
            Standby(location: location, connections: try PostgresConnectionPool(
                location: location, eventLoopGroup: eventLoopGroup, logger: logger, keepsWritableSessionsOnly: false))
        }
    }

    /// The standby `reader`'s read may go to, nil for the primary. Blocks the calling pool thread
    /// while a due check runs.
    func standby(for reader: String) -> Standby? {
        if ReadYourWrites.wroteRecently(reader, within: settings.readYourWritesWindow) { return nil }
        return standbys.first(where: isUsable)
    }

    /// What each standby was last found to be, by its hosts (nil: not checked yet).
    var states: [String: StandbyState?] {
        Dictionary(uniqueKeysWithValues: standbys.map { ($0.location.serverList, $0.verdict.withLock { $0.state }) })
    }

    /// A read on `standby` found it gone: no read goes there until its next check.
    func unreachable(_ standby: Standby, _ why: String) {
        standby.connections.discardIdle()
        record(.unreachable(why), for: standby, at: .now)
    }

    private func isUsable(_ standby: Standby) -> Bool {
        let now = ContinuousClock.now
        let (due, known) = standby.verdict.withLock { verdict -> (Bool, StandbyState?) in
            let due = verdict.checkedAt.map { now - $0 >= settings.checkInterval } ?? true
            if due { verdict.checkedAt = now }  // the other reads keep the old verdict meanwhile
            return (due, verdict.state)
        }
        guard due else { return known?.isUsable ?? false }
        let state = check(standby)
        record(state, for: standby, at: now)
        return state.isUsable
    }

    private func record(_ state: StandbyState, for standby: Standby, at instant: ContinuousClock.Instant) {
        let before = standby.verdict.withLock { verdict in
            defer { verdict.state = state; verdict.checkedAt = instant }
            return verdict.state
        }
        if state.isUsable {
            if before?.isUsable != true { logger.info("reading from standby \(standby.location.redacted): \(state)") }
        } else if let before, !before.isUsable, Self.sameKind(before, state) {
            return
        } else {
            logger.warning("standby \(standby.location.redacted) skipped, reads go to the primary: \(state)")
        }
    }

    /// Lagging 6 s and then 7 s is one condition, logged once.
    private static func sameKind(_ one: StandbyState, _ other: StandbyState) -> Bool {
        switch (one, other) {
        case (.lagging, .lagging), (.unreachable, .unreachable): true
        default: one == other
        }
    }

    private func check(_ standby: Standby) -> StandbyState {
        let connection: PostgresConnection
        do {
            connection = try standby.connections.acquire()
        } catch {
            return .unreachable(Self.reason(error))
        }
        do {
            let rows = try connection.query(PostgresQuery(unsafeSQL: StandbyState.check), logger: logger).wait()
            let answer = try rows.first.flatMap { row in try row.first?.decode(String.self) } ?? ""
            standby.connections.release(connection, reusable: true)
            return StandbyState.judge(answer, maxLag: Self.seconds(settings.maxLag))
        } catch {
            standby.connections.release(connection, reusable: false)
            standby.connections.discardIdle()
            return .unreachable(Self.reason(error))
        }
    }

    private static func reason(_ error: any Error) -> String {
        switch error {
        case SQLEngineError.unreachable(let why): why
        case let error as PSQLError: "\(PostgresTransaction.engineError(error))"
        default: "\(error)"
        }
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
