import Chat

/// Reads a network's optional `limits:` section: how many commands may run and wait before
/// people are told to wait, reading from the server is held, or commands are refused, and how
/// many DM senders the client remembers. Every key is optional (the defaults are generous);
/// values that contradict each other are named here rather than quietly adjusted.
enum CommandLimitsReader {
    struct Limits {
        var commands = CommandLimits()
        var trackedStrangers = 2_000
    }

    static func read(_ section: YAMLSection) throws(ConfigurationError) -> Limits {
        var section = section
        let defaults = CommandLimits()
        var limits = Limits()
        // A key left out defaults to the generous default, or to what the keys given allow.
        let running = try section.int("running", in: 1...10_000) ?? defaults.running
        let runningStrangers = try section.int("running_strangers", in: 1...10_000)
            ?? min(defaults.runningStrangers, running)
        let queued = try section.int("queued", in: 1...10_000_000) ?? defaults.queued
        let queuedByStrangers = try section.int("queued_by_strangers", in: 1...10_000_000)
            ?? min(defaults.queuedByStrangers, queued)
        let queuedPerStranger = try section.int("queued_per_stranger", in: 1...10_000_000)
            ?? min(defaults.queuedPerStranger, queuedByStrangers)
        let busyAfter = try section.int("busy_after", in: 1...10_000) ?? defaults.busyAfter
        let holdReadingAt = try section.int("hold_reading_at", in: 1...10_000_000) ?? min(defaults.holdReadingAt, queued)
        let releaseReadingAt = try section.int("release_reading_at", in: 0...10_000_000)
            ?? min(defaults.releaseReadingAt, holdReadingAt - 1)
        limits.trackedStrangers = try section.int("tracked_strangers", in: 1...1_000_000) ?? limits.trackedStrangers
        try section.rejectUnknownKeys()

        try require(runningStrangers <= running, "running_strangers", in: section,
                    "(\(runningStrangers)) cannot exceed running (\(running))")
        try require(queuedPerStranger <= queuedByStrangers, "queued_per_stranger", in: section,
                    "(\(queuedPerStranger)) cannot exceed queued_by_strangers (\(queuedByStrangers))")
        try require(queuedByStrangers <= queued, "queued_by_strangers", in: section,
                    "(\(queuedByStrangers)) cannot exceed queued (\(queued))")
        // Reading must stop before the memory bound is reached, or commands are refused while
        // the bot still reads more of them.
        try require(holdReadingAt <= queued, "hold_reading_at", in: section,
                    "(\(holdReadingAt)) cannot exceed queued (\(queued))")
        try require(releaseReadingAt < holdReadingAt, "release_reading_at", in: section,
                    "(\(releaseReadingAt)) must be below hold_reading_at (\(holdReadingAt))")
        limits.commands = CommandLimits(
            running: running, runningStrangers: runningStrangers, queuedPerStranger: queuedPerStranger,
            queuedByStrangers: queuedByStrangers, queued: queued, busyAfter: busyAfter,
            holdReadingAt: holdReadingAt, releaseReadingAt: releaseReadingAt)
        return limits
    }

    private static func require(_ condition: Bool, _ key: String, in section: YAMLSection,
                                _ problem: String) throws(ConfigurationError) {
        guard !condition else { return }
        throw ConfigurationError(key: section.keyPath(key), line: section.peek(key)?.mark?.line, problem: problem)
    }
}
