import Chat
import Storage

/// What a feature beside Civic (the science corner) hands Civic's shared commands when the core
/// is composed: its items for the commands that take any item, its lines in `export me`, what it
/// stores about a person (for `privacy` and `forget me`), its counts on a profile, and what
/// following a person brings. So Civic words nothing of another feature, and that feature needs
/// nothing of Civic: it gives these as plain values, and the composition root puts them together.
public struct SiblingFeature: Sendable {
    /// Its items in `like`, `comment` and `admin hide`.
    public var items: FeatureItemKinds
    /// Its lines in `export me` (counts and lists, after the letters).
    public var export: ExportSection
    /// Its records in `export me`, in full (after the alerts).
    public var exportRecords: ExportSection
    /// What it stores about a person, in the words `privacy` and `forget me` list ("rock posts").
    public var storedAboutYou: [String]
    /// Its counts on a person's profile ("rock posts": 3), shown beside their followers.
    public var profileCounts: ProfileCountSection
    /// What following a person brings, if this feature is what does (their rock posts), and the
    /// command that shows it ("rocks following").
    public var personFollows: (shown: String, command: String)?

    public init(items: FeatureItemKinds, export: @escaping ExportSection, exportRecords: @escaping ExportSection = { _ in [] },
                storedAboutYou: [String],
                profileCounts: @escaping ProfileCountSection, personFollows: (shown: String, command: String)? = nil) {
        self.items = items
        self.export = export
        self.exportRecords = exportRecords
        self.storedAboutYou = storedAboutYou
        self.profileCounts = profileCounts
        self.personFollows = personFollows
    }
}

/// Another feature's counts on a profile, read in the profile's own transaction: names, numbers,
/// and the command that lists one's own of them ("rocks mine"), which one's own profile names.
public typealias ProfileCountSection = @Sendable (AccountIdentity, ReadSnapshot) throws
    -> [(name: String, count: Int, ownList: String?)]
