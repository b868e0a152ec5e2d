import UIKit

/// A profile header as iOS code writes it: an avatar, a name and a bio in a stack view.
final class ProfileHeaderView: UIView {
    let avatarView = UIImageView()
    let nameLabel = UILabel()
    let bioLabel = UILabel()
    private let textStack = UIStackView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        avatarView.contentMode = .scaleAspectFill
        avatarView.layer.cornerRadius = 32
        avatarView.clipsToBounds = true
        nameLabel.font = .boldSystemFont(ofSize: 20)
        bioLabel.font = UIFont.systemFont(ofSize: 15, weight: .regular)
        bioLabel.textColor = .secondaryLabel
        bioLabel.numberOfLines = 0

        textStack.axis = .vertical
        textStack.spacing = 4
        textStack.alignment = .leading
        textStack.addArrangedSubview(nameLabel)
        textStack.addArrangedSubview(bioLabel)

        [avatarView, textStack].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            addSubview($0)
        }
        let padding: CGFloat = 16
        NSLayoutConstraint.activate([
            avatarView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: padding),
            avatarView.topAnchor.constraint(equalTo: topAnchor, constant: padding),
            avatarView.widthAnchor.constraint(equalToConstant: 64),
            avatarView.heightAnchor.constraint(equalTo: avatarView.widthAnchor),
            bottomAnchor.constraint(greaterThanOrEqualTo: avatarView.bottomAnchor, constant: padding),

            textStack.leadingAnchor.constraint(equalTo: avatarView.trailingAnchor, constant: 12),
            textStack.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -padding),
            textStack.centerYAnchor.constraint(equalTo: avatarView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(name: String, bio: String) {
        nameLabel.text = name
        bioLabel.text = bio
    }
}
