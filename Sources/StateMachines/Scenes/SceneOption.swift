import ViewTree

/// An option of one scene, e.g. the entrance of the drop-in cards: its key and the kind of
/// value it takes. A command line spells it as it likes (`viewsim` writes `--animation fade`)
/// and words its help and errors; the scene only reads and checks the values.
public struct SceneOption: Sendable, Equatable {
    /// The kind of value an option takes.
    public enum Kind: Sendable, Equatable {
        /// One of `values`, the first being the default.
        case choice([String])
        /// A point `X,Y` of two numbers below ``SceneOptionValues/pointLimit`` in magnitude;
        /// `default` is the value when none is given.
        case point(default: Point)
    }

    /// The option's key, e.g. `animation`.
    public let key: String
    /// The kind of value it takes.
    public let kind: Kind

    /// An option called `key` that takes a value of `kind`.
    public init(key: String, kind: Kind) {
        self.key = key
        self.kind = kind
    }
}

/// The values given to a scene's options (text by key), read by the scene as its options'
/// kinds say; each reading throws if the text is not a value of that kind.
public struct SceneOptionValues: Sendable {
    /// The largest magnitude a point's coordinate may reach (exclusive).
    public static let pointLimit = 1e6

    /// The options the scene takes.
    public let options: [SceneOption]
    /// The text given for each option, by key.
    public let texts: [String: String]

    /// The values `texts` of `options`.
    public init(options: [SceneOption], texts: [String: String]) {
        self.options = options
        self.texts = texts
    }

    /// Whether a value was given for `key`.
    public func contains(_ key: String) -> Bool { texts[key] != nil }

    /// The value of the choice `key`: the one given, or its first value.
    public func choice(_ key: String) throws(SceneOptionError) -> String {
        guard case let .choice(values)? = options.first(where: { $0.key == key })?.kind else {
            preconditionFailure("the scene reads '\(key)' as a choice but does not declare it as one")
        }
        guard let text = texts[key] else { return values[0] }
        guard values.contains(text) else { throw .unknownValue(option: key, value: text, validValues: values) }
        return text
    }

    /// The value of the point `key`: the one given, or its default.
    public func point(_ key: String) throws(SceneOptionError) -> Point {
        guard case let .point(defaultPoint)? = options.first(where: { $0.key == key })?.kind else {
            preconditionFailure("the scene reads '\(key)' as a point but does not declare it as one")
        }
        guard let text = texts[key] else { return defaultPoint }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2,
              let x = Double(parts[0].trimmingSpaces), let y = Double(parts[1].trimmingSpaces),
              !x.isNaN, !y.isNaN else {
            throw .notAPoint(option: key, text: text, example: defaultPoint)
        }
        guard abs(x) < Self.pointLimit, abs(y) < Self.pointLimit else {
            throw .pointTooLarge(option: key, text: text, limit: Self.pointLimit, example: defaultPoint)
        }
        return Point(x: x, y: y)
    }
}

/// A scene option the scene cannot use, by key (without a command line's spelling): which
/// option, what was given, and what it takes instead.
public enum SceneOptionError: Error, Sendable, Equatable {
    /// The scene `scene` takes no option `option`.
    case notTaken(scene: String, option: String)
    /// The choice `option` was given `value`, which is none of `validValues`.
    case unknownValue(option: String, value: String, validValues: [String])
    /// The point `option` was given `text`, which is not two numbers `X,Y`; `example` is one
    /// that is.
    case notAPoint(option: String, text: String, example: Point)
    /// The point `option` was given `text`, whose X or Y is not below `limit` in magnitude.
    case pointTooLarge(option: String, text: String, limit: Double, example: Point)
    /// `option` was given, but it applies only when `requiredOption` is `requiredValue`, and
    /// that is `givenValue`.
    case inapplicable(option: String, requiredOption: String, requiredValue: String, givenValue: String)
}

private extension Substring {
    var trimmingSpaces: Substring {
        var result = self
        while let first = result.first, first == " " { result = result.dropFirst() }
        while let last = result.last, last == " " { result = result.dropLast() }
        return result
    }
}
