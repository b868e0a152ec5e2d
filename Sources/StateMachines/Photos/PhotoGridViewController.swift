import Foundation
import ViewTree

/// The seed's thumbnail grid (a `UICollectionViewController` inside a navigation controller): a
/// vertical flow layout of square thumbnails, three to a row, fed by a ``PhotoFeed``. Requesting
/// the last cell asks the feed for the next page; a tap presents the photo browser with the
/// custom zoom transition.
///
/// Geometry (the seed does not give it; decided here for a 390-point screen): 126-point squares
/// with 6 points between them and between rows, so three fill a row exactly.
public final class PhotoGridViewController: CollectionViewController {
    /// The side of a thumbnail.
    public static let thumbnailSide = 126.0
    /// The spacing between thumbnails and between rows.
    public static let spacing = 6.0

    /// The photos.
    public let feed: PhotoFeed
    /// The seed's `modalDelegate`: the transitioning delegate and animator of the browser.
    public let modalDelegate = PhotoTransitionAnimator()
    /// Called with each browser the grid presents, before the transition starts.
    public var willPresentBrowser: ((PhotoBrowserViewController) -> Void)?

    /// A grid of the photos of `feed`.
    public init(feed: PhotoFeed) {
        self.feed = feed
        let layout = FlowLayout()
        layout.itemSize = Size(width: Self.thumbnailSide, height: Self.thumbnailSide)
        layout.minimumInteritemSpacing = Self.spacing
        layout.minimumLineSpacing = Self.spacing
        super.init(collectionViewLayout: layout)
        name = "grid"
    }

    public required init?(coder: NSCoder) { return nil }

    public override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .white
        collectionView.register(forCellWithReuseIdentifier: PhotoCell.thumbnailIdentifier) { PhotoCell() }
        feed.onPageLoaded = { [weak self] _ in self?.collectionView.reloadData() }
    }

    public override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        feed.items.count
    }

    /// The seed's `cellForItemAtIndexPath`: a thumbnail; the last cell asks for 30 more items.
    public override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.thumbnailIdentifier, for: indexPath)
        (cell as? PhotoCell)?.configure(with: feed.items[indexPath.item], bigImage: false)
        if indexPath.item == feed.items.count - 1, let clock = collectionView.window?.clock {
            feed.requestPage(from: feed.items.count, on: clock)
        }
        return cell
    }

    /// The seed's `didSelectItemAtIndexPath`: present the browser at the tapped photo, in the
    /// custom style, with the zoom animator.
    public override func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        let browser = PhotoBrowserViewController(indexPath: indexPath, items: feed.items)
        browser.transitioningDelegate = modalDelegate
        browser.modalPresentationStyle = .custom
        willPresentBrowser?(browser)
        present(browser, animated: true, completion: nil)
    }
}
