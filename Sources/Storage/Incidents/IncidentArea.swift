/// Where a list of reports or a channel feed looks: a ZIP (and what lies near it), a whole
/// state, or a congressional district.
public enum IncidentArea: Sendable, Hashable {
    case zip(String)
    case state(String)
    case district(CongressionalDistrict)

    /// As people type it: "94110", "CA", "CA-11".
    public var code: String {
        switch self {
        case .zip(let zip): zip
        case .state(let state): state
        case .district(let district): district.code
        }
    }
}
