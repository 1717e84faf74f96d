import SQLStore

/// One official social media account of a member: the service as the official file names it
/// ("twitter", "youtube_id", "mastodon") and the handle or id it gives.
public struct SocialAccount: Sendable, Hashable {
    public var memberID: MemberID
    public var service: String
    public var handle: String

    public init(memberID: MemberID, service: String, handle: String) {
        self.memberID = memberID
        self.service = service
        self.handle = handle
    }
}

extension SocialAccount {
    /// The account in a row of `social_account` (its columns by name).
    init(row: SQLRow) throws {
        self.init(memberID: try row.decode("bioguide_id"), service: try row.decode("service"), handle: try row.decode("handle"))
    }
}
