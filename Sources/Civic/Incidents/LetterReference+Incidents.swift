import Storage

extension LetterReference {
    /// Voting-incident reports: `R7`.
    static let incident = LetterReference(letter: "R", list: "incidents", noun: "report", example: 7,
                                          them: "reports", listed: "the reports near you")
}

extension Incident {
    var reference: String { LetterReference.incident.text(id) }
}

extension FlaggedIncident {
    var reference: String { LetterReference.incident.text(incidentID) }
}
