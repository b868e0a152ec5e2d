/// The text forms of numbers, colours and strings in the SVG a ``SVGRenderer`` writes:
/// deterministic on every platform (integer arithmetic, no locale, no `%g` rounding modes).
public enum SVGFormat {
    /// A number with at most `fractionDigits` decimals (rounded half away from zero), trailing
    /// zeros and a trailing point removed, `-0` written `0`: `12`, `0.5`, `-3.125`.
    /// Non-finite values and magnitudes from 10^12 up are not geometry the renderer draws; they
    /// are written `0` so the document stays well formed.
    public static func number(_ value: Double, fractionDigits: Int = 3) -> String {
        let digits = min(max(fractionDigits, 0), 9)
        var scale: Int64 = 1
        for _ in 0..<digits { scale *= 10 }
        guard value.isFinite, abs(value) < 1e12 else { return "0" }
        let scaled = (abs(value) * Double(scale)).rounded(.toNearestOrAwayFromZero)
        guard scaled < 9e18 else { return "0" }
        let units = Int64(scaled)
        if units == 0 { return "0" }
        let whole = units / scale
        var fraction = units % scale
        var text = (value < 0 ? "-" : "") + String(whole)
        if fraction == 0 { return text }
        var width = digits
        while fraction % 10 == 0 {
            fraction /= 10
            width -= 1
        }
        let fractionText = String(fraction)
        text += "." + String(repeating: "0", count: width - fractionText.count) + fractionText
        return text
    }

    /// `#rrggbb` from a colour's components (each rounded to the nearest of 256 levels); the
    /// alpha is written separately as an opacity.
    public static func hex(_ color: Color) -> String {
        "#" + [color.red, color.green, color.blue].map { component in
            let level = Int((component * 255).rounded(.toNearestOrAwayFromZero))
            let text = String(min(max(level, 0), 255), radix: 16)
            return text.count == 1 ? "0" + text : text
        }.joined()
    }

    /// Text for XML character data and attribute values: `& < > "` as entities, and the
    /// control characters XML 1.0 cannot hold (all below U+0020 but tab, line feed and return)
    /// dropped.
    public static func escaped(_ text: String) -> String {
        text.replacingScalars { scalar in
            switch scalar {
            case "&": return "&amp;"
            case "<": return "&lt;"
            case ">": return "&gt;"
            case "\"": return "&quot;"
            case "\t", "\n", "\r": return nil
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: return ""
            default: return nil
            }
        }
    }

    /// ``escaped(_:)``, with tab, line feed and return also written as character references
    /// (an XML parser would turn them into spaces in an attribute value).
    public static func escapedAttribute(_ text: String) -> String {
        escaped(text).replacingLineBreaks()
    }

    /// `x,y x,y ...`: the `points` of a polygon or polyline.
    static func points(_ points: [Point]) -> String {
        points.map { number($0.x) + "," + number($0.y) }.joined(separator: " ")
    }

    /// `matrix(a b c d tx ty)`, or `translate(tx ty)` when the linear part is the identity
    /// (after rounding, so a transform that prints as a translation is written as one).
    static func transform(_ t: AffineTransform) -> String {
        let linear = [t.a, t.b, t.c, t.d].map { number($0, fractionDigits: 6) }
        let move = number(t.tx) + " " + number(t.ty)
        if linear == ["1", "0", "0", "1"] { return "translate(" + move + ")" }
        return "matrix(" + linear.joined(separator: " ") + " " + move + ")"
    }
}

/// Writes an XML document one element per line, children indented by two spaces, attributes
/// in the order given: the same calls give the same bytes.
struct SVGWriter {
    /// The text written so far.
    private(set) var text = ""
    /// The nesting depth of the next line.
    private(set) var depth: Int

    /// A writer whose first lines are indented `depth` levels.
    init(depth: Int = 0) {
        self.depth = depth
    }

    /// Starts a line at the current depth.
    private mutating func indent() {
        text += String(repeating: "  ", count: depth)
    }

    private static func attributeText(_ attributes: [(String, String)]) -> String {
        attributes.map { " " + $0.0 + "=\"" + SVGFormat.escapedAttribute($0.1) + "\"" }.joined()
    }

    /// Writes a raw line (a declaration or comment) at the current depth.
    mutating func line(_ raw: String) {
        indent()
        text += raw + "\n"
    }

    /// Opens an element whose children follow.
    mutating func open(_ name: String, _ attributes: [(String, String)] = []) {
        indent()
        text += "<" + name + Self.attributeText(attributes) + ">\n"
        depth += 1
    }

    /// Closes the element opened last.
    mutating func close(_ name: String) {
        depth -= 1
        indent()
        text += "</" + name + ">\n"
    }

    /// Writes an element with no children, or with `content` as its escaped character data.
    mutating func element(_ name: String, _ attributes: [(String, String)], content: String? = nil) {
        indent()
        text += "<" + name + Self.attributeText(attributes)
        if let content {
            text += ">" + SVGFormat.escaped(content) + "</" + name + ">\n"
        } else {
            text += "/>\n"
        }
    }
}

extension String {
    /// The string with each Unicode scalar that `replacement` gives a string for replaced by it
    /// (`""` drops the scalar); a scalar it answers `nil` for is kept.
    func replacingScalars(_ replacement: (Unicode.Scalar) -> String?) -> String {
        var out = ""
        appendReplacingScalars(to: &out, replacement)
        return out
    }

    /// Appends the string to `out` as ``replacingScalars(_:)`` gives it, without a copy of its own.
    func appendReplacingScalars(to out: inout String, _ replacement: (Unicode.Scalar) -> String?) {
        out.unicodeScalars.reserveCapacity(out.unicodeScalars.count + unicodeScalars.count)
        for scalar in unicodeScalars {
            if let replaced = replacement(scalar) { out += replaced } else { out.unicodeScalars.append(scalar) }
        }
    }

    /// Tab, line feed and return as character references.
    fileprivate func replacingLineBreaks() -> String {
        replacingScalars { scalar in
            switch scalar {
            case "\t": return "&#9;"
            case "\n": return "&#10;"
            case "\r": return "&#13;"
            default: return nil
            }
        }
    }
}
