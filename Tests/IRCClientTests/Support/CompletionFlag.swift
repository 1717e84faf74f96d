import NIOCore
import NIOEmbedded

/// Records how an EventLoopFuture on an EmbeddedEventLoop completed (nil: not yet).
final class CompletionFlag {
    enum Outcome: Equatable { case success, failure }
    private(set) var result: Outcome?

    init(_ future: EventLoopFuture<Void>) {
        future.whenComplete { [self] in result = (try? $0.get()) != nil ? .success : .failure }
    }
}
