/// A channel as the admin commands take it: an IRC channel (`#civics`, `&local`) or a Matrix room
/// id (`!abc:example.org`) or alias (`#civics:example.org`). One word, no comma (IRC would read
/// `#a,#b` as two channels), at most 200 characters.
enum ChannelWord {
    static func channel(_ word: String) -> String? {
        guard let first = word.first, "#&!".contains(first), word.count > 1, word.count <= 200,
              !word.contains(",") else { return nil }
        return word
    }
}
