import UIKit

/// The seed's snapping selector, written for iOS: a horizontal flow layout of salon cells whose
/// `scrollViewWillEndDragging` moves the target so that the nearest cell's centre lands on the
/// view's centre.
class SalonSelectorViewController: UIViewController {
    let salons = ["Élan", "Marais", "Bastille", "Opéra", "Louvre", "Pigalle", "Bercy"]
    var collectionView: UICollectionView!
    private(set) var willEndDraggingCalls = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 150, height: 100)
        layout.minimumLineSpacing = 0
        let strip = CGRect(x: 0, y: 100, width: view.bounds.width, height: 100)
        collectionView = UICollectionView(frame: strip, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth]
        collectionView.register(forCellWithReuseIdentifier: SalonCell.reuseIdentifier) { SalonCell(frame: .zero) }
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
    }
}

extension SalonSelectorViewController: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        salons.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: SalonCell.reuseIdentifier, for: indexPath)
        guard let salonCell = cell as? SalonCell else { return cell }
        salonCell.configure(with: salons[indexPath.item])
        return salonCell
    }
}

extension SalonSelectorViewController: UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets {
        let padding = (collectionView.bounds.width - SalonCell.State.expanded.containerWidth) / 2
        return UIEdgeInsets(top: 0, left: padding, bottom: 0, right: padding)
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        willEndDraggingCalls += 1
        var offsetAdjustment = CGFloat.greatestFiniteMagnitude
        let horizontalCenter = targetContentOffset.pointee.x + collectionView.bounds.width / 2
        let targetRect = CGRect(origin: targetContentOffset.pointee, size: collectionView.bounds.size)
        guard let layoutAttributes = collectionView.collectionViewLayout.layoutAttributesForElements(in: targetRect) else {
            return
        }
        for layoutAttribute in layoutAttributes {
            let itemHorizontalCenter = layoutAttribute.center.x
            if abs(itemHorizontalCenter - horizontalCenter) < abs(offsetAdjustment) {
                offsetAdjustment = itemHorizontalCenter - horizontalCenter
            }
        }
        targetContentOffset.pointee.x += offsetAdjustment
    }
}
