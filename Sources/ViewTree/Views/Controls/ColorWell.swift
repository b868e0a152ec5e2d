import Foundation

/// A round swatch that shows a colour and lets the user pick another (`UIColorWell`, iOS 14).
///
/// Its intrinsic size is 28 x 28, as Xcode stores the wells it leaves to their content (twenty-
/// sixth set 34004: a well centred in a stack beside a 34 pt field, stored 28 x 28 at y = 3;
/// thirty-third set 41169: four wells placed by their trailing edge alone, stored 28 pt wide).
/// ``pick(_:)`` simulates the user choosing a colour and sends ``Control/Event/valueChanged``;
/// setting ``selectedColor`` sends nothing.
open class ColorWell: Control {
    /// The well's side length.
    public static let side = 28.0

    /// The colour shown (`nil`, the default: none, drawn as a colour wheel's grey).
    open var selectedColor: Color?
    /// The title of the colour picker the well presents (`nil` by default).
    open var title: String?
    /// Whether the picker offers an opacity slider (true by default).
    open var supportsAlpha = true

    /// Creates a colour well with the given frame.
    public override init(frame: Rect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) { return nil }

    /// Simulates the user picking `color`. Returns false when disabled or hidden; a colour with
    /// opacity is made opaque where ``supportsAlpha`` is off, as the picker offers no slider.
    @discardableResult
    public func pick(_ color: Color) -> Bool {
        guard isEnabled, !isHidden else { return false }
        sendActions(for: .touchDown)
        selectedColor = supportsAlpha ? color : Color(red: color.red, green: color.green, blue: color.blue)
        sendActions(for: .valueChanged)
        sendActions(for: .touchUpInside)
        return true
    }

    /// 28 x 28.
    open override var intrinsicContentSize: Size { Size(width: Self.side, height: Self.side) }

    /// The intrinsic size.
    open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }

    // MARK: - Interface Builder

    override class var interfaceBuilderClass: IBElementClass? {
        IBElementClass("colorWell", make: ColorWell.init(frame:), intrinsic: .both,
                       optionalColors: ["selectedColor": \.selectedColor])
    }

    /// The picker's title and whether it offers opacity (`title`, `supportsAlpha`).
    override func configure(fromInterfaceBuilder model: IBView) {
        super.configure(fromInterfaceBuilder: model)
        if let title = model.attributes["title"] { self.title = title }
        if let supportsAlpha = model.attributes.flag("supportsAlpha") { self.supportsAlpha = supportsAlpha }
    }
}

extension ColorWell: ControlValueDescribing {
    var controlValueField: String? { "selectedColor = \(selectedColor.map { "\($0)" } ?? "nil")" }
}

extension ColorWell: ControlDrawing {
    /// A ring around the selected colour (grey when none is selected).
    func draw(on canvas: inout SVGCanvas, in bounds: Rect) {
        let radius = min(bounds.width, bounds.height) / 2
        let center = Point(x: bounds.midX, y: bounds.midY)
        canvas.circle("ring", center: center, radius: radius, fill: .systemGray4, stroke: .systemGray4)
        canvas.circle("swatch", center: center, radius: max(radius - 3, 0), fill: selectedColor ?? .systemGray5, stroke: .white)
    }
}
