import Foundation
import StateMachines
import ViewTree

/// `layout.feed100`: a feed of 100 self-sizing cells built from scratch and laid out in a table
/// view, LayoutFrameworkBenchmark's axis (about 60 ms for 100 Auto Layout feed cells on an iPhone
/// 16). Each cell is a vertical stack view of an image and two multi-line labels (the salon's name
/// and a description with its address) inside the content view's margins; the table's
/// `rowHeight` is `TableView.automaticDimension`, and the table is tall enough to show every row,
/// so one layout pass dequeues, configures, measures (Auto Layout at the table's width) and lays
/// out all 100. The time is for the whole feed; `per_cell_ns` divides it by 100. Feeds are freed
/// untimed.
enum FeedLayoutWorkload {
    static let cellCount = 100
    static let width = 390.0

    static func all() -> [Workload] {
        [Workload("layout.feed100", parameters: [Parameter("cells", cellCount)], body: .ticks { recorder in
            let salons = SalonEntity.generated(count: cellCount)
            var feed: Feed?
            while recorder.wantsMore {
                feed = nil  // the previous feed is freed here, before the clock starts
                feed = recorder.measure("layout.feed100") { buildFeed(salons) }
            }
            if let feed { try verify(feed, salons: salons) }
            if let statistics = recorder.statistics("layout.feed100") {
                recorder.report("layout.feed100", Parameter("per_cell_ns", .decimal(statistics.median / Double(cellCount), digits: 0)))
            }
        })]
    }

    /// The timed work: a window and a table of 100 self-sizing rows, laid out in one pass.
    @inline(never)
    static func buildFeed(_ salons: [SalonEntity]) -> Feed {
        let feed = Feed(salons: salons, width: width)
        feed.window.layoutIfNeeded()
        return feed
    }

    /// Every row shows its salon at the height its content asks for, one under the other.
    static func verify(_ feed: Feed, salons: [SalonEntity]) throws {
        let table = feed.tableView
        guard table.visibleCellCount == salons.count else {
            throw WorkloadError("the feed shows \(table.visibleCellCount) rows; expected \(salons.count)")
        }
        var y = 0.0
        for (row, salon) in salons.enumerated() {
            let indexPath = IndexPath(row: row, section: 0)
            guard let cell = table.cellForRow(at: indexPath) as? FeedCell, cell.titleLabel.text == salon.name else {
                throw WorkloadError("row \(row) does not show \(salon.name ?? "")")
            }
            let expected = cell.contentView.systemLayoutSizeFitting(
                Size(width: width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel).height
            // Measured again here, in another engine state: equal up to the solver's rounding.
            let frame = cell.frame
            guard frame.minX == 0, frame.width == width, abs(frame.minY - y) < 1e-6,
                  abs(frame.height - expected) < 1e-6, expected > 200 else {
                throw WorkloadError("row \(row) is at \(cell.frame); expected y \(y), height \(expected)")
            }
            guard cell.bodyLabel.frame.height > 20 else {
                throw WorkloadError("row \(row)'s description takes one line: \(cell.bodyLabel.frame)")
            }
            y = frame.maxY
        }
        guard table.contentSize.height == y else {
            throw WorkloadError("the feed's content is \(table.contentSize.height) high; the rows add up to \(y)")
        }
    }
}

/// A window with a table of self-sizing salon rows, its own data source.
final class Feed: TableViewDataSource {
    let window: Window
    let tableView: TableView
    let salons: [SalonEntity]

    init(salons: [SalonEntity], width: Double) {
        self.salons = salons
        // Tall enough for every row (each is under 400 points): one pass shows them all.
        let height = Double(salons.count) * 400
        window = Window(screenSize: Size(width: width, height: height))
        tableView = TableView(frame: Rect(x: 0, y: 0, width: width, height: height))
        tableView.rowHeight = TableView.automaticDimension
        tableView.register(forCellReuseIdentifier: FeedCell.reuseIdentifier) { FeedCell(frame: .zero) }
        window.addSubview(tableView)
        tableView.dataSource = self
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { salons.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: FeedCell.reuseIdentifier, for: indexPath) as! FeedCell
        cell.configure(with: salons[indexPath.row])
        return cell
    }
}

/// A feed row: a 16:9 picture, the salon's name and a description, stacked 8 points apart.
final class FeedCell: TableViewCell {
    static let reuseIdentifier = "FeedCell"
    let pictureView = ImageView(image: Image(name: "salon", size: Size(width: 358, height: 201)))
    let titleLabel = Label(name: "title", font: Font(size: 17, weight: .semibold))
    let bodyLabel = Label(name: "body", font: Font(size: 14))

    override init(frame: Rect) {
        super.init(frame: frame)
        titleLabel.numberOfLines = 0
        bodyLabel.numberOfLines = 0
        let stack = StackView(name: "stack", arrangedSubviews: [pictureView, titleLabel, bodyLabel])
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            stack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
            pictureView.heightAnchor.constraint(equalTo: pictureView.widthAnchor, multiplier: 9.0 / 16.0),
        ])
    }

    required init?(coder: NSCoder) { return nil }

    func configure(with salon: SalonEntity) {
        titleLabel.text = salon.name
        bodyLabel.text = "A salon at \(salon.address ?? "a secret address"), open every day but Monday, "
            + "with cuts, colour and styling by appointment or walk-in."
    }
}
