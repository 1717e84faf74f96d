/// How the bot draws its replies' characters: tally bars in Unicode block characters or ASCII.
/// Chosen by the operator (`formatting: {bars: …}` in the configuration). Bold and colour are not
/// chosen here: replies carry them as `StyledText` and each transport renders them.
public struct ReplyFormatting: Sendable, Hashable {
    public enum Bars: String, Sendable, Hashable, CaseIterable {
        /// █▌░: eighth-cell precision, needs a font with block elements.
        case unicode
        /// #.: whole cells, readable anywhere.
        case ascii
    }

    public var bars: Bars

    public init(bars: Bars = .unicode) {
        self.bars = bars
    }
}
