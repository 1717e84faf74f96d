/// An election as the feed states it. Dates are `yyyy-MM-dd` text, as written.
public struct VIPElection: Sendable, Hashable {
    public var id: String
    public var name: String
    public var date: String
    public var registrationDeadline: String?
    public var absenteeRequestDeadline: String?
    /// nil when the feed does not say.
    public var hasElectionDayRegistration: Bool?
    public var stateID: String?
    /// VIP 6 `RegistrationInfo` / `AbsenteeBallotInfo` text (often a link).
    public var registrationInfo: String?
    public var absenteeInfo: String?

    public init(id: String, name: String, date: String, registrationDeadline: String? = nil,
                absenteeRequestDeadline: String? = nil, hasElectionDayRegistration: Bool? = nil,
                stateID: String? = nil, registrationInfo: String? = nil, absenteeInfo: String? = nil) {
        self.id = id
        self.name = name
        self.date = date
        self.registrationDeadline = registrationDeadline
        self.absenteeRequestDeadline = absenteeRequestDeadline
        self.hasElectionDayRegistration = hasElectionDayRegistration
        self.stateID = stateID
        self.registrationInfo = registrationInfo
        self.absenteeInfo = absenteeInfo
    }
}
