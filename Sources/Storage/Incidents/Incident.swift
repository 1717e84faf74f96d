import Foundation
import GRDB

/// A voting-incident report as people see it: never the reporter, whose account is private here.
public struct Incident: Sendable, Hashable {
    /// The number behind the reference people type: 7 for `R7`.
    public var id: Int64
    public var kind: IncidentKind
    /// The ZIP the report is about (typed by the reporter in the report itself).
    public var zip: String
    /// The districts of that ZIP, in order.
    public var districts: [CongressionalDistrict]
    public var text: String
    /// An https link to a photo, shown as a link and never fetched.
    public var imageURL: String?
    public var createdAt: Date
    public var likes: Int
    /// Why an admin hid it; nil when visible.
    public var hiddenReason: String?

    public var isHidden: Bool { hiddenReason != nil }
}

extension Incident: FetchableRecord {
    /// Reads a row of `ReadSnapshot.incidentColumns`.
    public init(row: Row) throws {
        let districtList: String = row["district_list"] ?? ""
        self.init(id: row["id"], kind: IncidentKind(rawValue: row["kind"]) ?? .other, zip: row["zip"],
                  districts: districtList.split(separator: " ").compactMap { CongressionalDistrict(code: String($0)) },
                  text: row["text"], imageURL: row["image_url"], createdAt: row["created_at"],
                  likes: row["like_count"], hiddenReason: row["hidden_reason"])
    }
}
