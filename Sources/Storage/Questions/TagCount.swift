/// How many visible questions carry a hashtag.
public struct TagCount: Sendable, Hashable {
    public var tag: String
    public var questions: Int

    public init(tag: String, questions: Int) {
        self.tag = tag
        self.questions = questions
    }
}
