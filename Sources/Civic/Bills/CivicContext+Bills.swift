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
        let close = try await database.reading { try $0.billSuggestions(for: id, limit: 3) }
        let hint = close.isEmpty
            ? "Search with \(context.typed("bills")) <words>."
            : "Close: " + close.map(\.key).joined(separator: ", ") + "."
        // Said when the id may have been typed without its Congress, which then is this one.
        let current = TypedBillID(now: context.now).currentCongress
        let congress = id.congress == current ? " (a bill typed without its Congress is the current, \(BillID.ordinal(current)))" : ""
        return CommandFailure("No bill \(id.key) in my data\(congress). \(hint)")
    }
}
