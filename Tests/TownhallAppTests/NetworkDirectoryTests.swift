import Testing
@testable import TownhallApp

/// How a name typed on Matrix (`profile alice`, `profile @alice:example.org`) becomes the account
/// it stands for: a Matrix user ID.
@Suite("Names on Matrix")
struct NetworkDirectoryTests {
    @Test(arguments: [
        ("alice", "@alice:example.org"),
        ("@alice:example.org", "@alice:example.org"),
        ("@bob:other.example:8448", "@bob:other.example:8448"),
        ("carol.d-2", "@carol.d-2:example.org"),
    ])
    func namesThatAreUsers(name: String, user: String) async {
        let directory = NetworkDirectory(clients: [:], matrixServers: ["matrix": "example.org"])
        #expect(await directory.account(forNick: name, network: "matrix") == user)
    }

    @Test("display names, bad IDs and other networks stand for no one here",
          arguments: ["Alice", "Alice Smith", "@alice", "@:example.org", "@alice:", "@Alice:example.org", ""])
    func namesThatAreNot(name: String) async {
        let directory = NetworkDirectory(clients: [:], matrixServers: ["matrix": "example.org"])
        #expect(await directory.account(forNick: name, network: "matrix") == nil)
    }

    @Test func anIRCNetworkIsNotAskedAsMatrix() async {
        let directory = NetworkDirectory(clients: [:], matrixServers: ["matrix": "example.org"])
        #expect(await directory.account(forNick: "alice", network: "libera") == nil)
    }
}
