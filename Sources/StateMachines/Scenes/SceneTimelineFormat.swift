import ViewTree

/// The text and JSON forms of a scene timeline (a list of ``SceneTick``s), as `viewsim play`
/// prints them for every scene.
public enum SceneTimelineFormat {
    /// One line per tick: `TICK t=TIME FIELD=VALUE ... | PART | ... | EVENT, EVENT`. Plain values
    /// go after the time; a group (e.g. `selectionFrame alpha=A scale=S`), and each element or
    /// group of a list (e.g. `NAME frame=(X Y; W H) transform=T alpha=A DETAIL=VALUE ...`), is a
    /// part of its own, in field order. Fields show as ``SceneFieldForm`` says; values print as
    /// ``SceneValue`` describes, numbers `%g`.
    public static func text(_ ticks: [SceneTick]) -> String {
        var out = ""
        for tick in ticks {
            out += line(tick)
            out += "\n"
        }
        return out
    }

    /// The text line of one tick.
    public static func line(_ tick: SceneTick) -> String {
        var head = "\(tick.tick) t=\(formatGeometry(tick.time))"
        var parts: [String] = []
        for field in tick.fields where field.form.text != .omitted {
            switch field.value {
            case .elements(let elements): parts += elements.map { text($0.fields) }
            case .groups(let groups): parts += groups.map(text)
            case .group(let fields): parts.append(field.form.text == .labelled ? field.name + " " + text(fields) : text(fields))
            default: head += " " + text(field)
            }
        }
        if !tick.events.isEmpty { parts.append(tick.events.joined(separator: ", ")) }
        return ([head] + parts).joined(separator: " | ")
    }

    /// A transform in the text form: `identity`, `[a, b, c, d, tx, ty]` when it is affine, else
    /// its sixteen entries `3d[m11 m12 m13 m14; ...]`.
    public static func text(_ transform: Transform3D) -> String {
        if transform.isIdentity { return "identity" }
        if transform.isAffine { return transform.affineTransform.description }
        return "3d" + transform.description
    }

    /// The fields that show in text, separated by spaces.
    static func text(_ fields: [SceneField]) -> String {
        fields.filter { $0.form.text != .omitted }.map(text).joined(separator: " ")
    }

    static func text(_ field: SceneField) -> String {
        field.form.text == .labelled ? "\(field.name)=" + text(field.value) : text(field.value)
    }

    static func text(_ value: SceneValue) -> String {
        switch value {
        case .number(let number): return formatGeometry(number)
        case .integer(let integer): return String(integer)
        case .text(let text): return text
        case .point(let point): return "\(formatGeometry(point.x)),\(formatGeometry(point.y))"
        case .size(let size): return "\(formatGeometry(size.width))x\(formatGeometry(size.height))"
        case .rect(let rect): return rect.description
        case .transform(let transform): return text(transform)
        case .bool(let bool): return bool ? "yes" : "no"
        case .missing: return "-"
        case .group(let fields): return text(fields)
        case .groups(let groups): return groups.map(text).joined(separator: " | ")
        case .elements(let elements): return elements.map { text($0.fields) }.joined(separator: " | ")
        }
    }

    /// A JSON array with one object per tick: `tick`, `time`, then each field that shows in JSON
    /// under its name (a group as an object, a list as an array of objects: an element has
    /// `name`, `frame` `{x, y, width, height}`, `transform` (the sixteen entries row by row),
    /// `alpha`, then its details under their names), and `events` (strings).
    public static func json(_ ticks: [SceneTick]) -> String {
        var out = "[\n"
        for (index, tick) in ticks.enumerated() {
            out += "  " + object(tick)
            out += index == ticks.count - 1 ? "\n" : ",\n"
        }
        return out + "]\n"
    }

    /// The JSON object of one tick.
    public static func object(_ tick: SceneTick) -> String {
        var members = ["\"tick\": \(tick.tick)", "\"time\": \(JSONNumber.text(tick.time))"]
        members += tick.fields.filter(\.form.isInJSON).map(json)
        members.append("\"events\": [\(tick.events.map(JSONNumber.quoted).joined(separator: ", "))]")
        return "{" + members.joined(separator: ", ") + "}"
    }

    static func json(_ fields: [SceneField]) -> String {
        "{" + fields.filter(\.form.isInJSON).map(json).joined(separator: ", ") + "}"
    }

    static func json(_ field: SceneField) -> String {
        "\(JSONNumber.quoted(field.name)): " + json(field.value)
    }

    static func json(_ value: SceneValue) -> String {
        let number = JSONNumber.text
        switch value {
        case .number(let value): return number(value)
        case .integer(let integer): return String(integer)
        case .text(let text): return JSONNumber.quoted(text)
        case .point(let point): return "{\"x\": \(number(point.x)), \"y\": \(number(point.y))}"
        case .size(let size): return "{\"width\": \(number(size.width)), \"height\": \(number(size.height))}"
        case .rect(let rect):
            return "{\"x\": \(number(rect.minX)), \"y\": \(number(rect.minY)), "
                + "\"width\": \(number(rect.width)), \"height\": \(number(rect.height))}"
        case .transform(let transform): return "[" + transform.rows.joined().map(number).joined(separator: ", ") + "]"
        case .bool(let bool): return bool ? "true" : "false"
        case .missing: return "null"
        case .group(let fields): return json(fields)
        case .groups(let groups): return "[" + groups.map(json).joined(separator: ", ") + "]"
        case .elements(let elements): return "[" + elements.map { json($0.fields) }.joined(separator: ", ") + "]"
        }
    }
}
