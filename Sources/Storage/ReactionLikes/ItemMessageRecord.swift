import Foundation

/// A message of the bot's that shows one item, as `recordItemMessage` queues it.
struct ItemMessageRecord: Sendable {
    var network: String
    var messageID: String
    var item: String
    var sentAt: Date
}
