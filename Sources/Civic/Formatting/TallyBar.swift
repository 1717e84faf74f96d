/// A tally drawn as a bar of a fixed number of cells: the left share filled, the right share
/// empty. Unicode bars fill in eighths of a cell (so 51–50 looks just past half); ASCII bars
/// in whole cells.
public struct TallyBar: Sendable, Hashable {
    public var width: Int
    public var bars: ReplyFormatting.Bars

    public static let defaultWidth = 20
    private static let eighths: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    public init(width: Int = TallyBar.defaultWidth, bars: ReplyFormatting.Bars) {
        self.width = max(1, width)
        self.bars = bars
    }

    /// Exactly `width` characters, whatever the counts (both zero draws an empty bar).
    public func render(left: Int, right: Int) -> String {
        let left = max(0, left), total = left + max(0, right)
        switch bars {
        case .unicode:
            let filled = Self.share(left, of: total, in: width * 8)
            let full = filled / 8, part = filled % 8
            let partial = part > 0 ? String(Self.eighths[part - 1]) : ""
            let empty = width - full - (part > 0 ? 1 : 0)
            return String(repeating: "█", count: full) + partial + String(repeating: "░", count: empty)
        case .ascii:
            let filled = Self.share(left, of: total, in: width)
            return String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
        }
    }

    /// `part / total` of `units`, rounded half up; 0 when there is no total.
    private static func share(_ part: Int, of total: Int, in units: Int) -> Int {
        guard total > 0 else { return 0 }
        return (part * units * 2 + total) / (total * 2)
    }
}
