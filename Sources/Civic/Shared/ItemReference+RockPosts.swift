import Storage

extension ItemReference {
    /// Rock posts: `P5`. Defined here, not in Science, because Civic's commands that take any
    /// item (`like`, `comment`, `admin hide`, `export me`) read and write it too, and Science
    /// depends on Civic, not the other way round.
    public static let rockPost = ItemReference(letter: "P", list: "rocks", noun: "rock post", example: 5,
                                                 them: "them", listed: "the latest posts")
}

extension RockPost {
    public var reference: String { ItemReference.rockPost.text(id) }
}
