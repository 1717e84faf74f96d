/// What happened to a report. Only `.filed` wrote anything.
public enum ReportOutcome: Sendable, Hashable {
    /// Committed as report `id`, in the districts of its ZIP.
    case filed(id: Int64, districts: [CongressionalDistrict])
    /// The ZIP is not in the ZIP → district table.
    case unknownZip
    /// The account already filed `limit` reports in the last hour.
    case hourlyLimitReached(limit: Int)
}
