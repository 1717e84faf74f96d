import Foundation

/// The unsent rest of long answers, per speaker and place, until read with `more` or expired.
struct PageStore {
    private struct Key: Hashable {
        var speaker: SpeakerKey
        var place: ChatPlace
    }

    private struct Pending {
        var lines: ArraySlice<StyledText>
        var expires: Date
    }

    private var pending: [Key: Pending] = [:]
    /// When expired pages are next thrown away. Sweeping on every command cost time in
    /// proportion to everyone's waiting pages; once a minute keeps memory bounded just as well.
    private var nextSweep = Date.distantPast
    static let sweepInterval: TimeInterval = 60

    /// Splits `lines` into the page to show now and keeps the rest; returns the page and
    /// how many lines are still waiting.
    mutating func start(
        _ lines: [StyledText], pageSize: Int, speaker: SpeakerKey, place: ChatPlace, now: Date, lifetime: TimeInterval
    ) -> (page: [StyledText], remaining: Int) {
        let key = Key(speaker: speaker, place: place)
        pending[key] = nil
        if now >= nextSweep {
            pending = pending.filter { $0.value.expires > now }
            nextSweep = now.addingTimeInterval(Self.sweepInterval)
        }
        let page = Array(lines.prefix(pageSize))
        let rest = lines.dropFirst(pageSize)
        if !rest.isEmpty {
            pending[key] = Pending(lines: rest, expires: now.addingTimeInterval(lifetime))
        }
        return (page, rest.count)
    }

    /// Takes the waiting lines (to be paged again), or nil when nothing unexpired waits.
    mutating func takeRest(speaker: SpeakerKey, place: ChatPlace, now: Date) -> [StyledText]? {
        guard let waiting = pending.removeValue(forKey: Key(speaker: speaker, place: place)),
              waiting.expires > now
        else { return nil }
        return Array(waiting.lines)
    }

    /// Whether an unexpired rest waits for `more` from `speaker` in `place`.
    func isWaiting(speaker: SpeakerKey, place: ChatPlace, now: Date) -> Bool {
        pending[Key(speaker: speaker, place: place)].map { $0.expires > now } ?? false
    }

    mutating func discard(speaker: SpeakerKey) -> Bool {
        let keys = pending.keys.filter { $0.speaker == speaker }
        keys.forEach { pending[$0] = nil }
        return !keys.isEmpty
    }
}
