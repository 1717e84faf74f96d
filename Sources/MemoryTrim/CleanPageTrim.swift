import Foundation

/// Takes out of this process the pages mapped from files that it has not written — code and
/// read-only data of the binary and its libraries — so that they come back only if used again.
///
/// Why: most of a running bot's resident memory is such pages, and much of that was touched once
/// while starting (migrations, the configuration reader, the relocation tables the loader
/// walks, TLS set-up). They stay counted in the process's RSS for as long as it runs, though
/// nothing uses them. `MADV_DONTNEED` on a private file mapping that was never written only
/// drops this process's page-table entries: the page cache keeps the pages, and the next use
/// maps one again with a minor fault (the kernel maps its neighbours along). What stays
/// resident afterwards is what the bot really uses.
///
/// What it never touches: writable mappings, anonymous memory, and any read-only mapping with a
/// page that was written (the loader's RELRO: relocated pointers, then made read-only). There,
/// `MADV_DONTNEED` would throw the written contents away; `/proc/self/smaps` says per mapping
/// whether any page is such a private copy (`Anonymous:`), and only mappings with none are
/// trimmed. (Between reading smaps and the `madvise`, a mapping could only change under us if a
/// library were unloaded and another loaded at the same address in that instant; nothing in the
/// bot unloads libraries.)
enum CleanPageTrim {
    struct Result: Sendable {
        /// Mappings trimmed.
        var mappings = 0
        /// The process's resident memory before and after, in bytes (0 where /proc is missing).
        var residentBefore = 0
        var residentAfter = 0
    }

    /// Trims every eligible mapping of this process. Does nothing where /proc is missing.
    @discardableResult
    static func run() -> Result {
        var result = Result(residentBefore: residentBytes())
        #if os(Linux)
        for mapping in eligibleMappings(smaps: procFile("/proc/self/smaps")) {
            guard let start = UnsafeMutableRawPointer(bitPattern: mapping.lowerBound) else { continue }
            if madvise(start, Int(mapping.upperBound - mapping.lowerBound), MADV_DONTNEED) == 0 { result.mappings += 1 }
        }
        #endif
        result.residentAfter = residentBytes()
        return result
    }

    /// The address ranges of private, non-writable mappings of a file without a written page.
    static func eligibleMappings(smaps: String) -> [Range<UInt>] {
        var ranges: [Range<UInt>] = []
        var candidate: Range<UInt>?
        for line in smaps.split(separator: "\n") {
            if let header = MappingHeader(line) {
                candidate = header.isTrimmable ? header.range : nil
            } else if let range = candidate, line.hasPrefix("Anonymous:") {
                if line.split(separator: " ").dropFirst().first == "0" { ranges.append(range) }
                candidate = nil
            }
        }
        return ranges
    }

    /// Resident bytes of this process (`/proc/self/statm`, second field, in pages).
    static func residentBytes() -> Int {
        let fields = procFile("/proc/self/statm").split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// The whole of a /proc file (they report a size of 0, so a read sized by it would stop early).
    private static func procFile(_ path: String) -> String {
        guard let handle = FileHandle(forReadingAtPath: path) else { return "" }
        defer { try? handle.close() }
        return String(decoding: (try? handle.readToEnd()) ?? Data(), as: UTF8.self)
    }

    /// `start-end perms offset dev inode path`: the first line of each mapping in smaps.
    struct MappingHeader {
        var range: Range<UInt>
        var permissions: Substring
        var path: Substring

        init?(_ line: Substring) {
            let fields = line.split(separator: " ", maxSplits: 5)
            guard fields.count >= 5, fields[1].count == 4, let dash = fields[0].firstIndex(of: "-"),
                  let start = UInt(fields[0][..<dash], radix: 16),
                  let end = UInt(fields[0][fields[0].index(after: dash)...], radix: 16), start < end else { return nil }
            range = start..<end
            permissions = fields[1]
            path = fields.count == 6 ? fields[5].drop { $0 == " " } : ""
        }

        /// Readable, not writable, private, and from a file (not `[vdso]`, `[stack]` or anonymous).
        var isTrimmable: Bool {
            (permissions == "r-xp" || permissions == "r--p") && path.hasPrefix("/")
        }
    }
}
