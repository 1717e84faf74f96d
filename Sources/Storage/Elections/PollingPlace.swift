/// A polling location with its schedules, as `polls` shows it.
public struct PollingPlace: Sendable, Hashable {
    public var sourceKey: String
    public var location: VIPPollingLocation
    /// In the file's order.
    public var schedules: [VIPSchedule]

    public init(sourceKey: String, location: VIPPollingLocation, schedules: [VIPSchedule]) {
        self.sourceKey = sourceKey
        self.location = location
        self.schedules = schedules
    }
}
