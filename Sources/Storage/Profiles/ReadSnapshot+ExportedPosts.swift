extension ReadSnapshot {
    /// The questions `accountID` asked, oldest first, as `export me` lists them — read through
    /// the engine, so the export runs on PostgreSQL too. Why a twin of Questions' own reads
    /// (`TownhallDatabase.questionSelect` and `Question(row:)`, still GRDB): the export must not
    /// wait for that feature's port (issue 17); when Questions reads through the engine, this
    /// can call it instead.
    func exportedQuestions(askedBy accountID: Int64) throws -> [Question] {
        let tags = tx.dialect == .sqlite ? "group_concat(tag, ' ')" : "string_agg(tag, ' ')"
        return try tx.rows("""
            SELECT q.id, asker.name AS asker_name, q.member_bioguide, q.text, q.created_at, q.hidden_reason,
                q.answer_text, answerer.name AS answerer_name, q.answerer_is_staff, q.answered_at, q.upvote_count,
                (SELECT \(tags) FROM question_tag WHERE question_tag.question_id = q.id) AS tag_list
            FROM question q
            JOIN account asker ON asker.id = q.asker_id
            LEFT JOIN account answerer ON answerer.id = q.answerer_id
            WHERE q.asker_id = ? ORDER BY q.id
            """, [accountID]).map { row in
            let answer = try row.decode(String?.self, "answer_text").map { text in
                Question.Answer(text: text, answererName: try row.decode("answerer_name"),
                                isStaff: try row.decode(Bool?.self, "answerer_is_staff") ?? false,
                                answeredAt: try row.decode("answered_at"))
            }
            let tagList = try row.decode(String?.self, "tag_list")
            return Question(id: try row.decode("id"), askerName: try row.decode("asker_name"),
                            memberBioguide: MemberID(try row.decode(String.self, "member_bioguide")), text: try row.decode("text"),
                            createdAt: try row.decode("created_at"), upvotes: try row.decode("upvote_count"),
                            hiddenReason: try row.decode("hidden_reason"), answer: answer,
                            tags: tagList.map { $0.split(separator: " ").map(String.init).sorted() } ?? [])
        }
    }

    /// The reports `accountID` made, oldest first, as `export me` lists them; the twin of
    /// Incidents' `incidentColumns` and `Incident(row:)` for the same reason.
    func exportedReports(by accountID: Int64) throws -> [Incident] {
        let districts = tx.dialect == .sqlite ? "group_concat(d.state || '-' || d.district, ' ')"
                                              : "string_agg(d.state || '-' || d.district, ' ')"
        return try tx.rows("""
            SELECT i.id, i.kind, i.zip, i.text, i.image_url, i.created_at, i.like_count, i.hidden_reason,
                (SELECT \(districts) FROM incident_district d WHERE d.incident_id = i.id) AS district_list
            FROM incident i WHERE i.reporter_id = ? ORDER BY i.id
            """, [accountID]).map { row in
            let districtList = try row.decode(String?.self, "district_list") ?? ""
            return Incident(id: try row.decode("id"), kind: IncidentKind(rawValue: try row.decode("kind")) ?? .other,
                            zip: try row.decode("zip"),
                            districts: districtList.split(separator: " ").compactMap { CongressionalDistrict(code: String($0)) },
                            text: try row.decode("text"), imageURL: try row.decode("image_url"),
                            createdAt: try row.decode("created_at"), likes: try row.decode("like_count"),
                            hiddenReason: try row.decode("hidden_reason"))
        }
    }
}
