/// How many visible questions carry a hashtag.
public struct TagCount: Sendable, Hashable {
    public var tag: String
    public var questions: Int
}
