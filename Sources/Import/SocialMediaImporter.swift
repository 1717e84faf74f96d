import Foundation
import Storage
import Yams

/// Imports the unitedstates/congress-legislators `legislators-social-media.yaml`: per member (by
/// bioguide id), the official accounts — twitter, facebook, youtube, instagram, mastodon and the
/// numeric ids some of them carry — each kept under the file's own key, so a service the file
/// adds later is kept too.
///
/// The whole file is checked before anything is written; then the account table is replaced in
/// one transaction, so importing again replaces (never duplicates) and a bad file changes nothing.
public enum SocialMediaImporter: WholeFileImporter {
    public static func write(_ accounts: [SocialAccount], to database: TownhallDatabase) async throws -> ContactImportSummary {
        try await database.replaceSocialAccounts(accounts)
    }

    /// Parses and checks the YAML text. `file` names the source in errors.
    public static func parse(_ text: String, file: String,
                             progress: ImportProgressHandler? = nil) throws(ImportError) -> [SocialAccount] {
        var accounts: [SocialAccount] = []
        for entry in try MemberEntry.all(in: text, file: file, what: "members' social media accounts", expecting: "id and social") {
            guard let social = entry.node["social"], case .mapping(let services) = social else {
                throw entry.error("missing the social mapping", at: entry.node["social"])
            }
            // Yams itself refuses a service given twice in one mapping.
            for (key, value) in services {
                guard let service = LegislatorsYAML.text(key) else { throw entry.error("a service without a name", at: key) }
                guard let handle = LegislatorsYAML.text(value) else {
                    throw entry.error("\(service) must be one account name or id", at: value)
                }
                accounts.append(SocialAccount(memberID: entry.memberID, service: service, handle: handle))
            }
        }
        progress?(ImportProgress(phase: .reading, done: accounts.count, total: accounts.count))
        return accounts
    }
}
