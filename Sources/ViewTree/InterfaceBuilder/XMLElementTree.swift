import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An XML document as read: every element in document order, each followed by its descendants,
/// and the attributes of all of them side by side in one list: two lists for the whole document
/// (and the strings too long to be stored inline) instead of a dictionary and a child list per
/// element; an ``XMLElement`` is a position in it. Immutable once read, so reading it needs no
/// exclusivity checks.
final class XMLTree {
    struct Record {
        let name: String
        let line: Int32
        /// The position of the parent element (-1 for the root).
        let parent: Int32
        /// The position after the element's last descendant (its next sibling's, if it has one).
        var end: Int32
        let firstAttribute: Int32
        let attributeCount: Int32
        /// The text directly inside the element (only kept when it has no child elements).
        var text = ""
    }

    let records: [Record]
    let attributes: [(key: String, value: String)]
    /// The length of each attribute's key in bytes (at most 255), beside ``attributes``.
    let keyLengths: [UInt8]

    fileprivate init(records: [Record], attributes: [(key: String, value: String)], keyLengths: [UInt8]) {
        self.records = records
        self.attributes = attributes
        self.keyLengths = keyLengths
    }

    /// The value of the attribute `key` among `range` of ``attributes``. Keys of another length
    /// are passed over by their stored length: comparing two different strings takes a call.
    func value(of key: String, in range: Range<Int>) -> String? {
        let length = UInt8(truncatingIfNeeded: Swift.min(key.utf8.count, 255))
        return keyLengths.withUnsafeBufferPointer { lengths in
            attributes.withUnsafeBufferPointer { pairs in
                for index in range where lengths[index] == length && pairs[index].key == key {
                    return pairs[index].value
                }
                return nil
            }
        }
    }
}

/// One element of an XML document as read: its name, attributes, child elements and the line
/// it starts on. Text content is ignored (Interface Builder keeps everything in attributes, except
/// `<string key="text">` and `<mutableString>`, whose text is kept in ``text``).
struct XMLElement {
    let tree: XMLTree
    let index: Int

    var name: String { tree.records[index].name }
    var line: Int { Int(tree.records[index].line) }
    /// The text directly inside the element (only kept when it has no child elements).
    var text: String { tree.records[index].text }

    /// The attribute's value. Elements have a handful of attributes: comparing their keys (most
    /// short enough to be compared as two machine words) is cheaper than hashing the name.
    subscript(_ attribute: String) -> String? { tree.value(of: attribute, in: attributeRange) }

    /// A boolean attribute (see ``InterfaceBuilderBoolean``), nil when the element has none.
    func flag(_ attribute: String) -> Bool? { InterfaceBuilderBoolean.value(of: self[attribute]) }

    /// A copy of the element's attributes.
    var attributes: XMLAttributes { XMLAttributes(pairs: Array(tree.attributes[attributeRange])) }

    /// Where the element's attributes are in the tree's list.
    private var attributeRange: Range<Int> {
        let start = Int(tree.records[index].firstAttribute)
        return start..<(start + Int(tree.records[index].attributeCount))
    }

    /// The element that holds this one (nil for the root).
    var parent: XMLElement? {
        let parent = Int(tree.records[index].parent)
        return parent < 0 ? nil : XMLElement(tree: tree, index: parent)
    }

    /// Every element inside this one, in document order (each followed by its own descendants).
    var descendants: LazyMapCollection<Range<Int>, XMLElement> {
        ((index + 1)..<Int(tree.records[index].end)).lazy.map { [tree] in XMLElement(tree: tree, index: $0) }
    }

    /// The element's child elements, in document order.
    var children: XMLChildren {
        XMLChildren(tree: tree, startIndex: index + 1, endIndex: Int(tree.records[index].end))
    }

    /// The first child element with the name (and `key`, when given).
    func child(_ name: String, key: String? = nil) -> XMLElement? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// The first child element with the `key` attribute, whatever its name.
    func child(key: String) -> XMLElement? { children.first { $0["key"] == key } }

    /// The children of the first child element with the name; none when there is no such child.
    func children(ofChild name: String) -> XMLChildren {
        child(name)?.children ?? XMLChildren(tree: tree, startIndex: 0, endIndex: 0)
    }
}

/// The child elements of one element: a child's successor is the element after its descendants.
struct XMLChildren: Collection {
    let tree: XMLTree
    let startIndex: Int
    let endIndex: Int

    func index(after position: Int) -> Int { Int(tree.records[position].end) }
    subscript(position: Int) -> XMLElement { XMLElement(tree: tree, index: position) }
}

/// An element's attributes by name, as a short list: elements have a handful, so a scan beats
/// hashing. Not iterable: its order is the parser's, which is not the document's, and must not
/// decide anything.
struct XMLAttributes {
    private var pairs: [(key: String, value: String)]

    init(pairs: [(key: String, value: String)] = []) { self.pairs = pairs }

    subscript(_ attribute: String) -> String? {
        get { pairs.first { $0.key == attribute }?.value }
        set {
            if let position = pairs.firstIndex(where: { $0.key == attribute }) {
                if let newValue { pairs[position].value = newValue } else { pairs.remove(at: position) }
            } else if let newValue {
                pairs.append((attribute, newValue))
            }
        }
    }

    /// A boolean attribute (see ``InterfaceBuilderBoolean``), nil when there is none.
    func flag(_ attribute: String) -> Bool? { InterfaceBuilderBoolean.value(of: self[attribute]) }

    /// A finite number attribute, nil when there is none or it is not one.
    func number(_ attribute: String) -> Double? {
        guard let text = self[attribute], let value = IBDocumentReader.decimal(text), value.isFinite else { return nil }
        return value
    }

    /// A number attribute as a `Float` (a slider's or progress view's value), clamped to `Float`'s
    /// range.
    func float(_ attribute: String) -> Float? {
        number(attribute).map { Float(min(max($0, -Double(Float.greatestFiniteMagnitude)), Double(Float.greatestFiniteMagnitude))) }
    }
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
        // FoundationXML's parser recovers from malformed UTF-8 in an element or attribute name
        // and then traps on it, so bytes read as UTF-8 are checked first (other encodings reach
        // the callbacks transcoded by libxml2, as valid UTF-8 or as a parser error).
        let utf8 = readsAsUTF8(data)
        if utf8, let offset = firstInvalidUTF8(in: data) {
            let line = 1 + data[..<offset].reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
            let byte = String(data[offset], radix: 16, uppercase: true)
            throw InterfaceBuilderError(line: line, "the file is not valid UTF-8 (byte 0x\(byte) at offset \(offset)); Interface Builder writes UTF-8: convert the file to UTF-8")
        }
        let delegate = TreeBuilder(bytes: data.count)
        // The parser reads the bytes in place (or the unindented copy): they outlive it, as it is
        // done before this returns.
        let (ok, line, error) = data.withUnsafeBytes { bytes in
            let unindented = utf8 ? UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: 1) : nil
            defer { unindented?.deallocate() }
            let count = unindented.map { removingIndentation(from: bytes, into: $0) } ?? bytes.count
            let parser = XMLParser(data: Data(bytesNoCopy: unindented?.baseAddress ?? UnsafeMutableRawPointer(mutating: bytes.baseAddress!),
                                              count: count, deallocator: .none))
            parser.shouldResolveExternalEntities = false
            parser.shouldProcessNamespaces = false
            parser.delegate = delegate
            return (parser.parse(), parser.lineNumber, parser.parserError)
        }
        let tree = delegate.tree
        if let failure = tree.failure { throw failure }
        guard ok, tree.finished else {
            let reason = error.map { describe($0) } ?? "the file is not well-formed XML"
            throw InterfaceBuilderError(line: max(line, 1), reason)
        }
        return XMLElement(tree: XMLTree(records: tree.records, attributes: tree.attributes, keyLengths: tree.keyLengths),
                          index: 0)
    }

    /// Copies a UTF-8 document leaving out the spaces and tabs between each line break and the
    /// start tag after it (Interface Builder indents every element). That whitespace is text of
    /// an element that has a child, which the tree does not keep; the parser no longer makes a
    /// string of it for each element, most too long to be stored inline. Line breaks stay, so
    /// lines are counted as in the file; text before an end tag, a comment or CDATA stays.
    /// Returns the copy's length.
    static func removingIndentation(from bytes: UnsafeRawBufferPointer, into copy: UnsafeMutableRawBufferPointer) -> Int {
        guard let source = bytes.baseAddress, let target = copy.baseAddress else { return 0 }
        let count = bytes.count
        var read = 0, written = 0
        while read < count {
            guard let found = memchr(source + read, 10, count - read) else { break }
            let lineEnd = source.distance(to: UnsafeRawPointer(found)) + 1
            (target + written).copyMemory(from: source + read, byteCount: lineEnd - read)
            written += lineEnd - read
            var next = lineEnd
            // Spaces eight at a time: the first byte that is not one ends the run.
            while next + 8 <= count {
                let spaces = bytes.loadUnaligned(fromByteOffset: next, as: UInt64.self) ^ 0x2020_2020_2020_2020
                if spaces != 0 { next += spaces.trailingZeroBitCount >> 3; break }
                next += 8
            }
            while next < count, bytes[next] == 32 || bytes[next] == 9 { next += 1 }
            // A start tag: `<` and a name's first character (a letter, `_`, `:` or non-ASCII).
            let startsTag = next + 1 < count && bytes[next] == 60
                && (bytes[next + 1] | 0x20 >= 97 && bytes[next + 1] | 0x20 <= 122 || bytes[next + 1] == 95
                    || bytes[next + 1] == 58 || bytes[next + 1] >= 0x80)
            read = startsTag ? next : lineEnd
        }
        (target + written).copyMemory(from: source + read, byteCount: count - read)
        return written + count - read
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

    /// Whether the document's bytes are to be checked as UTF-8: always, unless a UTF-16 or
    /// UTF-32 byte order mark, or a well-formed XML declaration naming ISO-8859-1 or ASCII
    /// (which libxml2 decodes itself, to valid UTF-8 or to a parser error), says otherwise.
    /// libxml2 reads anything else as UTF-8: a malformed declaration, or an encoding such as
    /// UTF-16 declared without a byte order mark.
    static func readsAsUTF8(_ data: [UInt8]) -> Bool {
        if data.starts(with: [0xFE, 0xFF]) || data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0, 0]) { return false }
        guard data.starts(with: Array("<?xml ".utf8)), let end = data.prefix(256).firstIndex(of: UInt8(ascii: ">")) else { return true }
        let declaration = String(decoding: data[..<end], as: UTF8.self)
        // encoding="NAME" or encoding='NAME', spaces around the `=` allowed.
        guard let key = declaration.range(of: " encoding") else { return true }
        let rest = declaration[key.upperBound...].drop { $0 == " " }
        guard rest.first == "=" else { return true }
        let quoted = rest.dropFirst().drop { $0 == " " }
        guard let quote = quoted.first, quote == "\"" || quote == "'",
              let close = quoted.dropFirst().firstIndex(of: quote) else { return true }
        let name = quoted[quoted.index(after: quoted.startIndex)..<close].lowercased()
        return !["iso-8859-1", "iso_8859-1", "latin1", "iso-latin-1", "us-ascii", "ascii"].contains(name)
    }

    /// The offset of the first byte that breaks UTF-8 (RFC 3629: no overlong forms, surrogates
    /// or code points past U+10FFFF), if any. ASCII 32 and 8 bytes at a time: the files are
    /// mostly ASCII.
    static func firstInvalidUTF8(in data: [UInt8]) -> Int? {
        data.withUnsafeBytes { bytes -> Int? in
            let count = bytes.count
            var index = 0
            while index < count {
                if index + 32 <= count {
                    let words = bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                        | bytes.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self)
                        | bytes.loadUnaligned(fromByteOffset: index + 16, as: UInt64.self)
                        | bytes.loadUnaligned(fromByteOffset: index + 24, as: UInt64.self)
                    if words & 0x8080_8080_8080_8080 == 0 { index += 32; continue }
                }
                if index + 8 <= count, bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                    index += 8
                    continue
                }
                let lead = bytes[index]
                if lead < 0x80 { index += 1; continue }
                let length: Int, second: ClosedRange<UInt8>
                switch lead {
                case 0xC2...0xDF: (length, second) = (2, 0x80...0xBF)
                case 0xE0: (length, second) = (3, 0xA0...0xBF)
                case 0xED: (length, second) = (3, 0x80...0x9F)
                case 0xE1...0xEF: (length, second) = (3, 0x80...0xBF)
                case 0xF0: (length, second) = (4, 0x90...0xBF)
                case 0xF1...0xF3: (length, second) = (4, 0x80...0xBF)
                case 0xF4: (length, second) = (4, 0x80...0x8F)
                default: return index
                }
                guard index + length <= count, second.contains(bytes[index + 1]) else { return index }
                for next in (index + 2)..<(index + length) where bytes[next] & 0xC0 != 0x80 { return index }
                index += length
            }
            return nil
        }
    }

    private final class TreeBuilder: NSObject, XMLParserDelegate {
        /// What the parser's callbacks build, in one stored property so that one attribute
        /// spares every access its exclusivity check.
        struct Tree {
            var records: [XMLTree.Record] = []
            var attributes: [(key: String, value: String)] = []
            var keyLengths: [UInt8] = []
            /// The positions of the elements open.
            var open: [Int] = []
            var finished = false
            var failure: InterfaceBuilderError?
        }

        // Only the parser calls in, one callback at a time: no access can overlap another.
        #if !DEBUG
        @exclusivity(unchecked)
        #endif
        var tree = Tree()

        /// Room for a document of `bytes`: Interface Builder writes about one element per 100 to
        /// 170 bytes and one attribute per 30 to 38 (the corpus's files); reserving a little more
        /// than that, the lists rarely grow.
        init(bytes: Int) {
            tree.records.reserveCapacity(min(bytes / 96, XMLElementTreeReader.maximumElements) + 8)
            tree.attributes.reserveCapacity(bytes / 24 + 8)
            tree.keyLengths.reserveCapacity(bytes / 24 + 8)
        }

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
            if tree.open.count >= XMLElementTreeReader.maximumDepth {
                stop(parser, "elements are nested more than \(XMLElementTreeReader.maximumDepth) deep")
                return
            }
            if tree.records.count >= XMLElementTreeReader.maximumElements {
                stop(parser, "the document has more than \(XMLElementTreeReader.maximumElements) elements")
                return
            }
            let parent = tree.open.last ?? -1
            let position = tree.records.count
            tree.open.append(position)
            let record = XMLTree.Record(name: elementName, line: Int32(clamping: parser.lineNumber), parent: Int32(parent), end: 0,
                                        firstAttribute: Int32(tree.attributes.count), attributeCount: Int32(attributeDict.count))
            tree.records.append(record)
            for pair in attributeDict {
                tree.keyLengths.append(UInt8(truncatingIfNeeded: Swift.min(pair.key.utf8.count, 255)))
                tree.attributes.append(pair)
            }
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?) {
            guard tree.failure == nil, let position = tree.open.popLast() else { return }
            let count = tree.records.count
            tree.records[position].end = Int32(count)
            if count > position + 1 { tree.records[position].text = "" }
            if tree.open.isEmpty { tree.finished = true }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            // Text of an element with children is dropped at its end, so it is not kept at all.
            guard tree.failure == nil, let position = tree.open.last, tree.records.count == position + 1,
                  tree.records[position].text.utf8.count < 1 << 16 else { return }
            tree.records[position].text += string
        }

        func parser(_ parser: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?) {
            stop(parser, "entity declarations are not allowed in an Interface Builder document")
        }

        private func stop(_ parser: XMLParser, _ message: String) {
            if tree.failure == nil { tree.failure = InterfaceBuilderError(line: max(parser.lineNumber, 1), message) }
            parser.abortParsing()
        }
    }
}

/// How a document's boolean attributes read. Xcode writes `YES` and `NO`; files written by other
/// tools (Expo's and React Native's launch screens) write `true` and `false`, which `ibtool`
/// compiles too. Read as Foundation's `NSString.boolValue` reads them: true when the text starts
/// (after spaces, and a sign and zeros before a number) with `Y`, `y`, `T`, `t` or a digit 1-9.
enum InterfaceBuilderBoolean {
    /// The text's value, nil for no text.
    static func value(of text: String?) -> Bool? {
        guard let text else { return nil }
        var rest = text.utf8.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
        let signed = rest.first == UInt8(ascii: "+") || rest.first == UInt8(ascii: "-")
        if signed { rest = rest.dropFirst() }
        let number = rest.drop { $0 == UInt8(ascii: "0") }
        guard let first = number.first else { return false }
        switch first {
        case UInt8(ascii: "1")...UInt8(ascii: "9"): return true
        case UInt8(ascii: "Y"), UInt8(ascii: "y"), UInt8(ascii: "T"), UInt8(ascii: "t"): return !signed && rest.first == first  // no sign or zeros before
        default: return false
        }
    }
}
