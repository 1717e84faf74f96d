/// What a person's command and their answer to a question the bot asked them run inside: the
/// application keeps per-person state there that its storage reads (Townhall: the account whose
/// acknowledged writes keep their reads off a lagging standby). Both go through it because a
/// dialogue's handler runs after the command that asked has returned, outside that command's
/// scope, and writes as much as a command does (a letter's recipients, a ZIP, an address).
/// `account` is the speaker's stored identity, nil for a guest.
public typealias SpeakerScope = @Sendable (_ account: AccountIdentity?, _ body: @Sendable () async throws -> Void) async throws
    -> Void
