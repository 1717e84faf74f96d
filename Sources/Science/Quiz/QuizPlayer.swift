import Chat

/// Who answered: their account when logged in (points are kept), or only their nick (they
/// play, but nothing is stored, and they are told so once).
struct QuizPlayer: Sendable, Hashable {
    var nick: String
    var account: String?

    init(_ sender: ChatSender) {
        nick = sender.nick
        account = sender.account
    }

    /// Scores in one quiz add up per account; people without one add up per nick.
    var key: String { account.map { "a:" + $0.lowercased() } ?? "n:" + nick.lowercased() }
    var name: String { account ?? nick }
    var keepsPoints: Bool { account != nil }
}
