import UIKit

/// A compose screen: a navigation item, a message field above the keyboard, a header that
/// stacks vertically in compact width and horizontally in regular width, an attributed title.
final class ComposeViewController: UIViewController {
    let headerStack = UIStackView()
    let titleLabel = UILabel()
    let avatarView = UIImageView()
    let inputField = UITextField()
    private(set) var traitChanges = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New message"
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, primaryAction: UIAction { _ in })
        navigationItem.largeTitleDisplayMode = .never
        view.backgroundColor = UIColor(named: "ComposeBackground") ?? .systemBackground

        titleLabel.attributedText = NSAttributedString(string: "To: Salon Élan", attributes: [
            .font: UIFont.systemFont(ofSize: 20, weight: .semibold),
            .foregroundColor: UIColor.label,
        ])
        titleLabel.adjustsFontSizeToFitWidth = true
        titleLabel.minimumScaleFactor = 0.5
        avatarView.image = UIImage(named: "avatar")
        headerStack.addArrangedSubview(avatarView)
        headerStack.addArrangedSubview(titleLabel)
        headerStack.spacing = 8
        headerStack.alignment = .center
        updateHeaderAxis()

        inputField.borderStyle = .roundedRect
        inputField.placeholder = "Message"
        for subview in [headerStack, inputField] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            headerStack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            headerStack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            inputField.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            inputField.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            inputField.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8),
        ])
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        traitChanges += 1
        updateHeaderAxis()
    }

    /// Asks before throwing a typed message away; `discarded` runs once the alert is gone.
    func confirmDiscard(discarded: @escaping () -> Void) {
        guard !(inputField.text ?? "").isEmpty else { return discarded() }
        let alert = UIAlertController(title: "Discard message?", message: nil, preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "Discard", style: .destructive) { [weak self] _ in
            self?.inputField.text = nil
            discarded()
        })
        alert.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
        present(alert, animated: true)
    }

    private func updateHeaderAxis() {
        headerStack.axis = traitCollection.horizontalSizeClass == .regular ? .horizontal : .vertical
    }
}
