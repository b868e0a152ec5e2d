import Foundation

/// An on/off switch (`UISwitch`), 51 x 31 points (63 x 28 on an Xcode 26 canvas).
///
/// Its intrinsic size is 51 x 31 and its content hugging 750 on both axes, as Xcode stores
/// switches (12 switches in 4 files, toolsVersion 8173 to 13196, all 51 x 31 with hugging 750).
/// iOS 26 draws a wider, flatter switch: Xcode 26 stores the unconstrained switches of its
/// documents 63 x 28 (19 switches in 5 files of the unseen sets, toolsVersion 24127 to 24765).
/// A ``tap()`` flips it and sends ``Control/Event/valueChanged``; setting ``isOn`` or calling
/// ``setOn(_:animated:)`` sends nothing, as in UIKit.
open class Switch: Control {
    /// The switch's size.
    public static let size = Size(width: 51, height: 31)
    /// The switch's size on iOS 26.
    static let iOS26Size = Size(width: 63, height: 28)
    /// Whether the switch has iOS 26's size: an Interface Builder document saved by Xcode 26
    /// shows it so. Set for a document's canvas.
    var hasIOS26Metrics = false
    private var currentSize: Size { hasIOS26Metrics ? Self.iOS26Size : Self.size }

    /// Whether the switch is on (false by default).
    open var isOn = false
    /// The track colour when on (system green).
    open var onTintColor: Color = .systemGreen
    /// The knob colour (white).
    open var thumbTintColor: Color = .white

    /// Creates a switch with the given frame.
    public override init(frame: Rect) {
        super.init(frame: frame)
        layoutState.hugging = (horizontal: LayoutPriority(750), vertical: LayoutPriority(750))
    }

    /// Creates a named switch.
    public convenience init(name: String, isOn: Bool) {
        self.init(name: name)
        self.isOn = isOn
    }

    public required init?(coder: NSCoder) { return nil }

    /// Sets the state without sending actions (the animation is not simulated).
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    /// 51 x 31 (63 x 28 on an Xcode 26 canvas).
    open override var intrinsicContentSize: Size { currentSize }

    /// 2 pt on the trailing side: Xcode stores a switch pinned to a trailing edge 2 pt past it
    /// (10 switches in 7 corpus files, toolsVersion 8173 to 21507), and one pinned on both sides
    /// 2 pt wider than the space between.
    open override var alignmentRectInsets: EdgeInsets { EdgeInsets(top: 0, left: 0, bottom: 0, right: 2) }

    /// 51 x 31 (63 x 28 on an Xcode 26 canvas).
    open override func sizeThatFits(_ size: Size) -> Size { currentSize }

    override func respondToTap() {
        isOn.toggle()
        sendActions(for: .valueChanged)
    }

    // MARK: - Interface Builder

    override class var interfaceBuilderClass: IBElementClass? {
        IBElementClass(
            "switch",
            make: Switch.init(frame:),
            intrinsic: .both,
            colors: ["onTintColor": \.onTintColor, "thumbTintColor": \.thumbTintColor],
            canvasMetrics: .savedByXcode26(sets: \.hasIOS26Metrics)
        )
    }

    override func configure(fromInterfaceBuilder model: IBView) {
        super.configure(fromInterfaceBuilder: model)
        isOn = model.attributes.flag("on") == true
    }

}

extension Switch: ControlValueDescribing {
    var controlValueField: String? { "isOn = \(isOn)" }
}

extension Switch: ControlDrawing {
    /// A pill (green when on, grey when off) with a white knob at the on or off end.
    func draw(on canvas: inout SVGCanvas, in bounds: Rect) {
        let track = bounds.fixedSizeControlFrame(currentSize)
        canvas.roundedRect("track", track, radius: track.height / 2, fill: isOn ? onTintColor : .systemGray5)
        let radius = track.height / 2 - 2
        let x = isOn ? track.maxX - 2 - radius : track.minX + 2 + radius
        canvas.circle("knob", center: Point(x: x, y: track.midY), radius: radius, fill: thumbTintColor, stroke: .systemGray4)
    }
}
