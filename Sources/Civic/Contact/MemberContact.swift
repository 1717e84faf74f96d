import Storage

/// Everything `contact` shows of one member, read in one snapshot: the member row (Washington
/// office, phone, contact form, website), their district offices and their social accounts.
struct MemberContact: Sendable {
    let member: Member
    let offices: [DistrictOffice]
    let accounts: [SocialAccount]

    static func read(_ member: Member, in snapshot: ReadSnapshot) throws -> MemberContact {
        MemberContact(member: member, offices: try snapshot.districtOffices(of: member.bioguideID),
                      accounts: try snapshot.socialAccounts(of: member.bioguideID))
    }
}
