import Chat
import Storage

/// `admin channel <#chan> [disable | enable <command or category>]`: each channel's own command
/// set (no quiz in #civics). A turned-off command typed there answers that it is off and where
/// it works; admin commands cannot be turned off, so an admin can always turn things on again.
/// Alone, `admin channel #chan` lists what is off there.
struct AdminChannelCommand: ChatCommand {
    let screen: AdminScreen
    let spec = CommandSpec(
        name: "admin channel", usage: "admin channel <#channel> [disable | enable <command or category>]",
        summary: "Turn a command or a category off or on in one channel, or list what is off there.",
        permission: .admin, category: "Admin")

    func run(_ context: CommandContext) async throws {
        guard let channel = context.words.first.flatMap(ChannelWord.channel) else { throw context.usageError() }
        guard context.words.count > 1 else {
            let off = try await screen.turnedOff(network: context.network, channel: channel)
            context.reply(off.isEmpty ? "Every command works in \(channel)."
                                      : "Turned off in \(channel): \(off.joined(separator: ", ")).")
            return
        }
        let action = context.words[1].lowercased()
        guard ["disable", "enable"].contains(action), context.words.count > 2 else { throw context.usageError() }
        let name = context.words.dropFirst(2).joined(separator: " ").lowercased()
        let covered = context.registry.specs.filter { AdminScreen.covers(name, $0) }
        guard !covered.isEmpty else {
            throw CommandFailure("There is no command or category \(name); \(context.typed("help")) lists them.")
        }
        guard !covered.contains(where: { $0.permission == .admin }) else {
            throw CommandFailure("Admin commands cannot be turned off, so that an admin can always turn things on again.")
        }
        let off = ChannelCommandOff(network: context.network, channel: channel, command: name)
        if action == "disable" {
            let changed = try await screen.turnOff(off, by: context.sender.account ?? context.sender.nick, at: context.now)
            context.reply(changed ? "Turned \(name) off in \(channel); \(context.typed("admin channel \(channel) enable \(name)")) turns it on again."
                                  : "Nothing changed: \(name) was already off in \(channel).")
        } else {
            let changed = try await screen.turnOn(off)
            context.reply(changed ? "Turned \(name) on again in \(channel)." : "Nothing changed: \(name) was not off in \(channel).")
        }
    }
}
