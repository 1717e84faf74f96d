import Foundation
@testable import Storage
import Testing

/// Comments under every kind of item can be flagged and hidden: a comment is found by its place
/// under its item, places count hidden comments (so hiding one renumbers nothing), a hidden
/// comment leaves its item's list and the moderators' flags, and shows again when unhidden.
@Suite("Comment moderation on every comment table")
struct CommentModerationStorageTests {
    static let alice = AccountIdentity(network: "test", name: "alice")
    static let bob = AccountIdentity(network: "test", name: "bob")
    static let carol = AccountIdentity(network: "test", name: "carol")
    let date = Date(timeIntervalSince1970: 1_800_000_000)

    /// One item of every kind, by bob, with three comments under it (alice, carol, alice).
    private func seeded(_ kind: DatabaseKind) async throws -> (TownhallDatabase, [(CommentTable, CommentedItem)]) {
        let database = try await kind.makeDatabase()
        try await SeedRows.members([QuestionStorageTests.pelosi], in: database)
        try await SeedRows.zipDistricts([ZipDistrict(zcta: "94110", state: "CA", stateFIPS: "06", districtNumber: 11)], in: database)
        _ = try await database.storeBills([BillFollowStorageTests.bill], at: date)
        let question = try await database.ask("Will you fund trains?", to: "P000197", tags: [], by: Self.bob, at: date)
        guard case .filed(let report, _) = try await database.report(.line, zip: "94110", text: "Long line", imageURL: nil,
                                                                     by: Self.bob, perHour: 10, at: date) else {
            throw CancellationError()
        }
        let template = try await database.createTemplate(TemplateContent(title: "Trains", category: "transit", tags: [],
                                                                         body: "Fund trains."), by: Self.bob, at: date)
        let post = try await database.postRock(imageURL: "https://example.org/bob.jpg", caption: "Mica", tags: [], by: Self.bob, at: date)
        for (index, author) in [Self.alice, Self.carol, Self.alice].enumerated() {
            let text = "comment \(index + 1)", at = date.addingTimeInterval(Double(index))
            #expect(try await database.comment(text, on: question.id, by: author, at: at))
            _ = try await database.commentOnBill(BillFollowStorageTests.billID, text: text, by: author, at: at)
            #expect(try await database.commentOnIncident(report, text: text, by: author, at: at))
            _ = try await database.commentOnTemplate(template, text: text, by: author, at: at)
            #expect(try await database.commentOnRockPost(post.id, text: text, by: author, at: at))
        }
        return (database, [(.question, .id(question.id)), (.bill, .bill(BillFollowStorageTests.billID)), (.incident, .id(report)),
                           (.template, .id(template)), (.rockPost, .id(post.id))])
    }

    private func listed(_ database: TownhallDatabase, _ table: CommentTable, _ item: CommentedItem) async throws -> [String] {
        try await database.reading { try $0.comments(under: item, in: table) }.map { "\($0.place) \($0.authorName): \($0.text)" }
    }

    @Test(arguments: DatabaseKind.allCases)
    func flagsAreListedOncePerAccountAndHidingSettlesThem(kind: DatabaseKind) async throws {
        let (database, items) = try await seeded(kind)
        for (table, item) in items {
            #expect(try await listed(database, table, item) == ["1 alice: comment 1", "2 carol: comment 2", "3 alice: comment 3"])
            let second = try #require(try await database.reading { try $0.commentID(at: 2, under: item, in: table, visibleOnly: true) })
            #expect(try await database.reading { try $0.commentID(at: 4, under: item, in: table, visibleOnly: false) } == nil)
            #expect(try await database.flagComment(second, in: table, reason: "rude", by: Self.alice, at: date) == .stored)
            #expect(try await database.flagComment(second, in: table, reason: "again", by: Self.alice, at: date) == .flaggedAlready)
            #expect(try await database.flagComment(second, in: table, reason: "spam", by: Self.bob, at: date + 1) == .stored)
            #expect(try await database.flagComment(999_999, in: table, reason: "gone", by: Self.bob, at: date) == .noSuchItem)
            let key = switch item { case .id(let id): "\(id)"; case .bill(let bill): bill.key }
            #expect(try await database.reading { try $0.flaggedComments(in: table) }
                == [FlaggedComment(item: key, place: 2, reasons: ["rude", "spam"])])

            #expect(try await database.setCommentHidden(second, in: table, reason: "abuse", at: date))
            #expect(try await listed(database, table, item) == ["1 alice: comment 1", "3 alice: comment 3"])
            #expect(try await database.reading { try $0.flaggedComments(in: table) }.isEmpty)
            #expect(try await database.reading { try $0.commentID(at: 2, under: item, in: table, visibleOnly: true) } == nil)
            #expect(try await database.reading { try $0.commentID(at: 2, under: item, in: table, visibleOnly: false) } == second)
            #expect(try await database.flagComment(second, in: table, reason: "more", by: Self.carol, at: date) == .hidden(reason: "abuse"))

            #expect(try await database.setCommentHidden(second, in: table, reason: nil, at: date))
            #expect(try await listed(database, table, item).count == 3)
            #expect(try await database.setCommentHidden(999_999, in: table, reason: "x", at: date) == false)
        }
    }

    @Test(arguments: DatabaseKind.allCases)
    func aForgottenAuthorTakesTheirCommentsAndFlagsAlong(kind: DatabaseKind) async throws {
        let (database, items) = try await seeded(kind)
        for (table, item) in items {
            let second = try #require(try await database.reading { try $0.commentID(at: 2, under: item, in: table, visibleOnly: true) })
            #expect(try await database.flagComment(second, in: table, reason: "rude", by: Self.bob, at: date) == .stored)
        }
        let export = try #require(try await database.reading { try $0.export(Self.bob) })
        let prefixes = ["question_comment": "Q", "incident_comment": "R", "letter_template_comment": "T", "rock_post_comment": "P"]
        let expected = items.map { table, item in
            switch item {
            case .id(let id): "comment \(prefixes[table.table, default: "?"])\(id)/2"
            case .bill(let bill): "comment \(bill.key)/2"
            }
        }
        #expect(export.flagsGiven.map(\.on).sorted() == expected.sorted())
        #expect(try await database.forget(Self.carol))
        for (table, item) in items {
            // carol's comment went with her account, and its flag with it; later places move up
            #expect(try await listed(database, table, item) == ["1 alice: comment 1", "2 alice: comment 3"])
            #expect(try await database.reading { try $0.flaggedComments(in: table) }.isEmpty)
        }
    }
}
