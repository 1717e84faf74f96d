import Foundation

/// How people on a network are told to do what only their client can do: log in, and write to
/// the bot privately. Only the transport knows (IRC: NickServ and `/msg`; Matrix: the account
/// is the login, and a DM is a room), so it hands these with each message it hears and the core
/// words every such refusal with them.
public struct ChatConventions: Sendable, Hashable {
    /// The sentence that tells someone without an account how to get one here.
    public var loginHint: String
    /// How to send the bot something privately, with `{bot}` for the bot's name on the network and
    /// `{text}` for what to send: "/msg {bot} {text}".
    public var privateMessageForm: String

    public init(loginHint: String, privateMessageForm: String) {
        self.loginHint = loginHint
        self.privateMessageForm = privateMessageForm
    }

    /// How to send `text` to the bot privately, as it reads in a sentence: "/msg townhall zip".
    public func privately(_ text: String, bot: String) -> String {
        privateMessageForm.replacingOccurrences(of: "{bot}", with: bot).replacingOccurrences(of: "{text}", with: text)
    }

    /// For a core no transport described: says what is needed without naming a way to log in,
    /// and the private message as most chat clients write it.
    public static let generic = ChatConventions(loginHint: "You need to be logged in to an account for that.",
                                                privateMessageForm: "/msg {bot} {text}")
}
