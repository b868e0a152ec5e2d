import StateMachines
import ViewTree

/// `layout.feed100`: a feed of 100 salon cells built from scratch, LayoutFrameworkBenchmark's axis
/// (about 60 ms for 100 Auto Layout feed cells on an iPhone 16): each cell is created, configured
/// with its own salon, sized to the flow layout's item size (320 x 200) at its place in a vertical
/// feed (10 points apart) and added to one feed view; then the feed is laid out in one pass. The
/// time is for the whole feed; `per_cell_ns` divides it by 100. Feeds are freed untimed.
enum FeedLayoutWorkload {
    static let cellCount = 100
    static let spacing = 10.0

    static func all() -> [Workload] {
        [Workload("layout.feed100", parameters: [Parameter("cells", cellCount)], body: .ticks { recorder in
            let salons = SalonEntity.generated(count: cellCount)
            var feed: View?
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

    /// The timed work: 100 cells created, configured, sized, placed and laid out.
    @inline(never)
    static func buildFeed(_ salons: [SalonEntity]) -> View {
        let size = SalonSelectorCell.size
        let feed = View(name: "feed", frame: Rect(x: 0, y: 0, width: size.width,
                                                  height: Double(salons.count) * (size.height + spacing)))
        for (index, salon) in salons.enumerated() {
            let cell = SalonSelectorCell(frame: Rect(x: 0, y: Double(index) * (size.height + spacing),
                                                     width: size.width, height: size.height))
            cell.configure(with: salon)
            feed.addSubview(cell)
        }
        feed.layoutIfNeeded()
        return feed
    }

    /// Every cell shows its salon, collapsed, with the seed's geometry.
    static func verify(_ feed: View, salons: [SalonEntity]) throws {
        let cells = feed.subviews.compactMap { $0 as? SalonSelectorCell }
        guard cells.count == salons.count else {
            throw WorkloadError("the feed has \(cells.count) cells; expected \(salons.count)")
        }
        for (cell, salon) in zip(cells, salons) {
            guard cell.salonNameLabel.text == salon.name, cell.salonAddressLabel.text == salon.address else {
                throw WorkloadError("a feed cell shows \(cell.salonNameLabel.text ?? "nothing"); expected \(salon.name ?? "")")
            }
            try CellLayoutWorkloads.verify(cell)
        }
    }
}
