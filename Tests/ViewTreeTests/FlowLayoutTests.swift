import Foundation
import TestSupport
import Testing
@testable import ViewTree

/// A data source with fixed section sizes and, optionally, per-section insets.
final class CountingDataSource: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
    var counts: [Int]
    var insets: [EdgeInsets]?

    init(counts: [Int], insets: [EdgeInsets]? = nil) {
        self.counts = counts
        self.insets = insets
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: any CollectionViewLayout,
                        insetForSectionAt section: Int) -> EdgeInsets {
        insets?[section] ?? (collectionViewLayout as! FlowLayout).sectionInset
    }
}

/// A collection view of `size` with a flow layout configured by `configure`, fed by `source`.
func makeFlowCollectionView(size: Size, source: CountingDataSource,
                            configure: (FlowLayout) -> Void = { _ in }) -> (CollectionView, FlowLayout) {
    let layout = FlowLayout()
    configure(layout)
    let collectionView = CollectionView(frame: Rect(origin: .zero, size: size), collectionViewLayout: layout)
    collectionView.register(forCellWithReuseIdentifier: "cell") { CollectionViewCell() }
    collectionView.dataSource = source
    collectionView.delegate = source
    return (collectionView, layout)
}

@Suite struct FlowLayoutTests {
    @Test func defaultsAreUIKits() {
        let layout = FlowLayout()
        #expect(layout.itemSize == Size(width: 50, height: 50))
        #expect(layout.minimumLineSpacing == 10)
        #expect(layout.minimumInteritemSpacing == 10)
        #expect(layout.sectionInset == .zero)
        #expect(layout.scrollDirection == .vertical)
    }

    @Test func verticalRowsAreJustifiedAndTheLastRowKeepsTheirSpacing() {
        // 390 wide: (390 + 10) / 60 = 6 items per row; spare 90 points spread over 5 gaps of 18.
        let source = CountingDataSource(counts: [8])
        let (collectionView, layout) = makeFlowCollectionView(size: Size(width: 390, height: 600), source: source)
        func frame(_ item: Int) -> Rect? { collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame }
        #expect(frame(0) == Rect(x: 0, y: 0, width: 50, height: 50))
        #expect(frame(1) == Rect(x: 68, y: 0, width: 50, height: 50))
        #expect(frame(5) == Rect(x: 340, y: 0, width: 50, height: 50))
        #expect(frame(6) == Rect(x: 0, y: 60, width: 50, height: 50))
        #expect(frame(7) == Rect(x: 68, y: 60, width: 50, height: 50))
        #expect(frame(8) == nil)
        #expect(layout.collectionViewContentSize == Size(width: 390, height: 110))
    }

    @Test func aLoneItemPerLineIsCentred() {
        let source = CountingDataSource(counts: [3])
        let (collectionView, layout) = makeFlowCollectionView(size: Size(width: 390, height: 600), source: source) {
            $0.itemSize = Size(width: 300, height: 100)
            $0.minimumLineSpacing = 4
            $0.sectionInset = EdgeInsets(top: 8, left: 20, bottom: 12, right: 10)
        }
        // Available 360: one item per line, centred: 20 + (360 - 300) / 2 = 50.
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame
                == Rect(x: 50, y: 216, width: 300, height: 100))
        #expect(layout.collectionViewContentSize == Size(width: 390, height: 328))
    }

    @Test func horizontalColumnsFillTopToBottom() {
        // 300 high, insets 20 / 30: available 250, (250 + 10) / 60 = 4 per column, spacing 50 / 3.
        let source = CountingDataSource(counts: [10])
        let (collectionView, layout) = makeFlowCollectionView(size: Size(width: 390, height: 300), source: source) {
            $0.scrollDirection = .horizontal
            $0.minimumLineSpacing = 15
            $0.sectionInset = EdgeInsets(top: 20, left: 5, bottom: 30, right: 7)
        }
        let item5 = collectionView.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))!.frame
        #expect(Double(item5.minX) == 5 + 65)
        #expect(abs(item5.minY - (20 + 50 + 50.0 / 3)) < 1e-12)
        // 10 items: 3 columns: 5 + 3 * 50 + 2 * 15 + 7.
        #expect(layout.collectionViewContentSize == Size(width: 192, height: 300))
    }

    @Test func theSalonLayout() {
        // The seed: 320 x 200 items, insets (bounds.width - 320) / 2 left and right, 10 top and bottom.
        let source = CountingDataSource(counts: [5], insets: [EdgeInsets(top: 10, left: 35, bottom: 10, right: 35)])
        let (collectionView, layout) = makeFlowCollectionView(size: Size(width: 390, height: 220), source: source) {
            $0.scrollDirection = .horizontal
            $0.itemSize = Size(width: 320, height: 200)
        }
        for item in 0..<5 {
            #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
                    == Rect(x: 35 + 330 * Double(item), y: 10, width: 320, height: 200))
        }
        #expect(layout.collectionViewContentSize == Size(width: 1710, height: 220))
    }

    @Test func sectionsFollowOneAnotherWithTheirOwnInsets() {
        let source = CountingDataSource(counts: [2, 0, 7], insets: [
            EdgeInsets(top: 5, left: 0, bottom: 5, right: 0),
            EdgeInsets(top: 3, left: 0, bottom: 4, right: 0),
            EdgeInsets(top: 10, left: 40, bottom: 20, right: 40),
        ])
        let (collectionView, layout) = makeFlowCollectionView(size: Size(width: 200, height: 500), source: source)
        // Section 0: 3 per line (spacing 25): 5 + 50 + 5 = 60; section 1 (empty) keeps its insets: 7; section 2 starts at 67.
        // Section 2: available 120, 2 per line, spacing 20; 7 items: 4 lines.
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
                == Rect(x: 75, y: 5, width: 50, height: 50))
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 3, section: 2))?.frame
                == Rect(x: 110, y: 137, width: 50, height: 50))
        let expectedHeight: Double = 67 + 10 + 4 * 50 + 3 * 10 + 20
        #expect(Double(layout.collectionViewContentSize.height) == expectedHeight)
    }

    @Test func elementsInARectMatchABruteForceScan() {
        var generator = SplitMix64(seed: 7)
        for direction in [ScrollDirection.vertical, .horizontal] {
            let source = CountingDataSource(counts: [37, 0, 5, 120], insets: [
                EdgeInsets(top: 3, left: 11, bottom: 7, right: 2), .zero,
                EdgeInsets(top: 20, left: 20, bottom: 20, right: 20), EdgeInsets(top: 0, left: 5, bottom: 9, right: 5),
            ])
            let (collectionView, layout) = makeFlowCollectionView(size: Size(width: 333, height: 287), source: source) {
                $0.scrollDirection = direction
                $0.itemSize = Size(width: 47, height: 31)
                $0.minimumLineSpacing = 6
                $0.minimumInteritemSpacing = 9
            }
            var all: [CollectionViewLayoutAttributes] = []
            for section in 0..<4 {
                for item in 0..<source.counts[section] {
                    all.append(collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))!)
                }
            }
            let content = layout.collectionViewContentSize
            for _ in 0..<300 {
                let rect = Rect(x: generator.double(in: -50...content.width), y: generator.double(in: -50...content.height),
                                width: generator.double(in: 0...400), height: generator.double(in: 0...400))
                let expected = all.filter { $0.frame.maxX > rect.minX && $0.frame.minX < rect.maxX
                                            && $0.frame.maxY > rect.minY && $0.frame.minY < rect.maxY }
                #expect(layout.layoutAttributesForElements(in: rect) == expected, "\(direction) \(rect)")
            }
        }
    }
}
