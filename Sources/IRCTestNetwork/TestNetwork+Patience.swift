extension TestNetwork {
    /// How long a test waits for something it expects from a real network (a login, a join, a
    /// reply, a DM) before it fails. Generous on purpose: at the start of a run every suite
    /// starts at once on two cores — five networks, the real-data imports, hundreds of unit
    /// tests — and a TLS + SASL login that takes about 1 s alone has taken 4–13 s there. A passing
    /// test never waits this long; only an event that is really lost does.
    public static let patience: Duration = .seconds(60)
}
