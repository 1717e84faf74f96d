import Foundation

/// Reads an import file as UTF-8 text, turning I/O failures into an `ImportError` naming the file.
enum ImportSource {
    static func text(at path: String) throws(ImportError) -> String {
        let name = URL(fileURLWithPath: path).lastPathComponent
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ImportError(file: name, message: "cannot read the file (\(error.localizedDescription))")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ImportError(file: name, message: "the file is not valid UTF-8")
        }
        return text
    }
}
