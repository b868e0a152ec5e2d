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

    /// The distance between baselines of consecutive lines: 1.193 em, the system font's ascent
    /// plus descent. Xcode stores one-line labels 14.5 or 14.33 pt high at 12 pt, 19.5 or 19.33
    /// at 16, 20.5 or 20.33 at 17 and 33.5 or 33.67 at 28 (2x and 3x screens), which puts it
    /// between 1.1905 and 1.1964 em.
    public var lineHeight: Double { pointSize * 1.193 }

    /// How far the line's top lies above its baseline: 0.95 em (the system font's is 16.2 pt
    /// at 17 pt).
    public var ascender: Double { pointSize * 0.95 }

    /// How far the line's bottom lies below its baseline, negative as UIKit's: the rest of the
    /// line height, -0.243 em.
    public var descender: Double { ascender - lineHeight }

    /// How wide an em of this font's glyphs is set, in points: the point size, widened by the
    /// weight (``FontWeight/widthFactor``) and narrowed by the optical size (``opticalWidthFactor``).
    var emWidth: Double { pointSize * weight.widthFactor * opticalWidthFactor }

    /// How much narrower the system font's glyphs are at display sizes: 1 below 20 pt (SF Pro
    /// Text), 0.97 at 20 pt falling evenly to 0.915 at 26 pt and above (SF Pro Display), as the
    /// widths Xcode stored for labels from 20 to 80 pt show (see docs/text-metrics.md).
    var opticalWidthFactor: Double {
        if !(pointSize >= 20) { return 1 }
        if pointSize >= 26 { return 0.915 }
        return 0.97 - (pointSize - 20) * (0.97 - 0.915) / 6
    }

    /// The space the system font adds after every glyph at this size, in points: Apple's
    /// tracking table for SF Pro (Human Interface Guidelines, Typography, "Tracking values"),
    /// in thousandths of an em, at the nearest tabulated size.
    var tracking: Double { pointSize * Double(Self.trackingPerMille(atSize: pointSize)) / 1000 }

    /// SF Pro's tracking at a size, in thousandths of an em (Human Interface Guidelines).
    static func trackingPerMille(atSize size: Double) -> Int {
        guard size.isFinite else { return 0 }
        let points = Int(Swift.min(Swift.max(size.rounded(), 6), 96))
        if points <= 54 { return trackingFrom6To54[points - 6] }
        switch points {
        case ..<58: return 6
        case ..<60: return 5
        case ..<66: return 4
        case ..<68: return 3
        case ..<76: return 2
        case ..<80: return 1
        default: return 0
        }
    }

    /// The Human Interface Guidelines' SF Pro tracking from 6 to 54 pt, one entry per point.
    private static let trackingFrom6To54: [Int] = [
        41, 34, 26, 19, 12, 6, 0, -6, -11, -16, -20, -26, -25, -24, -23, -18, -12, -4, 3, 6, 8, 11, 14, 14, 14,
        13, 13, 12, 12, 11, 10, 10, 10, 10, 10, 9, 9, 9, 8, 8, 8, 8, 8, 7, 7, 7, 6, 6, 6,
    ]

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

    /// How much wider than regular the weight sets text: the median ratio of the widths Xcode
    /// stored for labels of that weight to the regular model's (bold 1.07 from 22 labels,
    /// semibold 1.045 from 15, medium 1.045 from 5, light 0.98, heavy 1.08 and thin 0.92 from a
    /// few each; ultra-light and black follow the trend). See docs/text-metrics.md.
    public var widthFactor: Double {
        switch self {
        case .ultraLight: return 0.9
        case .thin: return 0.92
        case .light: return 0.98
        case .regular: return 1.0
        case .medium: return 1.045
        case .semibold: return 1.045
        case .bold: return 1.07
        case .heavy: return 1.08
        case .black: return 1.1
        }
    }

    /// The weight's name, e.g. `semibold`.
    public var description: String { rawValue }
}
