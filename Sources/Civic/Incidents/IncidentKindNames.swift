import Storage

/// How people name the kinds of incident: the stored word, obvious aliases, and the words
/// replies use.
enum IncidentKindNames {
    /// Every kind as typed, in `help` order: "moved, closed, line, …".
    static var list: String { IncidentKind.allCases.map(\.rawValue).joined(separator: ", ") }

    /// The kind `word` names (any case), nil if none.
    static func kind(_ word: String) -> IncidentKind? {
        let folded = word.lowercased().replacingOccurrences(of: "_", with: "-")
        return IncidentKind(rawValue: folded) ?? aliases[folded]
    }

    private static let aliases: [String: IncidentKind] = [
        "relocated": .moved, "moved-polling-place": .moved, "polling-place-moved": .moved, "move": .moved,
        "closure": .closed, "close": .closed, "polling-place-closed": .closed,
        "long-line": .line, "long-lines": .line, "lines": .line, "wait": .line, "queue": .line,
        "machines": .machine, "broken-machine": .machine, "voting-machine": .machine, "equipment": .machine,
        "voter-id": .id, "id-demand": .id, "ids": .id,
        "threat": .intimidation, "threats": .intimidation, "harassment": .intimidation, "intimidated": .intimidation,
        "misinfo": .misinformation, "disinformation": .misinformation, "false-information": .misinformation,
        "registered": .registration, "voter-roll": .registration, "not-registered": .registration, "reg": .registration,
        "problem": .other,
    ]

    /// What a report of `kind` is about, for replies: "long line", "ID demand".
    static func title(_ kind: IncidentKind) -> String {
        switch kind {
        case .moved: "polling place moved"
        case .closed: "polling place closed"
        case .line: "long line"
        case .machine: "voting machine problem"
        case .id: "ID demand"
        case .intimidation: "intimidation"
        case .misinformation: "misinformation"
        case .registration: "registration problem"
        case .other: "other problem"
        }
    }
}
