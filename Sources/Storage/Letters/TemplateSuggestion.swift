/// A template `suggest` may propose, with why: what it shares with the templates the account
/// wrote letters from or liked, and how many letters to the members the account follows
/// started from it.
public struct TemplateSuggestion: Sendable, Hashable {
    public var template: LetterTemplate
    public var sharesCategory: Bool
    public var sharedTags: [String]
    public var lettersToFollowedMembers: Int
}
