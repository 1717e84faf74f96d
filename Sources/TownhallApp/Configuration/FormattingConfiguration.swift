import Civic

/// The `formatting:` section: whether replies use IRC bold and colour (`style: irc`) or plain
/// text, and whether tally bars use Unicode block characters or ASCII.
public struct FormattingConfiguration: Sendable, Equatable {
    /// A served bot formats for IRC by default; the console and scripts stay plain.
    public var style: ReplyFormatting.Style = .irc
    public var bars: ReplyFormatting.Bars = .unicode

    public init(style: ReplyFormatting.Style = .irc, bars: ReplyFormatting.Bars = .unicode) {
        self.style = style
        self.bars = bars
    }

    public var formatting: ReplyFormatting { ReplyFormatting(style: style, bars: bars) }

    static func read(_ section: YAMLSection) throws(ConfigurationError) -> FormattingConfiguration {
        var section = section
        var formatting = FormattingConfiguration()
        formatting.style = try choice("style", of: ReplyFormatting.Style.self, in: &section) ?? formatting.style
        formatting.bars = try choice("bars", of: ReplyFormatting.Bars.self, in: &section) ?? formatting.bars
        try section.rejectUnknownKeys()
        return formatting
    }

    private static func choice<Value: RawRepresentable & CaseIterable>(
        _ key: String, of type: Value.Type, in section: inout YAMLSection
    ) throws(ConfigurationError) -> Value? where Value.RawValue == String {
        guard let text = try section.string(key) else { return nil }
        guard let value = Value(rawValue: text) else {
            let known = Value.allCases.map(\.rawValue).joined(separator: " or ")
            throw ConfigurationError(key: section.keyPath(key), problem: "must be \(known), got '\(text)'")
        }
        return value
    }
}
