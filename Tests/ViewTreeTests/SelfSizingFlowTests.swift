import Foundation
import Testing
@testable import ViewTree

/// A cell whose size comes from Auto Layout: a box of a given size pinned to the content view's
/// edges (so the fitting size is exactly the box's; the trailing and bottom edges at 999, so that
/// a cell of another size, as in a flow layout without self-sizing, breaks no constraint).
class BoxCell: CollectionViewCell {
    let box = View(name: "box")
    let boxWidth: LayoutConstraint
    let boxHeight: LayoutConstraint

    override init(frame: Rect) {
        boxWidth = box.widthAnchor.constraint(equalToConstant: 0)
        boxHeight = box.heightAnchor.constraint(equalToConstant: 0)
        super.init(frame: frame)
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor).withPriority(LayoutPriority(999)),
            box.topAnchor.constraint(equalTo: contentView.topAnchor),
            box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor).withPriority(LayoutPriority(999)),
            boxWidth, boxHeight,
        ])
    }

    required init?(coder: NSCoder) { return nil }
}

/// Items of given sizes; counts how often each is measured.
final class BoxSource: CollectionViewDataSource {
    var sizes: [Size]
    var measured: [IndexPath: Int] = [:]

    init(sizes: [Size]) {
        self.sizes = sizes
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { sizes.count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "box", for: indexPath) as! BoxCell
        cell.boxWidth.constant = sizes[indexPath.item].width
        cell.boxHeight.constant = sizes[indexPath.item].height
        return cell
    }
}

@MainActor
final class SelfSizingFlowScene {
    let window = Window()
    let collectionView: CollectionView
    let layout = FlowLayout()
    let source: BoxSource

    init(sizes: [Size], frame: Rect, configure: (FlowLayout) -> Void = { _ in }) {
        layout.estimatedItemSize = FlowLayout.automaticSize
        configure(layout)
        collectionView = CollectionView(frame: frame, collectionViewLayout: layout)
        source = BoxSource(sizes: sizes)
        window.addSubview(collectionView)
        collectionView.register(forCellWithReuseIdentifier: "box") { MeasurementCountingBoxCell() }
        collectionView.dataSource = source
        window.layoutIfNeeded()
    }

    func frame(_ item: Int) -> Rect? {
        collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
    }

    var measurements: [IndexPath: Int] {
        var counts: [IndexPath: Int] = [:]
        for cell in collectionView.subviews.compactMap({ $0 as? MeasurementCountingBoxCell }) {
            for (indexPath, count) in cell.measured { counts[indexPath, default: 0] += count }
        }
        return counts
    }

    func scroll(to y: Double) {
        collectionView.contentOffset = Point(x: 0, y: y)
        window.layoutIfNeeded()
    }

    /// Scrolls to the end in steps smaller than the viewport, so every item appears.
    func scrollThrough() {
        var y = collectionView.contentOffset.y
        while y < collectionView.contentSize.height - collectionView.bounds.height {
            y = min(y + 60, collectionView.contentSize.height - collectionView.bounds.height)
            scroll(to: y)
        }
    }
}

/// Sections of items of given sizes, with an inset per section (as the flow layout's delegate).
final class SectionedBoxSource: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
    let sections: [[Size]]
    let insets: [EdgeInsets]

    init(sections: [[Size]], insets: [EdgeInsets]) {
        self.sections = sections
        self.insets = insets
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "box", for: indexPath) as! BoxCell
        cell.boxWidth.constant = sections[indexPath.section][indexPath.item].width
        cell.boxHeight.constant = sections[indexPath.section][indexPath.item].height
        return cell
    }
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: any CollectionViewLayout,
                        insetForSectionAt section: Int) -> EdgeInsets { insets[section] }
}

/// A box cell that notes each measurement of an item.
final class MeasurementCountingBoxCell: BoxCell {
    var measured: [IndexPath: Int] = [:]

    override func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        measured[layoutAttributes.indexPath, default: 0] += 1
        return super.preferredLayoutAttributesFitting(layoutAttributes)
    }
}

@MainActor
@Suite struct SelfSizingFlowTests {
    @Test func automaticSizeIsAPlaceholderAndTheDefaultIsOff() {
        #expect(FlowLayout().estimatedItemSize == .zero)
        #expect(FlowLayout.automaticSize != .zero)
    }

    @Test func itemsOfDifferentSizesFlowIntoLines() {
        // 300 wide, insets 10/20/30/20: lines 260 wide. Line 1: 100 + 120 (30 more would not fit),
        // justified (gap 40), 50 thick; line 2: 30 + 200, gap 30, 40 thick; the last line: 50, 60,
        // 70 at the minimum spacing from the leading inset. Items are centred in their line's
        // thickness; lines 5 apart.
        let sizes = [Size(width: 100, height: 40), Size(width: 120, height: 50), Size(width: 30, height: 40),
                     Size(width: 200, height: 30), Size(width: 50, height: 20), Size(width: 60, height: 20),
                     Size(width: 70, height: 20)]
        let scene = SelfSizingFlowScene(sizes: sizes, frame: Rect(x: 0, y: 0, width: 300, height: 400)) { layout in
            layout.sectionInset = EdgeInsets(top: 10, left: 20, bottom: 30, right: 20)
            layout.minimumLineSpacing = 5
        }
        #expect(scene.frame(0) == Rect(x: 20, y: 15, width: 100, height: 40))
        #expect(scene.frame(1) == Rect(x: 160, y: 10, width: 120, height: 50))
        #expect(scene.frame(2) == Rect(x: 20, y: 65, width: 30, height: 40))
        #expect(scene.frame(3) == Rect(x: 80, y: 70, width: 200, height: 30))
        #expect(scene.frame(4) == Rect(x: 20, y: 110, width: 50, height: 20))
        #expect(scene.frame(5) == Rect(x: 80, y: 110, width: 60, height: 20))
        #expect(scene.frame(6) == Rect(x: 150, y: 110, width: 70, height: 20))
        #expect(scene.collectionView.contentSize == Size(width: 300, height: 160))
        // The cells are where the layout says, at their measured sizes.
        for item in 0..<7 {
            #expect(scene.collectionView.cellForItem(at: IndexPath(item: item, section: 0))?.frame == scene.frame(item))
        }
        #expect(scene.measurements.count == 7 && scene.measurements.values.allSatisfy { $0 == 1 })
    }

    @Test func aLoneItemIsCentredWhenAnotherOfItsSizeWouldNotFit() {
        // 200 wide: 150, 170 and 40 each take a line (none fits beside the one before); the last
        // item is alone but another 40 would fit beside it, so it stays at the leading edge.
        let sizes = [Size(width: 150, height: 10), Size(width: 170, height: 10), Size(width: 40, height: 10)]
        let scene = SelfSizingFlowScene(sizes: sizes, frame: Rect(x: 0, y: 0, width: 200, height: 400))
        #expect(scene.frame(0) == Rect(x: 25, y: 0, width: 150, height: 10))
        #expect(scene.frame(1) == Rect(x: 15, y: 20, width: 170, height: 10))
        #expect(scene.frame(2) == Rect(x: 0, y: 40, width: 40, height: 10))
    }

    @Test func itemsNotYetShownCountAtTheEstimate() {
        // 260 wide: three 80-point items per line (justified, gap 10), lines 40 thick; items below
        // the viewport are 50 x 50 (itemSize, the estimate of automaticSize), four to a line.
        let sizes = (0..<30).map { Size(width: 80, height: [20.0, 40, 30][$0 % 3]) }
        let scene = SelfSizingFlowScene(sizes: sizes, frame: Rect(x: 0, y: 0, width: 260, height: 100)) {
            $0.minimumLineSpacing = 5
        }
        #expect(scene.frame(0) == Rect(x: 0, y: 10, width: 80, height: 20))
        #expect(scene.frame(1) == Rect(x: 90, y: 0, width: 80, height: 40))
        #expect(scene.frame(3) == Rect(x: 0, y: 55, width: 80, height: 20))
        #expect(scene.frame(29)?.size == Size(width: 50, height: 50))
        #expect(scene.measurements.count == 9)  // three lines meet the 100-point viewport
    }

    @Test func theContentSizeIsExactAfterScrollingToTheEnd() {
        // Ten lines of three, 40 thick, 5 apart: 445 points.
        let sizes = (0..<30).map { Size(width: 80, height: [20.0, 40, 30][$0 % 3]) }
        let scene = SelfSizingFlowScene(sizes: sizes, frame: Rect(x: 0, y: 0, width: 260, height: 100)) {
            $0.minimumLineSpacing = 5
        }
        scene.scrollThrough()
        #expect(scene.collectionView.contentSize == Size(width: 260, height: 445))
        #expect(scene.collectionView.contentOffset.y == 345)
        #expect(scene.frame(29) == Rect(x: 180, y: 405 + 5, width: 80, height: 30))
        #expect(scene.measurements.count == 30)
        #expect(scene.measurements.values.allSatisfy { $0 == 1 }, "each item is measured once")
        scene.scroll(to: 0)
        scene.scrollThrough()
        #expect(scene.measurements.values.allSatisfy { $0 == 1 }, "and not again when it comes back")
    }

    @Test func linesFlowedBatchByBatchAreTheLinesOfAFlowFromScratch() {
        // Mixed widths: a measurement can pull an item back into the line before it.
        let sizes = (0..<80).map { (item: Int) -> Size in
            let width = 20 + (item * 37) % 190, height = 10 + (item * 13) % 35
            return Size(width: Double(width), height: Double(height))
        }
        let scene = SelfSizingFlowScene(sizes: sizes, frame: Rect(x: 0, y: 0, width: 260, height: 120)) {
            $0.sectionInset = EdgeInsets(top: 4, left: 6, bottom: 8, right: 10)
        }
        scene.scrollThrough()
        #expect(scene.measurements.count == 80)
        let flowed = (0..<80).map { scene.frame($0) }
        let contentSize = scene.layout.collectionViewContentSize
        scene.layout.prepare()  // every line again, from the measured sizes
        #expect((0..<80).map { scene.frame($0) } == flowed)
        #expect(scene.layout.collectionViewContentSize == contentSize)
    }

    @Test func itemsMeasuredAboveTheViewportDoNotMoveTheItemsOnScreen() {
        let sizes = (0..<90).map { Size(width: 80, height: [20.0, 40, 30][$0 % 3]) }
        let scene = SelfSizingFlowScene(sizes: sizes, frame: Rect(x: 0, y: 0, width: 260, height: 100)) {
            $0.minimumLineSpacing = 5
        }
        scene.scroll(to: 1000)  // a jump: the items above were never measured (50 x 50, 4 a line)
        var offset = scene.collectionView.contentOffset.y
        while offset > 100 {
            let anchor = scene.collectionView.indexPathsForVisibleItems[0]
            let before = scene.collectionView.cellForItem(at: anchor)!.frame.minY - offset
            scene.scroll(to: offset - 30)
            offset = scene.collectionView.contentOffset.y
            let after = scene.collectionView.cellForItem(at: anchor)!.frame.minY - offset
            #expect(after == before + 30, "item \(anchor.item) stays put on screen")
            #expect(scene.frame(anchor.item)!.minY - offset == after)
        }
        #expect(scene.measurements.count > 20, "items above were measured on the way up")
    }

    @Test func reloadItemsAndInvalidateLayoutMeasureAgain() {
        let sizes = (0..<6).map { Size(width: 80, height: 20 + Double($0)) }
        let scene = SelfSizingFlowScene(sizes: sizes, frame: Rect(x: 0, y: 0, width: 260, height: 400))
        scene.source.sizes[1] = Size(width: 100, height: 60)
        scene.collectionView.reloadItems(at: [IndexPath(item: 1, section: 0)])
        scene.window.layoutIfNeeded()
        #expect(scene.frame(1) == Rect(x: 160, y: 0, width: 100, height: 60))
        #expect(scene.measurements[IndexPath(item: 1, section: 0)] == 2)
        #expect(scene.measurements[IndexPath(item: 0, section: 0)] == 1)
        scene.layout.invalidateLayout()
        scene.window.layoutIfNeeded()
        #expect(scene.measurements.values.allSatisfy { $0 >= 2 }, "every item on screen is asked again")
        #expect(scene.frame(1) == Rect(x: 160, y: 0, width: 100, height: 60))
    }

    @Test func aWidthChangeMeasuresAgain() {
        let sizes = (0..<6).map { _ in Size(width: 80, height: 20) }
        let scene = SelfSizingFlowScene(sizes: sizes, frame: Rect(x: 0, y: 0, width: 260, height: 400))
        #expect(scene.frame(3) == Rect(x: 0, y: 30, width: 80, height: 20))
        scene.collectionView.frame = Rect(x: 0, y: 0, width: 350, height: 400)
        scene.window.layoutIfNeeded()
        // Four to a line now: gap (350 - 320) / 3 = 10.
        #expect(scene.frame(3) == Rect(x: 270, y: 0, width: 80, height: 20))
        #expect(scene.measurements.values.allSatisfy { $0 == 2 })
    }

    @Test func withoutAnEstimateCellsAreNotMeasured() {
        let layout = FlowLayout()
        let collectionView = CollectionView(frame: Rect(x: 0, y: 0, width: 260, height: 400), collectionViewLayout: layout)
        let source = BoxSource(sizes: [Size(width: 80, height: 20)])
        collectionView.register(forCellWithReuseIdentifier: "box") { MeasurementCountingBoxCell() }
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        let cell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as! MeasurementCountingBoxCell
        #expect(cell.measured.isEmpty)
        #expect(cell.frame == Rect(x: 0, y: 0, width: 50, height: 50))
        #expect(collectionView.selfSizingLayout == nil)
        layout.estimatedItemSize = FlowLayout.automaticSize
        collectionView.layoutIfNeeded()
        #expect(cell.frame == Rect(x: 0, y: 0, width: 80, height: 20))
        layout.estimatedItemSize = .zero
        collectionView.layoutIfNeeded()
        #expect(collectionView.selfSizingLayout == nil)
        #expect(cell.frame == Rect(x: 0, y: 0, width: 50, height: 50))
    }

    @Test func sectionsFollowOneAnotherWithTheDelegatesInsets() {
        // Section 0 (inset 5 all round): 100 + 120 in its last (only) line, so 10 apart, 30 thick; section 1
        // (inset 20 left and right, 10 top): 150 alone (another would not fit in 260), centred.
        let source = SectionedBoxSource(sections: [[Size(width: 100, height: 30), Size(width: 120, height: 20)],
                                                   [Size(width: 150, height: 40)]],
                                        insets: [EdgeInsets(top: 5, left: 5, bottom: 5, right: 5),
                                                 EdgeInsets(top: 10, left: 20, bottom: 0, right: 20)])
        let layout = FlowLayout()
        layout.estimatedItemSize = Size(width: 60, height: 60)
        let collectionView = CollectionView(frame: Rect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
        collectionView.register(forCellWithReuseIdentifier: "box") { BoxCell() }
        collectionView.dataSource = source
        collectionView.delegate = source
        collectionView.layoutIfNeeded()
        func frame(_ item: Int, _ section: Int) -> Rect? {
            collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
        }
        #expect(frame(0, 0) == Rect(x: 5, y: 5, width: 100, height: 30))
        #expect(frame(1, 0) == Rect(x: 115, y: 10, width: 120, height: 20))
        #expect(frame(0, 1) == Rect(x: 75, y: 50, width: 150, height: 40))
        #expect(collectionView.contentSize == Size(width: 300, height: 90))
    }

    @Test func horizontalFlowsFillColumns() {
        // 100 high: columns of 30 + 60 (gap 10 spread: 100 - 90 = 10), then 40 alone.
        let sizes = [Size(width: 20, height: 30), Size(width: 50, height: 60), Size(width: 10, height: 40)]
        let scene = SelfSizingFlowScene(sizes: sizes, frame: Rect(x: 0, y: 0, width: 300, height: 100)) {
            $0.scrollDirection = .horizontal
        }
        #expect(scene.frame(0) == Rect(x: 15, y: 0, width: 20, height: 30))
        #expect(scene.frame(1) == Rect(x: 0, y: 40, width: 50, height: 60))
        #expect(scene.frame(2) == Rect(x: 60, y: 0, width: 10, height: 40))
        #expect(scene.collectionView.contentSize == Size(width: 70, height: 100))
    }
}
