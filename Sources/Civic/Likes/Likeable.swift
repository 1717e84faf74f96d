/// What `like` and `unlike` take, told apart by the reference's letter: `R7` a voting-incident
/// report, `P5` a rock post.
///
/// Adding a kind (templates, `T3`) is one case here, one reader line in `init?(_:)` and its branch
/// in `LikeCommand.run`, which the compiler asks for because that switch is exhaustive.
enum Likeable: Equatable {
    case incident(Int64)
    case rockPost(Int64)

    /// The item `word` names; nil when no likeable kind reads it.
    init?(_ word: String) {
        if let id = LetterReference.incident.id(from: word) {
            self = .incident(id)
        } else if let id = LetterReference.rockPost.id(from: word) {
            self = .rockPost(id)
        } else {
            return nil
        }
    }
}
