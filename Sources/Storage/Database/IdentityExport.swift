// Every stored row belongs to an account: users of Storage see `AccountIdentity` without importing its module.
@_exported import Identity
