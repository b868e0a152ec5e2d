import UIKit

/// A rounded card with a border, a shadow and a 3-D tilt, as iOS code styles one.
final class CardView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = 16
        layer.borderWidth = 1
        layer.borderColor = UIColor.systemGray4.cgColor
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.2
        layer.shadowOffset = CGSize(width: 0, height: 4)
        layer.shadowRadius = 8
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// The seed's add-to-cart tilt: a perspective, then a rotation about the x axis.
    func tilt(by angle: CGFloat) {
        var transform = CATransform3DIdentity
        transform.m34 = -1.0 / 500
        transform = CATransform3DRotate(transform, angle, 1, 0, 0)
        layer.transform = transform
    }

    func shrink() {
        transform = CGAffineTransform(scaleX: 0.5, y: 0.5).translatedBy(x: 10, y: 0)
    }
}
