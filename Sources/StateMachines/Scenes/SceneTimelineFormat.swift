import ViewTree

/// The text and JSON forms of a scene timeline (a list of ``SceneTick``s), as `viewsim play`
/// prints them for every scene built on ``SceneTick``.
public enum SceneTimelineFormat {
    /// One line per tick: `TICK t=TIME FIELD=VALUE ... | NAME frame=(X Y; W H) transform=T
    /// alpha=A DETAIL=VALUE ... | ... | EVENT, EVENT`. Numbers are `%g`; a transform prints as
    /// `identity`, as `[a, b, c, d, tx, ty]` when it is affine, else as its sixteen entries
    /// `3d[m11 m12 m13 m14; ...]`.
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
        for field in tick.fields { head += " " + text(field) }
        var parts = [head]
        for element in tick.elements {
            var part = "\(element.name) frame=\(element.frame) transform=\(text(element.transform))"
                + " alpha=\(formatGeometry(element.alpha))"
            for field in element.details { part += " " + text(field) }
            parts.append(part)
        }
        if !tick.events.isEmpty { parts.append(tick.events.joined(separator: ", ")) }
        return parts.joined(separator: " | ")
    }

    /// A transform in the text form described at ``text(_:)``.
    public static func text(_ transform: Transform3D) -> String {
        if transform.isIdentity { return "identity" }
        if transform.isAffine { return transform.affineTransform.description }
        return "3d" + transform.description
    }

    static func text(_ field: SceneField) -> String {
        "\(field.name)=" + text(field.value)
    }

    static func text(_ value: SceneValue) -> String {
        switch value {
        case .number(let number): return formatGeometry(number)
        case .integer(let integer): return String(integer)
        case .text(let text): return text
        case .point(let point): return "\(formatGeometry(point.x)),\(formatGeometry(point.y))"
        case .bool(let bool): return bool ? "yes" : "no"
        }
    }

    /// A JSON array with one object per tick: `tick`, `time`, then each scene field under its name,
    /// `elements` (each with `name`, `frame` `{x, y, width, height}`, `transform` (the sixteen
    /// entries row by row), `alpha`, then its details under their names), and `events` (strings).
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
        let number = JSONNumber.text
        var members = ["\"tick\": \(tick.tick)", "\"time\": \(number(tick.time))"]
        members += tick.fields.map(json)
        let elements = tick.elements.map { element in
            let frame = element.frame
            let transform = element.transform.rows.joined().map(number).joined(separator: ", ")
            var parts = ["\"name\": \(JSONNumber.quoted(element.name))",
                         "\"frame\": {\"x\": \(number(frame.minX)), \"y\": \(number(frame.minY)), "
                            + "\"width\": \(number(frame.width)), \"height\": \(number(frame.height))}",
                         "\"transform\": [\(transform)]",
                         "\"alpha\": \(number(element.alpha))"]
            parts += element.details.map(json)
            return "{" + parts.joined(separator: ", ") + "}"
        }
        members.append("\"elements\": [\(elements.joined(separator: ", "))]")
        members.append("\"events\": [\(tick.events.map(JSONNumber.quoted).joined(separator: ", "))]")
        return "{" + members.joined(separator: ", ") + "}"
    }

    static func json(_ field: SceneField) -> String {
        "\(JSONNumber.quoted(field.name)): " + json(field.value)
    }

    static func json(_ value: SceneValue) -> String {
        switch value {
        case .number(let number): return JSONNumber.text(number)
        case .integer(let integer): return String(integer)
        case .text(let text): return JSONNumber.quoted(text)
        case .point(let point): return "{\"x\": \(JSONNumber.text(point.x)), \"y\": \(JSONNumber.text(point.y))}"
        case .bool(let bool): return bool ? "true" : "false"
        }
    }
}
