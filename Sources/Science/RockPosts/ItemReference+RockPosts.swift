import Chat
import Storage

extension ItemReference {
    /// Rock posts: `P5`.
    static let rockPost = ItemReference(letter: "P", list: "rocks", noun: "rock post", example: 5,
                                        them: "them", listed: "the latest posts", listRank: 30)
}

extension RockPost {
    var reference: String { ItemReference.rockPost.text(id) }
}
