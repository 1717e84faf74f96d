import IRCWire

/// Tells history from live traffic, so a replay is never run as commands a second time.
///
/// A bouncer (soju, ZNC with playback) or a server with chathistory autoreplay sends old lines
/// again when the bot connects: an `!up`, a `report` or an `email` said an hour ago would be run
/// once more. Two marks show a replay:
/// - the message sits in a `chathistory` (or `znc.in/playback`) batch — or in any batch opened
///   inside one, since batches nest;
/// - its `time` tag is older than the connection's registration by more than `allowedSkew`.
///
/// The reference for "older" is the server's own clock when the 001 carries a `time` tag (as
/// InspIRCd, soju and ZNC with server-time send it), so the bot's clock being off does not
/// matter; otherwise the bot's wall clock at registration. Nothing said live can be older than
/// that moment — the bot was in no channel and had no nick before it — so the allowance only has
/// to cover clocks: linked servers' stamps and, without a stamped 001, the bot's clock against
/// the server's. Ten seconds covers hosts kept by NTP many times over. The price: a replay
/// without a batch (ZNC's playback) of lines said in the last ten seconds before the bot
/// registered would still run; a bouncer that wraps its replay in a batch (soju) is caught
/// whatever its age.
///
/// Skipped messages are counted, and logged once per batch or once per burst of old stamps.
struct HistoryReplayFilter: Sendable {
    static let allowedSkew: Int64 = 10_000
    static let historyBatchTypes: Set<String> = ["chathistory", "draft/chathistory", "znc.in/playback"]
    /// Open batches tracked at most: a server that opens batches and never closes them cannot
    /// grow this without bound (beyond it, new batches are judged by their lines' stamps alone).
    static let openBatchLimit = 256

    /// Each open batch, by reference, with the history batch it sits in (itself, if it is
    /// one), or nil when it is no replay.
    private var openBatches: [String: String?] = [:]
    /// Messages skipped so far in each open history batch (by the outermost one's reference).
    private var skippedInBatch: [String: Int] = [:]
    /// Milliseconds since the epoch before which a stamped message is history; nil until registration.
    private(set) var registeredAt: Int64?
    /// Old-stamped messages skipped since the last log line about them.
    private var staleBurst = 0
    /// Every replayed message skipped on this connection.
    private(set) var skipped = 0

    /// At 001: the server's stamp on it if any, else the bot's own wall clock.
    mutating func registered(serverTime: String?, wallClock: Int64) {
        registeredAt = serverTime.flatMap(IRCServerTime.milliseconds) ?? wallClock
    }

    /// `BATCH +ref type …` (with the `batch` tag of the batch it opens in, if any).
    mutating func open(_ reference: String, type: String, in parent: String?) {
        guard openBatches.count < Self.openBatchLimit else { return }
        let enclosingHistory = parent.flatMap { openBatches[$0] ?? nil }
        let isHistory = Self.historyBatchTypes.contains(type.lowercased())
        openBatches[reference] = .some(enclosingHistory ?? (isHistory ? reference : nil))
    }

    /// `BATCH -ref`: a log line when it was a history batch whose lines were skipped.
    mutating func close(_ reference: String) -> String? {
        guard let root = openBatches.removeValue(forKey: reference), let history = root, history == reference,
              let count = skippedInBatch.removeValue(forKey: reference)
        else { return nil }
        return "skipped \(count) replayed message\(count == 1 ? "" : "s") of history batch \(reference): "
            + "history is never run as commands"
    }

    /// What marks a message as history: the history batch it sits in (by the outermost one's
    /// reference), or a stamp from before registration.
    enum Mark: Equatable {
        case inHistoryBatch(String)
        case stampedBeforeRegistration
    }

    /// Whether a message with these tags is history, and why; nil when it is live. Reads only the
    /// two tags it needs, and parses a stamp only once the connection is registered.
    func mark(of message: IRCMessage) -> Mark? {
        var batch: String?
        var time: String?
        for tag in message.tags {
            if tag.key == "batch" { batch = tag.value } else if tag.key == "time" { time = tag.value }
        }
        if let batch, let entry = openBatches[batch], let history = entry {
            return .inHistoryBatch(history)
        }
        if let registeredAt, let time, let stamp = IRCServerTime.milliseconds(time), stamp < registeredAt - Self.allowedSkew {
            return .stampedBeforeRegistration
        }
        return nil
    }

    /// Whether a PRIVMSG or NOTICE is a replay (then counted as skipped).
    mutating func isReplay(_ message: IRCMessage) -> Bool {
        switch mark(of: message) {
        case nil:
            return false
        case .inHistoryBatch(let history)?:
            skippedInBatch[history, default: 0] += 1
        case .stampedBeforeRegistration?:
            staleBurst += 1
        }
        skipped += 1
        return true
    }

    /// The log line for a burst of old-stamped messages skipped since the last one, if any.
    mutating func staleBurstReport() -> String? {
        guard staleBurst > 0 else { return nil }
        defer { staleBurst = 0 }
        return "skipped \(staleBurst) message\(staleBurst == 1 ? "" : "s") stamped before this connection registered "
            + "(more than \(Self.allowedSkew / 1000) s): a replay of history is never run as commands"
    }
}
