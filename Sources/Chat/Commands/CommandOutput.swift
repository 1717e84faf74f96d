import Foundation

/// What a command asked the core to send, in order. The core turns it into replies after
/// `run` returns, so a command that throws sends nothing half-done.
struct CommandOutput: Sendable {
    enum Target: Sendable, Hashable {
        /// Where the message came from (in a channel: addressed to the sender by nick).
        case origin
        /// Where the message came from, addressed to nobody: a line for the whole channel.
        case place
        /// A DM to the sender.
        case sender
        /// A DM to someone else (notifications).
        case nick(String)
    }

    enum Item: Sendable {
        case line(Target, StyledText, isNotice: Bool)
        case page(Target, [StyledText])
    }

    struct Question: Sendable {
        var topic: String
        var prompt: String
        var timeout: TimeInterval?
        var handler: DialogueHandler
        var onCancel: DialogueCancelHandler?
    }

    var items: [Item] = []
    var question: Question?
}
