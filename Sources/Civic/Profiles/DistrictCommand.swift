import Chat
import Storage

/// `district <ST-NN>`: picks the sender's House district, e.g. when their ZIP is split.
///
/// "WY-00" and "WY-0" are read as WY-AL, how the at-large seat is also written: the state's
/// only district is saved when it is one. A refusal names the code as it was typed ("CA-00"),
/// never the reading of it ("CA-AL"), which the person did not write and would not recognise.
struct DistrictCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(
        name: "district", usage: "district <ST-NN> (e.g. district NY-12, district WY-AL)",
        summary: "Choose your congressional district (private), e.g. when your ZIP is split.",
        places: .direct, permission: .accountHolder, category: "Profile")

    func run(_ context: CommandContext) async throws {
        guard context.words.count == 1 else { throw context.usageError() }
        let typed = TypedWord.trimmingTrailingPunctuation(context.words[0]).uppercased()
        guard let district = CongressionalDistrict(code: typed) else { throw context.usageError() }
        let account = try context.requireAccount()
        let database = civic.database
        if let zip = try await database.reading({ try $0.profile(of: account) })?.zip {
            let allowed = try await database.reading { try $0.districts(forZip: zip) }.map(\.district)
            if !allowed.isEmpty && !allowed.contains(district) {
                throw CommandFailure("Your ZIP \(zip) is in \(ZipCommand.list(allowed.map(\.code))), not \(typed). "
                    + "Change your ZIP first with: zip <code>")
            }
        } else {
            let known = try await database.reading { try $0.districtExists(district) }
            let served = try await !database.reading { try $0.houseMembers(of: district) }.isEmpty
            guard known || served else { throw CommandFailure("I don't know a district \(typed). "
                + "Districts look like CA-11, or WY-AL for a state's only seat; or let your ZIP find it: zip <your ZIP>") }
        }
        try await database.updateProfile(of: account, at: context.now) { $0.district = district }
        context.reply("Saved: your district is \(district.code). Type reps to see your members of Congress.")
    }
}
