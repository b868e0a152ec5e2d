import UIKit

/// A booking row, written as for iOS: the time hugs its text, the salon's name takes the rest.
final class BookingCell: UICollectionViewCell {
    let timeLabel = UILabel()
    let salonLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        timeLabel.font = .monospacedDigitSystemFont(ofSize: 15, weight: .semibold)
        timeLabel.setContentHuggingPriority(.defaultHigh + 1, for: .horizontal)
        salonLabel.numberOfLines = 2
        for label in [timeLabel, salonLabel] {
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
        }
        NSLayoutConstraint.activate([
            timeLabel.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            timeLabel.firstBaselineAnchor.constraint(equalTo: salonLabel.firstBaselineAnchor),
            salonLabel.leadingAnchor.constraint(equalTo: timeLabel.trailingAnchor, constant: 12),
            salonLabel.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            salonLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A cell laid out at 320 x 64, as a collection view would size it.
func layOutBookingCell() -> BookingCell {
    let cell = BookingCell(frame: CGRect(x: 0, y: 0, width: 320, height: 64))
    cell.timeLabel.text = "10:30"
    cell.salonLabel.text = "Salon Élan, 12 Rue de la Paix"
    cell.layoutIfNeeded()
    return cell
}
