import Chat
import Storage

extension CivicContext {
    /// The bill `word` names; a usage line for a malformed id, a one-line refusal with close
    /// matches for an unknown one.
    func bill(named word: String, context: CommandContext) async throws -> BillDetail {
        guard let id = BillID(word) else {
            throw IDShapes.notABill(word, context)
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
        return CommandFailure("No bill \(id.key) in my data. \(hint)")
    }
}
