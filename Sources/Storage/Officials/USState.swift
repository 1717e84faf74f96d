/// A state (or DC, or Puerto Rico) as the official files name it: the postal code Open States
/// writes in its jurisdiction ids, the FIPS code the Census Bureau's files start their ids with,
/// and what the state calls its legislative chambers and their members, so a reply says
/// "Assembly Member" in California and "Delegate" in Virginia, as people there do.
public struct USState: Sendable, Hashable {
    /// "CA".
    public let code: String
    /// "06".
    public let fips: String
    public let name: String
    /// "Assembly", "House of Delegates", "House of Representatives".
    public let lowerChamber: String
    /// "Assembly Member", "Delegate", "State Representative".
    public let lowerTitle: String

    private init(_ code: String, _ fips: String, _ name: String,
                 lower: String = "House of Representatives", lowerTitle: String = "State Representative") {
        self.code = code
        self.fips = fips
        self.name = name
        self.lowerChamber = lower
        self.lowerTitle = lowerTitle
    }

    /// Every state's upper chamber is its Senate (Nebraska's one chamber included: its members are
    /// senators too).
    public var upperChamber: String { code == "NE" ? "Legislature" : "Senate" }
    public var upperTitle: String { "State Senator" }

    /// The state with postal code `code` (any case); nil for anything else.
    public init?(code: String) {
        guard let state = Self.byCode[code.uppercased()] else { return nil }
        self = state
    }

    /// The state whose FIPS code is `fips` ("06").
    public init?(fips: String) {
        guard let state = Self.byFIPS[fips] else { return nil }
        self = state
    }

    private static let byCode = Dictionary(uniqueKeysWithValues: all.map { ($0.code, $0) })
    private static let byFIPS = Dictionary(uniqueKeysWithValues: all.map { ($0.fips, $0) })

    private static let assembly = ("Assembly", "Assembly Member")
    private static let delegates = ("House of Delegates", "Delegate")

    public static let all: [USState] = [
        USState("AL", "01", "Alabama"), USState("AK", "02", "Alaska"), USState("AZ", "04", "Arizona"),
        USState("AR", "05", "Arkansas"),
        USState("CA", "06", "California", lower: assembly.0, lowerTitle: assembly.1),
        USState("CO", "08", "Colorado"), USState("CT", "09", "Connecticut"), USState("DE", "10", "Delaware"),
        USState("DC", "11", "District of Columbia", lower: "Council", lowerTitle: "Council Member"),
        USState("FL", "12", "Florida"), USState("GA", "13", "Georgia"), USState("HI", "15", "Hawaii"),
        USState("ID", "16", "Idaho"), USState("IL", "17", "Illinois"), USState("IN", "18", "Indiana"),
        USState("IA", "19", "Iowa"), USState("KS", "20", "Kansas"), USState("KY", "21", "Kentucky"),
        USState("LA", "22", "Louisiana"), USState("ME", "23", "Maine"),
        USState("MD", "24", "Maryland", lower: delegates.0, lowerTitle: delegates.1),
        USState("MA", "25", "Massachusetts"), USState("MI", "26", "Michigan"), USState("MN", "27", "Minnesota"),
        USState("MS", "28", "Mississippi"), USState("MO", "29", "Missouri"), USState("MT", "30", "Montana"),
        USState("NE", "31", "Nebraska"),
        USState("NV", "32", "Nevada", lower: assembly.0, lowerTitle: assembly.1),
        USState("NH", "33", "New Hampshire"),
        USState("NJ", "34", "New Jersey", lower: "General Assembly", lowerTitle: assembly.1),
        USState("NM", "35", "New Mexico"),
        USState("NY", "36", "New York", lower: assembly.0, lowerTitle: assembly.1),
        USState("NC", "37", "North Carolina"), USState("ND", "38", "North Dakota"), USState("OH", "39", "Ohio"),
        USState("OK", "40", "Oklahoma"), USState("OR", "41", "Oregon"), USState("PA", "42", "Pennsylvania"),
        USState("RI", "44", "Rhode Island"), USState("SC", "45", "South Carolina"), USState("SD", "46", "South Dakota"),
        USState("TN", "47", "Tennessee"), USState("TX", "48", "Texas"), USState("UT", "49", "Utah"),
        USState("VT", "50", "Vermont"),
        USState("VA", "51", "Virginia", lower: delegates.0, lowerTitle: delegates.1),
        USState("WA", "53", "Washington"),
        USState("WV", "54", "West Virginia", lower: delegates.0, lowerTitle: delegates.1),
        USState("WI", "55", "Wisconsin", lower: "State Assembly", lowerTitle: "State Representative"),
        USState("WY", "56", "Wyoming"), USState("PR", "72", "Puerto Rico"),
    ]
}
