import Storage

extension LetterReference {
    /// Rock posts: `P5`.
    static let rockPost = LetterReference(letter: "P", list: "rocks", noun: "rock post", example: 5,
                                          them: "them", listed: "the latest posts")
}

extension RockPost {
    var reference: String { LetterReference.rockPost.text(id) }
}
