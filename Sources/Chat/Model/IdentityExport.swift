// Every command speaks of accounts: users of Chat see `AccountIdentity` without importing its module.
@_exported import Identity
