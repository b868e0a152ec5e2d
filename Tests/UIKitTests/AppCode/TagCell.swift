import UIKit

/// A cell designed in Interface Builder (`TagCell.xib`). Its outlet is declared the Linux way:
/// `@IBOutlet` does not compile without the Objective-C runtime, so `outlets` names it.
final class TagCell: UICollectionViewCell, OutletConnectable {
    static let outlets: [String: Outlet] = ["titleLabel": Outlet(\TagCell.titleLabel)]

    var titleLabel: UILabel!

    func configure(with title: String) {
        titleLabel.text = title
    }
}
