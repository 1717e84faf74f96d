#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real time of day, read once per connection: the session compares IRCv3 `time` stamps
/// with it (to tell a replay of history from live lines) when the server's 001 has no stamp of
/// its own. Everything else in the session runs on the event loop's monotonic clock.
enum WallClock {
    /// Milliseconds since 1970-01-01T00:00:00Z.
    static func milliseconds() -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return Int64(now.tv_sec) * 1000 + Int64(now.tv_nsec) / 1_000_000
    }
}
