import GRDB

/// One schedule of an `HoursOpen`: optional dates and the hours as the file's local clock time
/// (`HH:mm`, the offset dropped: Maricopa's file writes -07:00 before November and -06:00 after,
/// although Arizona keeps no daylight saving time; the clock time is what the office means).
public struct VIPSchedule: Sendable, Hashable, FetchableRecord, Decodable {
    public var startDate: String?
    public var endDate: String?
    public var startTime: String?
    public var endTime: String?

    enum CodingKeys: String, CodingKey {
        case startDate = "start_date", endDate = "end_date", startTime = "start_time", endTime = "end_time"
    }

    public init(startDate: String?, endDate: String?, startTime: String?, endTime: String?) {
        self.startDate = startDate
        self.endDate = endDate
        self.startTime = startTime
        self.endTime = endTime
    }
}
