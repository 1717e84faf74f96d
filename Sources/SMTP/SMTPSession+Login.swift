import Foundation

/// EHLO, STARTTLS and AUTH: everything before the first message.
extension SMTPSession {
    mutating func hello() -> [SMTPSessionAction] {
        moveTo(.hello)
        do {
            return [.send(try .ehlo(configuration.heloName))]
        } catch {
            return abort(SMTPError(.invalidMessage, stage: "EHLO", text: error.description))
        }
    }

    mutating func helloAnswered(_ reply: SMTPReply) -> [SMTPSessionAction] {
        guard reply.code == 250 else { return abort(SMTPError(reply: reply, stage: "EHLO")) }
        setExtensions(Self.extensions(of: reply))
        if configuration.tls == .starttls, !encrypted {
            guard extensions["STARTTLS"] != nil else {
                return abort(SMTPError(.insecure, stage: "EHLO", text: "\(configuration.host) does not offer STARTTLS, and tls is starttls: refusing to go on unencrypted"))
            }
            moveTo(.startTLS)
            return [.send(.startTLS)]
        }
        return logIn()
    }

    mutating func startTLSAnswered(_ reply: SMTPReply) -> [SMTPSessionAction] {
        guard reply.code == 220 else { return abort(SMTPError(reply: reply, stage: "STARTTLS")) }
        setEncrypted()
        // RFC 3207 §4.2: forget all the server said before; ask again under TLS.
        setExtensions([:])
        return [.startTLS] + hello()
    }

    mutating func logIn() -> [SMTPSessionAction] {
        guard let credentials = configuration.credentials else { return startTransaction() }
        guard encrypted || (configuration.tls == .none && configuration.isLoopback) else {
            return abort(SMTPError(.insecure, stage: "AUTH", text: "refusing to send the password to \(configuration.host) without TLS"))
        }
        let mechanisms = Set((extensions["AUTH"] ?? []).map { $0.uppercased() })
        do {
            if mechanisms.contains("PLAIN") {
                moveTo(.authPlain)
                return [.send(try .auth("PLAIN", initialResponse: Self.plainResponse(credentials)))]
            }
            if mechanisms.contains("LOGIN") {
                moveTo(.authLoginUser)
                return [.send(try .auth("LOGIN"))]
            }
        } catch {
            return abort(SMTPError(.authenticationFailed, stage: "AUTH", text: error.description))
        }
        let offered = mechanisms.isEmpty ? "no AUTH at all" : "only " + mechanisms.sorted().joined(separator: ", ")
        return abort(SMTPError(.authenticationFailed, stage: "AUTH", text: "\(configuration.host) offers \(offered); Townhall logs in with PLAIN or LOGIN"))
    }

    mutating func authAnswered(_ reply: SMTPReply) -> [SMTPSessionAction] {
        guard let credentials = configuration.credentials else { return abort(SMTPError(reply: reply, stage: "AUTH")) }
        switch (step, reply.code) {
        case (_, 235):
            setLoggedIn()
            return startTransaction()
        case (.authLoginUser, 334):
            moveTo(.authLoginPassword)
            return respond(Self.base64(credentials.username))
        case (.authLoginPassword, 334):
            moveTo(.authLoginDone)
            return respond(Self.base64(credentials.password))
        default:
            return abort(SMTPError(reply: reply, stage: "AUTH"))
        }
    }

    private mutating func respond(_ base64: String) -> [SMTPSessionAction] {
        do {
            return [.send(try .authResponse(base64))]
        } catch {
            return abort(SMTPError(.authenticationFailed, stage: "AUTH", text: error.description))
        }
    }

    /// SASL PLAIN (RFC 4616): no authorization identity, NUL, user, NUL, password.
    static func plainResponse(_ credentials: SMTPConfiguration.Credentials) -> String {
        Data([0] + Array(credentials.username.utf8) + [0] + Array(credentials.password.utf8)).base64EncodedString()
    }

    static func base64(_ text: String) -> String { Data(text.utf8).base64EncodedString() }

    /// EHLO lines after the first are "KEYWORD params…"; the old "AUTH=PLAIN LOGIN" form too.
    static func extensions(of reply: SMTPReply) -> [String: [String]] {
        var found: [String: [String]] = [:]
        for line in reply.lines.dropFirst() {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "=" }).map(String.init)
            guard let keyword = words.first?.uppercased() else { continue }
            found[keyword, default: []] += words.dropFirst()
        }
        return found
    }
}
