/// How an ``SVGRenderer`` draws a view tree.
public struct SVGRenderOptions: Sendable {
    /// Whether to draw every view's frame with its name over the picture, for debugging layouts:
    /// views whose constraints had to be broken in the conflict colour, views whose layout is
    /// ambiguous in the ambiguity colour, hidden or fully transparent views dashed.
    public var showsOutlines: Bool
    /// A colour filling the whole picture behind the root view (`nil`: transparent), e.g. what the
    /// view would sit on in an app.
    public var backdrop: Color?
    /// The CSS font family of label text. Text is measured by ``TextMetrics`` and each line is
    /// stretched to its measured width (`textLength`), so the picture matches the layout whatever
    /// typeface the viewer has.
    public var fontFamily: String
    /// How to draw the images of image views, by image name; an image without an entry is drawn
    /// as ``SVGImageAppearance/placeholder``.
    public var imageAppearances: [String: SVGImageAppearance]
    /// The document's `<title>` (`nil`: none).
    public var title: String?

    /// Options with every choice at its default: no outlines, no backdrop, the system font
    /// stack, placeholders for every image, no title.
    public init(showsOutlines: Bool = false, backdrop: Color? = nil,
                fontFamily: String = SVGRenderOptions.systemFontFamily,
                imageAppearances: [String: SVGImageAppearance] = [:], title: String? = nil) {
        self.showsOutlines = showsOutlines
        self.backdrop = backdrop
        self.fontFamily = fontFamily
        self.imageAppearances = imageAppearances
        self.title = title
    }

    /// The font stack that picks Apple's system font where there is one.
    public static let systemFontFamily = "-apple-system, system-ui, 'Helvetica Neue', Helvetica, Arial, sans-serif"

    /// The appearance of an image (its entry in ``imageAppearances``, a placeholder otherwise).
    public func appearance(ofImageNamed name: String) -> SVGImageAppearance {
        imageAppearances[name] ?? .placeholder
    }
}

/// How the renderer stands in for an image's pixels, which the simulation does not have.
public enum SVGImageAppearance: Hashable, Sendable {
    /// A hatched box with both diagonals, as large as the image is drawn: shows where the image
    /// is and its aspect ratio.
    case placeholder
    /// A corner bracket along the top and right edges of the image (a top-right corner mark;
    /// a view's transform turns it into the other corners), in `color`, `lineWidth` points
    /// thick, inside the image's rectangle.
    case cornerMark(color: Color, lineWidth: Double)
}

/// The colours of the renderer's own marks (not the views' colours).
enum SVGPalette {
    /// Placeholder hatching: iOS's system grey 5 and grey 4.
    static let placeholderLight = "#e5e5ea"
    static let placeholderDark = "#d1d1d6"
    /// Placeholder outline and diagonals: iOS's system grey.
    static let placeholderStroke = "#8e8e93"
    /// Outlines of views laid out without trouble: iOS's system blue.
    static let outline = "#007aff"
    /// Outlines of views one of whose constraints was broken: iOS's system red.
    static let conflict = "#ff3b30"
    /// Outlines of views whose layout is ambiguous: iOS's system orange.
    static let ambiguous = "#ff9500"
}
