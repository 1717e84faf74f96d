import Storage

/// The nonpartisan Election Protection hotline, given with a report of the kinds where a voter may
/// be losing their vote right then — threatened, asked for an ID the law may not require, sent to
/// a polling place that moved or closed, or told something false about voting: someone being
/// turned away needs help now, not likes.
enum ElectionProtectionHotline {
    /// The kinds of report that get the hotline.
    static let kinds: Set<IncidentKind> = [.intimidation, .id, .moved, .closed, .misinformation]

    static let numbers = "866-OUR-VOTE (866-687-8683); in Spanish 888-VE-Y-VOTA (888-839-8682)"

    /// The sentence to add to a report of `kind`, nil when the kind gets none.
    static func sentence(for kind: IncidentKind) -> String? {
        kinds.contains(kind) ? "Need help now? Call the nonpartisan Election Protection hotline: \(numbers)." : nil
    }

    /// What `help report` says of it.
    static let helpNote = "A report of intimidation, an ID demand, a moved or closed polling place or misinformation "
        + "also gets the nonpartisan Election Protection hotline, \(numbers)."
}
