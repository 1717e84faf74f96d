import Chat
import Foundation
import Storage

/// `call <official> [T3]`: what a caller needs, in a DM, as 5 Calls gives it: the office's numbers
/// (Washington, then the district offices with their hours, for a member of Congress; capitol,
/// then district, for a state official) and a short script — call script T3
/// filled with the caller's name, city and ZIP, or a plain one — then how to tell the bot the
/// call was made (`called`). The call is recorded as started, so `called` counts it on its script.
struct CallCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(
        name: "call", usage: "call <official name | ST-NN> [T3]",
        summary: "The phone numbers of the offices of a member of Congress or a state official and a script to read "
            + "(call script T3, or a plain one), in a private message; then: called <name> talked|voicemail|busy.",
        permission: .accountHolder, category: "Letters")

    /// A script for a call with none chosen: who is calling, from where, and room for the point.
    static let plainScript = "Hello, my name is {my_name} and I am a constituent from ZIP code {my_zip}. "
        + "I am calling to ask {member} to … (say what you are calling about, in a sentence or two). Thank you."

    func run(_ context: CommandContext) async throws {
        var words = context.words
        let account = try context.requireAccount()
        var template: LetterTemplate?
        if let last = words.last, ItemReference.template.id(from: last) != nil {
            template = try await civic.visibleTemplate(last, context)
            words.removeLast()
        }
        guard !words.isEmpty else { throw context.usageError() }
        if let template, template.kind != .call {
            throw CommandFailure("\(template.reference) is a letter template: \(context.typed("draft")) \(template.reference) "
                + "writes from it, and \(context.typed("templates call")) lists the call scripts.")
        }
        let retry = "Try \(context.typed(spec.name)) <last name or ST-NN> [T3]."
        let officialWords = words, sender = context.accountInPrivate
        let (official, numbers, writer, profile) = try await civic.database.reading { snapshot in
            let (official, used) = try OfficialFinder.find(in: officialWords, sender: sender, retry: retry, snapshot: snapshot)
            guard used == officialWords.count else { throw UsageError() }
            let numbers = switch official {
            case .member(let member): CallText.numbers(member, offices: try snapshot.districtOffices(of: member.bioguideID))
            case .state(let stateOfficial): CallText.numbers(stateOfficial)
            }
            return (official, numbers, try snapshot.letterWriter(of: account), try snapshot.profile(of: account))
        }
        guard !numbers.isEmpty else { throw CommandFailure(noPhone(official, context)) }
        try await civic.database.startCall(to: official.id, template: template?.id, by: account, at: context.now)
        let composer = LetterComposer(body: template?.body ?? Self.plainScript, signature: writer.signatureName ?? account.name,
                                      city: writer.city, profile: profile, date: context.now)
        let script = template.map { "Script (\($0.reference) \($0.title)):" }
            ?? "Script (\(context.typed("templates call")) lists others; call \(official.lastName) T3 uses one):"
        let filled = composer.filled(addressing: official.formalName)
        // what the bot does not know yet ({my_city} before a first letter) stays for the caller to say
        let unfilled = TemplatePlaceholders.used(in: filled).isEmpty ? [] : ["Say your own words where the script has {…}."]
        context.replyInPrivate(["Call \(official.title):"] + numbers + [script]
            + filled.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) + unfilled
            + [CallText.tellMe(official, typed: "called")],
            note: "I sent the numbers and a script in a private message.")
    }

    /// One line for an official with no phone in the data: where their office is reached instead.
    private func noPhone(_ official: NamedOfficial, _ context: CommandContext) -> String {
        switch official {
        case .member(let member):
            let elsewhere = member.contactForm ?? member.url
            return "I have no phone number for \(member.title)"
                + (elsewhere.map { "; their office is reached through \($0)" } ?? "; \(context.typed("contact")) \(member.lastName) shows what I have")
                + "."
        case .state(let stateOfficial):
            return "I have no phone number for \(official.title); look for one on \(CallText.elsewhere(stateOfficial))."
        }
    }
}
