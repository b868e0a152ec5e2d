import UIKit

/// A login form: a vertical stack of fields and a button, centred in the safe area.
final class LoginViewController: UIViewController {
    let emailField = UITextField()
    let passwordField = UITextField()
    let loginButton = UIButton(type: .system)
    let stackView = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        emailField.placeholder = "Email"
        emailField.borderStyle = .roundedRect
        passwordField.placeholder = "Password"
        passwordField.borderStyle = .roundedRect
        loginButton.setTitle("Log in", for: .normal)

        stackView.axis = .vertical
        stackView.spacing = 12
        stackView.distribution = .fillEqually
        for field in [emailField, passwordField, loginButton] as [UIView] {
            stackView.addArrangedSubview(field)
        }
        stackView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stackView)
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            stackView.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 24),
            stackView.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -24),
            stackView.centerYAnchor.constraint(equalTo: guide.centerYAnchor),
            emailField.heightAnchor.constraint(equalToConstant: 44),
        ])
    }
}
