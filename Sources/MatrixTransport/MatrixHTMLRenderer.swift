import Chat

/// Renders styled replies as the HTML of a Matrix message (`format: org.matrix.custom.html`,
/// `formatted_body`), for the Matrix transport; the plain `body` beside it is
/// `StyledText.plainText`. Uses only tags and attributes the Matrix spec lists for clients
/// to keep: <b>, <font> with `data-mx-color` (and `color` for clients that predate it), <a href>.
public struct MatrixHTMLRenderer: StyledTextRenderer {
    public init() {}

    /// The same colours as the IRC palette (mIRC 3, 4, 14), so both rooms look alike.
    static func hex(_ color: TextColor) -> String {
        switch color {
        case .passed: "#009300"
        case .failed: "#ff0000"
        case .muted: "#7f7f7f"
        }
    }

    public func render(_ text: StyledText) -> String {
        text.runs.map(html).joined()
    }

    private func html(_ run: StyledText.Run) -> String {
        var html = Self.escaped(run.text)
        if let link = run.link {
            // Only web and mail addresses become links: a `javascript:` address from a data file
            // is shown as text, never made clickable.
            html = Self.isLinkable(link)
                ? "<a href=\"\(Self.escaped(link))\">\(html)</a>"
                : Self.escaped(PlainTextRenderer.text(of: run))
        }
        if let color = run.color {
            let hex = Self.hex(color)
            html = "<font color=\"\(hex)\" data-mx-color=\"\(hex)\">\(html)</font>"
        }
        return run.isBold ? "<b>\(html)</b>" : html
    }

    static func isLinkable(_ address: String) -> Bool {
        let lowered = address.lowercased()
        return ["https://", "http://", "mailto:"].contains { lowered.hasPrefix($0) }
    }

    /// Text and attribute values: &, <, > and " escaped; control characters become spaces.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text.neutralisingControlCharacters {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
