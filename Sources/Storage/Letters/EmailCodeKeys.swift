import Crypto
import Foundation
import SQLStore

/// The keyed hashes the email-code counters (`email_code_sent`) store instead of who asked and
/// where the code went, so the counters can outlive `forget me` without keeping an account name or
/// an address in clear.
///
/// The key is a random 32-byte secret the database keeps (`townhall_secret`, made on first use),
/// not one from the configuration: the counters are only worth anything while every process that
/// shares the database hashes alike, across restarts and configuration edits, and a copied or
/// restored database keeps counting with the key that made its rows. What it buys: the rows are
/// pseudonyms (HMAC-SHA256 over the network and account, or over the address folded to lower case),
/// which cannot be read back and cannot be matched against another database's; what it does not:
/// someone holding the whole database (key included) can test a guessed address against them.
enum EmailCodeKeys {
    static let secretName = "email-code-counters"

    /// The key, made in this transaction if the database has none yet (a second writer's insert
    /// loses to the first; both then read the winner's).
    static func key(at date: Date, in tx: any SQLTransaction) throws -> SymmetricKey {
        var fresh = SystemRandomNumberGenerator()
        let candidate = Data((0..<32).map { _ in UInt8.random(in: .min ... .max, using: &fresh) })
        try tx.execute("""
            INSERT INTO townhall_secret (name, secret, created_at) VALUES (?, ?, ?) ON CONFLICT (name) DO NOTHING
            """, [secretName, candidate, date])
        guard let secret = try tx.value(Data.self, "SELECT secret FROM townhall_secret WHERE name = ?", [secretName]) else {
            throw StorageError.rowVanished("the secret \(secretName)")
        }
        return SymmetricKey(data: secret)
    }

    /// The counter key of an account: its network and name, as `forget me` cannot change them.
    static func account(_ account: AccountIdentity, key: SymmetricKey) -> String {
        digest("account\n\(account.network)\n\(account.name)", key: key)
    }

    /// The counter key of an address, folded to lower case so `Bob@Example.org` and
    /// `bob@example.org` count as one.
    static func address(_ address: String, key: SymmetricKey) -> String {
        digest("address\n" + address.trimmingCharacters(in: .whitespaces).lowercased(), key: key)
    }

    private static func digest(_ text: String, key: SymmetricKey) -> String {
        HMAC<SHA256>.authenticationCode(for: Data(text.utf8), using: key)
            .map { String(format: "%02x", $0) }.joined()
    }
}
