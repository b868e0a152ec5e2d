import Foundation

/// A pair of − and + buttons that step a value (`UIStepper`).
///
/// Its intrinsic size is 94 x 32 (iOS 13 and later; 94 x 29 before) and its content hugging
/// 750 on both axes, as Interface Builder writes for steppers. Xcode stores the steppers of the
/// corpus and the unseen sets so: 29 pt high in documents from before Xcode 11 (toolsVersion
/// 6254, 11762 and 14460), 32 from it (21701, 22505; two at 22155 have height constraints of 29).
/// ``tapIncrement()`` and ``tapDecrement()`` simulate the user and send
/// ``Control/Event/valueChanged``; setting ``value`` sends nothing.
open class Stepper: Control {
    /// The stepper's size.
    public static let size = Size(width: 94, height: 32)
    /// The stepper's size before iOS 13.
    static let preIOS13Size = Size(width: 94, height: 29)
    /// Whether the stepper has iOS 12's size: an Interface Builder document saved before Xcode 11
    /// shows it so. Set for a document's canvas.
    var hasPreIOS13Size = false
    private var currentSize: Size { hasPreIOS13Size ? Self.preIOS13Size : Self.size }

    /// The value, within ``minimumValue`` ... ``maximumValue`` (0 by default).
    open var value: Double {
        get { storedValue }
        set { storedValue = min(max(newValue, minimumValue), maximumValue) }
    }
    private var storedValue = 0.0
    /// The lowest value (0 by default).
    open var minimumValue = 0.0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = storedValue
        }
    }
    /// The highest value (100 by default).
    open var maximumValue = 100.0 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = storedValue
        }
    }
    /// How much one tap changes the value (1 by default).
    open var stepValue = 1.0
    /// Whether stepping past one end continues from the other (false by default).
    open var wraps = false

    /// Creates a stepper with the given frame.
    public override init(frame: Rect) {
        super.init(frame: frame)
        layoutState.hugging = (horizontal: LayoutPriority(750), vertical: LayoutPriority(750))
    }

    public required init?(coder: NSCoder) { return nil }

    /// Simulates a tap on +. Returns false when disabled, hidden, or at the maximum without wrapping.
    @discardableResult
    public func tapIncrement() -> Bool { step(by: stepValue) }

    /// Simulates a tap on −. Returns false when disabled, hidden, or at the minimum without wrapping.
    @discardableResult
    public func tapDecrement() -> Bool { step(by: -stepValue) }

    private func step(by delta: Double) -> Bool {
        guard isEnabled, !isHidden else { return false }
        var next = value + delta
        if wraps {
            if next > maximumValue { next = minimumValue } else if next < minimumValue { next = maximumValue }
        }
        next = min(max(next, minimumValue), maximumValue)
        guard next != value else { return false }
        sendActions(for: .touchDown)
        value = next
        sendActions(for: .valueChanged)
        sendActions(for: .touchUpInside)
        return true
    }

    /// 94 x 32 (94 x 29 with iOS 12's size).
    open override var intrinsicContentSize: Size { currentSize }

    /// The intrinsic size.
    open override func sizeThatFits(_ size: Size) -> Size { currentSize }

    // MARK: - Interface Builder

    override class var interfaceBuilderClass: IBElementClass? {
        IBElementClass("stepper", make: Stepper.init(frame:), intrinsic: .both,
                       canvasMetrics: .savedBefore(InterfaceBuilderDocument.xcode11ToolsMajor, sets: \.hasPreIOS13Size))
    }

    /// The range, step and value the document sets (`minimumValue`, `maximumValue`, `stepValue`,
    /// `value`, `wraps`).
    override func configure(fromInterfaceBuilder model: IBView) {
        super.configure(fromInterfaceBuilder: model)
        if let minimum = model.attributes.number("minimumValue") { minimumValue = minimum }
        if let maximum = model.attributes.number("maximumValue") { maximumValue = maximum }
        if let step = model.attributes.number("stepValue"), step > 0 { stepValue = step }
        if let value = model.attributes.number("value") { self.value = value }
        if let wraps = model.attributes.flag("wraps") { self.wraps = wraps }
    }
}

extension Stepper: ControlValueDescribing {
    var controlValueField: String? { "value = \(formatGeometry(value))" }
}

extension Stepper: ControlDrawing {
    /// Two grey halves with − and + drawn as strokes (an end that cannot step further is grey).
    func draw(on canvas: inout SVGCanvas, in bounds: Rect) {
        let frame = bounds.fixedSizeControlFrame(currentSize)
        canvas.roundedRect("background", frame, radius: 8, fill: .systemGray5)
        canvas.line("divider", from: Point(x: frame.midX, y: frame.minY + 8), to: Point(x: frame.midX, y: frame.maxY - 8),
                    color: .systemGray4, width: 1)
        let arm = 7.0
        let minus = Point(x: frame.minX + frame.width / 4, y: frame.midY)
        let plus = Point(x: frame.minX + frame.width * 3 / 4, y: frame.midY)
        let canDecrement = wraps || value > minimumValue
        let canIncrement = wraps || value < maximumValue
        canvas.line("minus", from: Point(x: minus.x - arm, y: minus.y), to: Point(x: minus.x + arm, y: minus.y),
                    color: canDecrement ? .black : .systemGray, width: 2)
        canvas.line("plus", from: Point(x: plus.x - arm, y: plus.y), to: Point(x: plus.x + arm, y: plus.y),
                    color: canIncrement ? .black : .systemGray, width: 2)
        canvas.line("plus", from: Point(x: plus.x, y: plus.y - arm), to: Point(x: plus.x, y: plus.y + arm),
                    color: canIncrement ? .black : .systemGray, width: 2)
    }
}
