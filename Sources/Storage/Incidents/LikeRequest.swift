import Foundation

/// One `like R7` waiting for the like writer (`TownhallDatabase.like`).
struct LikeRequest: Sendable, Hashable {
    var incidentID: Int64
    var account: AccountIdentity
    var date: Date
}
