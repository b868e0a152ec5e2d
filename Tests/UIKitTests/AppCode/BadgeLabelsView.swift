import UIKit

/// A title and a badge side by side: the badge hugs its text harder, so the title stretches.
final class BadgeLabelsView: UIView {
    let titleLabel = UILabel()
    let badgeLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.text = "Inbox"
        badgeLabel.text = "12"
        badgeLabel.textAlignment = .center
        badgeLabel.setContentHuggingPriority(.defaultHigh + 1, for: .horizontal)
        titleLabel.setContentHuggingPriority(.defaultLow, for: .horizontal)
        for label in [titleLabel, badgeLabel] {
            label.translatesAutoresizingMaskIntoConstraints = false
            addSubview(label)
        }
        let badgeWidth = badgeLabel.widthAnchor.constraint(greaterThanOrEqualToConstant: 24)
        badgeWidth.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            titleLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
            badgeLabel.leadingAnchor.constraint(equalTo: titleLabel.trailingAnchor, constant: 8),
            badgeLabel.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            badgeLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
            badgeWidth,
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
