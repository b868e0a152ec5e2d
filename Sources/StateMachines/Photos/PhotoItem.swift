import ViewTree

/// One photo of the feed (the seed's `ShopItem` model): an image known by name and size.
///
/// The seed downloads its photos; here every item has a deterministic image whose size cycles
/// through ``imageSizes`` (portrait, landscape, square, tall and wide shapes), so the aspect-fit
/// frames the transitions compute differ from photo to photo.
public struct PhotoItem: Sendable, Equatable {
    /// The item's position in the feed, from 0.
    public let index: Int
    /// Its image.
    public let image: Image

    /// The image sizes (3:4, 4:3, 1:1, 9:16, 16:9, 2:3); item `i` takes size `(i * 5) % 6`, so items
    /// 0, 1, 2, ... are 3:4, 2:3, 16:9, 9:16, 1:1, 4:3, then again.
    public static let imageSizes: [Size] = [
        Size(width: 1200, height: 1600), Size(width: 1200, height: 900), Size(width: 1200, height: 1200),
        Size(width: 1080, height: 1920), Size(width: 1920, height: 1080), Size(width: 1000, height: 1500),
    ]

    /// The item at `index` (always the same image).
    public init(index: Int) {
        self.index = index
        image = Image(name: "photo-\(index).jpg", size: Self.imageSizes[(index * 5) % Self.imageSizes.count])
    }
}

/// The geometry of the photo transitions.
public enum PhotoGeometry {
    /// Where a photo shows full screen (the seed's `coverImageFrameToFullScreenFrame`): the image
    /// scaled to fit the screen, centred. (For every shape of ``PhotoItem/imageSizes`` that is the
    /// seed's "as wide as the screen, centred vertically".)
    public static func fullScreenFrame(for image: Image?, screen: Rect) -> Rect {
        guard let image else { return screen }
        return ContentMode.scaleAspectFit.rect(forContentOfSize: image.size, in: screen)
    }
}
