import Chat
import Foundation
import Storage

/// `export me`: everything stored about the sender, sent in a DM. The sibling features' lines
/// (`SiblingFeature.export`) come after the letters and before the election reminders, their
/// records in full (`exportRecords`) after the alerts.
struct ExportMeCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(
        name: "export me", usage: "export me",
        summary: "Get a private copy of everything I store about you.",
        permission: .accountHolder, category: "Profile")

    func run(_ context: CommandContext) async throws {
        guard context.words.isEmpty else { throw context.usageError() }
        let account = try context.requireAccount()
        let note = "I sent your data in a private message."
        guard let export = try await civic.database.reading({ try $0.export(account) }) else {
            context.replyInPrivate(["I store nothing about you (\(account.name) on \(account.network))."], note: note)
            return
        }
        context.replyInPrivate(Self.lines(export, sections: civic.siblings.map(\.export),
                                          recordSections: civic.siblings.map(\.exportRecords)), note: note)
    }

    static func lines(_ export: AccountExport, sections: [ExportSection] = [], recordSections: [ExportSection] = []) -> [String] {
        var lines = ["Everything I store about \(export.account.name) on \(export.account.network):",
                     "account first seen: \(timestamp(export.createdAt))"]
        if let profile = export.profile {
            lines += [
                "ZIP: \(profile.zip ?? "not set")",
                "district: \(profile.district?.code ?? "not set")",
            ]
            if !profile.stateDistricts.isEmpty {
                lines.append("state districts chosen for your split ZIP: "
                    + profile.stateDistricts.sorted { $0.key.rawValue > $1.key.rawValue }.map { "\($0.key.rawValue) \($0.value)" }
                        .joined(separator: ", "))
            }
            lines += [
                "bio: \(profile.bio ?? "not set")",
                "party: \(profile.party ?? "not set")",
                "private: \(profile.isPrivate ? "on" : "off")",
                "profile last changed: \(timestamp(profile.updatedAt))",
            ]
        } else {
            lines.append("profile: none")
        }
        return lines + activityLines(export, sections: sections, recordSections: recordSections)
    }

    /// Questions and what the account did with others' questions; nothing when there is none.
    private static func activityLines(_ export: AccountExport, sections: [ExportSection],
                                      recordSections: [ExportSection]) -> [String] {
        var lines = export.questions.map { question in
            "\(question.reference) to \(question.official), \(timestamp(question.createdAt))"
                + (question.isHidden ? " (hidden)" : "") + ": \(question.text)"
        }
        if export.upvotesGiven + export.comments + export.flags > 0 {
            lines.append("upvotes given: \(export.upvotesGiven) — comments: \(export.comments) — flags: \(export.flags)")
        }
        if !export.following.isEmpty {
            lines.append("following: " + export.following.map(\.description).joined(separator: ", "))
        }
        if !export.followingBills.isEmpty {
            lines.append("following bills: " + export.followingBills.joined(separator: ", "))
        }
        if export.billComments > 0 {
            lines.append("comments on bills: \(export.billComments)")
        }
        lines += IncidentText.exportLines(export)
        lines += LetterText.exportLines(export)
        for section in sections { lines += section(export) }
        lines += ElectionReminderText.exportLines(export)
        if let verification = export.verification {
            lines.append("verified as \(verification.isStaff ? "staff of " : "")\(verification.memberBioguide)")
        }
        if let nick = export.lastNick {
            lines.append("nick last seen (to reach you with alerts): \(nick)")
        }
        if export.notificationsWaiting + export.notificationsDelivered > 0 {
            lines.append("alerts waiting: \(export.notificationsWaiting) — delivered: \(export.notificationsDelivered)")
        }
        return lines + writingLines(export, recordSections: recordSections)
    }

    /// Everything written by the account or kept for it, in full: comments, flags, a pending
    /// address, mail, alerts; the sibling features' records (the quizzes it started); its Matrix
    /// DM room and the rooms it brought the bot into.
    private static func writingLines(_ export: AccountExport, recordSections: [ExportSection]) -> [String] {
        var lines = export.commentsWritten.map { "comment \($0.on), \(timestamp($0.at)): \(oneLine($0.text))" }
        lines += export.flagsGiven.map { "flagged \($0.on), \(timestamp($0.at)): \(oneLine($0.reason))" }
        if let pending = export.pendingEmail {
            lines.append("email waiting for its code: \(pending)")
        }
        lines += export.mail.map { mail in
            "mail (\(mail.purpose)) to \(mail.to), \(timestamp(mail.at)), \(mail.status): \(oneLine(mail.subject)) — \(oneLine(mail.body))"
        }
        lines += export.alerts.map { alert in
            "alert \(alert.deliveredAt.map { "delivered " + timestamp($0) } ?? "waiting since " + timestamp(alert.at)): \(oneLine(alert.message.text))"
        }
        for section in recordSections { lines += section(export) }
        lines += export.calls.map { call in
            "call to \(call.official)\(call.template.map { " with T\($0)" } ?? ""), \(timestamp(call.at)): "
                + (call.outcome ?? "not told how it went")
        }
        if let room = export.directRoom {
            lines.append("Matrix room for your private messages: \(room)")
        }
        lines += export.roomsInvitedTo.map { "Matrix room you brought me into, \(timestamp($0.at)) (kept a day for the invite limit): \($0.room)" }
        return lines
    }

    /// A stored text on one line of the export (a letter's or a mail's line breaks as " / ").
    private static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " / ")
    }

    private static func timestamp(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle())
    }
}
