/// How strongly a constraint should hold, on Auto Layout's scale from 1 to 1000.
///
/// Priorities are compared lexicographically by the solver: no number of violated
/// lower-priority constraints outweighs a single violation at a higher priority.
/// Violations within one priority add up, weighted by their size.
public struct Priority: Hashable, Comparable, Sendable, CustomStringConvertible,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral
{
    /// The priority on the scale 1...1000.
    public let value: Double

    /// Creates a priority with `value` as given: nothing is clamped. A value outside 1...1000, or
    /// one that is not finite, is not ``isValid``, and the solver rejects a constraint or a
    /// `setPriority` that carries it with ``SolverError/invalidPriority(_:reason:)``.
    public init(_ value: Double) { self.value = value }

    /// Creates a priority from an integer literal such as `750`.
    public init(integerLiteral value: Int) { self.value = Double(value) }

    /// Creates a priority from a float literal such as `999.5`.
    public init(floatLiteral value: Double) { self.value = value }

    /// Must hold: a constraint at this priority is never broken (1000).
    public static let required = Priority(1000)
    /// Auto Layout's `defaultHigh` (750), e.g. compression resistance.
    public static let defaultHigh = Priority(750)
    /// Auto Layout's `defaultLow` (250), e.g. content hugging.
    public static let defaultLow = Priority(250)
    /// Auto Layout's `fittingSizeLevel` (50).
    public static let fittingSizeLevel = Priority(50)
    /// Cassowary's strong strength (750).
    public static let strong = Priority(750)
    /// Cassowary's medium strength (500).
    public static let medium = Priority(500)
    /// Cassowary's weak strength (250).
    public static let weak = Priority(250)

    /// Whether this is the required priority.
    public var isRequired: Bool { value >= 1000 }

    /// Whether the value is finite and within 1...1000.
    public var isValid: Bool { value.isFinite && value >= 1 && value <= 1000 }

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.value < rhs.value }

    /// The priority as Auto Layout prints it, e.g. `750` or `999.5`, in the numbers of the
    /// `.constraints` form (``ConstraintSystem/format(_:)``), so that an invalid priority
    /// describes itself too: `1e+20`, `inf`, `-inf`, `nan`.
    public var description: String { ConstraintSystem.format(value) }
}
