/// The reply of `flag`, worded alike for every kind of item: thanks when the flag was stored,
/// and when this account had flagged the item already, that its first reason stands.
public enum FlagReplies {
    public static func settle(_ stored: Bool, _ reference: String, _ context: CommandContext) throws {
        guard stored else { throw CommandFailure("You already flagged \(reference); the moderators have your reason.") }
        context.reply("Thank you: the moderators will look at \(reference).")
    }
}
