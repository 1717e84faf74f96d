import Foundation
import SQLStore

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

extension Incident {
    /// Reads a row of `ReadSnapshot.incidentColumns` on either engine.
    init(row: SQLRow) throws {
        let districtList = try row.decode(String?.self, "district_list") ?? ""
        self.init(id: try row.decode("id"), kind: IncidentKind(rawValue: try row.decode("kind")) ?? .other, zip: try row.decode("zip"),
                  districts: districtList.split(separator: " ").compactMap { CongressionalDistrict(code: String($0)) },
                  text: try row.decode("text"), imageURL: try row.decode("image_url"), createdAt: try row.decode("created_at"),
                  likes: try row.decode("like_count"), hiddenReason: try row.decode("hidden_reason"))
    }
}
