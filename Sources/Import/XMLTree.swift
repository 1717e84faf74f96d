import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An XML element read into memory with the line where it starts, so that readers of official
/// files can walk it freely and name the exact place of a problem. Official files are at most a
/// few megabytes, so a tree is cheap.
final class XMLTree {
    let name: String
    let attributes: [String: String]
    /// 1-based line of the start tag.
    let line: Int
    private(set) weak var parent: XMLTree?
    private(set) var children: [XMLTree] = []
    /// The element's own character data (CDATA included), untrimmed.
    var text = ""

    init(name: String, attributes: [String: String], line: Int, parent: XMLTree?) {
        self.name = name
        self.attributes = attributes
        self.line = line
        self.parent = parent
        parent?.children.append(self)
    }

    /// Parses `data`; a document that is not well-formed (truncated, say) throws an error naming
    /// the line where the parser stopped.
    static func parse(_ data: Data, file: String) throws(ImportError) -> XMLTree {
        let builder = XMLTreeBuilder()
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.delegate = builder
        let parsed = parser.parse()
        guard parsed, let root = builder.root, builder.open.isEmpty else {
            let reason = parser.parserError.map { reasonText(($0 as NSError).code) } ?? "the document ends early"
            let element = builder.open.last.map(\.path)
            throw ImportError(file: file, line: parser.lineNumber, element: element,
                              message: "not well-formed XML (\(reason)); the file may be truncated")
        }
        return root
    }

    /// Words for the parser's error codes (its own descriptions are empty on Linux).
    static func reasonText(_ code: Int) -> String {
        switch XMLParser.ErrorCode(rawValue: code) {
        case .prematureDocumentEndError?: "the document ends early"
        case .tagNameMismatchError?, .notWellBalancedError?: "an element is not closed where it should be"
        case .emptyDocumentError?: "the document is empty"
        case .documentStartError?: "the document does not start like XML"
        default: "XML parser error \(code)"
        }
    }

    /// The first child named `name`.
    func child(_ name: String) -> XMLTree? { children.first { $0.name == name } }

    /// The children named `name`, in document order.
    func children(_ name: String) -> [XMLTree] { children.filter { $0.name == name } }

    /// The element at the slash-separated `path` below this one ("sponsors/item").
    func element(_ path: String) -> XMLTree? {
        var node: XMLTree? = self
        for step in path.split(separator: "/") { node = node?.child(String(step)) }
        return node
    }

    /// The trimmed text at `path` (or of this element for ""), nil when absent or blank.
    func value(_ path: String = "") -> String? {
        let node = path.isEmpty ? self : element(path)
        guard let text = node?.text.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else { return nil }
        return text
    }

    /// "billStatus/bill/actions/item[3]": the element's place for error messages (1-based index
    /// among same-named siblings, shown when there are several).
    var path: String {
        guard let parent else { return name }
        let siblings = parent.children(name)
        let suffix = siblings.count > 1 ? "[\((siblings.firstIndex { $0 === self } ?? 0) + 1)]" : ""
        return "\(parent.path)/\(name)\(suffix)"
    }

    /// An import error located at this element (or at `path` below it, when missing there).
    func error(_ message: String, file: String, at path: String? = nil) -> ImportError {
        let place = path.map { "\(self.path)/\($0)" } ?? self.path
        return ImportError(file: file, line: line, element: place, message: message)
    }

    /// The trimmed text at `path`, or an error naming the missing element.
    func required(_ path: String, file: String) throws(ImportError) -> String {
        guard let value = value(path) else { throw error("missing or empty", file: file, at: path) }
        return value
    }

    /// The integer at `path`, or an error naming the element.
    func requiredInt(_ path: String, file: String) throws(ImportError) -> Int {
        let text = try required(path, file: file)
        guard let number = Int(text) else { throw error("expected a whole number, found \"\(text.prefix(40))\"", file: file, at: path) }
        return number
    }
}

/// Collects XMLParser events into an `XMLTree`.
private final class XMLTreeBuilder: NSObject, XMLParserDelegate {
    var root: XMLTree?
    var open: [XMLTree] = []

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String]) {
        let node = XMLTree(name: elementName, attributes: attributes, line: parser.lineNumber, parent: open.last)
        if root == nil { root = node }
        open.append(node)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        _ = open.popLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        open.last?.text += string
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        open.last?.text += String(decoding: CDATABlock, as: UTF8.self)
    }
}
