/// What one feature hands the commands that take any item (`like`, `comment`, `flag`, `admin hide`) when
/// the core is composed: the kinds of its items each command takes, and the comments under its
/// items that `flag` and `admin hide` take. So the feature that owns those commands names no
/// other feature's items, and a new kind is registered where its feature is.
public struct FeatureItemKinds: Sendable {
    public var likeable: [LikeableKind]
    public var hideable: [HideableKind]
    public var commentable: [CommentableKind]
    public var flaggable: [FlaggableKind]
    public var comments: [CommentKind]

    public init(likeable: [LikeableKind] = [], hideable: [HideableKind] = [], commentable: [CommentableKind] = [],
                flaggable: [FlaggableKind] = [], comments: [CommentKind] = []) {
        self.likeable = likeable
        self.hideable = hideable
        self.commentable = commentable
        self.flaggable = flaggable
        self.comments = comments
    }
}
