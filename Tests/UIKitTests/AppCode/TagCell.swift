import UIKit

/// A cell designed in Interface Builder (`TagCell.xib`). Its outlet is declared the Linux way:
/// `@IBOutlet` does not compile without the Objective-C runtime, so `outlets` names it.
final class TagCell: UICollectionViewCell, OutletConnectable {
    static let outlets: [String: Outlet] = ["titleLabel": Outlet(\TagCell.titleLabel)]

    var titleLabel: UILabel!

    override func awakeFromNib() {
        super.awakeFromNib()
        contentView.layer.cornerRadius = 8
    }

    func configure(with title: String) {
        titleLabel.text = title
    }
}
