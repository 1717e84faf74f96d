import ServiceLifecycle

/// One long-running part of `serve` (a network, a courier, a feed poster, the clock…) as a
/// service of its `ServiceGroup`, which stops them one at a time in the reverse of the order
/// they were listed when a graceful shutdown begins.
struct ServePart: Service, CustomStringConvertible {
    /// How a part stops when its turn comes.
    enum Stop: Sendable {
        /// It watches for the graceful shutdown itself and ends once what it has taken on is done
        /// (a network: its commands in flight answered).
        case finishesWhatItTook
        /// It is cancelled: a loop with nothing in flight worth waiting for. Whatever it commits
        /// (an alert marked delivered, a feed line) commits in a task of its own that cancellation
        /// does not reach, so stopping it between two steps loses nothing.
        case cancelled
    }

    let description: String
    let stop: Stop
    let body: @Sendable () async throws -> Void

    init(_ description: String, stop: Stop, body: @escaping @Sendable () async throws -> Void) {
        self.description = description
        self.stop = stop
        self.body = body
    }

    func run() async throws {
        switch stop {
        case .finishesWhatItTook: try await body()
        case .cancelled: try await cancelWhenGracefulShutdown(body)
        }
    }

    /// As the group takes it: a part that fails (a network refusing the bot's login for good)
    /// ends the service at once with its error, as before; a network that ends on its own (the
    /// console's input closed) stops the others gracefully.
    var configuration: ServiceGroupConfiguration.ServiceConfiguration {
        .init(service: self, successTerminationBehavior: .gracefullyShutdownGroup, failureTerminationBehavior: .cancelGroup,
              serviceName: description)
    }
}
