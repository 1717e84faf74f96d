import Foundation
import SQLStore

extension ReadSnapshot {
    /// The member with `bioguideID`, in office or not.
    public func member(bioguideID: MemberID) throws -> Member? {
        try tx.row("SELECT * FROM member WHERE bioguide_id = ?", [bioguideID]).map(Member.init(row:))
    }

    /// The members with these ids, in office or not, by id (ids not found are left out).
    public func members(bioguideIDs: Set<MemberID>) throws -> [MemberID: Member] {
        var found: [MemberID: Member] = [:]
        for id in bioguideIDs {
            found[id] = try member(bioguideID: id)
        }
        return found
    }

    /// The House member (or delegate) serving `district`, if the seat is filled.
    public func houseMembers(of district: CongressionalDistrict) throws -> [Member] {
        try tx.rows("""
            SELECT * FROM member
            WHERE in_office = 1 AND chamber = 'house' AND state = ? AND district = ?
            ORDER BY last_name, first_name
            """, [district.state, district.number]).map(Member.init(row:))
    }

    /// The senators in office for `state`, senior class first (a senator without a class before
    /// the others on both engines, as SQLite orders NULLs).
    public func senators(of state: String) throws -> [Member] {
        try tx.rows("""
            SELECT * FROM member
            WHERE in_office = 1 AND chamber = 'senate' AND state = ?
            ORDER BY senate_class IS NOT NULL, senate_class, last_name
            """, [state.uppercased()]).map(Member.init(row:))
    }

    /// Members in office whose name matches `query`: exact last or full names win; otherwise any
    /// member whose full name, "first last" or "nickname last" contains the query
    /// (case-insensitive).
    public func members(matchingName query: String) throws -> [Member] {
        let trimmed = query.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return [] }
        // `COLLATE nocase` is SQLite's NOCASE there and the ICU collation of that name on
        // PostgreSQL: the same statement compares without case on both.
        let exact = try tx.rows("""
            SELECT * FROM member
            WHERE in_office = 1 AND (last_name = ? COLLATE nocase
                OR official_full_name = ? COLLATE nocase
                OR first_name || ' ' || last_name = ? COLLATE nocase
                OR nickname || ' ' || last_name = ? COLLATE nocase)
            ORDER BY state, chamber DESC, district, last_name
            """, Array(repeating: trimmed, count: 4)).map(Member.init(row:))
        if !exact.isEmpty { return exact }
        // PostgreSQL's LIKE is case-sensitive and its nondeterministic `nocase` has no LIKE, so
        // both sides are lowered (SQLite's LIKE ignores ASCII case anyway; a few hundred rows).
        let pattern = "%" + TownhallDatabase.escapeLike(trimmed) + "%"
        return try tx.rows("""
            SELECT * FROM member
            WHERE in_office = 1 AND (lower(official_full_name) LIKE lower(?) ESCAPE '\\'
                OR lower(first_name || ' ' || last_name) LIKE lower(?) ESCAPE '\\'
                OR lower(nickname || ' ' || last_name) LIKE lower(?) ESCAPE '\\')
            ORDER BY state, chamber DESC, district, last_name
            """, Array(repeating: pattern, count: 3)).map(Member.init(row:))
    }
}

extension ReadSnapshot {
    /// Number of members; only those in office unless `includingFormer`.
    public func memberCount(includingFormer: Bool = false) throws -> Int {
        try tx.value(Int.self, includingFormer
            ? "SELECT COUNT(*) FROM member"
            : "SELECT COUNT(*) FROM member WHERE in_office = 1") ?? 0
    }
}
