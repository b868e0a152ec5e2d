import Foundation
import Testing
@testable import ViewTree

/// A data source of `counts[section]` plain cells per section.
private final class Counts: CollectionViewDataSource {
    let counts: [Int]
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

/// `UICollectionViewCompositionalLayout` as Apple documents it: an item's fractional size is of
/// its group, a top-level group's of the collection view inside the section's insets; groups
/// repeat their subitems while they fit, and repeat down the section for its items.
@Suite struct CompositionalLayoutTests {
    /// Lays out `counts` items with `layout` in a 390 x 844 collection view, and returns the frames.
    private static func frames(_ layout: CollectionViewCompositionalLayout, _ counts: [Int], width: Double = 390) -> [[Rect]] {
        let collectionView = CollectionView(frame: Rect(x: 0, y: 0, width: width, height: 844), collectionViewLayout: layout)
        collectionView.register(forCellWithReuseIdentifier: "cell") { CollectionViewCell() }
        let source = Counts(counts)
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        return counts.indices.map { section in
            (0..<counts[section]).compactMap { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame }
        }
    }

    private static func size(_ width: CollectionLayoutDimension, _ height: CollectionLayoutDimension) -> CollectionLayoutSize {
        CollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    @Test func aTwoColumnGridWithInsetsAndSpacing() {
        let item = CollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(0.5), .fractionalHeight(1)))
        item.contentInsets = DirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let group = CollectionLayoutGroup.horizontal(layoutSize: Self.size(.fractionalWidth(1), .absolute(120)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 10, bottom: 20, trailing: 10)
        section.interGroupSpacing = 8
        let layout = CollectionViewCompositionalLayout(section: section)
        let frames = Self.frames(layout, [5])[0]
        // The group is 370 wide (390 - 10 - 10); its half-width item repeats twice per group.
        #expect(frames == [Rect(x: 14, y: 4, width: 177, height: 112), Rect(x: 199, y: 4, width: 177, height: 112),
                           Rect(x: 14, y: 132, width: 177, height: 112), Rect(x: 199, y: 132, width: 177, height: 112),
                           Rect(x: 14, y: 260, width: 177, height: 112)])
        #expect(layout.collectionViewContentSize == Size(width: 390, height: 3 * 120 + 2 * 8 + 20))
    }

    @Test func aCountedGroupSharesItsWidthAndANestedGroupStacksItsItems() {
        let cell = CollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1), .fractionalHeight(1)))
        let row = CollectionLayoutGroup.horizontal(layoutSize: Self.size(.absolute(300), .absolute(50)), repeatingSubitem: cell, count: 3)
        row.interItemSpacing = .fixed(6)
        let rowFrames = Self.frames(CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: row)), [3])[0]
        #expect(rowFrames.map(\.minX) == [0, 102, 204] && rowFrames.allSatisfy { $0.width == 96 })  // (300 - 12) / 3

        let big = CollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(2.0 / 3), .fractionalHeight(1)))
        let small = CollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let pair = CollectionLayoutGroup.vertical(layoutSize: Self.size(.fractionalWidth(1.0 / 3), .fractionalHeight(1)), subitems: [small])
        let mosaic = CollectionLayoutGroup.horizontal(layoutSize: Self.size(.fractionalWidth(1), .absolute(200)), subitems: [big, pair])
        let frames = Self.frames(CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: mosaic)), [4], width: 300)[0]
        #expect(frames == [Rect(x: 0, y: 0, width: 200, height: 200), Rect(x: 200, y: 0, width: 100, height: 100),
                           Rect(x: 200, y: 100, width: 100, height: 100), Rect(x: 0, y: 200, width: 200, height: 200)])
    }

    @Test func anOrthogonalSectionIsOneRowAndTheNextSectionFollowsIt() {
        let item = CollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1), .fractionalHeight(1)))
        let card = CollectionLayoutGroup.horizontal(layoutSize: Self.size(.absolute(150), .absolute(100)), subitems: [item])
        let layout = CollectionViewCompositionalLayout { index, environment in
            let section = CollectionLayoutSection(group: card)
            section.interGroupSpacing = 10
            section.orthogonalScrollingBehavior = index == 0 ? .continuous : .none
            #expect(environment.container.effectiveContentSize.width == 390)
            return section
        }
        layout.interSectionSpacing = 30
        let frames = Self.frames(layout, [4, 2])
        #expect(frames[0].map(\.minX) == [0, 160, 320, 480] && frames[0].allSatisfy { $0.minY == 0 })
        #expect(frames[1].map(\.minY) == [130, 240])  // 100 + 30, then 100 + 10 below
        var shown: [IndexPath] = []
        layout.enumerateLayoutAttributesForElements(in: Rect(x: 0, y: 120, width: 390, height: 100)) { shown.append($0.indexPath) }
        #expect(shown == [IndexPath(item: 0, section: 1)])
    }
}
