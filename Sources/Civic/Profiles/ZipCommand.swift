import Chat
import Storage

/// `zip <code>`: stores the sender's ZIP (DM only, it is private); a ZIP+4 is stored as its 5
/// digits (`ZipCodeWord`). A ZIP in one district also sets the district; a split ZIP asks the
/// person to choose with `district ST-NN`.
struct ZipCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(
        name: "zip", usage: "zip <5-digit ZIP code>",
        summary: "Tell me your ZIP code (private) so I can find your members of Congress.",
        places: .direct, permission: .accountHolder, category: "Profile")

    func run(_ context: CommandContext) async throws {
        guard context.words.count == 1 else { throw context.usageError() }
        guard let zip = ZipCodeWord.zip(context.words[0]) else {
            throw context.usageError("A ZIP code has 5 digits")
        }
        let account = try context.requireAccount()
        let rows = try await civic.database.reading { try $0.districts(forZip: zip) }
        let districts = rows.map(\.district)
        guard !districts.isEmpty else {
            if try await civic.database.reading({ try $0.zipDistrictCount() }) == 0 {
                throw CommandFailure("I have no ZIP data yet; the operator needs to run: townhall import districts FILE")
            }
            let demoZips = try await civic.database.reading { try $0.demoZips() }
            guard demoZips.isEmpty else {
                // On the demo an unknown ZIP is missing from the demo's few, not from the country.
                throw CommandFailure("This demo knows only the ZIPs \(Self.list(demoZips)), not \(zip): try zip \(demoZips.last!). "
                    + "The operator loads every ZIP with: townhall sync")
            }
            throw CommandFailure("I don't know ZIP \(zip): it may not exist, or be a PO-box-only ZIP. Try the ZIP of your street address.")
        }
        let chosen = districts.count == 1 ? districts[0] : nil
        try await civic.database.updateProfile(of: account, at: context.now) { profile in
            profile.zip = zip
            profile.district = chosen
            profile.stateDistricts = [:]
        }
        if let chosen {
            context.reply("Saved your ZIP \(zip) (\(chosen.code)). Type reps to see your members of Congress.")
        } else {
            let codes = districts.map(\.code)
            context.reply("Saved your ZIP \(zip). It is split between \(Self.list(codes)); choose yours with: "
                + codes.map { "district \($0)" }.joined(separator: " or "))
        }
    }

    /// "A and B", "A, B and C".
    static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }
}
