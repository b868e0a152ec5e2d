import Foundation

/// A row of segments of which one may be selected (`UISegmentedControl`, iOS 13 look).
///
/// **Intrinsic size.** 32 high, as Xcode 13 and later store segmented controls (2 in the
/// corpus, toolsVersion 21225; the one from toolsVersion 13196 is 29, iOS 12's height). The
/// segments stand side by side with a ``dividerWidth`` divider between neighbours. A segment
/// given a width (``setWidth(_:forSegmentAt:)``, a document's `<segment width="61">`) is that
/// wide; the others (width 0, automatic) each get the width of the widest automatic title in the
/// 13 pt segment font plus ``segmentPadding`` on each side: UIKit's equal-width default, with a
/// padding chosen to match Interface Builder's 121-point "First | Second" control. The 12
/// segmented controls of the corpus and the unseen sets whose titles set their width imply 13 to
/// 20 pt a segment with the text model's widths (median 14.4); 15 did no better than 16 (one
/// file each way). Two 61 pt segments are stored 123 wide (fifth unseen set 13121).
open class SegmentedControl: Control {
    /// The value of ``selectedSegmentIndex`` when no segment is selected (`noSegment`, -1).
    public static let noSegment = -1
    /// The intrinsic height.
    public static let intrinsicHeight = 32.0
    /// The font of the segment titles.
    public static let titleFont = Font(size: 13)
    /// The room on each side of the widest title in every automatic segment.
    public static let segmentPadding = 7.75
    /// The divider between neighbouring segments.
    public static let dividerWidth = 1.0

    /// The segment titles, left to right.
    public private(set) var titles: [String] = []
    /// Each segment's width, 0 for automatic (parallel to ``titles``).
    private var widths: [Double] = []

    /// The selected segment, or ``noSegment`` (the default).
    open var selectedSegmentIndex: Int = SegmentedControl.noSegment {
        didSet {
            if selectedSegmentIndex < Self.noSegment || selectedSegmentIndex >= titles.count {
                selectedSegmentIndex = Self.noSegment
            }
        }
    }
    /// The fill of the selected segment (white, as iOS 13's).
    open var selectedSegmentTintColor: Color? = .white

    /// Creates a control with the given frame and no segments.
    public override init(frame: Rect) {
        super.init(frame: frame)
    }

    /// Creates a control with a segment per title, none selected (`init(items:)`).
    public convenience init(items: [String]) {
        self.init(frame: .zero)
        titles = items
        widths = Array(repeating: 0, count: items.count)
    }

    public required init?(coder: NSCoder) { return nil }

    /// The number of segments.
    public var numberOfSegments: Int { titles.count }

    /// Inserts a segment (the index is clamped to 0...numberOfSegments, as UIKit does).
    public func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        let index = min(max(segment, 0), titles.count)
        titles.insert(title ?? "", at: index)
        widths.insert(0, at: index)
        if selectedSegmentIndex != Self.noSegment, index <= selectedSegmentIndex { selectedSegmentIndex += 1 }
        segmentsDidChange()
    }

    /// Removes a segment; removing the selected one leaves none selected.
    public func removeSegment(at segment: Int, animated: Bool) {
        guard titles.indices.contains(segment) else { return }
        titles.remove(at: segment)
        widths.remove(at: segment)
        if selectedSegmentIndex == segment {
            selectedSegmentIndex = Self.noSegment
        } else if selectedSegmentIndex > segment {
            selectedSegmentIndex -= 1
        }
        segmentsDidChange()
    }

    /// Removes every segment.
    public func removeAllSegments() {
        titles.removeAll()
        widths.removeAll()
        selectedSegmentIndex = Self.noSegment
        segmentsDidChange()
    }

    /// Sets a segment's title.
    public func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard titles.indices.contains(segment) else { return }
        titles[segment] = title ?? ""
        segmentsDidChange()
    }

    /// A segment's title (`nil` past the end).
    public func titleForSegment(at segment: Int) -> String? {
        titles.indices.contains(segment) ? titles[segment] : nil
    }

    /// Sets a segment's width; 0 (the default) sizes it automatically. A segment that does not
    /// exist, or a width that is negative or not finite, changes nothing.
    public func setWidth(_ width: Double, forSegmentAt segment: Int) {
        guard widths.indices.contains(segment), width.isFinite, width >= 0 else { return }
        widths[segment] = width
        segmentsDidChange()
    }

    /// A segment's width as set, 0 when automatic (and past the end).
    public func widthForSegment(at segment: Int) -> Double {
        widths.indices.contains(segment) ? widths[segment] : 0
    }

    /// Simulates a tap on a segment: selects it and sends ``Control/Event/valueChanged`` when
    /// the selection changed. Returns false and does nothing when disabled, hidden, or the
    /// segment does not exist.
    @discardableResult
    public func tapSegment(at segment: Int) -> Bool {
        guard isEnabled, !isHidden, titles.indices.contains(segment) else { return false }
        isHighlighted = true
        sendActions(for: .touchDown)
        isHighlighted = false
        let old = selectedSegmentIndex
        selectedSegmentIndex = segment
        if segment != old { sendActions(for: .valueChanged) }
        sendActions(for: .touchUpInside)
        return true
    }

    /// The segments' widths and the dividers between them; 32 high.
    open override var intrinsicContentSize: Size {
        guard !titles.isEmpty else { return Size(width: 0, height: Self.intrinsicHeight) }
        let automatic = titles.indices.filter { widths[$0] == 0 }
        let widest = automatic.map { TextMetrics.size(of: titles[$0], font: Self.titleFont).width }.max() ?? 0
        let segments = widths.reduce(0, +) + Double(automatic.count) * (widest + 2 * Self.segmentPadding)
        return Size(width: segments + Double(titles.count - 1) * Self.dividerWidth, height: Self.intrinsicHeight)
    }

    /// The intrinsic size.
    open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }

    /// 1 pt at the bottom (the iOS 13 look): Xcode 11 and later store the view below a segmented
    /// control 1 pt closer than its 32 pt height and the constant add up to (corpus, 3 files).
    open override var alignmentRectInsets: EdgeInsets { EdgeInsets(top: 0, left: 0, bottom: 1, right: 0) }

    /// The rectangle of each segment in the bounds, left to right, with the dividers between
    /// them: a segment given a width has it, and the automatic ones share the rest equally.
    public var segmentRects: [Rect] {
        guard !titles.isEmpty else { return [] }
        let dividers = Double(titles.count - 1) * Self.dividerWidth
        let automaticCount = widths.filter { $0 == 0 }.count
        let automatic = automaticCount == 0 ? 0 : max(0, bounds.width - dividers - widths.reduce(0, +)) / Double(automaticCount)
        var x = bounds.minX
        return titles.indices.map { index in
            let width = widths[index] == 0 ? automatic : widths[index]
            defer { x += width + Self.dividerWidth }
            return Rect(x: x, y: bounds.minY, width: width, height: bounds.height)
        }
    }

    private func segmentsDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    // MARK: - Interface Builder

    override class var interfaceBuilderClass: IBElementClass? {
        IBElementClass("segmentedControl", make: SegmentedControl.init(frame:), intrinsic: .both)
    }

    override func configure(fromInterfaceBuilder model: IBView) {
        super.configure(fromInterfaceBuilder: model)
        for segment in model.segments {
            insertSegment(withTitle: segment.title, at: numberOfSegments, animated: false)
            setWidth(segment.width, forSegmentAt: numberOfSegments - 1)
        }
        selectedSegmentIndex = Int(model.attributes["selectedSegmentIndex"] ?? "") ?? Self.noSegment
    }
}

extension SegmentedControl: ControlValueDescribing {
    var controlValueField: String? { "selectedSegmentIndex = \(selectedSegmentIndex)" }
}

extension SegmentedControl: ControlDrawing {
    /// A grey rounded rectangle split in equal segments, the selected one filled, titles centred.
    func draw(on canvas: inout SVGCanvas, in bounds: Rect) {
        canvas.roundedRect("background", bounds, radius: 8, fill: .systemGray5)
        let rects = segmentRects
        if rects.indices.contains(selectedSegmentIndex), let fill = selectedSegmentTintColor {
            canvas.roundedRect("selected-segment", rects[selectedSegmentIndex].insetBy(dx: 2, dy: 2), radius: 7,
                               fill: fill, stroke: .systemGray4)
        }
        for index in rects.indices.dropFirst() where index != selectedSegmentIndex
            && index - 1 != selectedSegmentIndex {
            let x = rects[index].minX
            canvas.line("divider", from: Point(x: x, y: bounds.minY + 8), to: Point(x: x, y: bounds.maxY - 8),
                        color: .systemGray4, width: 1)
        }
        for (index, rect) in rects.enumerated() {
            let font = index == selectedSegmentIndex
                ? Font(size: SegmentedControl.titleFont.pointSize, weight: .semibold) : SegmentedControl.titleFont
            canvas.text(titles[index], font: font, color: .black, alignment: .center, in: rect)
        }
    }
}
