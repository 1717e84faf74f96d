import Chat
import Foundation
import Storage

/// `called <official> [talked | voicemail | busy]`: the caller says the call was made to a member
/// of Congress or a state official (talked, when
/// not said). It completes the call `call` started, so it counts on that script
/// ("42 people called about T3 this week"); a second report within a minute counts once.
struct CalledCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(
        name: "called", usage: "called <official name | ST-NN> [talked | voicemail | busy]",
        summary: "Tell me you called an official's office (after call <name>), so the call is counted.",
        permission: .accountHolder, category: "Letters")

    func run(_ context: CommandContext) async throws {
        var words = context.words
        let account = try context.requireAccount()
        var outcome = CallOutcome.talked
        if let last = words.last, let told = CallOutcome(rawValue: last.lowercased()) {
            outcome = told
            words.removeLast()
        }
        guard !words.isEmpty else { throw context.usageError() }
        let retry = "Try \(context.typed(spec.name)) <last name or ST-NN> talked|voicemail|busy."
        let sender = context.accountInPrivate, officialWords = words
        let (official, used) = try await civic.database.reading {
            try OfficialFinder.find(in: officialWords, sender: sender, retry: retry, snapshot: $0)
        }
        guard used == words.count else { throw context.usageError() }
        switch try await civic.database.reportCall(to: official.id, outcome: outcome, by: account, at: context.now) {
        case .alreadyRecorded:
            throw CommandFailure("I counted your call to \(official.title) less than a minute ago; one call counts once. "
                + "After your next call, type \(context.typed("called")) \(official.lastName) again.")
        case .recorded(let template?):
            let callers = try await civic.database.reading {
                try $0.callers(of: template, since: CallText.weekStart(before: context.now))
            }
            context.reply("Thank you: your call to \(official.title) is counted (\(outcome.rawValue)). "
                + CallText.callers(callers, about: ItemReference.template.text(template)))
        case .recorded(nil):
            context.reply("Thank you: your call to \(official.title) is counted (\(outcome.rawValue)).")
        }
    }
}
