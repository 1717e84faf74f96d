extension CommandContext {
    /// The sender's stored identity. Commands with permission `.accountHolder` always have one;
    /// for the others the transport's login hint explains how to get one.
    public func requireAccount() throws -> AccountIdentity {
        guard let account else {
            throw CommandFailure(loginHint)
        }
        return account
    }
}
