import Foundation

/// New rows for `TownhallDatabase.bulkLoadIncidents`: accounts, and reports that refer to them
/// by index, each with the indexes of the accounts that like it. For building large databases
/// fast (benchmarks), not for anything a person types.
public struct IncidentBulkLoad: Sendable {
    public struct Report: Sendable {
        /// Index into `accounts`.
        public var reporter: Int
        public var kind: IncidentKind
        public var zip: String
        public var text: String
        public var createdAt: Date
        /// Indexes into `accounts`, distinct, never `reporter`.
        public var likers: [Int32]

        public init(reporter: Int, kind: IncidentKind, zip: String, text: String, createdAt: Date, likers: [Int32]) {
            self.reporter = reporter
            self.kind = kind
            self.zip = zip
            self.text = text
            self.createdAt = createdAt
            self.likers = likers
        }
    }

    /// All created at `accountsCreatedAt`; none may exist yet.
    public var accounts: [AccountIdentity]
    public var accountsCreatedAt: Date
    public var reports: [Report]

    public init(accounts: [AccountIdentity], accountsCreatedAt: Date, reports: [Report]) {
        self.accounts = accounts
        self.accountsCreatedAt = accountsCreatedAt
        self.reports = reports
    }
}
