import Chat

/// A script speaker on a live network, whatever the network: it types turns, and its inbox
/// collects what the bot said to it and, when it speaks there, in its channels.
package protocol LiveVoice: AnyObject, Sendable {
    var nick: String { get }
    var inbox: LiveInbox { get }
    func say(_ text: String, in place: ChatPlace) async throws
    /// What to send after a turn typed at `place` to know the bot has answered all of it, and
    /// the reply that proves it: the bot answers one person's messages there in order.
    func sentinel(after place: ChatPlace) -> LiveSentinel
}

package struct LiveSentinel: Sendable {
    package var text: String
    package var place: ChatPlace
    package var reply: ChatReply

    package init(text: String, place: ChatPlace, reply: ChatReply) {
        self.text = text
        self.place = place
        self.reply = reply
    }
}
