// Parse and serialize throughput of IRCWire over a realistic mix of server lines, on one
// thread. Build and run in release:
//   swift build -c release --product IRCBenchmark && .build/release/IRCBenchmark
import IRCWire

let corpus = BenchmarkCorpus.lines(count: 20_000)
let corpusBytes = corpus.map { Array($0.utf8) }
let averageLength = corpusBytes.reduce(0) { $0 + $1.count } / corpusBytes.count
print("corpus: \(corpus.count) distinct lines, average \(averageLength) bytes")

let rounds = 50
let parsedMessages = corpus.map { try! IRCMessage(parsing: $0) }

let parseBytes = Throughput.measure(lines: corpus.count, rounds: rounds) {
    var checksum = 0
    for line in corpusBytes {
        if let message = try? IRCMessage(parsingBytes: line) { checksum &+= message.parameters.count }
    }
    return checksum
}
Throughput.report("parse from bytes", parseBytes)

let parseString = Throughput.measure(lines: corpus.count, rounds: rounds) {
    var checksum = 0
    for line in corpus {
        if let message = try? IRCMessage(parsing: line) { checksum &+= message.parameters.count }
    }
    return checksum
}
Throughput.report("parse from String", parseString)

let serialize = Throughput.measure(lines: corpus.count, rounds: rounds) {
    var checksum = 0
    for message in parsedMessages { checksum &+= message.serializedBytes().count }
    return checksum
}
Throughput.report("serializedBytes()", serialize)

let serializeString = Throughput.measure(lines: corpus.count, rounds: rounds) {
    var checksum = 0
    for message in parsedMessages { checksum &+= message.serialized().utf8.count }
    return checksum
}
Throughput.report("serialized()", serializeString)
