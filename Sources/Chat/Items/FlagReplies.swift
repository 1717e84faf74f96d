/// The replies of `flag`, worded alike for every kind of item.
public enum FlagReplies {
    /// A flag stored: the moderators will see it in `admin flags`.
    public static func thanks(_ reference: String) -> String {
        "Thank you: the moderators will look at \(reference)."
    }

    /// A second flag of the same item by the same account; the first reason stays.
    public static func already(_ reference: String) -> CommandFailure {
        CommandFailure("You already flagged \(reference); the moderators have your reason.")
    }
}
