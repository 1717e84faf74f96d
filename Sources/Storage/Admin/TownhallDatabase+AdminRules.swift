import Foundation
import SQLStore

extension TownhallDatabase {
    /// Stores `ignore`, replacing an earlier ignore of the same speaker (its notice is then due
    /// again: the person has not been told of this one).
    public func saveIgnore(_ ignore: SpeakerIgnore) async throws {
        try await engine.write { tx in
            try tx.execute("""
                INSERT INTO ignored_speaker (network, speaker, reason, admin_account, created_at, expires_at, notified_at)
                VALUES (?, ?, ?, ?, ?, ?, NULL)
                ON CONFLICT (network, speaker) DO UPDATE SET speaker = excluded.speaker, reason = excluded.reason,
                    admin_account = excluded.admin_account, created_at = excluded.created_at,
                    expires_at = excluded.expires_at, notified_at = NULL
                """, [ignore.network, ignore.speaker, ignore.reason, ignore.setBy, ignore.createdAt, ignore.expiresAt])
        }
    }

    /// Lifts the ignore of `speaker` (any case). False if there was none.
    public func removeIgnore(network: String, speaker: String) async throws -> Bool {
        try await engine.write { tx in
            try tx.execute("DELETE FROM ignored_speaker WHERE network = ? AND speaker = ?", [network, speaker]) > 0
        }
    }

    /// Records that the person behind the ignore of `speaker` was told.
    public func markIgnoreNotified(network: String, speaker: String, at date: Date) async throws {
        try await engine.write { tx in
            _ = try tx.execute("UPDATE ignored_speaker SET notified_at = ? WHERE network = ? AND speaker = ?",
                               [date, network, speaker])
        }
    }

    /// Every stored ignore on every network, the expired ones included (they stay until lifted or
    /// replaced; `SpeakerIgnore.isActive` tells them apart), oldest first.
    public func ignores() async throws -> [SpeakerIgnore] {
        try await engine.read { tx in
            try tx.rows("""
                SELECT network, speaker, reason, admin_account, created_at, expires_at, notified_at FROM ignored_speaker
                ORDER BY created_at, speaker
                """).map {
                SpeakerIgnore(network: try $0.decode(at: 0), speaker: try $0.decode(at: 1), reason: try $0.decode(at: 2),
                              setBy: try $0.decode(at: 3), createdAt: try $0.decode(at: 4), expiresAt: try $0.decode(at: 5),
                              notifiedAt: try $0.decode(at: 6))
            }
        }
    }

    /// Turns `off.command` off in its channel. False if it was off already.
    public func turnOff(_ off: ChannelCommandOff, by admin: String, at date: Date) async throws -> Bool {
        try await engine.write { tx in
            try tx.execute("""
                INSERT INTO channel_command_off (network, channel, command, admin_account, created_at) VALUES (?, ?, ?, ?, ?)
                ON CONFLICT (network, channel, command) DO NOTHING
                """, [off.network, off.channel, off.command, admin, date]) > 0
        }
    }

    /// Turns `off.command` on again in its channel. False if it was not off.
    public func turnOn(_ off: ChannelCommandOff) async throws -> Bool {
        try await engine.write { tx in
            try tx.execute("DELETE FROM channel_command_off WHERE network = ? AND channel = ? AND command = ?",
                           [off.network, off.channel, off.command]) > 0
        }
    }

    /// Every command turned off in any channel, by network, channel and command.
    public func commandsTurnedOff() async throws -> [ChannelCommandOff] {
        try await engine.read { tx in
            try tx.rows("SELECT network, channel, command FROM channel_command_off ORDER BY network, channel, command")
                .map { ChannelCommandOff(network: try $0.decode(at: 0), channel: try $0.decode(at: 1), command: try $0.decode(at: 2)) }
        }
    }
}
