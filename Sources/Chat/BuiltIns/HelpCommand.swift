/// `help` lists the commands this person can use, by category; `help <command>` explains one.
struct HelpCommand: ChatCommand {
    let spec = CommandSpec(
        name: "help", aliases: ["commands"], usage: "help [command]",
        summary: "List the commands, or explain one: help zip.")

    func run(_ context: CommandContext) async throws {
        if context.arguments.isEmpty {
            context.page(await overview(context))
        } else if let (command, _) = context.registry.resolve(context.arguments) {
            context.reply(Self.details(of: command.spec, typed: context.typed))
        } else {
            throw CommandFailure("unknown command — try \(context.typed("help"))")
        }
    }

    private func overview(_ context: CommandContext) async -> [String] {
        var byCategory: [String: [String]] = [:]
        for spec in context.registry.specs where await isListed(spec, for: context) {
            byCategory[spec.category, default: []].append(spec.name)
        }
        let categories = byCategory.keys.sorted { lhs, rhs in
            lhs == "General" || (rhs != "General" && lhs < rhs)
        }
        return categories.map { "\($0): \(byCategory[$0, default: []].joined(separator: ", "))" }
            + ["Type \(context.typed("help")) <command> for details."]
    }

    /// Admin and verified-member commands are listed only to those who can use them.
    private func isListed(_ spec: CommandSpec, for context: CommandContext) async -> Bool {
        if spec.isHidden { return false }
        guard let account = context.sender.account else {
            return spec.permission != .admin && spec.permission != .verifiedMember
        }
        let checker = context.core.permissions
        switch spec.permission {
        case .admin:
            return await checker.isAdmin(network: context.network, account: account)
        case .verifiedMember:
            let isAdmin = await checker.isAdmin(network: context.network, account: account)
            return isAdmin ? true : await checker.isVerifiedMember(network: context.network, account: account)
        default:
            return true
        }
    }

    static func details(of spec: CommandSpec, typed: (String) -> String) -> String {
        var notes: [String] = []
        switch spec.places {
        case .direct: notes.append("private message only")
        case .channel: notes.append("channels only")
        case .anywhere: break
        }
        switch spec.permission {
        case .anyone: break
        case .accountHolder: notes.append("needs a services account")
        case .channelOperator: notes.append("channel operators")
        case .admin: notes.append("admins")
        case .verifiedMember: notes.append("verified members")
        }
        if !spec.aliases.isEmpty { notes.append("also: " + spec.aliases.joined(separator: ", ")) }
        let tail = notes.isEmpty ? "" : " (\(notes.joined(separator: "; ")))"
        return "usage: \(typed(spec.usage)) — \(spec.summary)\(tail)"
    }
}
