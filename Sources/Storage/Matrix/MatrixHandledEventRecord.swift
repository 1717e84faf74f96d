/// An event of a `/sync` batch that the bot has handled, as `recordMatrixEventHandled` queues it.
struct MatrixHandledEventRecord: Sendable {
    var network: String
    var eventID: String
}
