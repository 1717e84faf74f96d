import Chat
import Storage

/// `reps`: the sender's two senators and House member, with phone and contact form, then (where
/// Open States data for the state is loaded) their state legislators, governor and statewide
/// officers. Where they live is private, so the answer always goes to a DM.
struct RepsCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(
        name: "reps", aliases: ["myreps"], usage: "reps",
        summary: "Your two senators and your House member, with phone and contact form; your state legislators, "
            + "governor and statewide officers where I have them.",
        permission: .accountHolder, category: "Members")

    func run(_ context: CommandContext) async throws {
        guard context.words.isEmpty else { throw context.usageError() }
        let account = try context.requireAccount()
        // One read for every level: each trip to a reader thread is a wait on a busy machine.
        let lines = try await civic.database.reading { try Self.lines(for: account, in: $0) }
        guard let lines else {
            context.replyInPrivate(["I don't know where you vote yet. Tell me your ZIP here: zip <5-digit ZIP code>"],
                                   note: "I sent you a private message about how to set your ZIP.")
            return
        }
        context.replyInPrivate(lines, note: "I sent your members of Congress in a private message.")
    }

    /// The answer for `account`: Congress, then the state's officials; nil when no ZIP is known.
    private static func lines(for account: AccountIdentity, in snapshot: ReadSnapshot) throws -> [String]? {
        let profile = try snapshot.profile(of: account)
        let chosen = profile?.stateDistricts ?? [:]
        if let district = profile?.district {
            return try congressLines(for: district, in: snapshot)
                + StateLevelLines.lines(zip: profile?.zip, state: district.state, chosen: chosen, in: snapshot)
        }
        guard let zip = profile?.zip else { return nil }
        let candidates = try snapshot.districts(forZip: zip).map(\.district)
        var out = ["Your ZIP \(zip) is split between \(ZipCommand.list(candidates.map(\.code))); "
            + "choose yours with: district <ST-NN>"]
        let states = Set(candidates.map(\.state))
        if states.count == 1, let state = states.first {
            out += try senatorLines(of: state, in: snapshot)
            out += try StateLevelLines.lines(zip: zip, state: state, chosen: chosen, in: snapshot)
        }
        return out
    }

    private static func congressLines(for district: CongressionalDistrict, in snapshot: ReadSnapshot) throws -> [String] {
        let house = try snapshot.houseMembers(of: district)
        let houseLines = house.isEmpty
            ? ["House seat \(district.code): vacant, or not in my data."]
            : house.map(MemberText.contactLine)
        return ["Your members of Congress (\(district.code)):"] + (try senatorLines(of: district.state, in: snapshot)) + houseLines
    }

    private static func senatorLines(of state: String, in snapshot: ReadSnapshot) throws -> [String] {
        let senators = try snapshot.senators(of: state)
        // DC and the territories have no senators; say so rather than show nothing.
        return senators.isEmpty ? ["\(state) has no senators in my data."] : senators.map(MemberText.contactLine)
    }
}
