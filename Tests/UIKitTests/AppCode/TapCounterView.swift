import UIKit

/// A view that counts the taps it gets through UIKit's touch methods, over a blur.
final class TapCounterView: UIView {
    private(set) var taps: [CGPoint] = []
    let blurView = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    let badge = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        blurView.frame = bounds
        blurView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(blurView)
        badge.text = "0"
        badge.isUserInteractionEnabled = false
        badge.frame = CGRect(x: 10, y: 10, width: 40, height: 20)
        blurView.contentView.addSubview(badge)
        isAccessibilityElement = true
        accessibilityTraits = [.button, .updatesFrequently]
        accessibilityHint = "Counts taps"
    }

    override var accessibilityLabel: String? {
        get { taps.count == 1 ? "1 tap" : "\(taps.count) taps" }
        set { super.accessibilityLabel = newValue }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        taps.append(touch.location(in: self))
        badge.text = "\(taps.count)"
    }
}
