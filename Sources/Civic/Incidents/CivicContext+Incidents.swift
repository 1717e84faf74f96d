import Chat
import Storage

extension CivicContext {
    /// The report behind reference `word`, visible; otherwise a one-line refusal that says what
    /// to do instead.
    func visibleIncident(_ word: String, _ context: CommandContext) async throws -> Incident {
        try await visible(word, .incident, context, hiddenReason: \.hiddenReason) { try $0.incident($1) }
    }

    /// For `<command> R7 <text>`: the sender, the visible report and the cleaned text.
    func incidentAndText(_ context: CommandContext, limit: Int, what: String) async throws
        -> (account: AccountIdentity, item: Incident, text: String) {
        try await itemAndText(context, limit: limit, what: what) { try await visibleIncident($0, context) }
    }

    /// The refusal for a ZIP the ZIP table does not know, telling the operator when it is empty.
    func unknownZip(_ zip: String) async throws -> CommandFailure {
        if try await database.reading({ try $0.zipDistrictCount() }) == 0 {
            return CommandFailure("I have no ZIP data yet; the operator needs to run: townhall import districts FILE")
        }
        return IncidentAreaWords.unknown(.zip(zip))
    }
}
