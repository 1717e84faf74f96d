import Foundation

/// The comments under one kind of item, for `flag`, `admin hide`, `admin unhide` and `admin
/// flags`, registered by the feature that owns the item (like `ItemKind`). A comment has no
/// reference of its own: it is named by its item and its place under it, `Q12/3` for the third
/// comment under Q12 (`hr5376-117/2` under a bill), the way each listing numbers them.
public struct CommentKind: Sendable {
    /// Finds the comment at `place` under the item `word` names: the item as shown (`Q12` for
    /// `q12`) and the comment's stored id, nil when the item has no such comment (or, with
    /// `visibleOnly`, none that is not hidden). Refuses, in the item kind's own words, an item
    /// that is not there or is hidden.
    public typealias Find = @Sendable (_ word: String, _ place: Int, _ visibleOnly: Bool,
                                       _ context: CommandContext) async throws -> (item: String, id: Int64?)
    /// Flags comment `id` for the reason as `account`: true when stored, false when this account
    /// had flagged it already.
    public typealias Flag = @Sendable (_ id: Int64, _ reason: String, _ account: AccountIdentity, _ date: Date) async throws -> Bool
    /// Hides comment `id` for the reason, or shows it again for nil; false when it is not there.
    public typealias Hide = @Sendable (_ id: Int64, _ reason: String?, _ date: Date) async throws -> Bool
    /// The kind's visible flagged comments, most flagged first, by reference, with their reasons.
    public typealias Flagged = @Sendable () async throws -> [(reference: String, reasons: [String])]

    /// "questions", for the heading of `admin flags`.
    public let items: String
    /// The command that shows an item with its comments (`question`), named in refusals.
    public let show: String
    /// Whether `word` (before the slash) names an item of this kind.
    public let names: @Sendable (String) -> Bool
    public let find: Find
    public let flag: Flag
    public let hide: Hide
    public let flagged: Flagged

    public init(items: String, show: String, names: @escaping @Sendable (String) -> Bool, find: @escaping Find,
                flag: @escaping Flag, hide: @escaping Hide, flagged: @escaping Flagged) {
        (self.items, self.show, self.names) = (items, show, names)
        (self.find, self.flag, self.hide, self.flagged) = (find, flag, hide, flagged)
    }

    /// The comment `word` (`Q12/3`) names, as an item word and a place; nil unless it is one.
    public static func split(_ word: String) -> (item: String, place: Int)? {
        guard let slash = word.lastIndex(of: "/") else { return nil }
        let item = String(word[..<slash]), digits = word[word.index(after: slash)...]
        guard !item.isEmpty, (1...6).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }),
              let place = Int(digits), place > 0 else { return nil }
        return (item, place)
    }

    /// The refusal for a place with no (visible) comment under the item.
    public func noSuchComment(_ place: Int, under item: String, _ context: CommandContext) -> CommandFailure {
        CommandFailure("\(item) has no comment \(place). Type \(context.typed(show)) \(item) to see its comments, numbered \(item)/1, \(item)/2, …")
    }

    /// The comment `word` names and its reference, for the commands that act on one: the refusal
    /// when there is none. Nil when `word` names no comment of this kind.
    public func comment(_ word: String, visibleOnly: Bool, _ context: CommandContext) async throws -> (id: Int64, reference: String)? {
        guard let (item, place) = Self.split(word), names(item) else { return nil }
        let found = try await find(item, place, visibleOnly, context)
        guard let id = found.id else { throw noSuchComment(place, under: found.item, context) }
        return (id, "\(found.item)/\(place)")
    }

    /// The comment `word` names among `kinds`, with its kind; nil when it names none.
    public static func comment(_ word: String, in kinds: [CommentKind], visibleOnly: Bool,
                               _ context: CommandContext) async throws -> (kind: CommentKind, id: Int64, reference: String)? {
        for kind in kinds {
            if let (id, reference) = try await kind.comment(word, visibleOnly: visibleOnly, context) { return (kind, id, reference) }
        }
        return nil
    }
}
