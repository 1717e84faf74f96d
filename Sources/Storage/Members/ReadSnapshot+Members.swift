import Foundation
import GRDB

extension ReadSnapshot {
    /// The member with `bioguideID`, in office or not.
    public func member(bioguideID: MemberID) throws -> Member? {
        try Member.fetchOne(db.cachedStatement(sql: "SELECT * FROM member WHERE bioguide_id = ?"), arguments: [bioguideID])
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
        try Member.fetchAll(db.cachedStatement(sql: """
            SELECT * FROM member
            WHERE in_office AND chamber = 'house' AND state = ? AND district = ?
            ORDER BY last_name, first_name
            """), arguments: [district.state, district.number])
    }

    /// The senators in office for `state`, senior class first.
    public func senators(of state: String) throws -> [Member] {
        try Member.fetchAll(db.cachedStatement(sql: """
            SELECT * FROM member
            WHERE in_office AND chamber = 'senate' AND state = ?
            ORDER BY senate_class, last_name
            """), arguments: [state.uppercased()])
    }

    /// Members in office whose name matches `query`: exact last or full names win; otherwise any
    /// member whose full name, "first last" or "nickname last" contains the query
    /// (case-insensitive for ASCII letters).
    public func members(matchingName query: String) throws -> [Member] {
        let trimmed = query.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return [] }
        let exact = try Member.fetchAll(db.cachedStatement(sql: """
            SELECT * FROM member
            WHERE in_office AND (last_name = ?1 COLLATE NOCASE
                OR official_full_name = ?1 COLLATE NOCASE
                OR first_name || ' ' || last_name = ?1 COLLATE NOCASE
                OR nickname || ' ' || last_name = ?1 COLLATE NOCASE)
            ORDER BY state, chamber DESC, district, last_name
            """), arguments: [trimmed])
        if !exact.isEmpty { return exact }
        let pattern = "%" + TownhallDatabase.escapeLike(trimmed) + "%"
        return try Member.fetchAll(db.cachedStatement(sql: """
            SELECT * FROM member
            WHERE in_office AND (official_full_name LIKE ?1 ESCAPE '\\'
                OR first_name || ' ' || last_name LIKE ?1 ESCAPE '\\'
                OR nickname || ' ' || last_name LIKE ?1 ESCAPE '\\')
            ORDER BY state, chamber DESC, district, last_name
            """), arguments: [pattern])
    }
}

extension ReadSnapshot {
    /// The member question `id` was asked to; nil if there is no such question.
    public func member(askedIn id: Int64) throws -> Member? {
        try Member.fetchOne(db.cachedStatement(sql: """
            SELECT member.* FROM member JOIN question ON question.member_bioguide = member.bioguide_id
            WHERE question.id = ?
            """), arguments: [id])
    }
}

extension ReadSnapshot {
    /// Number of members; only those in office unless `includingFormer`.
    public func memberCount(includingFormer: Bool = false) throws -> Int {
        try Int.fetchOne(db, sql: includingFormer
            ? "SELECT COUNT(*) FROM member"
            : "SELECT COUNT(*) FROM member WHERE in_office") ?? 0
    }
}
