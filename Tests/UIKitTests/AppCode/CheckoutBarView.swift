import UIKit

/// A bar with a filled "Checkout" button (iOS 15's `UIButton.Configuration`) at its trailing
/// margin, centred vertically; tapping it counts checkouts.
final class CheckoutBarView: UIView {
    private(set) var checkouts = 0
    private(set) var checkoutButton: UIButton!

    override init(frame: CGRect) {
        super.init(frame: frame)
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Checkout"
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        checkoutButton = UIButton(configuration: configuration, primaryAction: UIAction { [weak self] _ in
            self?.checkouts += 1
        })
        checkoutButton.translatesAutoresizingMaskIntoConstraints = false
        addSubview(checkoutButton)
        NSLayoutConstraint.activate([
            checkoutButton.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            checkoutButton.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }
}
