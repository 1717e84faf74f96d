import Foundation
import SQLStore

/// A batch of reactions applied by a function on the PostgreSQL server, one statement for the
/// whole batch and its tally shard (`ReactionKind.serverBatch`; upvotes: `apply_upvotes`, made by
/// "v21-upvote-batch-function", which says what it checks and answers). The function makes the
/// same checks, in the same order, as `TownhallDatabase.applyReaction` makes with a statement
/// each, so a kind's replies do not depend on which of the two ran.
struct ServerReactionBatch {
    let function: String

    /// Applies `requests` in order in `tx`, adds the batch's reactions to tally shard `shard`, and
    /// returns what each request did.
    func apply(_ requests: [ReactionRequest], shard: Int, in tx: any SQLTransaction) throws -> [AppliedReaction] {
        let list = try JSONListArgument.text(requests.map(EncodedRequest.init))
        let rows = try tx.rows("SELECT code, detail, remaining, made_account FROM \(function)(CAST(? AS json), ?)",
                               [list, shard])
        guard rows.count == requests.count else {
            throw StorageError.unreadableRow("\(function) answered \(rows.count) of \(requests.count) requests")
        }
        var madeAccounts = 0
        let applied = try zip(requests, rows).map { request, row in
            if try row.decode(Bool.self, at: 3) { madeAccounts += 1 }
            return try Self.applied(code: row.decode(Int.self, at: 0), detail: row.decode(String?.self, at: 1),
                                    remaining: row.decode(Int?.self, at: 2), for: request)
        }
        AccountCreations.record(madeAccounts)
        return applied
    }

    /// The function's answer to one request, as `applyReaction` would have said it.
    private static func applied(code: Int, detail: String?, remaining: Int?, for request: ReactionRequest) throws -> AppliedReaction {
        let refused = { (refusal: AppliedReaction.Refusal) in AppliedReaction.refused(refusal, request.change) }
        switch code {
        case 0: return .added(item: request.item, detail: detail, remainingToday: remaining)
        case 1: return .removed(item: request.item, detail: detail)
        case 2: return refused(.noSuchItem)
        case 3: return refused(.hidden(reason: detail ?? ""))
        case 4: return refused(.own)
        case 5: return refused(.unchanged)
        case 6: return refused(.budgetSpent(limit: request.budget?.limit ?? 0))
        default: throw StorageError.unreadableRow("answer code \(code) of a reaction batch")
        }
    }

    /// One request as the function reads it: `[item, network, name, adding, day, limit, created_at]`.
    private struct EncodedRequest: Encodable {
        let request: ReactionRequest

        func encode(to encoder: any Encoder) throws {
            var fields = encoder.unkeyedContainer()
            try fields.encode(request.item)
            try fields.encode(request.account.network)
            try fields.encode(request.account.name)
            try fields.encode(request.change == .add)
            try fields.encode(request.budget?.day)
            try fields.encode(request.budget?.limit)
            guard case .text(let createdAt) = request.date.sqlValue else {
                throw StorageError.unreadableRow("date \(request.date), which is not stored as text")
            }
            try fields.encode(createdAt)
        }
    }
}
