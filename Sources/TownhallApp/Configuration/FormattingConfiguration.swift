import Civic
import IRCTransport

/// The `formatting:` section: whether the IRC transport renders the replies' bold and colour as
/// mIRC codes (`style: irc`) or leaves them out (`plain`), and whether tally bars use Unicode block
/// characters or ASCII.
public struct FormattingConfiguration: Sendable, Equatable, ConfigurationSection {
    /// A served bot formats for IRC by default; the console and scripts always show plain text.
    public var style: IRCTextRenderer.Style = .irc
    public var bars: ReplyFormatting.Bars = .unicode

    /// The civic commands' part: how bars are drawn.
    public var formatting: ReplyFormatting { ReplyFormatting(bars: bars) }

    /// The IRC transport's part: how styling goes on the wire.
    public var ircRenderer: IRCTextRenderer { IRCTextRenderer(style: style) }

    mutating func read(_ section: inout YAMLSection) throws(ConfigurationError) {
        style = try Self.choice("style", of: IRCTextRenderer.Style.self, in: &section) ?? style
        bars = try Self.choice("bars", of: ReplyFormatting.Bars.self, in: &section) ?? bars
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
