/// What happened to an edit, a delete, a like or a comment of a template. Only `.done` wrote
/// anything.
public enum TemplateChangeOutcome: Sendable, Hashable {
    /// Committed; `likes` is the template's count after the change.
    case done(likes: Int)
    case notFound
    /// A moderator hid it, for `reason`.
    case hidden(reason: String)
    /// Edit or delete by someone who is not the author.
    case notAuthor
    /// A like of one's own template.
    case ownTemplate
    /// `like` of a template the account likes already, or `unlike` of one it does not.
    case unchanged
}
