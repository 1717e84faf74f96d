/// What the last check found a standby to be, and so whether reads may go there.
enum StandbyState: Sendable, Equatable, CustomStringConvertible {
    /// In recovery and at most the allowed lag behind.
    case usable(lagSeconds: Double)
    /// Not in recovery: a primary (a replica list naming the primary, or a promoted standby).
    /// Reads there would be fresh, but the operator meant to spare the primary, and a promoted
    /// node's old primary may be the one coming back as a standby: say so and read from the primary.
    case primary
    case lagging(seconds: Double)
    /// WAL received but not replayed, and no replayed transaction to date it by.
    case lagUnknown
    case unreachable(String)

    var isUsable: Bool {
        if case .usable = self { true } else { false }
    }

    var description: String {
        switch self {
        case .usable(let lag): "a standby \(Self.seconds(lag)) behind"
        case .primary: "not in recovery (a primary, not a standby)"
        case .lagging(let lag): "\(Self.seconds(lag)) behind the primary"
        case .lagUnknown: "a standby whose lag cannot be told (nothing replayed yet)"
        case .unreachable(let why): "unreachable: \(why)"
        }
    }

    private static func seconds(_ value: Double) -> String {
        "\((value * 10).rounded() / 10) s"
    }

    /// One text the check's statement answers: recovery, WAL receiver, all received replayed,
    /// age of the last replayed transaction, joined by `|`.
    static let check = """
        SELECT concat_ws('|', pg_is_in_recovery()::text,
                         (SELECT count(*) FROM pg_stat_wal_receiver)::text,
                         COALESCE((pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn())::text, 'unknown'),
                         COALESCE(EXTRACT(EPOCH FROM now() - pg_last_xact_replay_timestamp())::float8::text, 'none'))
        """

    /// Judges the answer to `check` against `maxLag` seconds.
    ///
    /// The age of the last replayed transaction is the lag only while WAL waits to be replayed:
    /// on an idle primary nothing new is committed, the age grows, and yet the standby misses
    /// nothing. So a standby whose WAL receiver runs and which has replayed all it received is
    /// not behind at all; one without a receiver (restoring from an archive, or cut off) is
    /// judged by the age alone, since it cannot know what it has not received.
    static func judge(_ answer: String, maxLag: Double) -> StandbyState {
        let parts = answer.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 4 else { return .unreachable("unexpected answer to the lag check: \(answer)") }
        guard parts[0] == "true" else { return .primary }
        let receiving = (Int(parts[1]) ?? 0) > 0
        if receiving, parts[2] == "true" { return .usable(lagSeconds: 0) }
        guard let age = Double(parts[3]) else { return .lagUnknown }
        let lag = max(0, age)
        return lag <= maxLag ? .usable(lagSeconds: lag) : .lagging(seconds: lag)
    }
}
