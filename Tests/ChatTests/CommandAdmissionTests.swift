import Chat
import Testing

/// Issue 16, item 1: the bounds on what strangers and busy speakers can queue, step by step on
/// the value type (work items are plain numbers here).
@Suite("Command admission")
struct CommandAdmissionTests {
    typealias Admission = CommandAdmission<Int>

    /// Starts every job the arrivals hand out and finishes them in order; returns the order run.
    static func runAll(_ admission: inout Admission, started: [Admission.Job]) -> [Int] {
        var order: [Int] = []
        var slots = started
        while !slots.isEmpty {
            let job = slots.removeFirst()
            order.append(job.work)
            if let next = admission.finish(job.speaker).next { slots.append(next) }
        }
        return order
    }

    @Test("One speaker's 250 pipelined commands are all admitted, run one at a time in order, told busy once")
    func pipelinedSpeaker() {
        var admission = Admission()
        var started: [Admission.Job] = []
        var notices: [Admission.Notice] = []
        for number in 1...250 {
            let arrival = admission.arrive(number, speaker: "nick:perf1", identified: false)
            #expect(!arrival.refused)
            started += arrival.start.map { [$0] } ?? []
            notices += arrival.notice.map { [$0] } ?? []
        }
        #expect(started.count == 1)
        #expect(notices == [.busy])
        #expect(admission.queued == 250)
        #expect(Self.runAll(&admission, started: started) == Array(1...250))
        #expect(admission.queued == 0 && admission.speakers == 0)
        #expect(admission.busyNotices == 1 && admission.refusals == 0)
    }

    @Test("Arrivals while a long lane drains keep their order (the lane's queue is compacted as it is taken)")
    func arrivalsWhileDraining() {
        var admission = Admission()
        var running: Admission.Job?
        var order: [Int] = []
        var next = 1
        // Three arrive for every one that finishes, then the rest drain: the queue's taken part
        // outgrows the waiting part many times over.
        for _ in 0..<200 {
            for _ in 0..<3 {
                if let job = admission.arrive(next, speaker: "account:alice", identified: true).start { running = job }
                next += 1
            }
            order.append(running!.work)
            running = admission.finish("account:alice").next
        }
        while let job = running {
            order.append(job.work)
            running = admission.finish(job.speaker).next
        }
        #expect(order == Array(1..<next))
        #expect(admission.queued == 0 && admission.speakers == 0)
    }

    @Test("1,000 strangers flooding: at most runningStrangers of theirs run, and a person with an account starts at once")
    func strangersCannotCrowdOutRegulars() {
        var admission = Admission(limits: CommandLimits(running: 64, runningStrangers: 8))
        var started: [Admission.Job] = []
        for stranger in 0..<1_000 {
            for round in 0..<5 {
                started += admission.arrive(stranger * 10 + round, speaker: "nick:s\(stranger)", identified: false)
                    .start.map { [$0] } ?? []
            }
        }
        #expect(started.count == 8)
        #expect(admission.runningStrangers == 8)
        let regular = admission.arrive(-1, speaker: "account:alice", identified: true)
        #expect(regular.start?.work == -1)
        #expect(!regular.refused)
    }

    @Test("When a slot frees, a waiting person with an account goes before waiting strangers")
    func accountsFirst() {
        var admission = Admission(limits: CommandLimits(running: 2, runningStrangers: 2))
        let first = admission.arrive(1, speaker: "nick:s1", identified: false).start!
        _ = admission.arrive(2, speaker: "nick:s2", identified: false)
        _ = admission.arrive(3, speaker: "nick:s3", identified: false)
        #expect(admission.arrive(4, speaker: "account:alice", identified: true).start == nil) // both slots taken
        #expect(admission.finish(first.speaker).next?.work == 4)
    }

    @Test("Caps refuse past the bound, tell each speaker once, and count every refusal", arguments: [
        // (per stranger, all strangers, everyone, commands from one stranger, admitted)
        (5, 100, 100, 12, 5),
        (100, 7, 100, 12, 7),
        (100, 100, 6, 12, 6),
    ])
    func caps(perStranger: Int, strangers: Int, everyone: Int, sent: Int, admitted: Int) {
        var admission = Admission(limits: CommandLimits(queuedPerStranger: perStranger, queuedByStrangers: strangers,
                                                        queued: everyone, holdReadingAt: 1_000))
        var tooBusy = 0
        for number in 0..<sent {
            let arrival = admission.arrive(number, speaker: "nick:flood", identified: false)
            if arrival.notice == .tooBusy { tooBusy += 1 }
        }
        #expect(admission.queued == admitted)
        #expect(admission.refusals == sent - admitted)
        #expect(tooBusy == 1)
        #expect(admission.tooBusyNotices == 1)
    }

    @Test("A speaker with an account is refused only past the memory bound, not by the strangers' caps")
    func accountsOnlyHitTheMemoryBound() {
        var admission = Admission(limits: CommandLimits(queuedPerStranger: 2, queuedByStrangers: 2, queued: 50,
                                                        holdReadingAt: 1_000))
        for number in 0..<60 { _ = admission.arrive(number, speaker: "account:alice", identified: true) }
        #expect(admission.queued == 50)
        #expect(admission.refusals == 10)
    }

    @Test("Reading is held at holdReadingAt queued commands and released at releaseReadingAt, once each")
    func readingHysteresis() {
        var admission = Admission(limits: CommandLimits(holdReadingAt: 10, releaseReadingAt: 4))
        var holds: [Bool] = []
        var started: [Admission.Job] = []
        for number in 0..<12 {
            let arrival = admission.arrive(number, speaker: "nick:n\(number % 3)", identified: false)
            holds += arrival.holdReading.map { [$0] } ?? []
            started += arrival.start.map { [$0] } ?? []
        }
        #expect(holds == [true])
        #expect(admission.readingHeld)
        var releasedAt: Int?
        while !started.isEmpty {
            let job = started.removeFirst()
            let finish = admission.finish(job.speaker)
            if let hold = finish.holdReading {
                #expect(hold == false)
                #expect(releasedAt == nil)
                releasedAt = admission.queued
            }
            if let next = finish.next { started.append(next) }
        }
        #expect(releasedAt == 4)
        #expect(!admission.readingHeld)
    }

    @Test("The lanes and the waiting turns are gone once everything ran (nothing grows with past speakers)")
    func lanesAreForgotten() {
        var admission = Admission()
        var started: [Admission.Job] = []
        for speaker in 0..<2_000 {
            started += admission.arrive(speaker, speaker: "nick:n\(speaker)", identified: speaker.isMultiple(of: 2))
                .start.map { [$0] } ?? []
        }
        #expect(admission.speakers == 2_000)
        #expect(Self.runAll(&admission, started: started).count == 2_000)
        #expect(admission.speakers == 0 && admission.queued == 0 && admission.running == 0)
    }

    @Test("New limits apply at the next check: a lower running bound starts nothing until below it, a lower queued bound refuses, nothing queued is lost")
    func adoptedLimits() {
        var admission = Admission(limits: CommandLimits(running: 3, queued: 100))
        var started: [Admission.Job] = []
        for (number, speaker) in ["a", "b", "c", "d"].enumerated() {
            started += admission.arrive(number, speaker: speaker, identified: true).start.map { [$0] } ?? []
        }
        #expect(started.count == 3 && admission.running == 3)
        admission.adopt(CommandLimits(running: 1, queued: 4))
        // over the new bound of everything queued: refused, the four before it kept
        #expect(admission.arrive(9, speaker: "e", identified: true).refused)
        #expect(admission.queued == 4)
        // three run where one may: the first two to finish free no slot, the third lets d start
        #expect(admission.finish(started[0].speaker).next == nil)
        #expect(admission.finish(started[1].speaker).next == nil)
        let next = admission.finish(started[2].speaker).next
        #expect(next?.speaker == "d" && admission.running == 1)
        #expect(admission.finish("d").next == nil)
        #expect(admission.queued == 0 && admission.speakers == 0 && admission.refusals == 1)
    }
}
