import Chat
import Storage

extension CivicContext {
    /// The bill `words` name, as people type it (`TypedBillID`); a usage line for a malformed
    /// id, a one-line refusal with close matches for an unknown one.
    func bill(named words: [String], context: CommandContext) async throws -> BillDetail {
        guard let id = TypedBillID(now: context.now).bill(words[...]) else {
            throw IDShapes.notABill(words.joined(separator: " "), context)
        }
        guard let bill = try await database.reading({ try $0.bill(id) }) else { throw try await missingBill(id, context: context) }
        return bill
    }

    /// `id` when the bill is stored, else the refusal with close matches.
    func knownBill(_ id: BillID, context: CommandContext) async throws -> BillID {
        guard try await database.reading({ try $0.bill(id) }) != nil else { throw try await missingBill(id, context: context) }
        return id
    }

    private func missingBill(_ id: BillID, context: CommandContext) async throws -> CommandFailure {
        let current = TypedBillID(now: context.now).currentCongress
        // A roll call can name a bill whose status file is not loaded (`vote` offers the link):
        // say how it gets loaded rather than that it does not exist. `sync` fetches the bills of
        // the current Congress that roll calls name; an older one comes from its file.
        let votes = try await database.reading { try $0.rollCalls(naming: id) }
        if !votes.isEmpty {
            let named = votes.map(\.chatForm).joined(separator: ", ")
            let loader = id.congress == current ? "townhall sync" : "townhall import bills with its BILLSTATUS file"
            return CommandFailure("""
                Bill \(id.key) is named by roll call \(named), but its status is not loaded yet: the bot's \
                operator loads it with \(loader). Meanwhile try \(context.typed("vote")) \(votes[0].chatForm).
                """)
        }
        let close = try await database.reading { try $0.billSuggestions(for: id, limit: 3) }
        let hint = close.isEmpty
            ? "Search with \(context.typed("bills")) <words>."
            : "Close: " + close.map(\.key).joined(separator: ", ") + "."
        // Said when the id may have been typed without its Congress, which then is this one.
        let congress = id.congress == current ? " (a bill typed without its Congress is the current, \(BillID.ordinal(current)))" : ""
        return CommandFailure("No bill \(id.key) in my data\(congress). \(hint)")
    }
}
