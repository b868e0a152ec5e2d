import ViewTree

/// The photo browser of seed 001 on a simulated window: a navigation controller holding the
/// thumbnail grid (a ``PhotoGridViewController`` fed by a ``PhotoFeed``); a tap on a thumbnail
/// zooms the photo into the paging ``PhotoBrowserViewController`` (custom presentation, the
/// ``PhotoTransitionAnimator``), a tap on the photo zooms it back to its thumbnail, scrolling the
/// grid first when the thumbnail is off screen. The phases are a ``PhotosPhase``.
public final class PhotosScene {
    /// The simulated clock.
    public let clock: SimulationClock
    /// The window (390 x 844).
    public let window = Window()
    /// The photos.
    public let feed: PhotoFeed
    /// The thumbnail grid.
    public let grid: PhotoGridViewController
    /// The navigation controller holding the grid (the window's root; UIKit's presenter).
    public let navigation: NavigationController
    /// Where the screen is.
    public private(set) var phase = PhotosPhase.grid

    /// What happened since the last ``takeEvents()``.
    var events = SceneEventLog()
    /// The scroll view a finger is dragging, if any.
    var dragTarget: ScrollView?

    /// The default script: tap photo 18 (in the last, partly visible row), page three photos to
    /// the left to photo 21, whose thumbnail is below the screen, and tap it: the grid scrolls it
    /// to the centre (as far as the content allows) before the photo shrinks back to it; showing
    /// the last row then asks the feed for the next page.
    public static let defaultScript = "wait 0.1; tap 18; wait 1.6; swipe left; wait 0.7; swipe left; wait 0.7; "
        + "swipe left; wait 0.7; tap 21; wait 1.4"

    /// Builds the screen on `clock` with the first page of `feed` loaded, and lays it out.
    public init(clock: SimulationClock = SimulationClock(), feed: PhotoFeed = PhotoFeed()) {
        self.clock = clock
        self.feed = feed
        feed.loadFirstPage()
        grid = PhotoGridViewController(feed: feed)
        navigation = NavigationController(rootViewController: grid)
        navigation.name = "navigation"
        window.clock = clock
        window.rootViewController = navigation
        grid.willPresentBrowser = { [weak self] browser in self?.wire(browser) }
        grid.modalDelegate.onEvent = { [weak self] event in self?.animatorDidReport(event) }
        let feedLoaded = feed.onPageLoaded
        feed.onPageLoaded = { [weak self] range in
            feedLoaded?(range)
            self?.events.note("feed loaded items \(range.lowerBound)-\(range.upperBound - 1)")
        }
        window.layoutIfNeeded()
    }

    /// The grid's collection view.
    public var gridView: CollectionView { grid.collectionView }

    /// The browser while it is presented (or being presented or dismissed).
    public var browser: PhotoBrowserViewController? { grid.presentedViewController as? PhotoBrowserViewController }

    /// The container view of the browser's presentation, while there is one.
    public var containerView: View? { browser?.presentationContainerView }

    /// The running transition, if any.
    public var transition: TransitionContext? { navigation.runningTransition }

    /// Feeds an event to the phase machine; returns whether it applied.
    @discardableResult
    public func handle(_ event: PhotosPhase.Event) -> Bool {
        events.advance(&phase, on: event)
    }

    private func wire(_ browser: PhotoBrowserViewController) {
        browser.onPageChanged = { [weak self] page in
            guard let self, case .browsing(let item) = phase, item != page else { return }
            handle(.pagedTo(page))
            events.note("paged to \(page)")
        }
    }

    private func animatorDidReport(_ event: PhotoTransitionAnimator.Event) {
        switch event {
        case .zoomInStarted(let item, let from, let to):
            handle(.tapThumbnail(item))
            events.note("zoom in \(item) from \(from) to \(to)")
        case .zoomInEnded(let item):
            handle(.zoomInEnded)
            events.note("completeTransition(true): presented \(item); browser fades in")
        case .fadeInEnded(let item):
            handle(.fadeInEnded)
            events.note("fade-in of \(item) ended; zoom image removed")
        case .gridScrolledToThumbnail(let item, let offset):
            events.note("thumbnail \(item) off screen: grid scrolled to \(formatGeometry(offset.y)) and laid out")
        case .zoomOutStarted(let item, let from, let to):
            handle(.tapPhoto)
            events.note("zoom out \(item) from \(from) to \(to)")
        case .zoomOutEnded(let item):
            handle(.zoomOutEnded)
            events.note("completeTransition(true): dismissed to thumbnail \(item)")
        }
    }

    /// The events since the last call, in order; clears them.
    public func takeEvents() -> [String] {
        events.take()
    }
}
