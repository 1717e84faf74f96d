import Storage

/// The references people type for reports, `R7` (any case): the one writer and the one reader.
enum IncidentReference {
    /// How people name report `id` in chat: `R7`.
    static func text(_ id: Int64) -> String { "R\(id)" }

    /// The number behind `word` (`R7`, `r7` → 7); nil for anything else.
    static func id(from word: String) -> Int64? {
        guard let first = word.first, first == "R" || first == "r" else { return nil }
        let digits = word.dropFirst()
        guard !digits.isEmpty, digits.count <= 12, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int64(digits)
    }
}

extension Incident {
    var reference: String { IncidentReference.text(id) }
}

extension FlaggedIncident {
    var reference: String { IncidentReference.text(incidentID) }
}
