import Import

/// One configured place to keep fresh: a name for messages, the kind of data (which importer
/// reads it) and where the files are.
public struct SyncSource: Sendable, Hashable {
    public enum Location: Sendable, Hashable {
        /// Fixed addresses, each fetched conditionally and imported when it changed.
        case files([String])
        /// A numbered series (roll calls): the numbers after the highest imported are fetched
        /// one by one until the server answers 404 or redirects away (senate.gov's answer for a
        /// roll call not published yet).
        case series(AddressTemplate)
        /// One file per bill (bill status): every bill of the current Congress that a roll call
        /// refers to or that is already imported, each fetched conditionally. A bill the server
        /// does not have yet (404) is skipped, not a failure.
        case bills(AddressTemplate)
    }

    public var name: String
    public var kind: DataKind
    public var location: Location

    public init(name: String, kind: DataKind, location: Location) {
        self.name = name
        self.kind = kind
        self.location = location
    }
}
