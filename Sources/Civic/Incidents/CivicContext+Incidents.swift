import Chat
import Storage

extension CivicContext {
    /// The report behind reference `word`, visible; otherwise a one-line refusal that says what
    /// to do instead.
    func visibleIncident(_ word: String, typedList: String) async throws -> Incident {
        let id = try incidentID(word, typedList: typedList)
        guard let incident = try await database.reading({ try $0.incident(id) }) else {
            throw Self.noSuchIncident(id, typedList: typedList)
        }
        if let reason = incident.hiddenReason { throw Self.hiddenIncident(id, reason: reason, typedList: typedList) }
        return incident
    }

    /// The number behind reference `word` (`R7` → 7), or a one-line refusal.
    func incidentID(_ word: String, typedList: String) throws -> Int64 {
        guard let id = IncidentReference.id(from: word) else { throw Self.notAnIncident(word, typedList: typedList) }
        return id
    }

    static func notAnIncident(_ word: String, typedList: String) -> CommandFailure {
        CommandFailure("\"\(word)\" is not a report reference; they look like R7 (type \(typedList) to see reports).")
    }

    static func noSuchIncident(_ id: Int64, typedList: String) -> CommandFailure {
        CommandFailure("There is no \(IncidentReference.text(id)). Type \(typedList) to see the reports near you.")
    }

    static func hiddenIncident(_ id: Int64, reason: String, typedList: String) -> CommandFailure {
        CommandFailure("\(IncidentReference.text(id)) was hidden by a moderator (\(reason)). Type \(typedList) to see the others.")
    }

    /// For `<command> R7 <text>`: the sender, the visible report and the cleaned text.
    func incidentAndText(_ context: CommandContext, limit: Int, what: String) async throws
        -> (account: AccountIdentity, incident: Incident, text: String) {
        guard context.words.count >= 2 else { throw context.usageError() }
        let account = try context.requireAccount()
        let incident = try await visibleIncident(context.words[0], typedList: context.typed("incidents"))
        let text = try cleanText(context.words.dropFirst(), limit: limit, what: what, context: context)
        return (account, incident, text)
    }

    /// The refusal for a ZIP the ZIP table does not know, telling the operator when it is empty.
    func unknownZip(_ zip: String) async throws -> CommandFailure {
        if try await database.reading({ try $0.zipDistrictCount() }) == 0 {
            return CommandFailure("I have no ZIP data yet; the operator needs to run: townhall import districts FILE")
        }
        return IncidentAreaWords.unknown(.zip(zip))
    }
}
