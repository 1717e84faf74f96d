import SQLStore

/// One schedule of an `HoursOpen`: optional dates and the hours as the file's local clock time
/// (`HH:mm`, the offset dropped: Maricopa's file writes -07:00 before November and -06:00 after,
/// although Arizona keeps no daylight saving time; the clock time is what the office means).
public struct VIPSchedule: Sendable, Hashable {
    public var startDate: String?
    public var endDate: String?
    public var startTime: String?
    public var endTime: String?

    public init(startDate: String?, endDate: String?, startTime: String?, endTime: String?) {
        self.startDate = startDate
        self.endDate = endDate
        self.startTime = startTime
        self.endTime = endTime
    }
}

extension VIPSchedule {
    /// A schedule from a `vip_schedule` row.
    init(row: SQLRow) throws {
        self.init(startDate: try row.decode("start_date"), endDate: try row.decode("end_date"),
                  startTime: try row.decode("start_time"), endTime: try row.decode("end_time"))
    }
}
