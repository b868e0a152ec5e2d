import ViewTree

/// The seed's network source, simulated: the feed holds the items loaded so far and loads the
/// next ``pageSize`` (30) items when asked (the grid asks when its last cell is requested, as the
/// seed's `loadMoreHomePageData(shopitems.count)`), delivering them ``latency`` seconds later on
/// the simulated main queue. Its states are a ``PhotoFeed/State``.
public final class PhotoFeed {
    /// Where the feed is.
    public enum State: Equatable, Sendable {
        /// Nothing is loading.
        case idle
        /// The page starting at `offset` is on its way.
        case loading(offset: Int)
        /// Every item has been loaded (``maximumCount``).
        case exhausted
    }

    /// Items per page: 30, as in the seed.
    public static let pageSize = 30
    /// How long a page takes to arrive, in seconds.
    public let latency: Double
    /// How many items the feed has in all.
    public let maximumCount: Int
    /// The items loaded so far.
    public private(set) var items: [PhotoItem] = []
    /// Where the feed is.
    public private(set) var state = State.idle
    /// Called when a page has arrived, with the range of the new items.
    public var onPageLoaded: ((Range<Int>) -> Void)?

    /// A feed of `maximumCount` items (300 by default, ten pages), whose pages arrive after
    /// `latency` seconds (0.25 by default).
    public init(latency: Double = 0.25, maximumCount: Int = 300) {
        self.latency = max(0, latency)
        self.maximumCount = max(0, maximumCount)
    }

    /// Loads the first page at once (the screen starts with it on display).
    public func loadFirstPage() {
        guard items.isEmpty, state == .idle else { return }
        deliver(offset: 0)
    }

    /// Asks for the page starting at `offset`; returns whether a request started. A request for
    /// any offset other than the number of items loaded (the next page), or while a page is
    /// loading, is ignored: the seed would load the same page twice.
    @discardableResult
    public func requestPage(from offset: Int, on clock: SimulationClock) -> Bool {
        guard state == .idle, offset == items.count else { return false }
        guard offset < maximumCount else {
            state = .exhausted
            return false
        }
        state = .loading(offset: offset)
        clock.mainQueue.asyncAfter(deadline: clock.now + latency) { [weak self] in
            self?.deliver(offset: offset)
        }
        return true
    }

    private func deliver(offset: Int) {
        let end = min(offset + Self.pageSize, maximumCount)
        items.append(contentsOf: (offset..<end).map(PhotoItem.init(index:)))
        state = end >= maximumCount ? .exhausted : .idle
        onPageLoaded?(offset..<end)
    }
}
