import Chat
import Storage

/// What the science corner hands the commands it shares with Civic, which are Civic's: its items
/// for `like`, `comment` and `admin hide`, its lines in `export me`, what it stores about a person
/// (for `privacy` and `forget me`), its count on a profile, and what following a person brings
/// (their rock posts). Plain values: the composition root puts them in a `Civic.SiblingFeature`,
/// so Science needs nothing of Civic and Civic words nothing of rock posts or quizzes.
public enum ScienceHandOver {
    /// Rock posts as items for `like`, `comment` and `admin hide`.
    public static func itemKinds(database: TownhallDatabase) -> FeatureItemKinds {
        RockPostItemKinds.all(database: database)
    }

    /// `export me`'s lines about the science corner, and its records in full (quizzes started).
    public static let exportLines: @Sendable (AccountExport) -> [String] = ScienceExportText.lines
    public static let exportRecords: @Sendable (AccountExport) -> [String] = ScienceExportText.records

    /// What Science stores about a person, in the words `privacy` and `forget me` list.
    public static let storedAboutYou = ["rock posts", "quiz points and the quizzes you started"]

    /// Science's count on a person's profile: their rock posts, which `rocks mine` lists.
    @Sendable public static func profileCounts(of account: AccountIdentity, in snapshot: ReadSnapshot) throws
        -> [(name: String, count: Int, ownList: String?)] {
        [(name: "rock posts", count: try snapshot.rockPostCount(by: account), ownList: "rocks mine")]
    }

    /// What following a person brings: their rock posts, shown by `rocks following`.
    public static let personFollows = (shown: "rock posts", command: "rocks following")
}
