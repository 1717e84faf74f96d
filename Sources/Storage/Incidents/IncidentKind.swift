/// What went wrong at the polls. The raw value is what is stored and what people type.
public enum IncidentKind: String, Sendable, Hashable, CaseIterable {
    case moved, closed, line, machine, id, intimidation, misinformation, registration, other
}
