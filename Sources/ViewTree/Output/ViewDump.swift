/// Prints a view tree, as text in the style of UIKit's `recursiveDescription` or as JSON.
///
/// Both read the model values (frames in the superview's coordinate system as UIKit reports
/// them) and are deterministic: same tree, byte-identical output.
public enum ViewDump {
    /// Which values a dump prints.
    public enum Values: String, Sendable, CaseIterable {
        /// The model values (what UIKit's `recursiveDescription` prints; the default).
        case model
        /// The presentation values: what is on screen at the clock's current time
        /// (`layer.presentation()`), running animations included.
        case presentation
    }

    /// The geometry and look of one view, read from the model or the presentation, with the
    /// frame UIKit reports for it.
    private struct Look {
        var shown: PresentationValues
        var frame: Rect

        init(_ view: View, _ values: Values) {
            if values == .presentation {
                shown = view.presentation
                frame = shown.frame
            } else {
                shown = view.modelValues
                frame = view.frame
            }
        }
    }

    /// One line per view, children indented by `   | ` per level:
    ///
    ///     <SalonSelectorCell; frame = (0 0; 320 200); layer = <CALayer>>
    ///        | <View; name = contentView; frame = (0 0; 320 200); autoresize = W+H; layer = <CALayer>>
    ///
    /// Fields, in this order, each only when it differs from UIKit's default: `name` (the outlet
    /// name; left out on the first line, which names the dumped type), `frame` (always),
    /// `text` (labels, and snapshots of labels), a control's title or value (`title = 'OK'`,
    /// `isOn = true`, `value = 0.5`, ...; see `controlValueField(of:)`), `hidden = YES`, `alpha`, `transform` (`[a, b, c, d, tx, ty]`;
    /// `transform3D` with the sixteen entries when it is not affine),
    /// `clipsToBounds = YES`, `autoresize` (`LM+W+RM+TM+H+BM`), `backgroundColor` (as UIKit
    /// describes colours). Numbers are formatted as `%g`.
    /// With `values: .presentation` the frames, alphas, transforms and colours are those on screen
    /// at the clock's current time.
    public static func text(of view: View, values: Values = .model) -> String {
        var lines: [String] = []
        appendText(view, depth: 0, values: values, to: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    /// One view's line of ``text(of:values:)``, without indentation or subviews (``View/description``).
    public static func line(of view: View, values: Values = .model) -> String {
        line(of: view, depth: 0, values: values)
    }

    private static func appendText(_ view: View, depth: Int, values: Values, to lines: inout [String]) {
        lines.append(String(repeating: "   | ", count: depth) + line(of: view, depth: depth, values: values))
        for subview in view.subviews { appendText(subview, depth: depth + 1, values: values, to: &lines) }
    }

    private static func line(of view: View, depth: Int, values: Values) -> String {
        let look = Look(view, values)
        var fields: [String] = []
        if depth > 0, let name = view.name { fields.append("name = \(name)") }
        fields.append("frame = \(look.frame)")
        if let text = (view as? Label)?.text ?? (view as? SnapshotView)?.text { fields.append("text = '\(text)'") }
        if let value = controlValueField(of: view) { fields.append(value) }
        if view.isHidden { fields.append("hidden = YES") }
        if look.shown.alpha != 1 { fields.append("alpha = \(formatGeometry(look.shown.alpha))") }
        if !look.shown.transform3D.isIdentity {
            let transform = look.shown.transform3D
            fields.append(transform.isAffine ? "transform = \(transform.affineTransform)" : "transform3D = \(transform)")
        }
        if view.clipsToBounds { fields.append("clipsToBounds = YES") }
        if !view.autoresizingMask.isEmpty { fields.append("autoresize = \(autoresizeText(view.autoresizingMask))") }
        if let color = look.shown.backgroundColor { fields.append("backgroundColor = \(color)") }
        fields.append("layer = <CALayer>")
        return "<\(typeName(of: view)); " + fields.joined(separator: "; ") + ">"
    }

    private static func autoresizeText(_ mask: AutoresizingMask) -> String {
        let parts: [(AutoresizingMask, String)] = [(.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"),
                                                   (.flexibleRightMargin, "RM"), (.flexibleTopMargin, "TM"),
                                                   (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM")]
        return parts.filter { mask.contains($0.0) }.map(\.1).joined(separator: "+")
    }

    /// The view's dynamic type name (`SalonSelectorCell`, `Label`).
    public static func typeName(of view: View) -> String {
        String(describing: type(of: view))
    }

    /// The tree as pretty-printed JSON (two-space indentation), one object per view:
    /// `name` (or `null`), `type`, `frame` `{x, y, width, height}`, `bounds` (same keys),
    /// `center` `{x, y}`, `alpha`, `isHidden`, `backgroundColor` (`null` or
    /// `{name, red, green, blue, alpha}` with `name` `null` for unnamed colours), `transform`
    /// `[a, b, c, d, tx, ty]`, `transform3D` (the sixteen entries row by row, only when the
    /// transform is not affine, e.g. with perspective), `layoutMargins` `{top, left, bottom, right}`
    /// (only for a view whose margins were set or whose margins guide is in use, and not zero),
    /// `safeAreaInsets` (same keys, only when not zero) and `children`. Numbers are written as
    /// ``JSONNumber`` does. `values` chooses model or presentation values, as for ``text(of:values:)``.
    public static func json(of view: View, values: Values = .model) -> String {
        json(of: view, values: values, annotations: nil)
    }

    /// The same JSON with members of the caller's before each view's own: `annotations` gives,
    /// per view, (key, JSON text) pairs such as an Interface Builder id (`("id", "\"abc-12-xyz\"")`).
    public static func json(of view: View, values: Values = .model,
                            annotations: ((View) -> [(key: String, json: String)])?) -> String {
        var out = ""
        appendJSON(view, indent: 0, values: values, annotations: annotations, to: &out)
        return out + "\n"
    }

    private static func appendJSON(_ view: View, indent: Int, values: Values,
                                   annotations: ((View) -> [(key: String, json: String)])?, to out: inout String) {
        let pad = String(repeating: "  ", count: indent + 1)
        let close = String(repeating: "  ", count: indent)
        let look = Look(view, values)
        let frame = look.frame, bounds = look.shown.bounds, center = look.shown.center, t = look.shown.transform3D.affineTransform
        var members: [String] = (annotations?(view) ?? []).map { JSONNumber.quoted($0.key) + ": " + $0.json }
        members += [
            "\"name\": " + (view.name.map(JSONNumber.quoted) ?? "null"),
            "\"type\": " + JSONNumber.quoted(typeName(of: view)),
            "\"frame\": " + rectJSON(frame),
            "\"bounds\": " + rectJSON(bounds),
            "\"center\": {\"x\": \(JSONNumber.text(center.x)), \"y\": \(JSONNumber.text(center.y))}",
            "\"alpha\": " + JSONNumber.text(look.shown.alpha),
            "\"isHidden\": " + (view.isHidden ? "true" : "false"),
            "\"backgroundColor\": " + colorJSON(look.shown.backgroundColor),
            "\"transform\": [" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(JSONNumber.text).joined(separator: ", ") + "]",
        ]
        if !look.shown.transform3D.isAffine {
            members.append("\"transform3D\": [" + look.shown.transform3D.rows.joined().map(JSONNumber.text).joined(separator: ", ") + "]")
        }
        if view.layoutMarginsAreInUse, view.layoutMargins != .zero {
            members.append("\"layoutMargins\": " + insetsJSON(view.layoutMargins))
        }
        let safeArea = view.safeAreaInsets
        if safeArea != .zero { members.append("\"safeAreaInsets\": " + insetsJSON(safeArea)) }
        if view.subviews.isEmpty {
            members.append("\"children\": []")
            out += "{\n" + members.map { pad + $0 }.joined(separator: ",\n") + "\n" + close + "}"
            return
        }
        out += "{\n" + members.map { pad + $0 }.joined(separator: ",\n") + ",\n" + pad + "\"children\": [\n"
        for (index, subview) in view.subviews.enumerated() {
            out += pad + "  "
            appendJSON(subview, indent: indent + 2, values: values, annotations: annotations, to: &out)
            out += index == view.subviews.count - 1 ? "\n" : ",\n"
        }
        out += pad + "]\n" + close + "}"
    }

    private static func rectJSON(_ r: Rect) -> String {
        "{\"x\": \(JSONNumber.text(r.origin.x)), \"y\": \(JSONNumber.text(r.origin.y)), "
            + "\"width\": \(JSONNumber.text(r.size.width)), \"height\": \(JSONNumber.text(r.size.height))}"
    }

    private static func insetsJSON(_ i: EdgeInsets) -> String {
        "{\"top\": \(JSONNumber.text(i.top)), \"left\": \(JSONNumber.text(i.left)), "
            + "\"bottom\": \(JSONNumber.text(i.bottom)), \"right\": \(JSONNumber.text(i.right))}"
    }

    private static func colorJSON(_ color: Color?) -> String {
        guard let color else { return "null" }
        return "{\"name\": " + (color.name.map(JSONNumber.quoted) ?? "null")
            + ", \"red\": \(JSONNumber.text(color.red)), \"green\": \(JSONNumber.text(color.green))"
            + ", \"blue\": \(JSONNumber.text(color.blue)), \"alpha\": \(JSONNumber.text(color.alpha))}"
    }
}

/// JSON text for numbers and strings, deterministic on every platform.
public enum JSONNumber {
    /// A number: integral values without a fraction (`320`), others in Swift's shortest
    /// round-trip form (`0.6666666666666666`), `-0` as `0`; non-finite values (which JSON
    /// cannot hold) as `null`.
    public static func text(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == 0 { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    /// A string literal with JSON escapes.
    public static func quoted(_ string: String) -> String {
        var out = "\""
        string.appendReplacingScalars(to: &out) { scalar in
            switch scalar {
            case "\"": return "\\\""
            case "\\": return "\\\\"
            case "\n": return "\\n"
            case "\r": return "\\r"
            case "\t": return "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: return nil
            }
        }
        out += "\""
        return out
    }
}
