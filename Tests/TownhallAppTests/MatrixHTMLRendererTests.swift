import Chat
import Testing
@testable import MatrixTransport

@Suite("Styled replies as Matrix HTML")
struct MatrixHTMLRendererTests {
    @Test("tags and colours the Matrix spec allows", arguments: [
        ("plain" as StyledText, "plain"),
        (.bold("Yea"), "<b>Yea</b>"),
        (.colored("Nay", .failed), "<font color=\"#ff0000\" data-mx-color=\"#ff0000\">Nay</font>"),
        (.bold(.colored("Bill Passed", .passed)),
         "<b><font color=\"#009300\" data-mx-color=\"#009300\">Bill Passed</font></b>"),
        (.colored("aside", .muted), "<font color=\"#7f7f7f\" data-mx-color=\"#7f7f7f\">aside</font>"),
        (.link("https://congress.gov/b?x=1&y=2", label: "the bill"),
         "<a href=\"https://congress.gov/b?x=1&amp;y=2\">the bill</a>"),
        ("see " + .link("mailto:a@example.org"), "see <a href=\"mailto:a@example.org\">mailto:a@example.org</a>"),
    ])
    func markup(text: StyledText, html: String) {
        #expect(MatrixHTMLRenderer().render(text) == html)
    }

    @Test("text and addresses are escaped, so data never becomes markup", arguments: [
        ("a < b & c > \"d\"" as StyledText, "a &lt; b &amp; c &gt; &quot;d&quot;"),
        (.bold("<script>alert(1)</script>"), "<b>&lt;script&gt;alert(1)&lt;/script&gt;</b>"),
        (.link("https://x.example/\"><script>", label: "x"), "<a href=\"https://x.example/&quot;&gt;&lt;script&gt;\">x</a>"),
        ("red\u{03}04 text", "red 04 text"),
    ])
    func escaping(text: StyledText, html: String) {
        #expect(MatrixHTMLRenderer().render(text) == html)
    }

    @Test("only web and mail addresses become links", arguments: ["javascript:alert(1)", "data:text/html,x", "file:///etc/passwd"])
    func unsafeLinks(address: String) {
        let html = MatrixHTMLRenderer().render(.link(address, label: "click"))
        #expect(!html.contains("<a"))
        #expect(html == "click &lt;\(address)&gt;")
    }
}
