import UIKit

/// A caption with an info button after it, and an on/off switcher of two fixed-width segments,
/// pinned to the trailing edge.
final class NotificationToggleView: UIView {
    let caption = UILabel()
    let infoButton = UIButton(type: .infoLight)
    let toggle = UISegmentedControl(items: ["ON", "OFF"])

    override init(frame: CGRect) {
        super.init(frame: frame)
        let segmentWidth: CGFloat = 61
        toggle.setWidth(segmentWidth, forSegmentAt: 0)
        toggle.setWidth(segmentWidth, forSegmentAt: 1)
        toggle.selectedSegmentIndex = 0
        caption.text = "Alerts"
        for view in [caption, infoButton, toggle] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        NSLayoutConstraint.activate([
            caption.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
            caption.centerYAnchor.constraint(equalTo: centerYAnchor),
            infoButton.leadingAnchor.constraint(equalTo: caption.trailingAnchor, constant: 8),
            infoButton.centerYAnchor.constraint(equalTo: centerYAnchor),
            toggle.leadingAnchor.constraint(greaterThanOrEqualTo: infoButton.trailingAnchor, constant: 8),
            toggle.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -20),
            toggle.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
