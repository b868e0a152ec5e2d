import UIKit

/// The seed's salon cell, written for iOS: a container with two labels and a separator whose
/// constraint constants follow the cell's state (the article's outlets, made in code here).
class SalonCell: UICollectionViewCell {
    enum State {
        case collapsed
        case expanded

        var containerWidth: CGFloat {
            switch self {
            case .collapsed: return 110
            case .expanded: return 150
            }
        }

        var containerHeight: CGFloat {
            switch self {
            case .collapsed: return 60
            case .expanded: return 80
            }
        }

        var salonNameLeadingConstant: CGFloat {
            switch self {
            case .collapsed: return 8
            case .expanded: return 16
            }
        }
    }

    static let reuseIdentifier = "SalonCell"

    let containerView = UIView()
    let salonNameLabel = UILabel()
    var containerViewWidthConstraint: NSLayoutConstraint!
    var containerViewHeightConstraint: NSLayoutConstraint!
    var salonNameLeadingConstraint: NSLayoutConstraint!

    var state: State = .collapsed {
        didSet {
            guard oldValue != state else { return }
            updateViewConstraints()
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        containerView.translatesAutoresizingMaskIntoConstraints = false
        salonNameLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(containerView)
        containerView.addSubview(salonNameLabel)
        containerViewWidthConstraint = containerView.widthAnchor.constraint(equalToConstant: state.containerWidth)
        containerViewHeightConstraint = containerView.heightAnchor.constraint(equalToConstant: state.containerHeight)
        salonNameLeadingConstraint = salonNameLabel.leadingAnchor.constraint(
            equalTo: containerView.leadingAnchor, constant: state.salonNameLeadingConstant)
        NSLayoutConstraint.activate([
            containerView.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            containerView.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            containerViewWidthConstraint,
            containerViewHeightConstraint,
            salonNameLeadingConstraint,
            salonNameLabel.topAnchor.constraint(equalTo: containerView.topAnchor, constant: 8),
        ])
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    func configure(with name: String) {
        salonNameLabel.text = name
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        state = .collapsed
    }

    private func updateViewConstraints() {
        containerViewWidthConstraint.constant = state.containerWidth
        containerViewHeightConstraint.constant = state.containerHeight
        salonNameLeadingConstraint.constant = state.salonNameLeadingConstant
        layoutIfNeeded()
    }
}
