import SQLStore

extension TownhallDatabase {
    /// Columns written by an import, in the order of `Member.upsertArguments`.
    static let memberUpsertSQL = """
        INSERT INTO member (bioguide_id, lis_id, thomas_id, govtrack_id, first_name, last_name,
            official_full_name, nickname, chamber, state, district, party, phone, office, address,
            contact_form, url, term_start, term_end, senate_class, chamber_since, in_office)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1)
        ON CONFLICT (bioguide_id) DO UPDATE SET
            lis_id = excluded.lis_id, thomas_id = excluded.thomas_id, govtrack_id = excluded.govtrack_id,
            first_name = excluded.first_name, last_name = excluded.last_name,
            official_full_name = excluded.official_full_name, nickname = excluded.nickname,
            chamber = excluded.chamber, state = excluded.state, district = excluded.district,
            party = excluded.party, phone = excluded.phone, office = excluded.office,
            address = excluded.address, contact_form = excluded.contact_form, url = excluded.url,
            term_start = excluded.term_start, term_end = excluded.term_end,
            senate_class = excluded.senate_class, chamber_since = excluded.chamber_since, in_office = 1
        """

    /// Makes the member table match `members` (the whole current legislators file) in one
    /// transaction: new members are added, known ones refreshed, and members missing from the list
    /// are marked not in office.
    @discardableResult
    public func replaceMembers(_ members: [Member], progress: WriteProgress? = nil) async throws
        -> MemberImportSummary {
        try await engine.write { tx in
            let known = try Set(tx.rows("SELECT bioguide_id FROM member").map { try $0.decode(MemberID.self, at: 0) })
            let wasInOffice = try Set(tx.rows("SELECT bioguide_id FROM member WHERE in_office = 1")
                .map { try $0.decode(MemberID.self, at: 0) })
            for (index, member) in members.enumerated() {
                try tx.execute(Self.memberUpsertSQL, member.upsertArguments)
                if index % progressInterval == 0 { progress?(index, members.count) }
            }
            let incoming = Set(members.map(\.bioguideID))
            let leaving = wasInOffice.subtracting(incoming)
            for bioguideID in leaving.sorted() {
                try tx.execute("UPDATE member SET in_office = 0 WHERE bioguide_id = ?", [bioguideID])
            }
            // Votes imported before these members name them by file only until linked here.
            try Self.linkCastsToMembers(in: tx)
            progress?(members.count, members.count)
            let added = incoming.subtracting(known).count
            return MemberImportSummary(added: added, updated: incoming.count - added, leftOffice: leaving.count)
        }
    }

    /// Escapes LIKE wildcards so user text matches literally.
    static func escapeLike(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if character == "%" || character == "_" || character == "\\" { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }
}
