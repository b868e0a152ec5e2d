/// An sRGB colour with alpha (UIKit's `UIColor`), components in 0...1.
///
/// The named colours have UIKit's values (`lightGray` is 2/3 white, `darkGray` 1/3, `gray` 1/2)
/// and keep their name for dumps; equality compares the components only.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0...1.
    public var red: Double
    /// Green, 0...1.
    public var green: Double
    /// Blue, 0...1.
    public var blue: Double
    /// Opacity, 0...1.
    public var alpha: Double
    /// The UIKit name (`"lightGray"`) of a named colour, `nil` for others.
    public let name: String?

    /// Creates a colour from RGBA components (each clamped to 0...1).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.init(red: red, green: green, blue: blue, alpha: alpha, name: nil)
    }

    /// Creates a grey from its white level and alpha (UIKit's `init(white:alpha:)`).
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha, name: nil)
    }

    private init(red: Double, green: Double, blue: Double, alpha: Double, name: String?) {
        self.red = clampUnit(red)
        self.green = clampUnit(green)
        self.blue = clampUnit(blue)
        self.alpha = clampUnit(alpha)
        self.name = name
    }

    private static func named(_ name: String, _ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> Color {
        Color(red: r, green: g, blue: b, alpha: a, name: name)
    }

    /// 0% white.
    public static let black = named("black", 0, 0, 0)
    /// 1/3 white.
    public static let darkGray = named("darkGray", 1.0 / 3, 1.0 / 3, 1.0 / 3)
    /// 1/2 white.
    public static let gray = named("gray", 0.5, 0.5, 0.5)
    /// 2/3 white, as UIKit's `lightGray`.
    public static let lightGray = named("lightGray", 2.0 / 3, 2.0 / 3, 2.0 / 3)
    /// 100% white.
    public static let white = named("white", 1, 1, 1)
    /// Black with zero alpha.
    public static let clear = named("clear", 0, 0, 0, 0)
    /// Pure red.
    public static let red = named("red", 1, 0, 0)
    /// Pure green.
    public static let green = named("green", 0, 1, 0)
    /// Pure blue.
    public static let blue = named("blue", 0, 0, 1)
    /// Red + green.
    public static let yellow = named("yellow", 1, 1, 0)
    /// Green + blue.
    public static let cyan = named("cyan", 0, 1, 1)
    /// Red + blue.
    public static let magenta = named("magenta", 1, 0, 1)
    /// UIKit's orange (1, 0.5, 0).
    public static let orange = named("orange", 1, 0.5, 0)
    /// UIKit's purple (0.5, 0, 0.5).
    public static let purple = named("purple", 0.5, 0, 0.5)
    /// UIKit's brown (0.6, 0.4, 0.2).
    public static let brown = named("brown", 0.6, 0.4, 0.2)

    /// The same colour with another alpha.
    public func withAlphaComponent(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha, name: nil)
    }

    /// Whether red, green and blue are equal (a grey, printed in UIKit's grey colour space).
    public var isGray: Bool { red == green && green == blue }

    /// The component-wise interpolation `self + (other - self) * fraction` (for animations).
    public func interpolated(to other: Color, fraction: Double) -> Color {
        Color(red: red + (other.red - red) * fraction,
              green: green + (other.green - green) * fraction,
              blue: blue + (other.blue - blue) * fraction,
              alpha: alpha + (other.alpha - alpha) * fraction)
    }

    /// Components equal (the name is not compared).
    public static func == (lhs: Color, rhs: Color) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
    }

    /// Hashes the components.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
    }

    /// As UIKit describes colours: `UIExtendedGrayColorSpace 0.666667 1` for greys,
    /// `UIExtendedSRGBColorSpace 1 0 0 1` otherwise (numbers as `%g`).
    public var description: String {
        if isGray {
            return "UIExtendedGrayColorSpace \(formatGeometry(red)) \(formatGeometry(alpha))"
        }
        return "UIExtendedSRGBColorSpace " + [red, green, blue, alpha].map(formatGeometry).joined(separator: " ")
    }
}

private func clampUnit(_ value: Double) -> Double {
    if value.isNaN { return 0 }
    return min(max(value, 0), 1)
}
