import Chat
import Storage

/// `district <ST-NN>`: picks the sender's House district, e.g. when their ZIP is split.
/// `district <chamber> <district>` (`district senate 11`, `district assembly 17`) picks their state
/// legislative district in that chamber when their ZIP is split between several, among those.
///
/// "WY-00" and "WY-0" are read as WY-AL, how the at-large seat is also written: the state's
/// only district is saved when it is one. A refusal names the code as it was typed ("CA-00"),
/// never the reading of it ("CA-AL"), which the person did not write and would not recognise.
struct DistrictCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(
        name: "district", usage: "district <ST-NN> | district <senate | house> <number> (e.g. district NY-12, district senate 11)",
        summary: "Choose your congressional district, or your state senate or house district (private), e.g. when your ZIP is split.",
        places: .direct, permission: .accountHolder, category: "Profile")

    func run(_ context: CommandContext) async throws {
        if context.words.count >= 2, let chamber = StateChamberWord.chamber(context.words[0]) {
            try await chooseStateDistrict(chamber, typed: context.words.dropFirst().joined(separator: " "), context)
            return
        }
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

    /// Saves the state district of `chamber` the sender typed, when their ZIP lies in it.
    private func chooseStateDistrict(_ chamber: StateChamber, typed: String, _ context: CommandContext) async throws {
        let account = try context.requireAccount()
        let database = civic.database
        guard let zip = try await database.reading({ try $0.profile(of: account) })?.zip else {
            throw CommandFailure("Tell me your ZIP first (zip <5-digit ZIP code>); then reps shows your state districts.")
        }
        let areas = try await database.reading { try $0.stateDistricts(forZip: zip) }.filter { $0.chamber == chamber }
        guard let state = areas.first?.state else {
            throw CommandFailure("No state legislative district in my data covers ZIP \(zip), so there is none to choose.")
        }
        let chamberName = chamber == .upper ? state.upperChamber : state.lowerChamber
        let key = DistrictKey.of(TypedWord.trimmingTrailingPunctuation(typed))
        guard let area = areas.first(where: { $0.districtKey == key }) else {
            let word = StateChamberWord.word(for: chamber, of: state)
            throw CommandFailure("Your ZIP \(zip) is in \(state.code) \(chamberName) \(areas.count == 1 ? "district" : "districts") "
                + "\(ZipCommand.list(areas.map(\.districtKey))), not \(typed). Choose with: "
                + areas.map { "district \(word) \($0.districtKey)" }.joined(separator: " or "))
        }
        try await database.updateProfile(of: account, at: context.now) { $0.stateDistricts[chamber] = area.districtKey }
        context.reply("Saved: your \(state.code) \(chamberName) district is \(area.districtKey). Type reps to see your state legislators.")
    }
}
