import Foundation

extension ChatCore {
    /// What `dispatch` did: the replies, and for the metrics the command it ran (nil when the
    /// text named none) and how that went.
    struct Dispatched {
        var replies: [ChatReply]
        var command: String?
        var outcome: CommandMeters.Outcome
    }

    /// Routes a command text: to the waiting dialogue (DMs), or to the command it names. The text
    /// is resolved to its command once, here, whichever way it goes.
    func dispatch(_ run: Invocation) async -> Dispatched {
        let resolved = registry.resolve(run.text)
        var timedOut: String?
        let inDialogue = run.event.place.isDirect && !run.isReaction
        if inDialogue, dialogues[run.speaker] == nil {
            timedOut = dialogues.takeTimedOutTopic(of: run.speaker, now: run.now)
        } else if inDialogue, let dialogue = dialogues[run.speaker] {
            dialogues[run.speaker] = nil
            if dialogue.deadline <= run.now {
                timedOut = dialogue.topic
            } else if resolved?.command.spec.name == "cancel" {
                dialogues[run.speaker] = dialogue  // the cancel command reports and removes it
            } else if resolved?.command.spec.name == "more",
                      pages.isWaiting(speaker: run.speaker, place: .direct, now: run.now) {
                // a dialogue that shows a long preview (a letter) pages it: `more` reads on,
                // and the question still waits for its answer
                dialogues[run.speaker] = dialogue
            } else {
                return await answer(dialogue, with: run)
            }
        }
        guard let (command, arguments) = resolved else {
            if let timedOut {
                return Dispatched(replies: replies(to: run, lines: ["That question (\(timedOut)) timed out; nothing was done."]),
                                  command: nil, outcome: .refused)
            }
            return Dispatched(replies: replies(to: run, lines: ["Unknown command — try \(typed("help", in: run.event.place))"]),
                              command: nil, outcome: .refused)
        }
        let name = command.spec.name
        if let refusal = await offHere(command.spec, for: run) {
            return Dispatched(replies: replies(to: run, lines: [refusal]), command: name, outcome: .refused)
        }
        if let refusal = await refusal(of: command.spec, for: run) {
            return Dispatched(replies: replies(to: run, lines: [refusal]), command: name, outcome: .refused)
        }
        // Names only: arguments may be private (a ZIP, an email).
        logger.debug("command", metadata: [
            "command": "\(command.spec.name)", "network": "\(run.event.network)",
            "account": "\(run.event.sender.account ?? "-")"])
        let context = makeContext(run, spec: command.spec, arguments: arguments)
        do {
            try await speakerScope(context.account) { try await command.run(context) }
        } catch {
            return Dispatched(replies: replies(to: run, lines: [message(for: error, spec: command.spec, in: run.event.place)]),
                              command: name, outcome: Self.outcome(of: error))
        }
        return Dispatched(replies: materialize(context.takeOutput(), of: run, spec: command.spec), command: name,
                          outcome: .answered)
    }

    /// A usage error or a `CommandFailure` is an answer the person can act on (refused); any other
    /// error is one the bot logged as its own (failed).
    private static func outcome(of error: any Error) -> CommandMeters.Outcome {
        error is UsageError || error is CommandFailure ? .refused : .failed
    }

    /// Gives a DM to the dialogue waiting for it. A `UsageError` asks the question again. The
    /// answer counts under the command that asked.
    private func answer(_ dialogue: PendingDialogue, with run: Invocation) async -> Dispatched {
        let name = dialogue.spec.name
        let context = makeContext(run, spec: dialogue.spec, arguments: run.text)
        do {
            let (handler, answer) = (dialogue.handler, run.text)
            try await speakerScope(context.account) { try await handler(answer, context) }
        } catch let error as UsageError {
            var again = dialogue
            again.deadline = run.now.addingTimeInterval(dialogue.timeout)
            dialogues[run.speaker] = again
            let reason = error.reason ?? "Please answer the question, or type cancel."
            return Dispatched(replies: replies(to: run, lines: [reason] + TextSanitizer.lines(dialogue.prompt)),
                              command: name, outcome: .refused)
        } catch {
            return Dispatched(replies: replies(to: run, lines: [message(for: error, spec: dialogue.spec, in: .direct)]),
                              command: name, outcome: Self.outcome(of: error))
        }
        return Dispatched(replies: materialize(context.takeOutput(), of: run, spec: dialogue.spec), command: name,
                          outcome: .answered)
    }

    func makeContext(_ run: Invocation, spec: CommandSpec, arguments: String) -> CommandContext {
        CommandContext(
            event: run.event, spec: spec, arguments: arguments, now: run.now, botNick: run.botNick,
            prefix: configuration.prefix, registry: registry, core: self)
    }

    private func message(for error: any Error, spec: CommandSpec, in place: ChatPlace) -> String {
        switch error {
        case let usage as UsageError:
            // A reply starts with a capital; after a reason the usage is part of its sentence.
            let usageLine = typed(spec.usage, in: place)
            return usage.reason.map { "\($0) — usage: \(usageLine)" } ?? "Usage: \(usageLine)"
        case let failure as CommandFailure:
            return failure.message
        default:
            logger.error("command failed", metadata: ["command": "\(spec.name)", "error": "\(error)"])
            return configuration.failureReply(error) ?? "Sorry, something went wrong; the error was logged."
        }
    }

    func typed(_ command: String, in place: ChatPlace) -> String {
        place.isDirect ? command : configuration.prefix + command
    }
}
