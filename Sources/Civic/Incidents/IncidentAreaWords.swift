import Chat
import Storage

/// Reads the area people name: a ZIP ("94110"), a state ("CA") or a district ("CA-11").
enum IncidentAreaWords {
    /// The area `word` names by its shape (not yet checked against the ZIP table); nil if none.
    static func area(_ typed: String) -> IncidentArea? {
        if let zip = ZipCodeWord.zip(typed) { return .zip(zip) }
        let word = TypedWord.trimmingTrailingPunctuation(typed)
        if word.count == 2, word.allSatisfy({ $0.isASCII && $0.isLetter }) { return .state(word.uppercased()) }
        return CongressionalDistrict(code: word).map { .district($0) }
    }

    /// Whether the ZIP table knows `area`.
    static func isKnown(_ area: IncidentArea, in snapshot: ReadSnapshot) throws -> Bool {
        switch area {
        case .zip(let zip): try !snapshot.districts(forZip: zip).isEmpty
        case .district(let district): try snapshot.districtExists(district)
        case .state(let state): try snapshot.stateExists(state)
        }
    }

    /// The one-line refusal for an area the ZIP table does not know.
    static func unknown(_ area: IncidentArea) -> CommandFailure {
        switch area {
        case .zip(let zip):
            CommandFailure("I don't know ZIP \(zip); use the 5-digit ZIP of a street address, a state (CA) or a district (CA-11).")
        case .state(let state):
            CommandFailure("I know no state \(state); use a two-letter state code such as CA, a district such as CA-11, or a ZIP.")
        case .district(let district):
            CommandFailure("I know no district \(district.code); type district codes as ST-NN (CA-11), or use a state or a ZIP.")
        }
    }
}
