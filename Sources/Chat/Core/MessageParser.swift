/// Decides whether a message is meant for the bot and strips the prefix or the address.
/// In a channel only "!cmd" or "townhall: cmd" / "townhall, cmd" count; in a DM everything does.
struct MessageParser {
    var prefix: String
    var botNick: String
    var foldCase: @Sendable (String) -> String

    /// The command text, or nil when the message is ordinary chatter.
    func commandText(_ text: String, in place: ChatPlace) -> String? {
        if let body = strippingPrefix(text) ?? strippingAddress(text) {
            return body.isEmpty ? nil : body
        }
        return place.isDirect && !text.isEmpty ? text : nil
    }

    /// "!ping" → "ping"; "!", "!!!" or "! ping" are chatter, not commands.
    private func strippingPrefix(_ text: String) -> String? {
        guard !prefix.isEmpty, text.hasPrefix(prefix) else { return nil }
        let body = text.dropFirst(prefix.count)
        guard let first = body.first, first.isLetter || first.isNumber else { return nil }
        return String(body)
    }

    /// "townhall: ping", "Townhall, ping" → "ping" (a prefix after the address is accepted too).
    private func strippingAddress(_ text: String) -> String? {
        guard text.count > botNick.count else { return nil }
        let head = text.prefix(botNick.count)
        let afterNick = text.dropFirst(botNick.count)
        guard foldCase(String(head)) == foldCase(botNick),
              let separator = afterNick.first, separator == ":" || separator == ","
        else { return nil }
        let body = String(afterNick.dropFirst()).trimmingWhitespace()
        return strippingPrefix(body) ?? body
    }
}
