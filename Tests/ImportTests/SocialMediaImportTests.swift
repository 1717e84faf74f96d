import DatabaseTestSupport
import Foundation
import Import
import Storage
import Testing

/// Imports the full real `legislators-social-media.yaml` (2,354 accounts and ids of 519 members).
@Suite("Social media import (real file)")
struct SocialMediaImportTests {
    @Test(arguments: DatabaseKind.allCases)
    func importsEveryServiceTheFileNames(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase(label: "import")
        let summary = try await SocialMediaImporter.importFile(at: SharedData.socialMedia, into: database)
        #expect(summary == ContactImportSummary(members: 519, entries: 2_354))
        #expect(try await database.reading { try $0.socialAccountCount() } == 2_354)

        let sanders = try await database.reading { try $0.socialAccounts(of: "S000033") }
        #expect(Dictionary(uniqueKeysWithValues: sanders.map { ($0.service, $0.handle) }) == [
            "twitter": "SenSanders", "facebook": "senatorsanders", "youtube": "senatorsanders",
            "youtube_id": "UCD_DaKNac0Ta-2PeHuoQ1uA", "twitter_id": "29442313",
        ])
        let thompson = try await database.reading { try $0.socialAccounts(of: "T000460") }
        #expect(thompson.contains(SocialAccount(memberID: "T000460", service: "mastodon", handle: "@repthompson@mastodon.social")))
    }

    @Test("importing again replaces: the same counts, and accounts gone from the file are gone", arguments: DatabaseKind.allCases)
    func reimportingReplaces(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase(label: "import")
        try await SocialMediaImporter.importFile(at: SharedData.socialMedia, into: database)
        try await SocialMediaImporter.importFile(at: SharedData.socialMedia, into: database)
        #expect(try await database.reading { try $0.socialAccountCount() } == 2_354)
        try await SocialMediaImporter.importFile(at: DemoData.socialMediaURL.path, into: database)
        #expect(try await database.reading { try $0.socialAccounts(of: "T000460") }.isEmpty)
        #expect(try await database.reading { try $0.socialAccounts(of: "P000197") }.count == 5)
    }

    @Test(arguments: [
        ("- id: {bioguide: X1}\n  social:\n    twitter: [a, b]\n", 3, "one account name or id"),
        ("- id: {bioguide: X1}\n  social: [twitter]\n", 2, "missing the social mapping"),
        ("- id: {bioguide: X1}\n  social: {twitter: a}\n- id: {bioguide: X1}\n  social: {twitter: b}\n", 3, "already used"),
        ("[]\n", 1, "is empty"),
    ])
    func malformedEntriesAreRefusedWithTheirLine(yaml: String, line: Int, words: String) throws {
        let error = #expect(throws: ImportError.self) { try SocialMediaImporter.parse(yaml, file: "bad.yaml") }
        #expect(error?.line == line)
        #expect(error?.description.contains(words) == true, "\(String(describing: error))")
    }
}
