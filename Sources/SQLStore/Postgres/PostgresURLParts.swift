import Foundation

/// The pieces of a `postgres://` URL before they are checked (`PostgresLocation` checks them).
/// Read by hand rather than with `URLComponents`: a URL's authority holds one host, and libpq's
/// multi-host form (`h1:p1,h2:p2`) is not a URL `URLComponents` can read at all.
struct URLParts {
    var user: String?
    var password: String?
    /// Each `HOST[:PORT]` as written, brackets of an IPv6 address included.
    var hosts: [Substring]
    var database: String
    var query: [(name: String, value: String)]

    /// Nil when `text` is not a `postgres://` or `postgresql://` URL at all.
    init?(_ text: String) {
        guard PostgresLocation.isPostgresURL(text), let scheme = text.range(of: "://") else { return nil }
        var rest = text[scheme.upperBound...]
        if let hash = rest.firstIndex(of: "#") { rest = rest[..<hash] }
        var queryText: Substring = ""
        if let mark = rest.firstIndex(of: "?") {
            queryText = rest[rest.index(after: mark)...]
            rest = rest[..<mark]
        }
        // the user's part ends at the last @ (a password may hold an @, percent-encoded or not)
        var authority = rest
        var path: Substring = ""
        if let at = rest.lastIndex(of: "@") {
            let userInfo = rest[..<at]
            let afterAt = rest[rest.index(after: at)...]
            let slash = afterAt.firstIndex(of: "/") ?? afterAt.endIndex
            authority = afterAt[..<slash]
            path = afterAt[slash...]
            if let colon = userInfo.firstIndex(of: ":") {
                guard let user = userInfo[..<colon].removingPercentEncoding,
                      let password = userInfo[userInfo.index(after: colon)...].removingPercentEncoding else { return nil }
                self.user = user
                self.password = password
            } else {
                guard let user = userInfo.removingPercentEncoding else { return nil }
                self.user = user
            }
        } else {
            let slash = rest.firstIndex(of: "/") ?? rest.endIndex
            authority = rest[..<slash]
            path = rest[slash...]
        }
        hosts = authority.isEmpty ? [] : authority.split(separator: ",", omittingEmptySubsequences: false)
        guard let database = path.dropFirst().removingPercentEncoding else { return nil }
        self.database = database
        query = []
        for pair in queryText.split(separator: "&") {
            let halves = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = halves[0].removingPercentEncoding,
                  let value = (halves.count > 1 ? halves[1] : "").removingPercentEncoding else { return nil }
            query.append((name, value))
        }
    }
}
