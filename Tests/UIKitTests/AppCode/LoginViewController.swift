import UIKit

/// A login form: a vertical stack of fields and a button, centred in the safe area. Return in
/// the email field moves to the password field; return there ends editing.
final class LoginViewController: UIViewController, UITextFieldDelegate {
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
        passwordField.isSecureTextEntry = true
        emailField.delegate = self
        passwordField.delegate = self
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

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        emailField.becomeFirstResponder()
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === emailField {
            passwordField.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
        }
        return true
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        let current = (textField.text ?? "") as NSString
        return current.replacingCharacters(in: range, with: string).count <= 64
    }
}
