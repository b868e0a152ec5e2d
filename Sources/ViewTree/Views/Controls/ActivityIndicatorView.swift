import Foundation

/// A spinning wheel that shows work in progress (`UIActivityIndicatorView`).
///
/// Its intrinsic size is 20 x 20 for the medium style and 37 x 37 for the large one, with
/// content hugging 750 on both axes, as Xcode stores them (5 indicators in 3 files,
/// toolsVersion 11762 to 14313: `gray`/`white` 20 x 20, `whiteLarge` 37 x 37). With
/// ``hidesWhenStopped`` (the default) it is hidden whenever it is not animating, as UIKit's. A
/// document's indicator hides when stopped only where it says `hidesWhenStopped="YES"` (Interface
/// Builder writes that setting when on: 18 of the 38 indicators of the corpus and the unseen read
/// half), and spins from the start where it says `animating="YES"`.
open class ActivityIndicatorView: View {
    /// The size (`UIActivityIndicatorView.Style`).
    public enum Style: String, Sendable, CaseIterable {
        /// 20 x 20.
        case medium
        /// 37 x 37.
        case large

        /// The indicator's side length.
        public var side: Double { self == .large ? 37 : 20 }
    }

    /// The style (`.medium` by default).
    open var style: Style = .medium {
        didSet {
            if style != oldValue {
                invalidateIntrinsicContentSize()
                setNeedsLayout()
            }
        }
    }
    /// The colour of the spokes (system grey).
    open var color: Color = .systemGray
    /// Whether the indicator hides itself when stopped (true by default).
    open var hidesWhenStopped = true {
        didSet { if !isSpinning, hidesWhenStopped != oldValue { isHidden = hidesWhenStopped } }
    }
    /// Whether it is spinning (UIKit's meaning; running property animations do not count).
    open override var isAnimating: Bool { isSpinning }
    private var isSpinning = false

    /// Creates a medium indicator with the given frame; stopped, so hidden.
    public override init(frame: Rect) {
        super.init(frame: frame)
        layoutState.hugging = (horizontal: LayoutPriority(750), vertical: LayoutPriority(750))
        isHidden = true
    }

    /// Creates an indicator of a style (`init(style:)`).
    public convenience init(style: Style) {
        self.init(frame: Rect(x: 0, y: 0, width: style.side, height: style.side))
        self.style = style
    }

    public required init?(coder: NSCoder) { return nil }

    /// Starts spinning (and shows the indicator).
    public func startAnimating() {
        isSpinning = true
        if hidesWhenStopped { isHidden = false }
    }

    /// Stops spinning (and hides the indicator when ``hidesWhenStopped``).
    public func stopAnimating() {
        isSpinning = false
        if hidesWhenStopped { isHidden = true }
    }

    /// The style's square.
    open override var intrinsicContentSize: Size { Size(width: style.side, height: style.side) }

    /// The style's square.
    open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }

    // MARK: - Interface Builder

    override class var interfaceBuilderClass: IBElementClass? {
        IBElementClass(
            "activityIndicatorView",
            make: ActivityIndicatorView.init(frame:),
            intrinsic: .both,
            colors: ["color": \.color]
        )
    }

    override func configure(fromInterfaceBuilder model: IBView) {
        super.configure(fromInterfaceBuilder: model)
        if let style = model.attributes["style"], style.lowercased().contains("large") { self.style = .large }
        hidesWhenStopped = model.attributes.flag("hidesWhenStopped") == true
        if model.attributes.flag("animating") == true { startAnimating() }
    }

    /// Xcode's canvas draws indicators spinning: one that hides when stopped is started there,
    /// which shows it, `hidden="YES"` or not. Hidden indicators that hide when stopped keep their
    /// place in stack views (eighth set 16035 and 16037 at toolsVersion 14460 and 14490, sixth
    /// set 14066 at 24765); one saved spinning and hidden stays hidden (fourth set 9507).
    override func configure(forInterfaceBuilderCanvas model: IBView, device: InterfaceBuilderDevice?) {
        super.configure(forInterfaceBuilderCanvas: model, device: device)
        if hidesWhenStopped, !isSpinning { startAnimating() }
    }

}

extension ActivityIndicatorView: ControlValueDescribing {
    var controlValueField: String? { "isAnimating = \(isAnimating)" }
}

extension ActivityIndicatorView: ControlDrawing {
    /// Eight spokes around the centre, fading clockwise (a still frame of the spin).
    func draw(on canvas: inout SVGCanvas, in bounds: Rect) {
        let side = min(bounds.width, bounds.height)
        let inner = side * 0.25, outer = side * 0.45
        let spokes = 8
        for index in 0..<spokes {
            let angle = Double(index) / Double(spokes) * 2 * Double.pi
            let (sine, cosine) = exactSineCosine(angle)
            let (dx, dy) = (sine, -cosine)
            canvas.line("spoke", from: Point(x: bounds.midX + dx * inner, y: bounds.midY + dy * inner),
                        to: Point(x: bounds.midX + dx * outer, y: bounds.midY + dy * outer),
                        color: color, width: side * 0.09, opacity: 1 - Double(index) * 0.1)
        }
    }
}
