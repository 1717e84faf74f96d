/// The seat an Open States person holds, by the person file's role `type`. Only these are kept:
/// the chambers `reps` matches by district, the statewide officers it lists after them, and the
/// city offices `officials` lists.
public enum OfficialRole: String, Sendable, Hashable, CaseIterable {
    case upper, lower
    /// A one-chamber legislature (Nebraska's, DC's council): matched as the upper chamber, which is
    /// the only one the Census Bureau's files give such a state.
    case legislature
    case governor
    case lieutenantGovernor = "lt_governor"
    case attorneyGeneral = "attorney general"
    case secretaryOfState = "secretary of state"
    /// Arizona's and a few other states' secretary of state, typed by what the office does.
    case chiefElectionOfficer = "chief election officer"
    case mayor
    /// A city council's member, as Open States types the municipal seats beside the mayor; the
    /// shared data has none yet, but `officials` lists them when an import brings them.
    case councilMember = "councilmember"

    public enum Level: String, Sendable {
        case legislature, executive, municipal
    }

    public var level: Level {
        switch self {
        case .upper, .lower, .legislature: .legislature
        case .governor, .lieutenantGovernor, .attorneyGeneral, .secretaryOfState, .chiefElectionOfficer: .executive
        case .mayor, .councilMember: .municipal
        }
    }

    /// The Census chamber a legislator's district is matched in; nil off the legislature.
    public var districtChamber: StateChamber? {
        switch self {
        case .upper, .legislature: .upper
        case .lower: .lower
        default: nil
        }
    }

    /// Where `reps` lists a statewide officer: the governor first, as people expect.
    public var statewideRank: Int {
        switch self {
        case .governor: 0
        case .lieutenantGovernor: 1
        case .attorneyGeneral: 2
        case .secretaryOfState, .chiefElectionOfficer: 3
        default: 4
        }
    }
}

/// A state legislature's chamber as the Census Bureau's relationship files split them: SLDU
/// (upper) and SLDL (lower).
public enum StateChamber: String, Sendable, Hashable, CaseIterable {
    case upper, lower
}
