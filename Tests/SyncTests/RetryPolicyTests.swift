import Sync
import Testing

@Suite("Retry policy")
struct RetryPolicyTests {
    let policy = RetryPolicy(retries: 5, initialDelaySeconds: 2, maximumDelaySeconds: 60)

    @Test(arguments: [(1, 1.0, 2.0), (2, 2.0, 4.0), (3, 4.0, 8.0), (6, 30.0, 60.0), (20, 30.0, 60.0)])
    func backoffDoublesWithJitterUpToTheMaximum(attempt: Int, low: Double, high: Double) {
        for _ in 0..<50 {
            let delay = policy.delay(beforeRetry: attempt)
            #expect(delay >= .seconds(low) && delay <= .seconds(high), "\(delay)")
        }
    }

    @Test(arguments: [(5.0, 5.0), (0.0, 0.0), (600.0, 60.0)])
    func aServersRetryAfterIsObeyedUpToTheMaximum(asked: Double, expected: Double) {
        #expect(policy.delay(beforeRetry: 1, serverAsked: asked) == .seconds(expected))
    }
}
