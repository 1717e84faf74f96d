import Foundation

extension ChatCore {
    /// The replies for a command from someone an admin ignores (none, or the one notice that
    /// tells them), or nil when they are heard. An admin is always heard, so an ignore that
    /// happens to match one can still be lifted.
    func droppedAsIgnored(_ event: ChatEvent, now: Date) async -> [ChatReply]? {
        guard let screen else { return nil }
        let verdict = await screen.hears(event, now: now)
        if verdict == .heard { return nil }
        if let account = event.sender.account, await permissions.isAdmin(network: event.network, account: account) {
            return nil
        }
        meters.record(nil, .refused)
        guard case .droppedTelling(let notice) = verdict else { return [] }
        return TextSanitizer.lines(notice).prefix(1).map {
            ChatReply(destination: .direct(nick: event.sender.nick), text: $0, isNotice: true)
        }
    }

    /// The line that says `spec` is turned off where it was typed, and where it works, or nil when
    /// it may run. Admin commands are never off: an admin must be able to turn things on again.
    func offHere(_ spec: CommandSpec, for run: Invocation) async -> String? {
        guard let screen, spec.permission != .admin, let channel = run.event.place.channelName,
              await screen.isOff(spec, network: run.event.network, channel: channel) else { return nil }
        let elsewhere = spec.places.allows(.direct)
            ? "it works in a private message: \(conventions(of: run.event).privately(spec.name, bot: run.botNick))"
            : "it works in other channels."
        return "The \(spec.name) command is turned off in \(channel); \(elsewhere)"
    }
}
