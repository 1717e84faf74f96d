import Civic
import Foundation
import SMTP

/// `letters.mail`: the operator's SMTP server and sending address. Without it Townhall sends
/// no email: every letter is the writer's to paste into the office's form, and `email`/`copy`
/// say mail is not set up.
public struct LetterMailConfiguration: Sendable, Equatable {
    public var smtp: SMTPConfiguration
    /// The From address of every email (the operator's), and its display name.
    public var from: String
    public var fromName: String?

    public init(smtp: SMTPConfiguration, from: String, fromName: String? = nil) {
        self.smtp = smtp
        self.from = from
        self.fromName = fromName
    }

    static func read(_ section: YAMLSection, environment: [String: String]) throws(ConfigurationError) -> LetterMailConfiguration {
        var section = section
        let host = try section.requiredString("host")
        let modeName = try section.string("tls") ?? SMTPConfiguration.TLSMode.starttls.rawValue
        guard let mode = SMTPConfiguration.TLSMode(rawValue: modeName) else {
            throw ConfigurationError(key: section.keyPath("tls"), line: section.line,
                                     problem: "must be one of: " + SMTPConfiguration.TLSMode.allCases.map(\.rawValue).joined(separator: ", "))
        }
        let port = try section.int("port", in: 1...65_535)
        let username = try section.string("username")
        let password = try section.secret("password", environment: environment)
        guard (username == nil) == (password == nil) else {
            throw ConfigurationError(key: section.keyPath(username == nil ? "username" : "password"), line: section.line,
                                     problem: "give both username and password (or password_env), or neither")
        }
        let from = try section.requiredString("from")
        guard EmailAddress.isValid(from) else {
            throw ConfigurationError(key: section.keyPath("from"), line: section.line, problem: "\"\(from)\" is not an email address")
        }
        var smtp = SMTPConfiguration(
            host: host, port: port, tls: mode, serverName: try section.string("server_name"), caFile: try section.string("ca_file"),
            credentials: username.flatMap { name in password.map { SMTPConfiguration.Credentials(username: name, password: $0) } })
        smtp.heloName = try section.string("helo_name") ?? smtp.heloName
        guard mode != .none || smtp.isLoopback else {
            throw ConfigurationError(key: section.keyPath("tls"), line: section.line,
                                     problem: "none is allowed only for a mail server on this machine (127.0.0.1 or localhost)")
        }
        let mail = LetterMailConfiguration(smtp: smtp, from: from, fromName: try section.string("from_name"))
        try section.rejectUnknownKeys()
        return mail
    }
}
