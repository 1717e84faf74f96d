/// The kinds of measure Congress numbers separately, by their lower-case code in the chat form
/// ("hr5376-117") and in the official files' `type` element (upper case there: "HR").
public enum BillType: String, Sendable, Hashable, CaseIterable, Codable {
    case hr, s, hjres, sjres, hconres, sconres, hres, sres

    /// Reads the official spellings: "HR", "hr", "H.R.", "H. Con. Res.", "S.J.Res." …
    public init?(official text: String) {
        let letters = text.lowercased().filter { $0.isLetter }
        self.init(rawValue: letters)
    }

    /// The citation people read: "H.R.", "S.", "H.J.Res.", "S.Con.Res.", "H.Res." …
    public var citation: String {
        switch self {
        case .hr: "H.R."
        case .s: "S."
        case .hjres: "H.J.Res."
        case .sjres: "S.J.Res."
        case .hconres: "H.Con.Res."
        case .sconres: "S.Con.Res."
        case .hres: "H.Res."
        case .sres: "S.Res."
        }
    }

    /// The chamber where a measure of this type is introduced.
    public var originChamber: Member.Chamber {
        switch self {
        case .hr, .hjres, .hconres, .hres: .house
        case .s, .sjres, .sconres, .sres: .senate
        }
    }
}
