import Foundation

/// An account an admin verified as a member of Congress, or as their staff: only such accounts
/// may answer questions to that member.
public struct Verification: Sendable, Hashable {
    public var memberBioguide: MemberID
    public var isStaff: Bool
    public var verifiedAt: Date
}
