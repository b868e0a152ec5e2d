import UIKit

/// A carousel: one centred row of cards, the ones away from the centre shrunk, and flings that
/// end with a card in the middle, as custom flow layouts do it on iOS.
final class CarouselFlowLayout: UICollectionViewFlowLayout {
    let minimumScale: CGFloat = 0.8

    override init() {
        super.init()
        scrollDirection = .horizontal
        itemSize = CGSize(width: 200, height: 120)
        minimumLineSpacing = 20
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        let horizontalInset = (collectionView.bounds.width - itemSize.width) / 2
        let inset = UIEdgeInsets(top: 0, left: horizontalInset, bottom: 0, right: horizontalInset)
        if sectionInset != inset {
            sectionInset = inset
        }
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        true
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView = collectionView,
              let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
        let centerX = collectionView.contentOffset.x + collectionView.bounds.width / 2
        return attributes.map { original in
            var attributes = original.copy() as! UICollectionViewLayoutAttributes
            let distance = abs(attributes.center.x - centerX)
            let scale = max(minimumScale, 1 - distance / collectionView.bounds.width * (1 - minimumScale))
            attributes.transform = CGAffineTransform(scaleX: scale, y: scale)
            return attributes
        }
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        let pitch = itemSize.width + minimumLineSpacing
        let index = (proposedContentOffset.x / pitch).rounded()
        return CGPoint(x: index * pitch, y: proposedContentOffset.y)
    }
}
