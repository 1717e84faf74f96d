/// Called during long writes with the number of rows written so far and the total.
public typealias WriteProgress = @Sendable (_ done: Int, _ total: Int) -> Void

/// How often long writes report progress, in rows: often enough for a terminal, rarely enough to
/// cost nothing.
package let progressInterval = 2_000
