import Chat
import Foundation

/// Small commands that exercise every feature of the core, used only by these tests.
enum TestCommands {
    struct Boom: Error {}

    static let all: [any ChatCommand] = [
        ClosureCommand(CommandSpec(name: "echo", usage: "echo <text>", summary: "Repeat text.")) { context in
            guard !context.arguments.isEmpty else { throw context.usageError() }
            context.reply(context.arguments)
        },
        ClosureCommand(CommandSpec(name: "zip", usage: "zip <code>", summary: "Save a ZIP.",
                                   places: .direct, permission: .accountHolder, category: "Profiles")) { context in
            guard context.words.count == 1, let code = context.words.first, code.count == 5 else {
                throw context.usageError("ZIP codes have 5 digits")
            }
            context.reply("Saved your ZIP \(code) for \(context.account?.description ?? "?").")
        },
        ClosureCommand(CommandSpec(name: "topic", summary: "Set the topic.", places: .channel,
                                   permission: .channelOperator, category: "Channels")) { context in
            context.reply("topic set")
        },
        ClosureCommand(CommandSpec(name: "shutdown", summary: "Stop the bot.", permission: .admin, category: "Admin")) { context in
            context.reply("stopping")
        },
        ClosureCommand(CommandSpec(name: "list", usage: "list <count>", summary: "Numbered lines.")) { context in
            guard let count = Int(context.arguments), count > 0 else { throw context.usageError() }
            context.page((1...count).map { "line \($0)" })
        },
        ClosureCommand(CommandSpec(name: "forget me", summary: "Forget everything.", places: .anywhere,
                                   permission: .accountHolder, category: "Profiles")) { context in
            context.ask("Really forget everything about you? Answer yes or no.", topic: "forget me", then: confirm)
        },
        ClosureCommand(CommandSpec(name: "forget", usage: "forget <thing>", summary: "Forget a thing.")) { context in
            context.reply("forgot \(context.arguments)")
        },
        ClosureCommand(CommandSpec(name: "notify", usage: "notify <nick> <text>", summary: "DM someone.")) { context in
            guard context.words.count >= 2 else { throw context.usageError() }
            context.send(context.words.dropFirst().joined(separator: " "), toNick: context.words[0])
            context.reply("sent")
        },
        ClosureCommand(CommandSpec(name: "boom", summary: "Fails.", isHidden: true)) { context in
            context.reply("half")
            throw Boom()
        },
        ClosureCommand(CommandSpec(name: "refuse", summary: "Refuses.", isHidden: true)) { context in
            context.reply("half")
            throw CommandFailure("No member named Smithx.")
        },
    ]

    /// The `forget me` dialogue: yes/no, anything else asks again.
    @Sendable static func confirm(_ answer: String, _ context: CommandContext) async throws {
        switch answer.lowercased() {
        case "yes": context.reply("Done: everything about you is forgotten.")
        case "no": context.reply("Nothing was changed.")
        default: throw UsageError("Please answer yes or no.")
        }
    }
}
