import DatabaseTestSupport
import MatrixTestServer

/// The accounts one engine's run of a Matrix test plays with: `alice` is `@alice-sqlite:localhost`
/// on SQLite and `@alice-postgres:localhost` on PostgreSQL, and so for the bot.
///
/// Why not one alice for both runs: rooms, DMs and the bot's `m.direct` outlive a run on the
/// homeserver, and a test user's first sync shows every room it is in. On one Synapse the second
/// engine's run would see the first run's replies (an alert found before the bot sent one) and
/// its bot would reuse the first bot's DMs instead of opening its own. With accounts of its own,
/// each run starts as the first one did; the homeserver (fresh at the first start of a test
/// process) is shared, which costs one Synapse, not two.
struct MatrixCast: Sendable {
    let kind: DatabaseKind

    /// The people a test on both engines may name; each has an account per engine.
    static let names = ["bot", "alice", "bob", "carol", "dora", "paced", "keybot", "niouser"] + nioRoomPeople + MatrixBotTests.crowd
        + MatrixBotTests.stormVoters
    /// Those free of Synapse's message limit (`paced` and the crowd keep it).
    static let unlimitedNames = ["bot", "alice", "bob", "carol", "dora", "niouser"] + nioRoomPeople + MatrixBotTests.stormVoters
    /// The people of the encrypted-room tests (MatrixEncryptedRoomTests), each a nio client.
    static let nioRoomPeople = ["nioann", "niobea", "niocid"]

    /// The accounts `names` stand for on every engine, for the homeserver to register.
    static func accounts(_ names: [String]) -> [String] {
        DatabaseKind.allCases.flatMap { kind in names.map { MatrixCast(kind: kind).local($0) } }
    }

    /// The local part of `name`'s account in this engine's run: `alice` → `alice-sqlite`.
    func local(_ name: String) -> String { "\(name)-\(kind)" }

    /// The user id of `name`'s account in this engine's run.
    func id(_ name: String) -> String { "@\(local(name)):localhost" }

    /// This run's bot.
    var bot: String { id("bot") }

    func login(_ name: String, on info: MatrixTestServer.Info) async throws -> MatrixTestUser {
        try await MatrixTestUser.login(local(name), password: "\(local(name))pass123", on: info)
    }

    /// This run's bot, with this run's alice as its admin.
    func deployment(joinOnInvite: String = "admins") -> RunningMatrixBot.Deployment {
        RunningMatrixBot.Deployment(user: local("bot"), admins: [id("alice")], joinOnInvite: joinOnInvite)
    }
}
