import Foundation

/// Receives the next DM of the person a command asked a question: `answer` is their text,
/// `context` lets the handler reply, ask again (to continue the dialogue) or finish.
/// Throwing `UsageError("…")` repeats the question with the reason; `cancel` always ends it.
public typealias DialogueHandler = @Sendable (_ answer: String, _ context: CommandContext) async throws -> Void

/// Says what `cancel` did to a dialogue that saved something along the way (a letter's
/// recipients, say), in place of the default "Cancelled …; nothing was changed.", and undoes what
/// should not outlive it. Runs in the `cancel` command's own context.
public typealias DialogueCancelHandler = @Sendable (_ context: CommandContext) async throws -> String

/// A question waiting for an answer from one speaker.
struct PendingDialogue: Sendable {
    var spec: CommandSpec
    /// Short words naming what is being done ("forget me", "letter draft"), for cancel/timeout replies.
    var topic: String
    var prompt: String
    var deadline: Date
    var timeout: TimeInterval
    var handler: DialogueHandler
    var onCancel: DialogueCancelHandler?
}
