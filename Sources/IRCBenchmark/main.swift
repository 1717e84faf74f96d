// Parse and serialize throughput of IRCWire over a realistic mix of server lines, on one
// thread. Build and run in release:
//   swift build -c release --product IRCBenchmark && .build/release/IRCBenchmark [name filter...]
import IRCWire

let corpus = BenchmarkCorpus.lines(count: 20_000)
let corpusBytes = corpus.map { Array($0.utf8) }
let parsedMessages = corpus.map { try! IRCMessage(parsing: $0) }
let averageLength = corpusBytes.reduce(0) { $0 + $1.count } / corpusBytes.count
print("corpus: \(corpus.count) distinct lines, average \(averageLength) bytes, one thread")

// Each workload goes over the whole corpus once and returns a checksum of what it produced.
// The loops live in functions taking their input as arguments, so that the measured code does
// not go through main.swift's global variable accessors.
func parseBytes(_ lines: [[UInt8]]) -> Int {
    var checksum = 0
    for line in lines {
        if let message = try? IRCMessage(parsingBytes: line) { checksum &+= message.parameters.count }
    }
    return checksum
}

func parseStrings(_ lines: [String]) -> Int {
    var checksum = 0
    for line in lines {
        if let message = try? IRCMessage(parsing: line) { checksum &+= message.parameters.count }
    }
    return checksum
}

func serializeBytes(_ messages: [IRCMessage]) -> Int {
    var checksum = 0
    for message in messages { checksum &+= message.serializedBytes().count }
    return checksum
}

func serializeStrings(_ messages: [IRCMessage]) -> Int {
    var checksum = 0
    for message in messages { checksum &+= message.serialized().utf8.count }
    return checksum
}

let workloads: [(name: String, work: () -> Int)] = [
    ("parse from bytes", { parseBytes(corpusBytes) }),
    ("parse from String", { parseStrings(corpus) }),
    ("serializedBytes()", { serializeBytes(parsedMessages) }),
    ("serialized()", { serializeStrings(parsedMessages) }),
]

// Optional arguments select workloads by name ("parse", "serialized"), e.g. for profiling.
let filters = CommandLine.arguments.dropFirst()
for workload in workloads where filters.isEmpty || filters.contains(where: { workload.name.contains($0) }) {
    Throughput.report(workload.name, Throughput.measure(lines: corpus.count, rounds: 50, workload.work))
}
