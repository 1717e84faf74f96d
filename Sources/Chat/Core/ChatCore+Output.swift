import Foundation

extension ChatCore {
    /// Turns what a command asked for into replies; stores pages and dialogues.
    func materialize(_ output: CommandOutput, of run: Invocation, spec: CommandSpec) -> [ChatReply] {
        var result: [ChatReply] = []
        for item in output.items {
            switch item {
            case .line(let target, let text, let isNotice):
                result += lines(TextSanitizer.lines(text), to: target, of: run, isNotice: isNotice)
            case .page(let target, let text):
                result += page(text.flatMap(TextSanitizer.lines), to: target, of: run)
            }
        }
        if let question = output.question {
            let timeout = question.timeout ?? configuration.dialogueTimeout
            dialogues[run.speaker] = PendingDialogue(
                spec: spec, topic: question.topic, prompt: question.prompt,
                deadline: run.now.addingTimeInterval(timeout), timeout: timeout, handler: question.handler,
                onCancel: question.onCancel)
            result += lines(TextSanitizer.lines(StyledText(question.prompt)), to: .sender, of: run, isNotice: false)
        }
        return result
    }

    /// Replies where the message came from.
    func replies(to run: Invocation, lines text: [String]) -> [ChatReply] {
        lines(text.flatMap { TextSanitizer.lines(StyledText($0)) }, to: .origin, of: run, isNotice: false)
    }

    private func lines(
        _ lines: [StyledText], to target: CommandOutput.Target, of run: Invocation, isNotice: Bool
    ) -> [ChatReply] {
        let nick = run.event.sender.nick
        switch (target, run.event.place) {
        case (.origin, .channel(let channel)):
            return lines.map { ChatReply(destination: .channel(channel), content: $0, isNotice: isNotice, addressee: nick) }
        case (.place, .channel(let channel)):
            return lines.map { ChatReply(destination: .channel(channel), content: $0, isNotice: isNotice) }
        case (.origin, .direct), (.place, .direct), (.sender, _):
            return lines.map { ChatReply(destination: .direct(nick: nick), content: $0, isNotice: isNotice) }
        case (.nick(let other), _):
            return lines.map { ChatReply(destination: .direct(nick: other), content: $0, isNotice: isNotice) }
        }
    }

    private func page(_ text: [StyledText], to target: CommandOutput.Target, of run: Invocation) -> [ChatReply] {
        let place: ChatPlace = target == .sender ? .direct : run.event.place
        let size = place.isDirect ? configuration.directPageLines : configuration.channelPageLines
        let (shown, remaining) = pages.start(
            text, pageSize: size, speaker: run.speaker, place: place, now: run.now,
            lifetime: configuration.pageLifetime)
        var out = shown
        if remaining > 0 {
            out.append("(\(remaining) more \(remaining == 1 ? "line" : "lines"): type \(typed("more", in: place)))")
        }
        return lines(out, to: target, of: run, isNotice: false)
    }

    /// For `more`: the waiting rest of this speaker's paged answer in this place.
    func takeRestOfPage(for event: ChatEvent) -> [StyledText]? {
        let speaker = SpeakerKey(event, foldCase: configuration.foldCase)
        return pages.takeRest(speaker: speaker, place: event.place, now: clock.now())
    }

    /// For `cancel`: ends the speaker's dialogue and drops their pages; the dialogue that was
    /// waiting (nil when none was, or it had timed out) and whether pages were dropped.
    func cancelPending(for event: ChatEvent) -> (dialogue: PendingDialogue?, droppedPages: Bool) {
        let speaker = SpeakerKey(event, foldCase: configuration.foldCase)
        let droppedPages = pages.discard(speaker: speaker)
        if let dialogue = dialogues.removeValue(forKey: speaker), dialogue.deadline > clock.now() {
            return (dialogue, droppedPages)
        }
        return (nil, droppedPages)
    }
}
