/// A view that shows text (`UILabel`), sized by the deterministic ``TextMetrics`` model.
///
/// Its intrinsic content size is the size of its text in its font (zero for no text),
/// wrapped at ``preferredMaxLayoutWidth`` when ``numberOfLines`` is not 1. A multi-line label
/// without a preferred width that Auto Layout positions wraps at the width the layout pass gave
/// it, as UIKit's does: its intrinsic size is the wrapped text's, as wide as its widest line (a
/// label free to hug its text is that wide; Xcode stores such labels so). Content hugging is 250
/// on both axes, as a `UILabel` made in code logs it (`Hug:250`); Interface Builder's library
/// labels are 251, which documents write out.
open class Label: View {
    /// The text, `nil` for none.
    open var text: String? {
        get { textState.text }
        set { if replace(&textState.text, with: newValue) { textDidChange() } }
    }
    /// The font (17-point regular system font by default).
    open var font: Font {
        get { textState.font }
        set { if replace(&textState.font, with: newValue) { textDidChange() } }
    }
    /// The most lines to use; 0 means as many as needed (1 by default).
    open var numberOfLines: Int {
        get { textState.numberOfLines }
        set { if replace(&textState.numberOfLines, with: newValue) { textDidChange() } }
    }
    /// The colour of the text's shadow (`shadowColor`; nil for none; kept for drawing).
    open var shadowColor: Color? {
        get { textShadow?.color }
        set { shadowStorage().color = newValue }
    }
    /// The offset of the text's shadow (`shadowOffset`; UIKit's default is 1 pt up).
    open var shadowOffset: Size {
        get { textShadow?.offset ?? TextShadow.defaultOffset }
        set { shadowStorage().offset = newValue }
    }
    /// The shadow's settings, made when one is first set (few labels have a shadow).
    private var textShadow: TextShadow?

    private func shadowStorage() -> TextShadow {
        if let textShadow { return textShadow }
        let made = TextShadow()
        textShadow = made
        return made
    }

    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityLabel: String? { text }
    override var defaultAccessibilityTraits: AccessibilityTraits { .staticText }
    /// The width at which multi-line text wraps for the intrinsic size (0: the width Auto
    /// Layout gives the label, or no wrapping when it is not positioned by constraints).
    open var preferredMaxLayoutWidth: Double {
        get { textState.preferredMaxLayoutWidth }
        set { if replace(&textState.preferredMaxLayoutWidth, with: newValue) { textDidChange() } }
    }
    /// Whether the font follows the user's text size (`adjustsFontForContentSizeCategory`);
    /// viewsim lays out at the default size, where it changes nothing.
    open var adjustsFontForContentSizeCategory = false
    /// Whether the text shrinks to fit the label's width when drawn (`adjustsFontSizeToFitWidth`).
    /// As in UIKit it does not change the intrinsic size, so layout is the same either way.
    open var adjustsFontSizeToFitWidth = false
    /// The smallest scale the text shrinks to when ``adjustsFontSizeToFitWidth`` is on.
    open var minimumScaleFactor: Double = 0
    /// The width the layout engine last gave the label, which multi-line text without a
    /// ``preferredMaxLayoutWidth`` wraps at (0: not positioned by constraints, or not solved yet).
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var layoutWrapWidth: Double = 0
    /// Whether the intrinsic height follows the width Auto Layout gives the label.
    var wrapsToLayoutWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth <= 0 }
    /// How lines end (`NSLineBreakMode`; truncating the tail by default, as UIKit's labels).
    /// Multi-line text wraps between words in every mode but ``LineBreakMode/byCharWrapping``,
    /// which wraps anywhere; the modes that truncate or clip only decide how a last line that
    /// does not fit is drawn (viewsim draws an ellipsis at its end, none when clipping).
    open var lineBreakMode: LineBreakMode {
        get { textState.lineBreakMode }
        set { if replace(&textState.lineBreakMode, with: newValue) { textDidChange() } }
    }
    /// The colour of the text (black by default).
    open var textColor: Color = .black
    /// The horizontal alignment of the text.
    open var textAlignment: TextAlignment = .natural


    /// Creates a named label with text.
    public convenience init(name: String, text: String? = nil, font: Font = .label) {
        self.init(name: name, frame: .zero)
        self.font = font
        self.text = text
    }

    /// The stored values behind the text properties above, with what is measured from them, in
    /// one property that release builds read without a run-time exclusivity check: layout reads
    /// them for every measurement (public stored properties of a class are checked on each access).
    private struct TextState {
        var text: String?
        var font = Font.label
        var numberOfLines = 1
        var preferredMaxLayoutWidth = 0.0
        var lineBreakMode = LineBreakMode.byTruncatingTail
        /// The screen's scale (``View/pixelScale``), kept as the label moves between windows
        /// (`displayScaleDidChange()`): finding it walks up to the window.
        var scale = 1.0
        /// The text's sizes as last measured (``TextMetrics`` is a pure function of the text,
        /// font, line count and scale, and costs a walk of the text): unwrapped, and wrapped at
        /// the last layout width. A layout asks several times per pass (each wrap round, each
        /// measurement).
        var unwrappedSize: Size?
        var wrappedSize: (width: Double, size: Size)?
    }
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private var textState = TextState()


    private func textDidChange() {
        textState.unwrappedSize = nil
        textState.wrappedSize = nil
        invalidateIntrinsicContentSize()
        baselineMetricsDidChange()
        setNeedsLayout()
    }

    /// The first line's baseline below the top of a label at its intrinsic height (its text block
    /// is centred in the height rounded up to whole points, as the label draws it).
    open override var firstBaselineOffsetFromTop: Double {
        let (height, lines) = intrinsicTextBlock
        return font.firstBaseline(centredIn: height, lines: lines)
    }

    /// The last line's baseline above the bottom of a label at its intrinsic height.
    open override var lastBaselineOffsetFromBottom: Double {
        let (height, lines) = intrinsicTextBlock
        return font.lastBaselineFromBottom(centredIn: height, lines: lines)
    }

    /// The intrinsic height and its number of lines. A label with no text has the baselines of
    /// one line of its font (Xcode stores an empty label aligned by its baseline with a labelled
    /// neighbour at the neighbour's height and place; corpus, toolsVersion 23504).
    private var intrinsicTextBlock: (height: Double, lines: Int) {
        guard let text, !text.isEmpty else { return (TextMetrics.roundUp(font.lineHeight, scale: textState.scale), 1) }
        let height = intrinsicContentSize.height
        return (height, font.linesFitting(in: height))
    }

    /// The text's size in the font (see ``TextMetrics``).
    open override var intrinsicContentSize: Size {
        let text = self.text ?? ""
        let scale = textState.scale
        guard wrapsToLayoutWidth else {
            return TextMetrics.size(of: text, font: font, maxWidth: numberOfLines == 1 ? 0 : preferredMaxLayoutWidth,
                                    numberOfLines: numberOfLines, lineBreakMode: lineBreakMode, scale: scale)
        }
        guard layoutWrapWidth > 0 else {
            if let known = textState.unwrappedSize { return known }
            let unwrapped = TextMetrics.size(of: text, font: font, maxWidth: 0, numberOfLines: numberOfLines,
                                             lineBreakMode: lineBreakMode, scale: scale)
            textState.unwrappedSize = unwrapped
            return unwrapped
        }
        if let known = textState.wrappedSize, known.width == layoutWrapWidth { return known.size }
        let wrapped = TextMetrics.size(of: text, font: font, maxWidth: layoutWrapWidth, numberOfLines: numberOfLines,
                                       lineBreakMode: lineBreakMode, scale: scale)
        textState.wrappedSize = (layoutWrapWidth, wrapped)
        return wrapped
    }

    /// The text's size when it may wrap at `size.width` (for labels with more than one line).
    open override func sizeThatFits(_ size: Size) -> Size {
        TextMetrics.size(of: text ?? "", font: font, maxWidth: numberOfLines == 1 ? 0 : size.width,
                         numberOfLines: numberOfLines, lineBreakMode: lineBreakMode, scale: textState.scale)
    }

    /// The lines the text is drawn in at the current width.
    public var renderedLines: [String] {
        guard let text, !text.isEmpty else { return [] }
        return TextMetrics.lines(of: text, font: font, maxWidth: numberOfLines == 1 ? 0 : bounds.width,
                                 numberOfLines: numberOfLines, lineBreakMode: lineBreakMode).map(String.init)
    }

    // MARK: - Interface Builder

    override class var interfaceBuilderClass: IBElementClass? {
        IBElementClass("label", make: Label.init(frame:), intrinsic: .both, colors: ["textColor": \.textColor])
    }

    /// Text is measured in the screen's pixels (``View/pixelScale``): a new screen measures it again.
    override func displayScaleDidChange() {
        textState.scale = pixelScale
        textState.unwrappedSize = nil
        textState.wrappedSize = nil
        invalidateIntrinsicContentSize()
    }

    override func configure(fromInterfaceBuilder model: IBView) {
        super.configure(fromInterfaceBuilder: model)
        text = model.text
        if let font = model.font { self.font = font.font }
        numberOfLines = model.numberOfLines ?? 1
        if let width = model.preferredMaxLayoutWidth, width > 0 { preferredMaxLayoutWidth = width }
        if let mode = IBLineBreakModes.mode(model.attributes["lineBreakMode"]) { lineBreakMode = mode }
        if let alignment = TextAlignment(rawValue: model.attributes["textAlignment"] ?? "") { textAlignment = alignment }
        adjustsFontSizeToFitWidth = model.attributes.flag("adjustsFontSizeToFit") ?? false
        if let scale = model.attributes.number("minimumScaleFactor") { minimumScaleFactor = min(max(scale, 0), 1) }
    }

}

/// Where text breaks into lines and how a line that does not fit ends (`NSLineBreakMode`).
public enum LineBreakMode: Sendable {
    /// Wrap between words.
    case byWordWrapping
    /// Wrap between any two characters.
    case byCharWrapping
    /// Wrap between words; a last line that does not fit is cut off.
    case byClipping
    /// Wrap between words; a last line that does not fit loses its start.
    case byTruncatingHead
    /// Wrap between words; a last line that does not fit loses its end.
    case byTruncatingTail
    /// Wrap between words; a last line that does not fit loses its middle.
    case byTruncatingMiddle
}

/// Horizontal text alignment (`NSTextAlignment`); natural is left (layout is left-to-right).
public enum TextAlignment: String, Sendable {
    case natural, left, center, right, justified
}

/// A label's text shadow (`shadowColor`, `shadowOffset`).
private final class TextShadow {
    static let defaultOffset = Size(width: 0, height: -1)
    var color: Color?
    var offset = TextShadow.defaultOffset
}
