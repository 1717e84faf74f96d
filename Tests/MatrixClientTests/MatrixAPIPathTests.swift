@testable import MatrixClient
import Testing

/// How request paths and query values are written: every byte but RFC 3986's unreserved ones
/// percent-encoded, in ASCII as in the rest of Unicode.
@Suite("Matrix request paths")
struct MatrixAPIPathTests {
    @Test("path segments are percent-encoded one by one, an empty one (a state key) kept empty")
    func segments() {
        #expect(MatrixAPI.path("rooms", "!abc:example.org", "state", "m.room.history_visibility", "")
            == "/_matrix/client/v3/rooms/%21abc%3Aexample.org/state/m.room.history_visibility/")
        #expect(MatrixAPI.path("user", "@alice:example.org", "account_data", "m.direct")
            == "/_matrix/client/v3/user/%40alice%3Aexample.org/account_data/m.direct")
        // a slash or a space inside a segment stays inside it; unreserved marks pass as they are
        #expect(MatrixAPI.path("join", "#a/b c:x") == "/_matrix/client/v3/join/%23a%2Fb%20c%3Ax")
        #expect(MatrixAPI.path("send", "Az09-._~") == "/_matrix/client/v3/send/Az09-._~")
    }

    @Test("letters outside ASCII are percent-encoded as their UTF-8 bytes")
    func unicode() {
        var encoded = ""
        MatrixAPI.percentEncode("#café:ex.org", into: &encoded)
        #expect(encoded == "%23caf%C3%A9%3Aex.org")
        var filter = "filter="
        MatrixAPI.percentEncode(#"{"room":{"timeline":{"limit":200}}}"#, into: &filter)
        #expect(filter == "filter=%7B%22room%22%3A%7B%22timeline%22%3A%7B%22limit%22%3A200%7D%7D%7D")
    }
}
