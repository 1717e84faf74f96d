import Storage
import Testing
@testable import TownhallApp

/// Admins are services accounts, and services compare account names without regard to case.
struct ConfiguredPermissionsTests {
    static let yaml = """
        database: townhall.sqlite
        networks: [{name: libera, host: 127.0.0.1, nick: townhall, admins: [Alice, bob]}]
        """

    @Test(arguments: [
        ("libera", "alice", true), ("libera", "ALICE", true), ("libera", "Alice", true),
        ("libera", "Bob", true), ("libera", "mallory", false), ("oftc", "alice", false),
    ])
    func adminNamesCompareLikeServices(network: String, account: String, isAdmin: Bool) async throws {
        let configuration = try ConfigurationLoader.parse(yaml: Self.yaml)
        let permissions = ConfiguredPermissions(networks: configuration.networks)
        #expect(await permissions.isAdmin(network: network, account: account) == isAdmin)
    }

    @Test func foldingTouchesOnlyASCIILetters() {
        #expect(AccountIdentity.folded("Zoë_X[1]") == "zoë_x[1]")
    }
}
