import Foundation

/// A secret kept in a file of its own (`password_file: irc-password`), as systemd hands a
/// service its credentials (`LoadCredential=`): readable by the service alone, never in its
/// environment (which `/proc` and crash reports can show) nor in the configuration file.
enum SecretFile {
    /// The secret in `path`, without the line break an editor leaves at its end. A relative path
    /// is read from systemd's credentials directory when the service has one
    /// (`$CREDENTIALS_DIRECTORY`), else from the working directory. A file that cannot be read or
    /// is empty stops the start in one line naming `key` and the file, never its content.
    static func read(_ path: String, environment: [String: String], key: String) throws(ConfigurationError) -> String {
        let resolved: String
        if !path.hasPrefix("/"), let credentials = environment["CREDENTIALS_DIRECTORY"], !credentials.isEmpty {
            resolved = URL(fileURLWithPath: credentials).appendingPathComponent(path).path
        } else {
            resolved = path
        }
        guard let data = FileManager.default.contents(atPath: resolved) else {
            throw ConfigurationError(key: key, problem: "cannot read \(resolved) (is it there, and readable by this user?)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ConfigurationError(key: key, problem: "\(resolved) is not UTF-8 text")
        }
        var secret = Substring(text)
        while let last = secret.last, last.isNewline { secret = secret.dropLast() }
        guard !secret.isEmpty else { throw ConfigurationError(key: key, problem: "\(resolved) is empty") }
        guard !secret.contains(where: \.isNewline) else {
            throw ConfigurationError(key: key, problem: "\(resolved) holds more than one line; a secret is one line")
        }
        return String(secret)
    }
}
