/// Whose rate limit, pages and dialogue a message belongs to: the services account when
/// there is one, otherwise the (case-folded) nick, which can never collide with an account.
struct SpeakerKey: Hashable, Sendable {
    var network: String
    var identity: String

    init(_ event: ChatEvent, foldCase: (String) -> String) {
        network = event.network
        if let account = event.sender.account {
            identity = "account:" + account
        } else {
            identity = "nick:" + foldCase(event.sender.nick)
        }
    }
}
