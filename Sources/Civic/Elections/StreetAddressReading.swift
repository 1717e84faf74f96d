import Chat
import Storage

/// The address argument of `polls` and `ballot`, and the answer when no street segment has it.
enum StreetAddressReading {
    static func read(_ context: CommandContext, command: String) throws -> StreetAddress {
        guard let address = StreetAddressWords.address(context.arguments) else {
            throw context.usageError("Write a house number, the street, then the city or ZIP: "
                + "\(context.typed(command)) \(StreetAddressWords.example)")
        }
        return address
    }

    /// Says what was understood and how to retry (in a DM, where the address was typed).
    static func noMatch(_ address: StreetAddress, civic: CivicContext, _ context: CommandContext,
                        command: String) async throws -> CommandFailure {
        let place = [address.city, address.zip].compactMap { $0 }.joined(separator: " ")
        if let zip = address.zip, try await !civic.database.reading({ try $0.vipCovers(zip: zip) }) {
            return CommandFailure(try await ElectionPlace.ofZip(zip, civic: civic).noData)
        }
        return CommandFailure("No street in the official feed matches \(address.house) \(address.street) in \(place). "
            + "Check the house number and the street's name and type (Ln, Rd…), add the city or ZIP, "
            + "or list every site in the ZIP with: \(context.typed("polls")) <ZIP>")
    }
}
