import Foundation

/// One kind of item (`P5` rock posts) that a command taking items of several features accepts,
/// registered by the feature that owns the kind: the command (`like`, `comment`, `admin hide`) is
/// one feature's, the kinds any feature's, so a feature adds one without the command's feature
/// knowing it. `action` is what the command asks of this kind; the kind writes its own replies
/// and refusals.
public struct ItemKind<Action: Sendable>: Sendable {
    public let reference: ItemReference
    /// "a rock post", for the help line.
    public let what: String
    public let action: Action

    public init(reference: ItemReference, what: String, action: Action) {
        self.reference = reference
        self.what = what
        self.action = action
    }

    /// "rock posts" for "a rock post": the kind named as a heading of a list.
    public var plural: String {
        let noun = what.hasPrefix("an ") ? what.dropFirst(3) : what.hasPrefix("a ") ? what.dropFirst(2) : what[...]
        return noun + "s"
    }
}

/// For `like` and `unlike`: likes (true) or unlikes item `id` as `account`, and replies.
public typealias LikeAction = @Sendable (_ liking: Bool, _ id: Int64, _ account: AccountIdentity,
                                         _ context: CommandContext) async throws -> Void
public typealias LikeableKind = ItemKind<LikeAction>

/// For `admin hide` and `admin unhide`: hides item `id` for the reason, or shows it again for nil;
/// false when there is no such item. A hidden item vanishes from every list and takes no likes,
/// upvotes or comments; the feature's own reads see to that.
public typealias HideAction = @Sendable (_ id: Int64, _ reason: String?, _ date: Date) async throws -> Bool
public typealias HideableKind = ItemKind<HideAction>

/// For `flag` and `admin flags`: asks the moderators to look at item `id` for the reason, as
/// `account`, and replies (`FlagReplies` words it alike for every kind); and lists the kind's
/// visible flagged items, most flagged first, each with its reasons oldest first.
public struct FlagActions: Sendable {
    public typealias Flag = @Sendable (_ id: Int64, _ reason: String, _ account: AccountIdentity,
                                       _ context: CommandContext) async throws -> Void
    public typealias Flagged = @Sendable () async throws -> [(id: Int64, reasons: [String])]

    public let flag: Flag
    public let flagged: Flagged

    public init(flag: @escaping Flag, flagged: @escaping Flagged) {
        self.flag = flag
        self.flagged = flagged
    }
}
public typealias FlaggableKind = ItemKind<FlagActions>

/// For `comment`: stores `text` (read and screened by the command, the same way for every kind)
/// under item `id` as `account`, and replies.
public typealias CommentAction = @Sendable (_ id: Int64, _ text: String, _ account: AccountIdentity,
                                            _ context: CommandContext) async throws -> Void
public typealias CommentableKind = ItemKind<CommentAction>
