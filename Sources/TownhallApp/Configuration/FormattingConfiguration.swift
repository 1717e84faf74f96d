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
        style = try section.choice("style", of: IRCTextRenderer.Style.self) ?? style
        bars = try section.choice("bars", of: ReplyFormatting.Bars.self) ?? bars
    }
}
