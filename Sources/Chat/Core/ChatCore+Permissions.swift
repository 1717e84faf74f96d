extension ChatCore {
    /// Why this sender may not run `spec` here, or nil when they may. Never echoes arguments:
    /// a DM-only command typed in a channel may carry private data.
    func refusal(of spec: CommandSpec, for run: Invocation) async -> String? {
        let event = run.event
        if !spec.places.allows(event.place) {
            return event.place.isDirect
                ? "The \(spec.name) command works only in a channel: type it there."
                : "The \(spec.name) command works only in a private message: \(conventions(of: event).privately(spec.name, bot: run.botNick))"
        }
        if spec.permission == .anyone { return nil }
        guard let account = event.sender.account else {
            return event.networkHasServices
                ? conventions(of: event).loginHint
                : "This network has no services accounts, so \(spec.name) is not available here."
        }
        switch spec.permission {
        case .anyone, .accountHolder:
            return nil
        case .channelOperator:
            if event.sender.isChannelOperator && !event.place.isDirect { return nil }
            if await permissions.isAdmin(network: event.network, account: account) { return nil }
            // say who can, so the person knows whom to ask rather than just "no"
            let channel = event.place.channelName ?? "the channel"
            return "Only operators of \(channel) or Townhall admins can use \(spec.name): ask one of them to run it."
        case .admin:
            if await permissions.isAdmin(network: event.network, account: account) { return nil }
            return "Only Townhall admins can use \(spec.name)."
        }
    }

    /// The conventions of the network `event` came from, the configured ones when it gave none.
    nonisolated func conventions(of event: ChatEvent) -> ChatConventions {
        event.conventions ?? configuration.conventions
    }
}
