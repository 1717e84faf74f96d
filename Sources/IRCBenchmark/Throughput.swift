/// Times a workload and turns it into lines per second, keeping the best round (the one least
/// disturbed by the other processes sharing the machine).
enum Throughput {
    struct Result {
        var bestLinesPerSecond: Double
        var medianLinesPerSecond: Double
    }

    static func measure(lines: Int, rounds: Int, _ work: () -> Int) -> Result {
        let clock = ContinuousClock()
        var checksum = work() // warm-up
        var rates: [Double] = []
        for _ in 0..<rounds {
            let elapsed = clock.measure { checksum &+= work() }
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            rates.append(Double(lines) / seconds)
        }
        // Printing the checksum keeps the optimiser from discarding the work.
        if checksum == 42 { print("checksum \(checksum)") }
        rates.sort()
        return Result(bestLinesPerSecond: rates.last ?? 0, medianLinesPerSecond: rates[rates.count / 2])
    }

    static func report(_ name: String, _ result: Result) {
        func millions(_ rate: Double) -> String {
            let hundredths = Int(rate / 10_000 + 0.5)
            let fraction = hundredths % 100
            return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)M"
        }
        let label = name.padding(toLength: 20)
        print("\(label) best \(millions(result.bestLinesPerSecond)) lines/s, median \(millions(result.medianLinesPerSecond)) lines/s")
    }
}

extension String {
    func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
