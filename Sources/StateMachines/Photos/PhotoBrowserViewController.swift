import Foundation
import ViewTree

/// The seed's `PhotoBrowseCollectionVC`: a horizontal, paging collection view of the photos at
/// full screen. Its cells are the screen's width plus ``cellMargin`` wide with no spacing, and the
/// collection view is as wide as a cell, so a page is a cell and the gap (the cell's empty right
/// margin) never rests on screen. A tap dismisses it.
public final class PhotoBrowserViewController: CollectionViewController {
    /// The gap between photos, in points (the seed's `cellMargin`; its value is not in the seed's
    /// text, 20 is decided here).
    public static let cellMargin = 20.0

    /// The photo shown first.
    public let indexPath: IndexPath
    /// The photos (the grid's items when it was tapped).
    public let items: [PhotoItem]
    /// Called when paging comes to rest, with the page shown.
    public var onPageChanged: ((Int) -> Void)?

    /// A browser of `items` opening at `indexPath` (the seed's convenience `init()` plus its two
    /// properties). The layout's item size is set in `viewDidLoad`, when the screen is known.
    public init(indexPath: IndexPath, items: [PhotoItem]) {
        self.indexPath = indexPath
        self.items = items
        let layout = FlowLayout()
        layout.scrollDirection = .horizontal
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        super.init(collectionViewLayout: layout)
        name = "browser"
    }

    public required init?(coder: NSCoder) { return nil }

    /// The seed's `viewDidLoad`: the collection view covers the screen plus the margin, pages, and
    /// starts at the tapped photo.
    public override func viewDidLoad() {
        super.viewDidLoad()
        let screen = screenBounds
        if let layout = collectionViewLayout as? FlowLayout {
            layout.itemSize = Size(width: screen.width + Self.cellMargin, height: screen.height)
        }
        var frame = screen
        frame.size.width = screen.width + Self.cellMargin
        collectionView.frame = frame
        collectionView.isPagingEnabled = true
        collectionView.backgroundColor = .black
        collectionView.register(forCellWithReuseIdentifier: PhotoCell.bigImageIdentifier) {
            let cell = PhotoCell()
            cell.bigImageMargin = Self.cellMargin
            return cell
        }
        collectionView.scrollToItem(at: indexPath, at: .left, animated: false)
    }

    /// The page at rest: the content offset in cell widths.
    public var currentPage: Int {
        let width = collectionView.bounds.width
        guard width > 0 else { return indexPath.item }
        return Int((collectionView.contentOffset.x / width).rounded())
    }

    public override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        items.count
    }

    public override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.bigImageIdentifier, for: indexPath)
        (cell as? PhotoCell)?.configure(with: items[indexPath.item], bigImage: true)
        return cell
    }

    /// The seed's `didSelectItemAtIndexPath`: a tap on the photo dismisses the browser.
    public override func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        dismiss(animated: true, completion: nil)
    }

    public override func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { onPageChanged?(currentPage) }
    }

    public override func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        onPageChanged?(currentPage)
    }

    public override func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
        onPageChanged?(currentPage)
    }
}
