import Foundation
import ViewTree

/// A card of the task switcher (the seed's `UICollectionViewCell` subclass, built in
/// `initWithFrame`): an app's name above a snapshot of its screen.
///
/// Geometry (the seed's is not in its text; decided here): the name label 12 points from the
/// card's top-left corner, the snapshot below it, inset 12 points from the other edges.
public final class TaskCardCell: CollectionViewCell {
    /// The identifier the scene registers the cell under.
    public static let reuseIdentifier = "TaskCard"

    /// The app's name.
    public let titleLabel = Label(name: "titleLabel", font: .boldSystemFont(ofSize: 17))
    /// The stand-in for the app's last screen.
    public let snapshotView = View(name: "snapshotView")

    /// A card (the collection view sizes it).
    public init() {
        super.init(frame: .zero)
        name = "taskCardCell"
        contentView.backgroundColor = .white
        contentView.addSubview(titleLabel)
        contentView.addSubview(snapshotView)
    }

    public required init?(coder: NSCoder) { return nil }

    /// Shows an app: its name, and its colour on the snapshot.
    public func configure(with app: TaskSwitcherApp) {
        titleLabel.text = app.name
        snapshotView.backgroundColor = app.color
        setNeedsLayout()
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = contentView.bounds
        let title = titleLabel.intrinsicContentSize
        titleLabel.frame = Rect(x: 12, y: 12, width: min(title.width, max(0, bounds.width - 24)), height: title.height)
        let top = 12 + title.height + 8
        snapshotView.frame = Rect(x: 12, y: top, width: max(0, bounds.width - 24), height: max(0, bounds.height - top - 12))
    }

    public override func prepareForReuse() {
        super.prepareForReuse()
        titleLabel.text = nil
        snapshotView.backgroundColor = nil
    }
}

/// An app shown as a card in the task switcher.
public struct TaskSwitcherApp: Hashable, Sendable {
    /// The app's name.
    public var name: String
    /// The colour of its snapshot.
    public var color: Color

    /// Creates an app.
    public init(name: String, color: Color) {
        self.name = name
        self.color = color
    }

    /// The fifteen apps of the multitask scene, most recent first.
    public static let recent: [TaskSwitcherApp] = [
        TaskSwitcherApp(name: "Messages", color: .green),
        TaskSwitcherApp(name: "Safari", color: .blue),
        TaskSwitcherApp(name: "Mail", color: .cyan),
        TaskSwitcherApp(name: "Maps", color: .lightGray),
        TaskSwitcherApp(name: "Photos", color: .yellow),
        TaskSwitcherApp(name: "Music", color: .red),
        TaskSwitcherApp(name: "Calendar", color: .white),
        TaskSwitcherApp(name: "Notes", color: .yellow),
        TaskSwitcherApp(name: "Weather", color: .blue),
        TaskSwitcherApp(name: "Podcasts", color: .purple),
        TaskSwitcherApp(name: "Camera", color: .darkGray),
        TaskSwitcherApp(name: "Clock", color: .black),
        TaskSwitcherApp(name: "Books", color: .orange),
        TaskSwitcherApp(name: "Wallet", color: .black),
        TaskSwitcherApp(name: "Settings", color: .gray),
    ]
}
