/// The lines a ``Label`` draws in a rectangle, placed as `UILabel` draws them: wrapped as
/// ``TextMetrics`` wraps them, only as many lines as fit the height (at least one), a line too
/// wide for the rectangle truncated at its tail with "…" (UIKit's default line break mode), the
/// block centred vertically, each line aligned by the label's ``TextAlignment``.
public struct LabelTextLayout: Equatable, Sendable {
    /// One line of text.
    public struct Line: Equatable, Sendable {
        /// The characters drawn.
        public var text: String
        /// Its width by ``TextMetrics``.
        public var width: Double
        /// The x of its left edge.
        public var minX: Double
        /// The y of its baseline.
        public var baseline: Double
    }

    /// The lines, top to bottom (empty lines left out).
    public var lines: [Line]

    /// Where the baseline sits below the top of a line box, in ems: the line box
    /// (``Font/lineHeight``, 1.193 em) holds the system font's ascender (``Font/ascender``,
    /// 0.95 em) above the baseline and its descender (0.243 em) below.
    public static let ascent = 0.95

    /// The ellipsis UIKit puts at the end of truncated text.
    public static let ellipsis = "\u{2026}"

    /// The layout of `label`'s text in `rect` (normally its bounds).
    public init(label: Label, in rect: Rect) {
        self.init(text: label.text ?? "", font: label.font, numberOfLines: label.numberOfLines,
                  alignment: label.textAlignment, lineBreakMode: label.lineBreakMode, in: rect)
    }

    /// The layout of `text` in `font` in `rect`: lines that do not fit end in an ellipsis, or are
    /// cut off with ``LineBreakMode/byClipping``.
    public init(text: String, font: Font, numberOfLines: Int, alignment: TextAlignment,
                lineBreakMode: LineBreakMode = .byTruncatingTail, in rect: Rect) {
        lines = []
        guard !text.isEmpty, rect.width > 0 else { return }
        var texts = TextMetrics.lines(of: text, font: font, maxWidth: numberOfLines == 1 ? 0 : rect.width,
                                      numberOfLines: numberOfLines, lineBreakMode: lineBreakMode).map(String.init)
        let ellipsis = lineBreakMode == .byClipping ? "" : Self.ellipsis
        let fitting = font.linesFitting(in: rect.height + 1e-9 * font.lineHeight)
        if texts.count > fitting {
            texts.removeLast(texts.count - fitting)
            texts[fitting - 1] += ellipsis
        }
        let top = rect.minY + (rect.height - Double(texts.count) * font.lineHeight) / 2
        for (index, raw) in texts.enumerated() {
            let text = Self.truncated(raw, font: font, toWidth: rect.width, ellipsis: ellipsis)
            if text.isEmpty { continue }
            let width = TextMetrics.width(of: text, font: font)
            let minX: Double
            switch alignment {
            case .natural, .left, .justified: minX = rect.minX
            case .center: minX = rect.midX - width / 2
            case .right: minX = rect.maxX - width
            }
            lines.append(Line(text: text, width: width, minX: minX,
                              baseline: top + Double(index) * font.lineHeight + Self.ascent * font.pointSize))
        }
    }

    /// `text` if it fits `width`, else its longest prefix that fits with `ellipsis` after it (a
    /// lone ellipsis when nothing does; already ending in it, the ellipsis is kept).
    static func truncated(_ text: String, font: Font, toWidth width: Double, ellipsis: String = Self.ellipsis) -> String {
        if TextMetrics.width(of: text, font: font) <= width + 1e-9 { return text }
        var scalars = Array(text.unicodeScalars)
        if !ellipsis.isEmpty, scalars.last == "\u{2026}" { scalars.removeLast() }
        while !scalars.isEmpty {
            scalars.removeLast()
            while scalars.last == " " { scalars.removeLast() }
            var candidate = String.UnicodeScalarView()
            candidate.append(contentsOf: scalars)
            let result = String(candidate) + ellipsis
            if TextMetrics.width(of: result, font: font) <= width + 1e-9 { return result }
        }
        return ellipsis
    }
}

extension SVGCanvas {
    /// What a view shows inside its bounds: a label's text, an image view's image, the text or
    /// image a snapshot copied, or a control's shapes (see `SVGControls.swift`).
    mutating func drawContent(of view: View, in bounds: Rect, map: PlaneMap?) {
        if let label = view as? Label {
            let layout = LabelTextLayout(label: label, in: bounds)
            drawText(layout, font: label.font, color: label.textColor, in: bounds, map: map)
        } else if let imageView = view as? ImageView, let image = imageView.image {
            drawImage(image, contentMode: imageView.contentMode, in: bounds, map: map)
        } else if let snapshot = view as? SnapshotView {
            if let text = snapshot.text {
                let layout = LabelTextLayout(text: text, font: snapshot.font, numberOfLines: snapshot.numberOfLines,
                                             alignment: snapshot.textAlignment, in: bounds)
                drawText(layout, font: snapshot.font, color: snapshot.textColor, in: bounds, map: map)
            }
            if let image = snapshot.image { drawImage(image, contentMode: snapshot.contentMode, in: bounds, map: map) }
        } else {
            drawControlContent(of: view, in: bounds, map: map)
        }
    }

    /// Laid-out lines as `<text>` elements, each stretched to its measured width.
    mutating func drawText(_ layout: LabelTextLayout, font: Font, color: Color, in bounds: Rect, map: PlaneMap?) {
        if layout.lines.isEmpty { return }
        var group: [(String, String)] = [
            ("font-family", options.fontFamily),
            ("font-size", SVGFormat.number(font.pointSize)),
            ("font-weight", String(Self.cssWeight(font.weight))),
        ]
        group += Self.fillAttributes(color)
        if let map {
            guard let fit = map.affineFit(on: bounds) else { return }
            group.append(("transform", SVGFormat.transform(fit)))
        }
        body.open("g", group)
        for line in layout.lines {
            body.element("text", [("x", SVGFormat.number(line.minX)), ("y", SVGFormat.number(line.baseline)),
                                  ("textLength", SVGFormat.number(line.width)), ("lengthAdjust", "spacingAndGlyphs"),
                                  ("xml:space", "preserve")], content: line.text)
        }
        body.close("g")
    }

    /// The CSS weight of a font weight (`UIFont.Weight`'s 100-900 scale).
    static func cssWeight(_ weight: FontWeight) -> Int {
        switch weight {
        case .ultraLight: return 100
        case .thin: return 200
        case .light: return 300
        case .regular: return 400
        case .medium: return 500
        case .semibold: return 600
        case .bold: return 700
        case .heavy: return 800
        case .black: return 900
        }
    }

    /// An image, in the rectangle its content mode gives it in `bounds`.
    mutating func drawImage(_ image: Image, contentMode: ContentMode, in bounds: Rect, map: PlaneMap?) {
        let rect = contentMode.rect(forContentOfSize: image.size, in: bounds)
        guard rect.width > 0, rect.height > 0 else { return }
        switch options.appearance(ofImageNamed: image.name) {
        case .placeholder:
            usesPlaceholderPattern = true
            body.open("g", [("data-image", image.name)])
            drawRect(rect, map: map, [("fill", "url(#\(Self.placeholderPatternID))"),
                                      ("stroke", SVGPalette.placeholderStroke), ("stroke-width", "1")])
            let stroke = [("fill", "none"), ("stroke", SVGPalette.placeholderStroke), ("stroke-width", "0.5")]
            let corners = rect.corners
            drawPolyline([corners[0], corners[2]], map: map, stroke)
            drawPolyline([corners[1], corners[3]], map: map, stroke)
            body.close("g")
        case let .cornerMark(color, lineWidth):
            let inset = min(lineWidth / 2, rect.width / 2, rect.height / 2)
            var attributes = [("data-image", image.name), ("fill", "none"), ("stroke", SVGFormat.hex(color)),
                              ("stroke-width", SVGFormat.number(lineWidth)), ("stroke-linecap", "square")]
            if color.alpha < 1 { attributes.append(("stroke-opacity", SVGFormat.number(color.alpha))) }
            drawPolyline([Point(x: rect.minX + inset, y: rect.minY + inset), Point(x: rect.maxX - inset, y: rect.minY + inset),
                          Point(x: rect.maxX - inset, y: rect.maxY - inset)], map: map, attributes)
        }
    }

    /// The identifier of the placeholder hatching pattern.
    static let placeholderPatternID = "image-placeholder"

    /// `<defs>` with the placeholder hatching: 45° stripes, 4 points light, 4 points dark.
    static func writePlaceholderPattern(into writer: inout SVGWriter) {
        writer.open("defs")
        writer.open("pattern", [("id", placeholderPatternID), ("width", "8"), ("height", "8"),
                                ("patternUnits", "userSpaceOnUse"), ("patternTransform", "rotate(45)")])
        writer.element("rect", [("width", "8"), ("height", "8"), ("fill", SVGPalette.placeholderLight)])
        writer.element("rect", [("width", "4"), ("height", "8"), ("fill", SVGPalette.placeholderDark)])
        writer.close("pattern")
        writer.close("defs")
    }
}
