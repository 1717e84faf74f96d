import Foundation

/// A bill or resolution as its official bill status file (BILLSTATUS XML) describes it.
public struct Bill: Sendable, Hashable {
    public var id: BillID
    /// The display title ("Inflation Reduction Act of 2022").
    public var title: String
    /// Every title the file lists, in file order.
    public var titles: [Title]
    public var originChamber: String?
    /// "2021-09-27".
    public var introducedDate: String?
    /// When the publisher last changed the record; a newer one replaces an older one.
    public var updatedAt: Date?
    public var sponsor: Sponsor?
    public var cosponsors: [Sponsor]
    /// In file order (newest first in current files).
    public var actions: [Action]
    public var latestAction: LatestAction?
    /// Plain-text summaries (HTML removed), in file order.
    public var summaries: [Summary]
    public var policyArea: String?
    public var subjects: [String]
    public var laws: [Law]

    public init(id: BillID, title: String, titles: [Title] = [], originChamber: String? = nil,
                introducedDate: String? = nil, updatedAt: Date? = nil, sponsor: Sponsor? = nil,
                cosponsors: [Sponsor] = [], actions: [Action] = [], latestAction: LatestAction? = nil,
                summaries: [Summary] = [], policyArea: String? = nil, subjects: [String] = [], laws: [Law] = []) {
        self.id = id
        self.title = title
        self.titles = titles
        self.originChamber = originChamber
        self.introducedDate = introducedDate
        self.updatedAt = updatedAt
        self.sponsor = sponsor
        self.cosponsors = cosponsors
        self.actions = actions
        self.latestAction = latestAction
        self.summaries = summaries
        self.policyArea = policyArea
        self.subjects = subjects
        self.laws = laws
    }

    public struct Title: Sendable, Hashable {
        public var type: String
        public var title: String

        public init(type: String, title: String) {
            self.type = type
            self.title = title
        }
    }

    /// A sponsor or cosponsor. The cosponsor fields are nil for the sponsor.
    public struct Sponsor: Sendable, Hashable {
        public var bioguideID: MemberID
        /// "Rep. Yarmuth, John A. [D-KY-3]".
        public var fullName: String
        public var firstName: String?
        public var lastName: String?
        public var party: String?
        public var state: String?
        public var district: Int?
        public var sponsorshipDate: String?
        public var isOriginalCosponsor: Bool?
        public var withdrawnDate: String?

        public init(bioguideID: MemberID, fullName: String, firstName: String? = nil, lastName: String? = nil,
                    party: String? = nil, state: String? = nil, district: Int? = nil, sponsorshipDate: String? = nil,
                    isOriginalCosponsor: Bool? = nil, withdrawnDate: String? = nil) {
            self.bioguideID = bioguideID
            self.fullName = fullName
            self.firstName = firstName
            self.lastName = lastName
            self.party = party
            self.state = state
            self.district = district
            self.sponsorshipDate = sponsorshipDate
            self.isOriginalCosponsor = isOriginalCosponsor
            self.withdrawnDate = withdrawnDate
        }
    }

    public struct Action: Sendable, Hashable {
        /// "2022-08-12".
        public var date: String
        /// "17:42:15" as published, when published.
        public var time: String?
        public var text: String
        public var type: String?
        public var actionCode: String?
        public var sourceSystem: String?
        public var recordedVotes: [RecordedVote]

        public init(date: String, time: String? = nil, text: String, type: String? = nil, actionCode: String? = nil,
                    sourceSystem: String? = nil, recordedVotes: [RecordedVote] = []) {
            self.date = date
            self.time = time
            self.text = text
            self.type = type
            self.actionCode = actionCode
            self.sourceSystem = sourceSystem
            self.recordedVotes = recordedVotes
        }
    }

    /// A roll call an action refers to (the vote file itself may not be imported).
    public struct RecordedVote: Sendable, Hashable {
        public var rollCall: RollCallID
        public var date: Date?
        public var url: String?

        public init(rollCall: RollCallID, date: Date? = nil, url: String? = nil) {
            self.rollCall = rollCall
            self.date = date
            self.url = url
        }
    }

    public struct LatestAction: Sendable, Hashable {
        public var date: String
        public var text: String

        public init(date: String, text: String) {
            self.date = date
            self.text = text
        }
    }

    public struct Summary: Sendable, Hashable {
        public var versionCode: String?
        public var actionDate: String?
        public var actionDescription: String?
        public var updatedAt: Date?
        /// Plain text, paragraphs separated by blank lines.
        public var text: String

        public init(versionCode: String? = nil, actionDate: String? = nil, actionDescription: String? = nil,
                    updatedAt: Date? = nil, text: String) {
            self.versionCode = versionCode
            self.actionDate = actionDate
            self.actionDescription = actionDescription
            self.updatedAt = updatedAt
            self.text = text
        }
    }

    public struct Law: Sendable, Hashable {
        /// "Public Law" or "Private Law".
        public var type: String
        /// "117-169".
        public var number: String

        public init(type: String, number: String) {
            self.type = type
            self.number = number
        }
    }
}
