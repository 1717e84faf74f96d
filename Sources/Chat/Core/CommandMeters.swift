import Metrics

/// What happened to each command, for the operator's dashboard: `townhall_commands_total` by
/// command and outcome, and `townhall_command_duration_seconds` by command. The counters are made
/// once, for every command the registry knows, when the core is made (after the executable chose
/// the metrics backend); a command then costs a dictionary look-up and the backend's own atomic
/// add, no label array and no lock of ours. Without a backend (tests, the console) swift-metrics'
/// no-op handlers take the calls.
struct CommandMeters: Sendable {
    enum Outcome: Int, CaseIterable, Sendable {
        /// Ran and answered (whatever the answer said).
        case answered
        /// Not run: unknown, not allowed here or for this person, or the arguments were wrong.
        case refused
        /// Ran and threw an error the person could not have avoided (logged).
        case failed
        /// Ignored or warned by the per-person rate limit.
        case rateLimited
        /// Refused past the memory bound of waiting commands ("too busy").
        case busy

        var label: String {
            switch self {
            case .answered: "answered"
            case .refused: "refused"
            case .failed: "failed"
            case .rateLimited: "rate-limited"
            case .busy: "busy"
            }
        }
    }

    /// The label of commands counted before their text is read (rate-limited, busy) and of text
    /// that names no command: a fixed word, so a flood of made-up names adds no series.
    static let unnamed = "-"

    private struct Meters: Sendable {
        let outcomes: [Counter]
        let duration: Timer

        init(command: String, factory: any MetricsFactory) {
            outcomes = Outcome.allCases.map { outcome in
                Counter(label: "townhall_commands_total", dimensions: [("command", command), ("outcome", outcome.label)],
                        factory: factory)
            }
            duration = Timer(label: "townhall_command_duration_seconds", dimensions: [("command", command)],
                             preferredDisplayUnit: .seconds, factory: factory)
        }
    }

    private let byCommand: [String: Meters]
    private let unnamedMeters: Meters

    init(commands: [String], factory: any MetricsFactory) {
        byCommand = Dictionary(uniqueKeysWithValues: commands.map { ($0, Meters(command: $0, factory: factory)) })
        unnamedMeters = Meters(command: Self.unnamed, factory: factory)
    }

    private func meters(_ command: String?) -> Meters {
        command.flatMap { byCommand[$0] } ?? unnamedMeters
    }

    /// Counts one command (nil: none was named) and, when it ran, how long it took.
    func record(_ command: String?, _ outcome: Outcome, took duration: Duration? = nil) {
        let meters = meters(command)
        meters.outcomes[outcome.rawValue].increment()
        if let duration { meters.duration.record(duration: duration) }
    }

    /// The counter of commands refused past the memory bound, which no core sees (the lanes
    /// refuse them before they are read).
    static func busyRefusals(factory: any MetricsFactory) -> Counter {
        Counter(label: "townhall_commands_total", dimensions: [("command", unnamed), ("outcome", Outcome.busy.label)],
                factory: factory)
    }
}
