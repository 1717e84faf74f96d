import Foundation
import Storage

/// Letters queued for the bots' mail courier one after another while the database fails over,
/// as a third process of the deployment would queue them: each to an address of its own, so the
/// mail server's count per address is how many times that letter left. What became of each
/// queueing is kept: committed (the courier must send it exactly once), refused as unreachable
/// (it may or may not be queued, and is sent at most once), or another error (a failure).
actor FailoverLetterQueue {
    struct Letter: Sendable {
        var address: String
        var messageID: String
        /// Nil when the queueing was committed.
        var failure: String?
        var wasUnreachable: Bool
    }

    static let pause: Duration = .milliseconds(250)

    private(set) var letters: [Letter] = []
    private var stopped = false
    let tag: String

    init(tag: String) {
        self.tag = tag
    }

    func stop() { stopped = true }

    /// Queues letters from `writer` until `stop()`.
    func run(on database: TownhallDatabase, writer: AccountIdentity) async {
        var number = 0
        while !stopped {
            number += 1
            let address = "office-\(tag)-\(number)@senate.test"
            let messageID = "<failover-\(tag)-\(number)@townhall.test>"
            let mail = OutgoingMail(purpose: .letter, to: address, subject: "Letter \(number) through the failover",
                                    body: "Dear Senator, this is letter \(number).", messageID: messageID)
            do {
                try await database.queueMail(mail, for: writer, at: Date())
                letters.append(Letter(address: address, messageID: messageID, failure: nil, wasUnreachable: false))
            } catch {
                letters.append(Letter(address: address, messageID: messageID, failure: "\(error)",
                                      wasUnreachable: TownhallDatabase.isUnreachable(error)))
            }
            try? await Task.sleep(for: Self.pause)
        }
    }
}
