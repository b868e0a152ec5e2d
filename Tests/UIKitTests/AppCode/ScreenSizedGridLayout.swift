import UIKit

/// A grid sized from the screen, as iOS code often sizes a flow layout: three columns across
/// `UIScreen.main.bounds` with 1-point gaps.
enum ScreenSizedGridLayout {
    static func make(columns: Int = 3, spacing: CGFloat = 1) -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        let width = UIScreen.main.bounds.width
        let side = ((width - spacing * CGFloat(columns - 1)) / CGFloat(columns)).rounded(.down)
        layout.itemSize = CGSize(width: side, height: side)
        layout.minimumInteritemSpacing = spacing
        layout.minimumLineSpacing = spacing
        layout.sectionInset = .zero
        return layout
    }
}
