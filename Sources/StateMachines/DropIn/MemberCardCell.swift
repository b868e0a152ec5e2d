import Foundation
import ViewTree

/// A drop-in table row (the seed's `CardTableViewCell`): a white card inset in the row, with the
/// member's name, title and city. Everything is inside ``CollectionViewCell/contentView``, which is
/// what the entrance animation moves.
///
/// Geometry (the seed's storyboard is not in its text; decided here): the card is inset
/// ``cardInset`` points on every side of the content view; the labels sit 16 points in from the
/// card's left edge, stacked from 16 points below its top.
public final class MemberCardCell: TableViewCell {
    /// The identifier the scene registers the cell under.
    public static let reuseIdentifier = "MemberCard"
    /// The row height of the drop-in table.
    public static let rowHeight = 140.0
    /// The gap between the card and the row's edges.
    public static let cardInset = 8.0

    /// The card's background.
    public let cardView = View(name: "cardView")
    /// The member's name.
    public let nameLabel = Label(name: "nameLabel", font: .boldSystemFont(ofSize: 20))
    /// The member's title.
    public let titleLabel = Label(name: "titleLabel", font: .systemFont(ofSize: 15))
    /// The member's city.
    public let locationLabel = Label(name: "locationLabel", font: .systemFont(ofSize: 13))

    /// A cell (the table view sizes it).
    public init() {
        super.init(frame: .zero)
        name = "memberCardCell"
        cardView.backgroundColor = .white
        contentView.addSubview(cardView)
        for label in [nameLabel, titleLabel, locationLabel] { cardView.addSubview(label) }
        locationLabel.textColor = .gray
    }

    public required init?(coder: NSCoder) { return nil }

    /// Shows a member.
    public func configure(with member: TeamMember) {
        nameLabel.text = member.name
        titleLabel.text = member.title
        locationLabel.text = member.location
        setNeedsLayout()
    }

    /// Places the card and its labels by hand (frames, no constraints: the rows are fixed-size).
    public override func layoutSubviews() {
        super.layoutSubviews()
        let inset = Self.cardInset
        let bounds = contentView.bounds
        cardView.frame = Rect(x: inset, y: inset, width: max(0, bounds.width - 2 * inset),
                              height: max(0, bounds.height - 2 * inset))
        var y = 16.0
        for label in [nameLabel, titleLabel, locationLabel] {
            let size = label.intrinsicContentSize
            label.frame = Rect(x: 16, y: y, width: min(size.width, max(0, cardView.bounds.width - 32)), height: size.height)
            y += size.height + 6
        }
    }

    /// Clears the previous row's text and stops its content view's entrance, if it still runs.
    ///
    /// The seed's cell does not stop it, so in UIKit a cell reused while its previous row's
    /// entrance runs would finish that entrance on a row that has already been animated; stopping
    /// it keeps every row's entrance to the first time that row is displayed.
    public override func prepareForReuse() {
        super.prepareForReuse()
        contentView.removeAllAnimations()
        nameLabel.text = nil
        titleLabel.text = nil
        locationLabel.text = nil
    }
}
