/// What a person's command and their answer to a question the bot asked them run inside: the
/// application keeps per-person state there that its storage reads (Townhall: the account whose
/// acknowledged writes keep their reads off a lagging standby). Both go through it because a
/// dialogue's handler runs after the command that asked has returned, outside that command's
/// scope, and writes as much as a command does (a letter's recipients, a ZIP, an address).
/// `account` is the speaker's stored identity, nil for a guest. Both the scope and `body` run
/// where the core runs (`nonisolated(nonsending)`): as plain async closures each would be a hop
/// off the core's executor and back, a job queued on the connection's event loop per command.
public typealias SpeakerScope = nonisolated(nonsending) @Sendable (
    _ account: AccountIdentity?, _ body: nonisolated(nonsending) @Sendable () async throws -> Void
) async throws -> Void
