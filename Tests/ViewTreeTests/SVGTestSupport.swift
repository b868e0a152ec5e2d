import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An element of a parsed SVG document: its name, attributes and character data.
struct SVGElement {
    var name: String
    var attributes: [String: String]
    var text = ""
    /// The names of its ancestors' `data-name` attributes, outermost first.
    var path: [String]
}

/// Parses an SVG document with Foundation's `XMLParser` and lists its elements in document
/// order, or throws the parser's error (with its line) when the document is not well-formed XML.
final class SVGElementCollector: NSObject, XMLParserDelegate {
    private(set) var elements: [SVGElement] = []
    private var open: [Int] = []
    private var names: [String] = []

    struct ParseError: Error, CustomStringConvertible {
        let description: String
    }

    static func parse(_ svg: String) throws -> [SVGElement] {
        let parser = XMLParser(data: Data(svg.utf8))
        let collector = SVGElementCollector()
        parser.delegate = collector
        // On Linux `parse()` returns true for some malformed documents (an unclosed element, two
        // roots, an unquoted attribute) and only sets `parserError`: check both.
        guard parser.parse(), parser.parserError == nil else {
            throw ParseError(description: "line \(parser.lineNumber): \(parser.parserError.map { "\($0)" } ?? "unknown error")")
        }
        return collector.elements
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        open.append(elements.count)
        elements.append(SVGElement(name: elementName, attributes: attributeDict, path: names))
        names.append(attributeDict["data-name"] ?? "")
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        open.removeLast()
        names.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let index = open.last { elements[index].text += string }
    }
}

extension Array where Element == SVGElement {
    /// The `<g>` of the view named `name`.
    func group(named name: String) -> SVGElement? {
        first { $0.name == "g" && $0.attributes["data-name"] == name }
    }

    /// The elements directly or indirectly inside the view named `name` (its own shapes first).
    func inside(_ name: String) -> [SVGElement] {
        filter { $0.path.contains(name) }
    }
}

/// The points of a `points="x,y x,y"` attribute.
func parsePoints(_ text: String) -> [(Double, Double)] {
    text.split(separator: " ").map { pair in
        let parts = pair.split(separator: ",").map { Double($0) ?? .nan }
        return (parts[0], parts[1])
    }
}
