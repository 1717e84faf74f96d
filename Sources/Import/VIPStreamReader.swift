import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads a VIP feed as a stream: each object (a direct child of `VipObject`: an `Election`, a
/// `StreetSegment`…) is collected into a small `XMLTree` and handed to `onObject` when its end
/// tag is read, so memory holds one object at a time whatever the size of the file. The root's
/// `schemaVersion` is checked before any object is handed on.
final class VIPStreamReader: NSObject, XMLParserDelegate {
    private let file: String
    private let onVersion: (String) throws(ImportError) -> Void
    private let onObject: (XMLTree) throws(ImportError) -> Void
    private let onLine: ((Int) -> Void)?
    private var open: [XMLTree] = []
    private var sawRoot = false
    /// The first error a callback threw; parsing stops there.
    private(set) var failure: ImportError?

    init(file: String, onVersion: @escaping (String) throws(ImportError) -> Void,
         onObject: @escaping (XMLTree) throws(ImportError) -> Void, onLine: ((Int) -> Void)?) {
        self.file = file
        self.onVersion = onVersion
        self.onObject = onObject
        self.onLine = onLine
    }

    /// Parses the whole stream; throws the first problem, located by line and element.
    func read(_ stream: InputStream) throws(ImportError) {
        let parser = XMLParser(stream: stream)
        parser.shouldResolveExternalEntities = false
        parser.delegate = self
        let parsed = parser.parse()
        if let failure { throw failure }
        guard parsed, sawRoot, open.isEmpty else {
            let reason = parser.parserError.map { XMLTree.reasonText(($0 as NSError).code) } ?? "the document ends early"
            let element = open.isEmpty ? nil : open.map(\.name).joined(separator: "/")
            throw ImportError(file: file, line: parser.lineNumber, element: element,
                              message: "not well-formed XML (\(reason)); the file may be truncated or not XML")
        }
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String]) {
        guard failure == nil else { return }
        if !sawRoot {
            sawRoot = true
            guard elementName == "VipObject" else {
                stop(parser, ImportError(file: file, line: parser.lineNumber, element: elementName,
                                         message: "not a VIP feed (the root element must be VipObject)"))
                return
            }
            do throws(ImportError) {
                try onVersion(attributes["schemaVersion"] ?? "")
            } catch {
                stop(parser, error)
                return
            }
        }
        let node = XMLTree(name: elementName, attributes: attributes, line: parser.lineNumber,
                           parent: open.count >= 2 ? open.last : nil)
        open.append(node)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        guard failure == nil, let node = open.popLast() else { return }
        // Depth 1 after the pop: `node` was a direct child of VipObject, a complete object.
        guard open.count == 1 else { return }
        do throws(ImportError) {
            try onObject(node)
            onLine?(parser.lineNumber)
        } catch {
            stop(parser, error)
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if open.count >= 2 { open.last?.text += string }
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        if open.count >= 2 { open.last?.text += String(decoding: CDATABlock, as: UTF8.self) }
    }

    private func stop(_ parser: XMLParser, _ error: ImportError) {
        failure = error
        parser.abortParsing()
    }
}
