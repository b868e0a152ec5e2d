import Foundation

import ViewTree

/// The seed's `CollectionViewCell`, used by both collection views: one image view. As a
/// thumbnail it fills the cell, aspect-filled and clipped; as a big image (in the browser) it sits
/// at the full-screen frame of the photo in the cell's first screen width, leaving the cell's
/// margin on the right empty (the seed's spacing trick).
///
/// The seed switches modes through a flag on its shared model object (`item.showBigImage`);
/// here the cell keeps the flag.
public final class PhotoCell: CollectionViewCell {
    /// The reuse identifier of thumbnails.
    public static let thumbnailIdentifier = "PhotoCell"
    /// The reuse identifier of big images.
    public static let bigImageIdentifier = "PhotoBigCell"

    /// The photo's image view.
    public let imageView = ImageView()
    /// The item shown.
    public private(set) var item: PhotoItem?
    /// Whether the cell shows the big image (browser) rather than the thumbnail (grid).
    public private(set) var showsBigImage = false
    /// The empty margin on the right of a big-image cell, in points.
    public var bigImageMargin = 0.0

    /// A cell of the given frame.
    public override init(frame: Rect) {
        super.init(frame: frame)
        imageView.name = "imageView"
        imageView.clipsToBounds = true
        contentView.addSubview(imageView)
    }

    public required init?(coder: NSCoder) { return nil }

    /// Shows `item`, as a thumbnail or as the big image.
    public func configure(with item: PhotoItem, bigImage: Bool) {
        self.item = item
        showsBigImage = bigImage
        imageView.image = item.image
        imageView.contentMode = bigImage ? .scaleAspectFit : .scaleAspectFill
        name = "photo \(item.index)"
        setNeedsLayout()
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = contentView.bounds
        if showsBigImage {
            let screen = Rect(x: 0, y: 0, width: max(0, bounds.width - bigImageMargin), height: bounds.height)
            imageView.frame = PhotoGeometry.fullScreenFrame(for: item?.image, screen: screen)
        } else {
            imageView.frame = bounds
        }
    }
}
