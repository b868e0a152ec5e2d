import Foundation

/// Scrollable, multi-line editable text (`UITextView`).
///
/// **Intrinsic size.** None while ``ScrollView/isScrollEnabled`` is true (the default), as
/// UIKit's: the text scrolls instead. With scrolling disabled, the text wrapped at the current
/// width less the padding, plus the padding: ``textContainerInset`` (8 pt above and below by
/// default) and ``lineFragmentPadding`` (5 pt each side). Xcode stores non-scrolling 20 pt text
/// views as 40 high for one line and 64 for two (toolsVersion 13196): 24 pt lines plus 16.
/// Before the view has a width, the text is measured unwrapped.
open class TextView: ScrollView {
    /// The default font: the 14-point system font, as Interface Builder's text views.
    public static let defaultFont = Font(size: 14)
    /// The space between a line's edge and its text, left and right (`lineFragmentPadding`).
    public static let lineFragmentPadding = 5.0

    /// The text (empty by default).
    open var text: String = "" {
        didSet { if text != oldValue { contentDidChange() } }
    }
    /// The font (14 pt system by default).
    open var font: Font = TextView.defaultFont {
        didSet { if font != oldValue { contentDidChange() } }
    }
    /// The text colour (black).
    open var textColor: Color = .black
    /// The horizontal alignment of the text.
    open var textAlignment: TextAlignment = .natural
    /// Whether the user can edit the text (true by default).
    open var isEditable = true

    /// An editable text view can be the first responder (the view being typed into).
    open override var canBecomeFirstResponder: Bool { isEditable }
    /// The space around the text container (8 pt above and below by default, as UIKit's).
    open var textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { if textContainerInset != oldValue { contentDidChange() } }
    }
    /// Without scrolling the text view sizes itself to its text (see the type's documentation).
    open override var isScrollEnabled: Bool {
        didSet { if isScrollEnabled != oldValue { contentDidChange() } }
    }

    /// The width the intrinsic size was last computed for, to follow width changes.
    private var measuredWidth = 0.0

    /// Creates a text view with the given frame.
    public override init(frame: Rect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) { return nil }

    /// The room the text has on each side: the inset plus the line fragment padding.
    public var textPadding: EdgeInsets {
        EdgeInsets(top: textContainerInset.top, left: textContainerInset.left + Self.lineFragmentPadding,
                   bottom: textContainerInset.bottom, right: textContainerInset.right + Self.lineFragmentPadding)
    }

    /// The width the text wraps at (0: unwrapped, before the view has a width).
    var wrappingWidth: Double {
        bounds.width > 0 ? max(1, bounds.width - textPadding.horizontal) : 0
    }

    /// The wrapped lines drawn at the current width.
    public var renderedLines: [String] {
        text.isEmpty ? [] : TextMetrics.lines(of: text, font: font, maxWidth: wrappingWidth, numberOfLines: 0).map(String.init)
    }

    /// None while scrolling is enabled; otherwise the wrapped text plus the padding.
    open override var intrinsicContentSize: Size {
        if isScrollEnabled { return Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
        return sizeThatFits(bounds.size)
    }

    /// The text wrapped at `size.width` (unwrapped for 0) plus the padding; an empty text view
    /// is one line high.
    open override func sizeThatFits(_ size: Size) -> Size {
        let padding = textPadding
        let width = size.width > 0 ? max(1, size.width - padding.horizontal) : 0
        var textSize = TextMetrics.size(of: text, font: font, maxWidth: width, numberOfLines: 0)
        if text.isEmpty { textSize.height = TextMetrics.roundUp(font.lineHeight) }
        return Size(width: textSize.width + padding.horizontal, height: textSize.height + padding.vertical)
    }

    /// Re-measures the intrinsic size when the width changed (the text wraps differently).
    open override func layoutSubviews() {
        super.layoutSubviews()
        if !isScrollEnabled, bounds.width != measuredWidth {
            measuredWidth = bounds.width
            invalidateIntrinsicContentSize()
        }
    }

    private func contentDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    // MARK: - Interface Builder

    override class var interfaceBuilderClass: IBElementClass? {
        IBElementClass(
            "textView",
            make: TextView.init(frame:),
            intrinsic: .custom { model in model.scrollEnabled ? (false, false) : (true, true) },
            colors: ["textColor": \.textColor]
        )
    }

    override func configure(fromInterfaceBuilder model: IBView) {
        super.configure(fromInterfaceBuilder: model)
        isScrollEnabled = model.scrollEnabled
        text = model.text ?? ""
        if let font = model.font { self.font = font.font }
    }

}

extension TextView: ControlValueDescribing {
    var controlValueField: String? { "text = '\(text)'" }
}

extension TextView: ControlDrawing {
    /// The wrapped text from the top, inside the padding.
    func draw(on canvas: inout SVGCanvas, in bounds: Rect) {
        let lines = renderedLines
        guard !lines.isEmpty else { return }
        let padding = textPadding
        let rect = Rect(x: bounds.minX + padding.left, y: bounds.minY + padding.top,
                        width: max(0, bounds.width - padding.horizontal),
                        height: Double(lines.count) * font.lineHeight)
        canvas.text(text, font: font, color: textColor, alignment: textAlignment,
                    in: rect, numberOfLines: 0)
    }
}
