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
        let note = "I sent your members of Congress in a private message."
        let profile = try await civic.database.reading { try $0.profile(of: account) }
        if let district = profile?.district {
            let zip = profile?.zip, chosen = profile?.stateDistricts ?? [:]
            let stateLines = try await civic.database.reading {
                try StateLevelLines.lines(zip: zip, state: district.state, chosen: chosen, in: $0)
            }
            context.replyInPrivate(try await lines(for: district) + stateLines, note: note)
            return
        }
        guard let zip = profile?.zip else {
            context.replyInPrivate(["I don't know where you vote yet. Tell me your ZIP here: zip <5-digit ZIP code>"],
                                   note: "I sent you a private message about how to set your ZIP.")
            return
        }
        let candidates = try await civic.database.reading { try $0.districts(forZip: zip) }.map(\.district)
        var out = ["Your ZIP \(zip) is split between \(ZipCommand.list(candidates.map(\.code))); "
            + "choose yours with: district <ST-NN>"]
        let states = Set(candidates.map(\.state))
        if states.count == 1, let state = states.first {
            out += try await senatorLines(of: state)
            let chosen = profile?.stateDistricts ?? [:]
            out += try await civic.database.reading { try StateLevelLines.lines(zip: zip, state: state, chosen: chosen, in: $0) }
        }
        context.replyInPrivate(out, note: note)
    }

    private func lines(for district: CongressionalDistrict) async throws -> [String] {
        let house = try await civic.database.reading { try $0.houseMembers(of: district) }
        let houseLines = house.isEmpty
            ? ["House seat \(district.code): vacant, or not in my data."]
            : house.map(MemberText.contactLine)
        return ["Your members of Congress (\(district.code)):"] + (try await senatorLines(of: district.state)) + houseLines
    }

    private func senatorLines(of state: String) async throws -> [String] {
        let senators = try await civic.database.reading { try $0.senators(of: state) }
        // DC and the territories have no senators; say so rather than show nothing.
        return senators.isEmpty ? ["\(state) has no senators in my data."] : senators.map(MemberText.contactLine)
    }
}
