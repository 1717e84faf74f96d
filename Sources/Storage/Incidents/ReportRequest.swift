import Foundation

/// One `report` waiting for the report writer (`TownhallDatabase.report`).
struct ReportRequest: Sendable, Hashable {
    var account: AccountIdentity
    var kind: IncidentKind
    var zip: String
    var text: String
    var imageURL: String?
    var date: Date
    /// Reports the account may file per hour, this one included.
    var perHour: Int
}
