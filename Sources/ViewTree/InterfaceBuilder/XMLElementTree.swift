import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// One element of an XML document as read: its name, attributes, child elements and the line
/// it starts on. Text content is ignored (Interface Builder keeps everything in attributes, except
/// `<string key="text">` and `<mutableString>`, whose text is kept in ``text``).
struct XMLElement {
    let name: String
    let attributes: [String: String]
    var children: [XMLElement] = []
    /// The text directly inside the element (only kept when it has no child elements).
    var text = ""
    let line: Int

    /// The attribute's value. Elements have a handful of attributes: comparing their keys (most
    /// short enough to be compared as two machine words) is cheaper than hashing the name.
    subscript(_ attribute: String) -> String? {
        guard attributes.count <= 12 else { return attributes[attribute] }
        let length = attribute.utf8.count
        for (key, value) in attributes where key.utf8.count == length && key == attribute { return value }
        return nil
    }

    /// The first child element with the name (and `key`, when given).
    func child(_ name: String, key: String? = nil) -> XMLElement? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// The first child element with the `key` attribute, whatever its name.
    func child(key: String) -> XMLElement? { children.first { $0["key"] == key } }
}

/// Reads XML into ``XMLElement``s with the toolchain's parser, external entities off, within
/// limits that keep hostile input from crashing or hanging the reader: size, nesting depth,
/// element count, and no document type declarations (Interface Builder never writes one, and
/// entity expansion is how small files become huge).
enum XMLElementTreeReader {
    /// The largest document read (Interface Builder files are well under a few megabytes).
    static let maximumBytes = 32 << 20
    /// The deepest nesting read.
    static let maximumDepth = 200
    /// The most elements read.
    static let maximumElements = 2_000_000

    static func read(_ data: [UInt8]) throws(InterfaceBuilderError) -> XMLElement {
        if data.isEmpty { throw InterfaceBuilderError(line: 1, "the file is empty") }
        if data.count > maximumBytes {
            throw InterfaceBuilderError(line: 1, "the file is larger than \(maximumBytes) bytes, the most read for an Interface Builder document")
        }
        if let line = lineOfDocumentType(in: data) {
            throw InterfaceBuilderError(line: line, "document type declarations (<!DOCTYPE>, <!ENTITY>) are not allowed in an Interface Builder document")
        }
        let delegate = TreeBuilder()
        let parser = XMLParser(data: Data(data))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.delegate = delegate
        let ok = parser.parse()
        if let failure = delegate.failure { throw failure }
        guard ok, let root = delegate.root else {
            let line = max(parser.lineNumber, 1)
            let reason = parser.parserError.map { describe($0) } ?? "the file is not well-formed XML"
            throw InterfaceBuilderError(line: line, reason)
        }
        return root
    }

    private static func describe(_ error: Error) -> String {
        let code = (error as NSError).code
        switch code {
        case 4: return "the file is not XML (no root element)"
        case 5: return "the file ends early (the XML is truncated)"
        default: return "the file is not well-formed XML (parser error \(code))"
        }
    }

    /// The line of a `<!DOCTYPE` or `<!ENTITY` declaration, if the data has one. Looks for each
    /// `!` with `memchr` (rare in Interface Builder files) and counts lines only once a
    /// declaration is found.
    private static func lineOfDocumentType(in data: [UInt8]) -> Int? {
        data.withUnsafeBufferPointer { bytes -> Int? in
            guard let base = bytes.baseAddress else { return nil }
            let marks: [[UInt8]] = [Array("DOCTYPE".utf8), Array("ENTITY".utf8)]
            let count = bytes.count
            var index = 0
            while index < count, let found = memchr(base + index, 33, count - index) {  // "!"
                let bang = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if bang > 0, bytes[bang - 1] == 60 {  // "<!"
                    let start = bang + 1
                    for mark in marks where start + mark.count <= count {
                        if UnsafeBufferPointer(rebasing: bytes[start..<(start + mark.count)]).elementsEqual(mark) {
                            return 1 + bytes[..<bang].reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
                        }
                    }
                }
                index = bang + 1
            }
            return nil
        }
    }

    private final class TreeBuilder: NSObject, XMLParserDelegate {
        var stack: [XMLElement] = []
        var root: XMLElement?
        var failure: InterfaceBuilderError?
        var count = 0

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
            count += 1
            if stack.count >= XMLElementTreeReader.maximumDepth {
                stop(parser, "elements are nested more than \(XMLElementTreeReader.maximumDepth) deep")
                return
            }
            if count > XMLElementTreeReader.maximumElements {
                stop(parser, "the document has more than \(XMLElementTreeReader.maximumElements) elements")
                return
            }
            stack.append(XMLElement(name: elementName, attributes: attributeDict, line: parser.lineNumber))
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?) {
            guard failure == nil, var element = stack.popLast() else { return }
            if !element.children.isEmpty { element.text = "" }
            if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(element) }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            // Text of an element with children is dropped at its end, so it is not kept at all.
            guard failure == nil, !stack.isEmpty, stack[stack.count - 1].children.isEmpty,
                  stack[stack.count - 1].text.utf8.count < 1 << 16 else { return }
            stack[stack.count - 1].text += string
        }

        func parser(_ parser: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?) {
            stop(parser, "entity declarations are not allowed in an Interface Builder document")
        }

        private func stop(_ parser: XMLParser, _ message: String) {
            if failure == nil { failure = InterfaceBuilderError(line: max(parser.lineNumber, 1), message) }
            parser.abortParsing()
        }
    }
}
