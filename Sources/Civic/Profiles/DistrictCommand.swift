import Chat
import Storage

/// `district <ST-NN>`: picks the sender's House district, e.g. when their ZIP is split.
struct DistrictCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(
        name: "district", usage: "district <ST-NN> (e.g. district NY-12, district WY-AL)",
        summary: "Choose your congressional district (private), e.g. when your ZIP is split.",
        places: .direct, permission: .accountHolder, category: "Profile")

    func run(_ context: CommandContext) async throws {
        guard context.words.count == 1, let district = CongressionalDistrict(code: context.words[0]) else {
            throw context.usageError()
        }
        let account = try context.requireAccount()
        let database = civic.database
        if let zip = try await database.reading({ try $0.profile(of: account) })?.zip {
            let allowed = try await database.reading { try $0.districts(forZip: zip) }.map(\.district)
            if !allowed.isEmpty && !allowed.contains(district) {
                throw CommandFailure("Your ZIP \(zip) is in \(ZipCommand.list(allowed.map(\.code))), not \(district.code). "
                    + "Change your ZIP first with: zip <code>")
            }
        } else {
            let known = try await database.reading { try $0.districtExists(district) }
            let served = try await !database.reading { try $0.houseMembers(of: district) }.isEmpty
            guard known || served else { throw CommandFailure("I don't know a district \(district.code).") }
        }
        try await database.updateProfile(of: account, at: context.now) { $0.district = district }
        context.reply("Saved: your district is \(district.code). Type reps to see your members of Congress.")
    }
}
