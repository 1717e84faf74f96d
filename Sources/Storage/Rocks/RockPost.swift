import Foundation

/// A shared find: a picture link, a caption and tags, with its likes.
public struct RockPost: Sendable, Hashable {
    public var id: Int64
    public var authorName: String
    public var imageURL: String
    public var caption: String
    public var tags: [String]
    public var likes: Int
    public var createdAt: Date
}

/// A post about to be stored.
public struct RockPostDraft: Sendable, Hashable {
    public var imageURL: String
    public var caption: String
    public var tags: [String]
    public var author: AccountIdentity

    public init(imageURL: String, caption: String, tags: [String], author: AccountIdentity) {
        self.imageURL = imageURL
        self.caption = caption
        self.tags = tags
        self.author = author
    }
}

/// Which rock posts `rocks` lists.
public enum RockPostOrder: Sendable, Hashable {
    case newest
    case mostLiked
    case random
}

/// What a like or unlike did.
public enum RockLikeOutcome: Sendable, Hashable {
    /// Done; the post now has this many likes.
    case done(likes: Int)
    /// Nothing to do: already liked (for like), not liked (for unlike).
    case unchanged
    case ownPost
    case noSuchPost
}

/// What `rock delete` did.
public enum RockDeleteOutcome: Sendable, Hashable {
    case deleted
    case notYours(author: String)
    case noSuchPost
}
