import Chat
import Storage

/// `profile [nick]`: the public part of a profile (bio, party). ZIP and district appear only to
/// their owner, in a DM; a private profile shows nothing to others.
struct ProfileCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(
        name: "profile", aliases: ["whois"], usage: "profile [nick]",
        summary: "Show your profile, or someone else's public profile.", category: "Profile")

    func run(_ context: CommandContext) async throws {
        guard context.words.count <= 1 else { throw context.usageError() }
        guard let nick = context.words.first else {
            try await showOwn(context)
            return
        }
        guard let accountName = await civic.directory.account(forNick: nick, network: context.network) else {
            throw CommandFailure("I can't see a services account for \(nick); they need to be logged in.")
        }
        let target = AccountIdentity(network: context.network, name: accountName)
        if let own = context.account, own.network == target.network,
           own.name.lowercased() == target.name.lowercased() {
            try await showOwn(context)
            return
        }
        let (stored, counts) = try await civic.database.reading { snapshot in
            (try snapshot.profile(of: target), try ProfileCounts(target, in: snapshot, siblings: civic.siblings))
        }
        guard let profile = stored ?? (counts.text.isEmpty ? nil : Profile.empty(at: context.now)) else {
            context.reply("There is no profile of \(nick) yet.")
            return
        }
        if profile.isPrivate {
            context.reply("The profile of \(nick) is private.")
        } else {
            context.reply("\(nick): " + Self.publicFields(profile) + counts.text)
        }
    }

    private func showOwn(_ context: CommandContext) async throws {
        let account = try context.requireAccount()
        let (stored, counts) = try await civic.database.reading { snapshot in
            (try snapshot.profile(of: account),
             try ProfileCounts(account, in: snapshot, siblings: civic.siblings, ownInPrivate: context.isDirect))
        }
        // letters, templates, posts and follows make a profile worth showing before bio or ZIP are set
        guard let profile = stored ?? (counts.ownText.isEmpty ? nil : Profile.empty(at: context.now)) else {
            context.reply("You have no profile yet. Set one with bio <text> and party <text>; send me zip <code> privately.")
            return
        }
        var text = "Your profile: " + Self.publicFields(profile) + counts.ownText
        if context.isDirect {
            text += " — ZIP: \(profile.zip ?? "not set") — district: \(profile.district?.code ?? "not set")"
        }
        text += profile.isPrivate ? " — private (others see nothing)" : " — public"
        context.reply(text)
    }

    static func publicFields(_ profile: Profile) -> String {
        "bio: \(profile.bio ?? "(none)") — party: \(profile.party ?? "(none)")"
    }
}
