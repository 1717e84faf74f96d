/// `help` lists the commands this person can use, by category; `help <command>` explains one.
struct HelpCommand: ChatCommand {
    let spec = CommandSpec(
        name: "help", aliases: ["commands"], usage: "help [command]",
        summary: "List the commands, or explain one: help zip.")

    func run(_ context: CommandContext) async throws {
        if context.arguments.isEmpty {
            let listed = await listed(context)
            if context.isDirect {
                context.page(byCategory(listed) + ["Type help <command> for details."])
            } else {
                // One line in a channel: the full list by category is one DM away.
                context.reply("Commands: \(Self.channelList(listed)). Details: \(context.typed("help")) <command>; "
                    + "by category: \(context.privately("help"))")
            }
        } else if let (command, rest) = context.registry.resolve(context.arguments) {
            // `help rock` also names `rock id`, `rock post` and `rocks`: one word asked about
            // may be the start of several commands, and the reader is looking for one of them.
            let others = rest.isEmpty ? await family(of: context.arguments, context).filter { $0 != command.spec.name } : []
            context.reply(Self.details(of: command.spec, typed: context.typed)
                + (others.isEmpty ? "" : " Also: " + others.joined(separator: ", ") + "."))
        } else {
            // `help quiz`, `help admin`: no command of that name, but commands that start with it.
            let family = await family(of: context.arguments, context)
            guard !family.isEmpty else { throw CommandFailure("Unknown command — try \(context.typed("help"))") }
            context.reply("Commands starting with \(context.arguments.trimmingWhitespace().lowercased()): "
                + "\(family.joined(separator: ", ")). Type \(context.typed("help")) <command> for one.")
        }
    }

    /// The names of the commands this person can use whose first word is `word` or its plural
    /// (`rock` → `rock`, `rock delete`, `rock id`, `rock post`, `rocks`), alphabetically.
    private func family(of word: String, _ context: CommandContext) async -> [String] {
        let word = word.trimmingWhitespace().lowercased()
        guard !word.isEmpty, !word.contains(where: \.isWhitespace) else { return [] }
        return await listed(context).map(\.name).filter { name in
            let first = name.split(separator: " ").first.map(String.init) ?? name
            return first == word || first == word + "s"
        }.sorted()
    }

    /// Longest command list a channel line carries; past it the line names the general commands
    /// and the categories of the rest, so the answer stays one line within IRC's 512 bytes.
    static let channelListBytes = 300

    /// "help, more, cancel, ping, zip" — or, when that is too long for one line,
    /// "help, more, cancel, ping and 85 more in Admin, Bills, Letters, …".
    static func channelList(_ specs: [CommandSpec]) -> String {
        let all = specs.map(\.name).joined(separator: ", ")
        guard all.utf8.count > channelListBytes else { return all }
        let general = specs.filter { $0.category == "General" }
        let others = specs.filter { $0.category != "General" }
        let categories = Array(Set(others.map(\.category))).sorted()
        return general.map(\.name).joined(separator: ", ") + " and \(others.count) more in " + categories.joined(separator: ", ")
    }

    private func listed(_ context: CommandContext) async -> [CommandSpec] {
        var result: [CommandSpec] = []
        for spec in context.registry.specs where await isListed(spec, for: context) {
            result.append(spec)
        }
        return result
    }

    private func byCategory(_ specs: [CommandSpec]) -> [String] {
        let grouped = Dictionary(grouping: specs, by: \.category)
        let categories = grouped.keys.sorted { lhs, rhs in
            lhs == "General" || (rhs != "General" && lhs < rhs)
        }
        return categories.map { "\($0): \(grouped[$0, default: []].map(\.name).joined(separator: ", "))" }
    }

    /// Admin commands are listed only to those who can use them.
    private func isListed(_ spec: CommandSpec, for context: CommandContext) async -> Bool {
        if spec.isHidden { return false }
        guard spec.permission == .admin else { return true }
        guard let account = context.sender.account else { return false }
        return await context.core.permissions.isAdmin(network: context.network, account: account)
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
        }
        if !spec.aliases.isEmpty { notes.append("also: " + spec.aliases.joined(separator: ", ")) }
        let tail = notes.isEmpty ? "" : " (\(notes.joined(separator: "; ")))"
        return "Usage: \(typed(spec.usage)) — \(spec.summary)\(tail)"
    }
}
