import Foundation

/// The files an import reads from a path: the file itself, or every file in the directory and its
/// subdirectories whose name ends with one of `extensions` (hidden files skipped), sorted by
/// path so that a directory always imports in the same order.
enum ImportFiles {
    static func list(at url: URL, extensions: [String]) throws(ImportError) -> [URL] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw ImportError(file: url.lastPathComponent, message: "no such file or directory (\(url.path))")
        }
        guard isDirectory.boolValue else { return [url] }
        guard let enumerator = FileManager.default.enumerator(
            at: url, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles]) else {
            throw ImportError(file: url.lastPathComponent, message: "cannot list the directory")
        }
        var files: [URL] = []
        for case let file as URL in enumerator {
            let name = file.lastPathComponent.lowercased()
            guard extensions.contains(where: { name.hasSuffix($0) }),
                  (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            files.append(file)
        }
        guard !files.isEmpty else {
            throw ImportError(file: url.lastPathComponent, message: "no \(extensions.joined(separator: " or ")) files in the directory")
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The bytes of `url`, or an error naming the file.
    static func data(at url: URL) throws(ImportError) -> Data {
        do {
            return try Data(contentsOf: url)
        } catch {
            throw ImportError(file: url.lastPathComponent, message: "cannot read the file (\(error.localizedDescription))")
        }
    }
}
