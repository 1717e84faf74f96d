import Foundation
import Testing
@testable import MemoryTrim

@Suite("Clean page trim")
struct CleanPageTrimTests {
    static let smaps = """
        55d0c0000000-55d0c0400000 r-xp 00010000 fe:00 101                        /usr/bin/townhall
        Size:               4096 kB
        Rss:                2048 kB
        Anonymous:             0 kB
        55d0c0400000-55d0c0410000 r--p 00410000 fe:00 101                        /usr/bin/townhall
        Rss:                  64 kB
        Anonymous:            64 kB
        55d0c0410000-55d0c0420000 rw-p 00420000 fe:00 101                        /usr/bin/townhall
        Anonymous:            16 kB
        7f0000000000-7f0000100000 r--p 00000000 fe:00 202                        /opt/swift/lib/libswiftCore.so
        Anonymous:             0 kB
        7f0000200000-7f0000300000 r--s 00000000 fe:00 303                        /dev/shm/shared
        Anonymous:             0 kB
        7f0000400000-7f0000500000 rw-p 00000000 00:00 0
        Anonymous:          1024 kB
        7f0000600000-7f0000601000 r-xp 00000000 00:00 0                          [vdso]
        Anonymous:             0 kB
        7f0000700000-7f0000800000 r-xp 00000000 fe:00 404                        /usr/lib/with spaces/libx.so (deleted)
        Anonymous:             0 kB
        """

    @Test("Only private, unwritten, read-only mappings of files are eligible")
    func eligible() {
        #expect(CleanPageTrim.eligibleMappings(smaps: Self.smaps) == [
            0x55d0_c000_0000..<0x55d0_c040_0000, // code
            0x7f00_0000_0000..<0x7f00_0010_0000, // read-only data never written
            0x7f00_0070_0000..<0x7f00_0080_0000, // a path with spaces, deleted since
        ])
    }

    @Test("A read-only mapping with a written page (as RELRO) keeps it; one never written is taken out")
    func writtenPagesKept() throws {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("trim-\(UUID().uuidString)").path
        try Data(repeating: 0x61, count: 4 * page).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let file = open(path, O_RDONLY)
        #expect(file >= 0)
        defer { close(file) }
        // relocated like RELRO: written through a private copy, then made read-only
        let written = try #require(mmap(nil, 4 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE, file, 0))
        defer { munmap(written, 4 * page) }
        written.storeBytes(of: 0x42, toByteOffset: page, as: UInt8.self)
        #expect(mprotect(written, 4 * page, PROT_READ) == 0)
        let clean = try #require(mmap(nil, 4 * page, PROT_READ, MAP_PRIVATE, file, 0))
        defer { munmap(clean, 4 * page) }
        var sum = 0
        for offset in stride(from: 0, to: 4 * page, by: page) { sum += Int(clean.load(fromByteOffset: offset, as: UInt8.self)) }
        #expect(sum == 4 * 0x61)
        #expect(Self.residentKiB(of: clean) ?? 0 > 0)

        let result = CleanPageTrim.run()

        #expect(result.mappings > 0)
        #expect(written.load(fromByteOffset: page, as: UInt8.self) == 0x42)
        #expect(written.load(fromByteOffset: 0, as: UInt8.self) == 0x61)
        #expect(Self.residentKiB(of: clean) == 0)
        // and read again, it is the file's
        #expect(clean.load(fromByteOffset: 2 * page, as: UInt8.self) == 0x61)
    }

    @Test("This process's code and read-only data leave its resident memory, and it goes on running")
    func residentDrops() {
        let result = CleanPageTrim.run()
        #expect(result.mappings > 10)
        #expect(result.residentBefore > 0)
        #expect(result.residentAfter < result.residentBefore)
        // code just dropped runs again (Foundation's formatting, the runtime's generics)
        #expect(String(format: "%05.1f", 2.25) == "002.2" || String(format: "%05.1f", 2.25) == "002.3")
        #expect([3, 1, 2].sorted() == [1, 2, 3])
    }

    /// The Rss of the mapping that starts at `address`, from /proc/self/smaps.
    static func residentKiB(of address: UnsafeMutableRawPointer) -> Int? {
        let start = String(UInt(bitPattern: address), radix: 16)
        guard let text = try? FileHandle(forReadingAtPath: "/proc/self/smaps")?.readToEnd() else { return nil }
        var inMapping = false
        for line in String(decoding: text, as: UTF8.self).split(separator: "\n") {
            if let header = CleanPageTrim.MappingHeader(line) {
                inMapping = String(header.range.lowerBound, radix: 16) == start
            } else if inMapping, line.hasPrefix("Rss:") {
                return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
            }
        }
        return nil
    }
}
