import Foundation
import MatrixCrypto
import Storage

/// `TownhallBenchmark matrix megolm`: what Megolm sessions cost the bot in memory and on disk,
/// through MatrixCrypto's API on libolm, per 1,000 sessions:
///
/// - in memory: the growth of this process's resident memory (VmRSS) while `sessionsPerRound`
///   outbound sessions are made and kept (the bot holds one per encrypted room it speaks in), then
///   as many inbound ones from their keys (one per room key it received), every round adding to
///   the ones before (their keys kept too), so memory freed by one round is not reused by the next;
/// - pickled: the bytes of their pickles (what an inbound session is kept as; outbound sessions
///   live in memory only, `MatrixRoomEncryptor`), and the growth of a SQLite database's pages once
///   1,000 inbound sessions are stored as the bot stores a received room key
///   (`recordMatrixMegolmSession`, with its room, sender and signing key beside the pickle).
enum MegolmMemoryBenchmark {
    static let rounds = 3
    static let sessionsPerRound = 10_000
    static let storedSessions = 1_000

    static func run() async throws {
        let crypto = LibolmCrypto()
        guard let pickleKey = PickleKey("bench-pickle-key") else { throw LoadFailure("no pickle key") }
        var outbound: [any CryptoOutboundGroupSession] = []
        var inbound: [any CryptoInboundGroupSession] = []
        // the session keys stay too: freed, their memory would be reused by the next round's sessions
        var keys: [String] = []
        for round in 1...rounds {
            let outboundBefore = residentKiB()
            for _ in 0..<sessionsPerRound { outbound.append(try crypto.newOutboundGroupSession()) }
            let outboundGrowth = residentKiB() - outboundBefore
            keys += try outbound.suffix(sessionsPerRound).map { try $0.sessionKey() }
            let inboundBefore = residentKiB()
            for key in keys.suffix(sessionsPerRound) { inbound.append(try crypto.inboundGroupSession(sessionKey: key)) }
            let inboundGrowth = residentKiB() - inboundBefore
            print("round \(round): per 1,000 sessions in memory, outbound \(perThousand(outboundGrowth)) KiB, "
                + "inbound \(perThousand(inboundGrowth)) KiB (RSS growth over \(sessionsPerRound) each; \(outbound.count) of each held)")
        }
        let outboundPickles = try outbound.prefix(storedSessions).map { try $0.pickle(key: pickleKey) }
        let inboundPickles = try inbound.prefix(storedSessions).map { try $0.pickle(key: pickleKey) }
        print("pickled, per 1,000 sessions: outbound \(kibibytes(outboundPickles.map(\.utf8.count).reduce(0, +))) KiB, "
            + "inbound \(kibibytes(inboundPickles.map(\.utf8.count).reduce(0, +))) KiB")
        let sessionIDs = try inbound.prefix(storedSessions).map { try $0.sessionID() }
        let stored = try await databaseGrowth(storing: inboundPickles, sessionIDs: sessionIDs)
        print("in the database (SQLite pages), per 1,000 inbound sessions stored as received room keys: \(kibibytes(stored)) KiB")
    }

    /// How many bytes the database's pages grow by once `pickles` (of the sessions `sessionIDs`)
    /// are stored as room keys.
    private static func databaseGrowth(storing pickles: [String], sessionIDs: [String]) async throws -> Int {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("townhall-megolm-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = try TownhallDatabase(path: folder.appendingPathComponent("townhall.sqlite").path)
        let before = try await database.reading { try $0.databaseBytes() }
        for (pickle, sessionID) in zip(pickles, sessionIDs) {
            let record = MatrixMegolmSessionRecord(
                roomID: "!\(randomBase64(18)):example.org", senderKey: randomBase64(43), sessionID: sessionID,
                senderUser: "@person\(Int.random(in: 1...99_999)):example.org", signingKey: randomBase64(43), pickle: pickle)
            _ = try await database.recordMatrixMegolmSession(record, network: "matrix", at: Date())
        }
        let after = try await database.reading { try $0.databaseBytes() }
        return Int(after - before)
    }

    /// Unpadded base64 of random bytes, `length` characters: the shape of a curve25519 or
    /// ed25519 key and of a room id's local part.
    private static func randomBase64(_ length: Int) -> String {
        let bytes = (0..<length).map { _ in UInt8.random(in: 0...255) }
        return String(Data(bytes).base64EncodedString().prefix(length))
    }

    /// This process's resident memory (VmRSS), in KiB.
    private static func residentKiB() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
              let kib = Int(line.split(separator: " ").dropFirst().first ?? "") else { return 0 }
        return kib
    }

    private static func perThousand(_ kib: Int) -> String { String(format: "%.0f", Double(kib) * 1_000 / Double(sessionsPerRound)) }

    private static func kibibytes(_ bytes: Int) -> String { String(format: "%.0f", Double(bytes) / 1024) }
}
