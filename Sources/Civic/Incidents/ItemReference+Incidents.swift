import Chat
import Storage

extension ItemReference {
    /// Voting-incident reports: `R7`.
    static let incident = ItemReference(letter: "R", list: "incidents", noun: "report", example: 7,
                                          them: "reports", listed: "the reports near you", listRank: 20)
}

extension Incident {
    var reference: String { ItemReference.incident.text(id) }
}

extension FlaggedIncident {
    var reference: String { ItemReference.incident.text(incidentID) }
}
