/// The kinds of official data Townhall reads, one importer each: what `townhall import KIND`
/// takes and what a `sync` source delivers.
public enum DataKind: String, CaseIterable, Sendable {
    case legislators
    case districtOffices = "district-offices"
    case socialMedia = "social-media"
    case districts
    case votes
    case bills
    case vip
    case openstates
    case stateDistricts = "state-districts"
}
