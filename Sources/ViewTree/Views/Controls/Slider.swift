import Foundation

/// A slider over a range of values (`UISlider`).
///
/// Its intrinsic height is 31 with no intrinsic width, as Xcode stores sliders (toolsVersion
/// 21225). ``setValue(_:animated:)`` and setting ``value`` clamp to the range and send nothing;
/// ``slide(to:)`` simulates the user dragging the thumb and sends ``Control/Event/valueChanged``.
open class Slider: Control {
    /// The intrinsic height.
    public static let intrinsicHeight = 31.0
    /// The thumb's diameter, as drawn.
    public static let thumbDiameter = 28.0

    /// The value, within ``minimumValue`` ... ``maximumValue`` (0 by default, as UIKit's).
    open var value: Float {
        get { storedValue }
        set { storedValue = min(max(newValue, minimumValue), maximumValue) }
    }
    private var storedValue: Float = 0

    /// The value at the leading end (0 by default). Raising it above ``maximumValue`` raises that
    /// too, and the value follows, as UIKit documents.
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = storedValue
        }
    }
    /// The value at the trailing end (1 by default). Lowering it below ``minimumValue`` lowers
    /// that too, and the value follows.
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = storedValue
        }
    }
    /// The colour of the track before the thumb (the tint colour by default).
    open var minimumTrackTintColor: Color?
    /// The colour of the track after the thumb (system grey 4 by default).
    open var maximumTrackTintColor: Color?

    /// Creates a slider with the given frame.
    public override init(frame: Rect) {
        super.init(frame: frame)
    }

    /// Creates a named slider with a value.
    public convenience init(name: String, value: Float) {
        self.init(name: name)
        self.value = value
    }

    public required init?(coder: NSCoder) { return nil }

    /// Sets the value (clamped) without sending actions.
    open func setValue(_ value: Float, animated: Bool) {
        self.value = value
    }

    /// Simulates the user dragging the thumb to `value`: sends ``Control/Event/valueChanged``
    /// when the value changed. Returns false and does nothing when disabled or hidden.
    @discardableResult
    public func slide(to value: Float) -> Bool {
        guard isEnabled, !isHidden else { return false }
        let old = self.value
        self.value = value
        if self.value != old { sendActions(for: .valueChanged) }
        return true
    }

    /// The value's position along the track, 0 at the minimum to 1 at the maximum.
    public var fraction: Double {
        maximumValue > minimumValue ? Double((value - minimumValue) / (maximumValue - minimumValue)) : 0
    }

    /// 2 pt on each side and 1 pt at the bottom: the thumb overhangs the track, and Xcode
    /// stores a slider pinned on both sides 2 pt wider each way than the space between (corpus,
    /// toolsVersion 8191 to 21507), and three 31 pt sliders 15 pt apart in a 120 pt stack view
    /// (toolsVersion 17132); with the bottom inset 4 more of the corpus's stored frames match.
    /// iOS 26's slider has none (``hasIOS26Metrics``).
    open override var alignmentRectInsets: EdgeInsets {
        hasIOS26Metrics ? .zero : EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)
    }

    /// Whether the slider is iOS 26's, whose frame is its alignment rectangle: Xcode 26
    /// (toolsVersion 24xxx) stores a slider pinned between two views at the space between
    /// (seventh set 15005, 24128) and five sliders at the full width of their stack view (fourth
    /// set 9524, 24412). Set for a document's canvas.
    var hasIOS26Metrics = false

    /// No intrinsic width; 31 high.
    open override var intrinsicContentSize: Size {
        Size(width: View.noIntrinsicMetric, height: Self.intrinsicHeight)
    }

    // MARK: - Interface Builder

    override class var interfaceBuilderClass: IBElementClass? {
        IBElementClass(
            "slider",
            make: Slider.init(frame:),
            intrinsic: .height,
            optionalColors: [
                "minimumTrackTintColor": \.minimumTrackTintColor,
                "maximumTrackTintColor": \.maximumTrackTintColor,
            ],
            canvasMetrics: .savedByXcode26(sets: \.hasIOS26Metrics)
        )
    }

    /// The range, then the value, as the document sets them (`minValue`, `maxValue`, `value`).
    override func configure(fromInterfaceBuilder model: IBView) {
        super.configure(fromInterfaceBuilder: model)
        if let minimum = model.attributes.float("minValue") { minimumValue = minimum }
        if let maximum = model.attributes.float("maxValue") { maximumValue = maximum }
        if let value = model.attributes.float("value") { self.value = value }
    }

}

extension Slider: ControlValueDescribing {
    var controlValueField: String? { "value = \(formatGeometry(Double(value)))" }
}

extension Slider: ControlDrawing {
    /// A track line, tinted up to the thumb, and a white thumb circle at the value.
    func draw(on canvas: inout SVGCanvas, in bounds: Rect) {
        let radius = Slider.thumbDiameter / 2
        let start = bounds.minX + radius, end = max(start, bounds.maxX - radius)
        let x = start + (end - start) * fraction
        let y = bounds.midY
        canvas.line("minimum-track", from: Point(x: start, y: y), to: Point(x: x, y: y),
                    color: minimumTrackTintColor ?? tintColor, width: 4)
        canvas.line("maximum-track", from: Point(x: x, y: y), to: Point(x: end, y: y),
                    color: maximumTrackTintColor ?? .systemGray4, width: 4)
        canvas.circle("thumb", center: Point(x: x, y: y), radius: radius, fill: .white, stroke: .systemGray4)
    }
}
