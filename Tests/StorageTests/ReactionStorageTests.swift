import Foundation
@testable import SQLStore
@testable import Storage
import Testing

/// The one reaction path (`TownhallDatabase.commitReactions`) for every kind, through each kind's
/// own public call, on both engines: many accounts at once give exact counts against the rows, and
/// the checks every kind shares (own item, hidden item, twice, take-back), the upvote's budget (and
/// its refund when an upvote is taken back), and flags (a reason kept, no owner check, no count).
@Suite("One reaction path")
struct ReactionStorageTests {
    static let owner = AccountIdentity(network: "test", name: "owner")
    static let date = Date(timeIntervalSince1970: 1_800_000_000)
    static let day = "2027-01-15"

    static func account(_ name: String) -> AccountIdentity { AccountIdentity(network: "test", name: name) }

    /// What a caller heard, in words every kind shares.
    enum Heard: Hashable {
        case count(Int)
        case own
        case unchanged
        case hidden
        case noSuchItem
        case budgetSpent
    }

    /// The reactable kinds, each reached through its public call as the commands reach it.
    enum Reactable: CaseIterable, Sendable, CustomTestStringConvertible {
        case questionUpvote, reportLike, templateLike, rockPostLike

        var testDescription: String { "\(self)" }

        var kind: ReactionKind {
            switch self {
            case .questionUpvote: .questionUpvote
            case .reportLike: .reportLike
            case .templateLike: .templateLike
            case .rockPostLike: .rockPostLike
            }
        }

        /// A new item of this kind, by `owner`.
        func make(in database: TownhallDatabase) async throws -> Int64 {
            switch self {
            case .questionUpvote:
                try await SeedRows.members([Member(bioguideID: "P000197", firstName: "Nancy", lastName: "Pelosi",
                                                   chamber: .house, state: "CA", district: 11, party: "Democrat")],
                                           in: database)
                return try await database.ask("why?", to: "P000197", tags: [], by: owner, at: date).id
            case .reportLike:
                try await SeedRows.zipDistricts([ZipDistrict(zcta: "94110", state: "CA", stateFIPS: "06", districtNumber: 11)],
                                                in: database)
                guard case .filed(let id, _) = try await database.report(.line, zip: "94110", text: "long line", imageURL: nil,
                                                                          by: owner, perHour: 10, at: date) else {
                    throw StorageTestFailure("the report was not filed")
                }
                return id
            case .templateLike:
                return try await database.createTemplate(TemplateContent(title: "t", category: "c", tags: [], body: "b"),
                                                         by: owner, at: date)
            case .rockPostLike:
                return try await database.postRock(imageURL: "https://e.org/a.jpg", caption: "geode", tags: [],
                                                   by: owner, at: date).id
            }
        }

        func hide(_ id: Int64, in database: TownhallDatabase) async throws {
            let hidden = switch self {
            case .questionUpvote: try await database.setHidden(id, reason: "spam", at: date)
            case .reportLike: try await database.setIncidentHidden(id, reason: "spam", at: date)
            case .templateLike: try await database.setTemplateHidden(id, reason: "spam", at: date)
            case .rockPostLike: try await database.setRockPostHidden(id, reason: "spam")
            }
            #expect(hidden)
        }

        /// `account` adds (or takes back) its reaction to `id`, as the kind's command does.
        func react(_ adding: Bool, to id: Int64, by account: AccountIdentity, limit: Int = 10,
                   in database: TownhallDatabase) async throws -> Heard {
            switch self {
            case .questionUpvote:
                switch try await adding ? database.upvote(id, by: account, day: day, limit: limit, at: date)
                    : database.withdrawUpvote(id, by: account, at: date) {
                case .counted(let upvotes, _, _, _, _), .withdrawn(let upvotes): .count(upvotes)
                case .ownQuestion: .own
                case .alreadyUpvoted, .notUpvoted: .unchanged
                case .hidden: .hidden
                case .noSuchQuestion: .noSuchItem
                case .budgetSpent: .budgetSpent
                }
            case .reportLike:
                switch try await adding ? database.like(id, by: account, at: date) : database.unlike(id, by: account) {
                case .counted(let likes): .count(likes)
                case .ownReport: .own
                case .unchanged: .unchanged
                case .hidden: .hidden
                case .noSuchIncident: .noSuchItem
                }
            case .templateLike:
                switch try await database.setTemplateLike(id, liked: adding, by: account, at: date) {
                case .done(let likes): .count(likes)
                case .ownTemplate: .own
                case .hidden: .hidden
                case .notFound: .noSuchItem
                default: .unchanged
                }
            case .rockPostLike:
                Self.heard(try await database.setRockLike(adding, post: id, by: account, at: date))
            }
        }

        /// A hidden post is no post to its likers.
        static func heard(_ outcome: RockLikeOutcome) -> Heard {
            if case .done(let likes) = outcome { return .count(likes) }
            return [.ownPost: .own, .unchanged: .unchanged, .noSuchPost: .noSuchItem][outcome] ?? .unchanged
        }

        /// The item's stored count and its reaction rows, which must agree.
        func counts(of id: Int64, in database: TownhallDatabase) async throws -> (stored: Int, rows: Int) {
            let kind = kind
            return try await database.engine.read { tx in
                (try tx.value(Int.self, kind.countSQL, [id]) ?? -1,
                 try tx.value(Int.self, "SELECT COUNT(*) FROM \(kind.table) WHERE \(kind.itemColumn) = ?", [id]) ?? -1)
            }
        }
    }

    @Test("many accounts at once: each hears the count its own reaction made, and the item holds its rows",
          arguments: DatabaseKind.allCases, Reactable.allCases)
    func concurrentReactions(on engine: DatabaseKind, reactable: Reactable) async throws {
        let database = try await engine.makeDatabase()
        let id = try await reactable.make(in: database)
        let accounts = (0..<40).map { Self.account("fan\($0)") }
        let heard = try await withThrowingTaskGroup(of: Heard.self) { group in
            for account in accounts {
                group.addTask { try await reactable.react(true, to: id, by: account, in: database) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(Set(heard) == Set((1...40).map(Heard.count)))
        #expect(try await reactable.counts(of: id, in: database) == (40, 40))

        let backs = try await withThrowingTaskGroup(of: Heard.self) { group in
            for account in accounts.prefix(10) {
                group.addTask { try await reactable.react(false, to: id, by: account, in: database) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(Set(backs) == Set((30...39).map(Heard.count)))
        #expect(try await reactable.counts(of: id, in: database) == (30, 30))
        try await database.close()
    }

    @Test("own item, twice, take-back, no such item, hidden item", arguments: DatabaseKind.allCases, Reactable.allCases)
    func sharedChecks(on engine: DatabaseKind, reactable: Reactable) async throws {
        let database = try await engine.makeDatabase()
        let id = try await reactable.make(in: database)
        let ann = Self.account("ann")
        #expect(try await reactable.react(true, to: id, by: Self.owner, in: database) == .own)
        #expect(try await reactable.react(true, to: id, by: Self.account("OWNER"), in: database) == .own,
                "names compare as the account table compares them")
        #expect(try await reactable.react(true, to: id, by: ann, in: database) == .count(1))
        #expect(try await reactable.react(true, to: id, by: ann, in: database) == .unchanged)
        #expect(try await reactable.react(false, to: id, by: ann, in: database) == .count(0))
        #expect(try await reactable.react(false, to: id, by: ann, in: database) == .unchanged)
        #expect(try await reactable.react(false, to: id, by: Self.account("stranger"), in: database) == .unchanged)
        #expect(try await reactable.react(true, to: id, by: ann, in: database) == .count(1))
        #expect(try await reactable.react(true, to: id + 1_000, by: ann, in: database) == .noSuchItem)
        try await reactable.hide(id, in: database)
        let hidden: Heard = reactable == .rockPostLike ? .noSuchItem : .hidden
        #expect(try await reactable.react(true, to: id, by: Self.account("ben"), in: database) == hidden)
        #expect(try await reactable.counts(of: id, in: database) == (1, 1))
        try await database.close()
    }

    @Test("upvotes spend a daily budget: past it a new upvote is refused, a repeated one is said to be one",
          arguments: DatabaseKind.allCases)
    func upvoteBudget(on engine: DatabaseKind) async throws {
        let database = try await engine.makeDatabase()
        var ids = [try await Reactable.questionUpvote.make(in: database)]
        for _ in 0..<2 { ids.append(try await database.ask("and?", to: "P000197", tags: [], by: Self.owner, at: Self.date).id) }
        let ann = Self.account("ann")
        guard case .counted(1, 1, _, _, _) = try await database.upvote(ids[0], by: ann, day: Self.day, limit: 2, at: Self.date) else {
            throw StorageTestFailure("the first upvote was not counted with one left")
        }
        guard case .counted(1, 0, _, _, _) = try await database.upvote(ids[1], by: ann, day: Self.day, limit: 2, at: Self.date) else {
            throw StorageTestFailure("the second upvote was not counted with nothing left")
        }
        #expect(try await database.upvote(ids[2], by: ann, day: Self.day, limit: 2, at: Self.date) == .budgetSpent(limit: 2))
        #expect(try await database.upvote(ids[0], by: ann, day: Self.day, limit: 2, at: Self.date) == .alreadyUpvoted)
        guard case .counted(1, 1, _, _, _) = try await database.upvote(ids[2], by: ann, day: "2027-01-16", limit: 2,
                                                                        at: Self.date) else {
            throw StorageTestFailure("the next day's budget was not fresh")
        }
        try await database.close()
    }

    @Test("an upvote taken back gives its day's budget back once, lowers the question's rank key, and leaves others' upvotes",
          arguments: DatabaseKind.allCases)
    func upvoteTakenBack(on engine: DatabaseKind) async throws {
        let database = try await engine.makeDatabase()
        var ids = [try await Reactable.questionUpvote.make(in: database)]
        for _ in 0..<2 { ids.append(try await database.ask("and?", to: "P000197", tags: [], by: Self.owner, at: Self.date).id) }
        let (ann, ben, cat) = (Self.account("ann"), Self.account("ben"), Self.account("cat"))
        for voter in [ann, ben] { _ = try await database.upvote(ids[0], by: voter, day: Self.day, limit: 1, at: Self.date) }
        _ = try await database.upvote(ids[1], by: cat, day: Self.day, limit: 1, at: Self.date)
        #expect(try await database.upvote(ids[1], by: ann, day: Self.day, limit: 1, at: Self.date) == .budgetSpent(limit: 1))

        #expect(try await database.withdrawUpvote(ids[0], by: ann, at: Self.date) == .withdrawn(upvotes: 1))
        #expect(try await database.withdrawUpvote(ids[0], by: ann, at: Self.date) == .notUpvoted, "a second take-back finds nothing")
        #expect(try await database.withdrawUpvote(ids[1], by: ann, at: Self.date) == .notUpvoted, "another's upvote is not ann's")
        #expect(try await database.withdrawUpvote(ids[0], by: Self.owner, at: Self.date) == .notUpvoted)
        #expect(try await database.withdrawUpvote(ids[0] + 1_000, by: ann, at: Self.date) == .noSuchQuestion)
        #expect(try await Reactable.questionUpvote.counts(of: ids[0], in: database) == (1, 1))
        #expect(try await Reactable.questionUpvote.counts(of: ids[1], in: database) == (1, 1))

        // Q0 and Q1 now tie at 1 and Q0, older, leads: ann's refunded upvote (exactly one) lifts Q1 to the top.
        guard case .counted(2, 0, 1, true, _) = try await database.upvote(ids[1], by: ann, day: Self.day, limit: 1, at: Self.date) else {
            throw StorageTestFailure("the refunded upvote was not counted, or the rank key was not lowered exactly")
        }
        #expect(try await database.upvote(ids[2], by: ann, day: Self.day, limit: 1, at: Self.date) == .budgetSpent(limit: 1))

        // An upvote of a past day taken back gives that day's budget back, not today's.
        #expect(try await database.withdrawUpvote(ids[0], by: ben, at: Self.date) == .withdrawn(upvotes: 0))
        guard case .counted(1, 0, _, _, _) = try await database.upvote(ids[2], by: ben, day: "2027-01-16", limit: 1, at: Self.date) else {
            throw StorageTestFailure("the next day's budget was not fresh")
        }
        #expect(try await database.withdrawUpvote(ids[2], by: ben, at: Self.date) == .withdrawn(upvotes: 0))
        guard case .counted(1, 0, _, _, _) = try await database.upvote(ids[0], by: ben, day: "2027-01-16", limit: 1, at: Self.date) else {
            throw StorageTestFailure("the take-back of that day's upvote did not give its budget back")
        }
        try await database.close()
    }

    @Test("flags of every kind take the same path: one per account, first reason kept, one's own item too, a gone item fails",
          arguments: DatabaseKind.allCases)
    func flags(on engine: DatabaseKind) async throws {
        let database = try await engine.makeDatabase()
        /// Each flag kind, its item, and how a flag of it is submitted (true: stored, false: there already).
        let kinds: [(kind: ReactionKind, item: Int64, flag: @Sendable (Int64, AccountIdentity, String) async throws -> Bool)] = [
            (.questionFlag, try await Reactable.questionUpvote.make(in: database), { item, account, reason in
                try await database.flag(item, reason: reason, by: account, at: Self.date) }),
            (.reportFlag, try await Reactable.reportLike.make(in: database), { item, account, reason in
                try await database.flagIncident(item, reason: reason, by: account, at: Self.date) }),
            (.templateFlag, try await Reactable.templateLike.make(in: database), { item, account, reason in
                try await database.flagTemplate(item, reason: reason, by: account, at: Self.date).stored() }),
            (.rockPostFlag, try await Reactable.rockPostLike.make(in: database), { item, account, reason in
                try await database.flagRockPost(item, reason: reason, by: account, at: Self.date).stored() }),
        ]
        for (kind, item, flag) in kinds {
            #expect(try await flag(item, Self.owner, "mine, but wrong"), "one may flag one's own item")
            let accounts = (0..<30).map { Self.account("flagger\($0)") }
            let stored = try await withThrowingTaskGroup(of: Bool.self) { group in
                for account in accounts { group.addTask { try await flag(item, account, "spam") } }
                return try await group.reduce(into: [Bool]()) { $0.append($1) }
            }
            #expect(stored == Array(repeating: true, count: 30))
            #expect(try await flag(item, accounts[0], "again") == false)
            let (rows, reason) = try await database.engine.read { tx in
                (try tx.value(Int.self, "SELECT COUNT(*) FROM \(kind.table) WHERE \(kind.itemColumn) = ?", [item]) ?? -1,
                 try tx.value(String.self, """
                    SELECT reason FROM \(kind.table) WHERE \(kind.itemColumn) = ? AND account_id =
                        (SELECT id FROM account WHERE network = 'test' AND name = 'flagger0')
                    """, [item]))
            }
            #expect(rows == 31)
            #expect(reason == "spam", "the first reason stays")
            await #expect(throws: FlagOutcome.Refused.self) { try await flag(item + 1_000, accounts[1], "gone") }
        }
        try await database.close()
    }
}
