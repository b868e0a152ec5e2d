import UIKit

/// A chat row: a bubble that hugs its text, pinned to the cell's content view margins.
final class MessageCell: UITableViewCell {
    static let identifier = "MessageCell"
    let bubbleView = UIView()
    let messageLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        bubbleView.backgroundColor = .systemBlue
        bubbleView.layer.cornerRadius = 12
        messageLabel.textColor = .white
        messageLabel.numberOfLines = 0
        bubbleView.translatesAutoresizingMaskIntoConstraints = false
        messageLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(bubbleView)
        bubbleView.addSubview(messageLabel)
        NSLayoutConstraint.activate([
            bubbleView.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 4),
            bubbleView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -4),
            bubbleView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            bubbleView.leadingAnchor.constraint(greaterThanOrEqualTo: contentView.leadingAnchor, constant: 64),
            messageLabel.topAnchor.constraint(equalTo: bubbleView.topAnchor, constant: 8),
            messageLabel.bottomAnchor.constraint(equalTo: bubbleView.bottomAnchor, constant: -8),
            messageLabel.leadingAnchor.constraint(equalTo: bubbleView.leadingAnchor, constant: 12),
            messageLabel.trailingAnchor.constraint(equalTo: bubbleView.trailingAnchor, constant: -12),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
