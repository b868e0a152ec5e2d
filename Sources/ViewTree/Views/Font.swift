/// A font: a point size and a weight (`UIFont.systemFont(ofSize:weight:)`). Text is measured
/// by ``TextMetrics``, a deterministic model, not by a real typeface.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// The point size (the em).
    public var pointSize: Double
    /// The stroke weight.
    public var weight: FontWeight

    /// Creates a system font of a size and weight.
    public init(size: Double, weight: FontWeight = .regular) {
        self.pointSize = size
        self.weight = weight
    }

    /// The system font (`UIFont.systemFont(ofSize:weight:)`).
    public static func systemFont(ofSize size: Double, weight: FontWeight = .regular) -> Font {
        Font(size: size, weight: weight)
    }

    /// The bold system font.
    public static func boldSystemFont(ofSize size: Double) -> Font { Font(size: size, weight: .bold) }

    /// The Dynamic Type styles (`UIFont.TextStyle`).
    public enum TextStyle: Sendable, CaseIterable {
        case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2
    }

    /// The system font of a text style at the default content size category, Large
    /// (`UIFont.preferredFont(forTextStyle:)`; sizes and weights from Apple's Human Interface
    /// Guidelines, Typography: body 17, headline 17 semibold, caption 2 11, …).
    public static func preferredFont(forTextStyle style: TextStyle) -> Font {
        switch style {
        case .largeTitle: Font(size: 34)
        case .title1: Font(size: 28)
        case .title2: Font(size: 22)
        case .title3: Font(size: 20)
        case .headline: Font(size: 17, weight: .semibold)
        case .subheadline: Font(size: 15)
        case .body: Font(size: 17)
        case .callout: Font(size: 16)
        case .footnote: Font(size: 13)
        case .caption1: Font(size: 12)
        case .caption2: Font(size: 11)
        }
    }

    /// UIKit's label default, the 17-point regular system font.
    public static let label = Font(size: 17)

    /// The distance between baselines of consecutive lines: 1.2 em.
    public var lineHeight: Double { pointSize * 1.2 }

    /// How far the line's top lies above its baseline: 0.95 em (the system font's is 16.2 pt
    /// at 17 pt), so that ascender minus descender is the line height.
    public var ascender: Double { pointSize * 0.95 }

    /// How far the line's bottom lies below its baseline, negative as UIKit's: -0.25 em.
    public var descender: Double { -pointSize * 0.25 }

    /// How many whole lines of this font fit in `height`, at least one (also for a font of no
    /// size, whose lines have no height).
    func linesFitting(in height: Double) -> Int {
        let lines = (height / lineHeight).rounded(.down)
        return lines.isFinite && lines > 1 ? Int(Swift.min(lines, Double(Int32.max))) : 1
    }

    /// The first baseline's distance from the top of a box `height` high in which `lines` lines
    /// of this font are centred vertically (as labels, buttons and text fields draw text).
    func firstBaseline(centredIn height: Double, lines: Int = 1) -> Double {
        (height - Double(lines) * lineHeight) / 2 + ascender
    }

    /// The last baseline's distance from the bottom of such a box.
    func lastBaselineFromBottom(centredIn height: Double, lines: Int = 1) -> Double {
        (height - Double(lines) * lineHeight) / 2 - descender
    }

    /// `17pt regular`.
    public var description: String { "\(formatGeometry(pointSize))pt \(weight)" }
}

/// The weight of a font (`UIFont.Weight`); heavier weights are wider (see ``TextMetrics``).
public enum FontWeight: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// How much wider than regular the weight sets text.
    public var widthFactor: Double {
        switch self {
        case .ultraLight: return 0.94
        case .thin: return 0.95
        case .light: return 0.97
        case .regular: return 1.0
        case .medium: return 1.03
        case .semibold: return 1.06
        case .bold: return 1.09
        case .heavy: return 1.12
        case .black: return 1.15
        }
    }

    /// The weight's name, e.g. `semibold`.
    public var description: String { rawValue }
}
