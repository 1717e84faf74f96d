import Foundation
import Testing
@testable import TownhallApp

/// A secret can live in a file of its own (`password_file:`), as systemd's `LoadCredential=`
/// hands a service its credentials: a relative name is read from `$CREDENTIALS_DIRECTORY`, the
/// line break at its end is dropped, and a missing, empty or many-line file stops the start in
/// one line naming the key and the file, never what is in it.
@Suite("Secrets from files (systemd credentials)")
struct SecretFileTests {
    static let sasl = """
        database: townhall.sqlite
        networks:
          - name: local
            host: 127.0.0.1
            nick: townhall
            sasl: {account: bot, password_file: %FILE%}
        """

    private func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("townhall-credentials-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test(arguments: ["s3cret\n", "s3cret\r\n", "s3cret"])
    func aRelativeFileIsReadFromTheCredentialsDirectory(content: String) throws {
        let credentials = try folder()
        try Data(content.utf8).write(to: credentials.appendingPathComponent("irc-password"))
        let configuration = try ConfigurationLoader.parse(yaml: Self.sasl.replacingOccurrences(of: "%FILE%", with: "irc-password"),
                                                          environment: ["CREDENTIALS_DIRECTORY": credentials.path])
        #expect(configuration.networks.first?.irc?.sasl?.password == "s3cret")
    }

    @Test func anAbsolutePathIsReadAsItIs() throws {
        let file = try folder().appendingPathComponent("pw")
        try Data("hunter2\n".utf8).write(to: file)
        let configuration = try ConfigurationLoader.parse(yaml: Self.sasl.replacingOccurrences(of: "%FILE%", with: file.path),
                                                          environment: ["CREDENTIALS_DIRECTORY": "/nowhere"])
        #expect(configuration.networks.first?.irc?.sasl?.password == "hunter2")
    }

    @Test("a bad file is one line naming the key and the file", arguments: [
        (nil, "cannot read"), ("", "is empty"), ("\n", "is empty"), ("hunter2\nsecond-line-xyzzy\n", "more than one line"),
    ] as [(String?, String)])
    func aBadFileStopsTheStart(content: String?, problem: String) throws {
        let credentials = try folder()
        if let content { try Data(content.utf8).write(to: credentials.appendingPathComponent("irc-password")) }
        let error = try #require(throws: ConfigurationError.self) {
            try ConfigurationLoader.parse(yaml: Self.sasl.replacingOccurrences(of: "%FILE%", with: "irc-password"),
                                          environment: ["CREDENTIALS_DIRECTORY": credentials.path])
        }
        #expect(error.key == "networks[0].sasl.password_file")
        #expect("\(error)".contains(problem) && "\(error)".contains(credentials.appendingPathComponent("irc-password").path))
        #expect(!"\(error)".contains("\n") && !"\(error)".contains("xyzzy") && !"\(error)".contains("hunter2"))
    }

    @Test func twoFormsOfOneSecretAreRefused() throws {
        let yaml = Self.sasl.replacingOccurrences(of: "password_file: %FILE%", with: "password_env: PW, password_file: pw")
        let error = try #require(throws: ConfigurationError.self) {
            try ConfigurationLoader.parse(yaml: yaml, environment: ["PW": "x"])
        }
        #expect(error.key == "networks[0].sasl.password" && "\(error)".contains("give one of password, password_env or password_file"))
    }
}
