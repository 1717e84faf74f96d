import Foundation
@testable import MatrixClient
import Testing

/// What a session knows of its rooms after a restart: the first sync of a run carries each joined
/// room's whole state, and the session takes from it the rooms, their moderators and who is in
/// each DM, without waiting for a later sync to mention them.
@Suite("Matrix rooms from a full-state sync")
struct MatrixFullStateTests {
    static func member(_ user: String, _ membership: String = "join") -> String {
        #"{"type": "m.room.member", "state_key": "\#(user)", "sender": "\#(user)", "content": {"membership": "\#(membership)"}}"#
    }

    /// Three rooms nobody spoke in since the stored position: a quiet room with a moderator, a DM
    /// and a DM that grew while the bot was down.
    static let restart = """
        {"next_batch": "s9", "rooms": {"join": {
          "!quiet:localhost": {"state": {"events": [\(member("@bot:localhost")), \(member("@gina:localhost")),
            {"type": "m.room.power_levels", "state_key": "", "sender": "@olivia:localhost",
             "content": {"users": {"@gina:localhost": 50, "@olivia:localhost": 100}}}]}, "timeline": {"events": []}},
          "!dm:localhost": {"state": {"events": [\(member("@bot:localhost")), \(member("@alice:localhost"))]},
            "timeline": {"events": []}},
          "!grown:localhost": {"state": {"events": [\(member("@bot:localhost")), \(member("@bob:localhost")),
            \(member("@carol:localhost", "invite"))]}, "timeline": {"limited": true, "events": []}}}}}
        """

    @Test("after a restart: joined rooms, their moderators and DM members are known from the first sync alone")
    func restartState() async throws {
        try await MatrixOperatorTests.withSession(after: #"{"next_batch": "s8"}"#) { session in
            // what `start` loads from the store: the DMs of the last run
            await session.remember(directRoom: "!dm:localhost", of: "@alice:localhost")
            await session.remember(directRoom: "!grown:localhost", of: "@bob:localhost")
            try await MatrixOperatorTests.absorb(Self.restart, into: session, isFullState: true)
            #expect(session.isJoined("!quiet:localhost"))
            #expect(await session.isOperator("@gina:localhost", in: "!quiet:localhost"))
            #expect(await session.isDirect("!dm:localhost", with: "@alice:localhost"))
            #expect(await session.members(of: "!grown:localhost") == ["@bot:localhost", "@bob:localhost", "@carol:localhost"])
            #expect(await !session.isDirect("!grown:localhost", with: "@bob:localhost"))
        }
    }

    @Test("later syncs amend what the full state said: a moderator demoted in the timeline, a DM untouched stays one")
    func keptCurrent() async throws {
        try await MatrixOperatorTests.withSession(after: #"{"next_batch": "s8"}"#) { session in
            await session.remember(directRoom: "!dm:localhost", of: "@alice:localhost")
            try await MatrixOperatorTests.absorb(Self.restart, into: session, isFullState: true)
            try await MatrixOperatorTests.absorb("""
                {"next_batch": "s10", "rooms": {"join": {"!quiet:localhost": {"timeline": {"events": [
                  {"type": "m.room.power_levels", "state_key": "", "sender": "@olivia:localhost",
                   "content": {"users": {"@olivia:localhost": 100}}}]}}}}}
                """, into: session)
            #expect(await !session.isOperator("@gina:localhost", in: "!quiet:localhost"))
            #expect(await session.isDirect("!dm:localhost", with: "@alice:localhost"))
        }
    }
}
