import SQLStore

extension ReadSnapshot {
    /// True when Townhall has an account row for `account`: they have used the bot, or someone
    /// did something with them (followed, verified) that made one.
    public func knows(_ account: AccountIdentity) throws -> Bool {
        try tx.row("SELECT 1 FROM account WHERE network = ? AND name = ?", [account.network, account.name]) != nil
    }

    /// The profile of `account`, nil if they never stored anything.
    public func profile(of account: AccountIdentity) throws -> Profile? {
        try tx.row("""
            SELECT \(Profile.columns) FROM profile JOIN account ON account.id = profile.account_id
            WHERE account.network = ? AND account.name = ?
            """, [account.network, account.name]).map(Profile.init(row:))
    }
}

extension ReadSnapshot {
    /// Everything stored about `account`, nil if nothing is. Every part reads through `tx`, so
    /// the export runs on both engines.
    public func export(_ account: AccountIdentity) throws -> AccountExport? {
        guard let row = try tx.row("SELECT id, created_at FROM account WHERE network = ? AND name = ?",
                                   [account.network, account.name]) else { return nil }
        let accountID = try row.decode(Int64.self, "id")
        let profile = try tx.row("SELECT \(Profile.columns) FROM profile WHERE account_id = ?", [accountID])
            .map(Profile.init(row:))
        let questions = try tx.rows(TownhallDatabase.questionSelect(tx.dialect) + " WHERE q.asker_id = ? ORDER BY q.id",
                                    [accountID]).map(Question.init(row:))
        func count(_ table: String, _ column: String) throws -> Int {
            try tx.value(Int.self, "SELECT COUNT(*) FROM \(table) WHERE \(column) = ?", [accountID]) ?? 0
        }
        func texts(_ sql: String) throws -> [String] {
            try tx.rows(sql, [accountID]).map { try $0.decode(String.self, at: 0) }
        }
        var export = AccountExport(account: account, createdAt: try row.decode("created_at"), profile: profile, questions: questions,
                             upvotesGiven: try count("upvote", "account_id"),
                             comments: try count("question_comment", "author_id"),
                             flags: try count("question_flag", "account_id"),
                             verification: try TownhallDatabase.verification(of: account, in: tx),
                             following: try texts("SELECT member_bioguide FROM follow WHERE account_id = ? ORDER BY member_bioguide").map { OfficialID($0) },
                             followingBills: try texts("SELECT bill_id FROM bill_follow WHERE account_id = ? ORDER BY bill_id"),
                             billComments: try count("bill_comment", "author_id"),
                             lastNick: try tx.value(String.self, "SELECT nick FROM account_last_nick WHERE account_id = ?",
                                                    [accountID]),
                             notificationsWaiting: try tx.value(Int.self, """
                                 SELECT COUNT(*) FROM notification WHERE account_id = ? AND delivered_at IS NULL
                                 """, [accountID]) ?? 0,
                             notificationsDelivered: try tx.value(Int.self, """
                                 SELECT COUNT(*) FROM notification WHERE account_id = ? AND delivered_at IS NOT NULL
                                 """, [accountID]) ?? 0)
        export.reports = try tx.rows(Self.incidentColumns(tx.dialect) + " WHERE i.reporter_id = ? ORDER BY i.id", [accountID])
            .map(Incident.init(row:))
        export.incidentLikes = try count("incident_like", "account_id")
        export.incidentComments = try count("incident_comment", "author_id")
        export.incidentFlags = try count("incident_flag", "account_id")
        export.bookmarks = try bookmarks(of: account).map(\.reference)
        export.templates = try tx.rows("SELECT id FROM letter_template WHERE author_id = ? ORDER BY id", [accountID])
            .compactMap { try template($0.decode(Int64.self, at: 0)) }
        export.templateLikes = try count("letter_template_like", "account_id")
        export.templateComments = try count("letter_template_comment", "author_id")
        export.letters = try letters(of: account, drafts: false, limit: .max).reversed()
            + letters(of: account, drafts: true, limit: .max).reversed()
        export.letterWriter = try letterWriter(of: account)
        export.rockPosts = try tx.rows("SELECT \(RockPost.columns(tx.dialect)) FROM rock_post p WHERE p.author_id = ? ORDER BY p.id",
                                       [accountID]).map { try RockPost(row: $0, authorName: account.name) }
        export.rockLikes = try count("rock_post_like", "account_id")
        export.rockComments = try count("rock_post_comment", "author_id")
        export.quizPoints = try tx.value(Int.self, "SELECT COALESCE(SUM(points), 0) FROM quiz_point WHERE account_id = ?",
                                         [accountID]) ?? 0
        export.quizRounds = try count("quiz_point", "account_id")
        export.peopleFollowed = try texts("""
            SELECT a.name FROM person_follow f JOIN account a ON a.id = f.followed_id WHERE f.follower_id = ? ORDER BY a.name
            """)
        export.electionReminders = try electionReminders(of: account)
        try readWritings(of: accountID, into: &export)
        return export
    }

    /// The parts of an export that are texts the account wrote or that were kept for it: every
    /// comment and flag in full, a pending email address, its mail and alerts, the quizzes it
    /// started and its Matrix DM room.
    private func readWritings(of accountID: Int64, into export: inout AccountExport) throws {
        export.commentsWritten = try CommentTable.all.flatMap { comments in
            try tx.rows("""
                SELECT \(comments.exportReferenceSQL(of: "c")) AS item, c.created_at, c.text FROM \(comments.table) c
                WHERE c.author_id = ? ORDER BY c.id
                """, [accountID]).map {
                AccountExport.Comment(on: try $0.decode("item"), at: try $0.decode("created_at"), text: try $0.decode("text"))
            }
        }.sorted { $0.at < $1.at }
        let flags: [(table: String, prefix: String, item: String)] = [
            ("question_flag", "'Q' || ", "question_id"), ("incident_flag", "'R' || ", "incident_id"),
            ("letter_template_flag", "'T' || ", "template_id"), ("rock_post_flag", "'P' || ", "post_id"),
        ]
        let commentFlags = try CommentTable.all.flatMap { comments in
            try tx.rows("""
                SELECT \(comments.exportReferenceSQL(of: "c")) AS item, f.created_at, f.reason FROM \(comments.flag.table) f
                JOIN \(comments.table) c ON c.id = f.comment_id
                WHERE f.account_id = ? ORDER BY f.created_at
                """, [accountID]).map {
                AccountExport.Flag(on: "comment " + (try $0.decode(String.self, "item")), at: try $0.decode("created_at"),
                                   reason: try $0.decode("reason"))
            }
        }
        export.flagsGiven = try (flags.flatMap { source in
            try tx.rows("""
                SELECT \(source.prefix)CAST(\(source.item) AS TEXT) AS item, created_at, reason FROM \(source.table)
                WHERE account_id = ? ORDER BY created_at
                """, [accountID]).map {
                AccountExport.Flag(on: try $0.decode("item"), at: try $0.decode("created_at"), reason: try $0.decode("reason"))
            }
        } + commentFlags).sorted { $0.at < $1.at }
        export.pendingEmail = try tx.value(String.self, "SELECT pending_email FROM letter_writer WHERE account_id = ?", [accountID])
        export.mail = try tx.rows("""
            SELECT purpose, to_address, subject, body, status, created_at FROM outgoing_mail
            WHERE account_id = ? OR letter_id IN (SELECT id FROM letter WHERE author_id = ?) ORDER BY id
            """, [accountID, accountID]).map {
            AccountExport.Mail(purpose: try $0.decode("purpose"), to: try $0.decode("to_address"), subject: try $0.decode("subject"),
                               body: try $0.decode("body"), status: try $0.decode("status"), at: try $0.decode("created_at"))
        }
        export.alerts = try tx.rows("""
            SELECT \(NotificationMessage.selectedColumns(of: "n")), n.created_at, n.delivered_at FROM notification n
            WHERE n.account_id = ? ORDER BY n.id
            """, [accountID]).map {
            AccountExport.Alert(message: try NotificationMessage.read(from: $0), at: try $0.decode("created_at"),
                                deliveredAt: try $0.decode("delivered_at"))
        }
        export.quizzesStarted = try tx.rows("""
            SELECT channel, started_at FROM quiz_run WHERE network = ? AND started_by = ? ORDER BY id
            """, [export.account.network, export.account.name]).map {
            AccountExport.QuizStart(channel: try $0.decode("channel"), at: try $0.decode("started_at"))
        }
        export.calls = try tx.rows("""
            SELECT member_bioguide, template_id, outcome, started_at FROM call_record WHERE account_id = ? ORDER BY id
            """, [accountID]).map {
            AccountExport.Call(official: try $0.decode("member_bioguide"), template: try $0.decode("template_id"),
                               outcome: try $0.decode("outcome"), at: try $0.decode("started_at"))
        }
        export.directRoom = try tx.value(String.self, "SELECT room_id FROM matrix_direct_room WHERE network = ? AND user_id = ?",
                                         [export.account.network, export.account.name])
        export.roomsInvitedTo = try tx.rows("""
            SELECT room_id, accepted_at FROM matrix_invite WHERE network = ? AND inviter = ? ORDER BY accepted_at, room_id
            """, [export.account.network, export.account.name]).map {
            AccountExport.RoomInvite(room: try $0.decode("room_id"), at: try $0.decode("accepted_at"))
        }
    }
}
