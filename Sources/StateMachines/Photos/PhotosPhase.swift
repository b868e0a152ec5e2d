/// Where the photo browser screen is: the state machine of the photos scene.
///
/// ```
/// grid --tapThumbnail(i)--> zoomingIn(i) --zoomInEnded--> fadingIn(i) --fadeInEnded--> browsing(i)
/// browsing(i) --pagedTo(j)--> browsing(j)
/// browsing(i) --tapPhoto--> zoomingOut(i) --zoomOutEnded--> grid
/// ```
/// Any other event leaves the phase as it is: touches wait while the photo zooms or the browser
/// fades in (the seed's moving image still covers the browser then).
public enum PhotosPhase: Equatable, Sendable, CustomStringConvertible, ScenePhase {
    /// The thumbnail grid is shown (it scrolls).
    case grid
    /// The presentation: the photo grows from its thumbnail to full screen (1.0 s).
    case zoomingIn(item: Int)
    /// The presentation has completed; the browser fades in under the moving image (0.5 s).
    case fadingIn(item: Int)
    /// The browser shows photo `item` (it pages).
    case browsing(item: Int)
    /// The dismissal: the photo shrinks to its thumbnail while the browser fades out (1.0 s).
    case zoomingOut(item: Int)

    /// What happens to the photos scene.
    public enum Event: Equatable, Sendable {
        /// A thumbnail was tapped.
        case tapThumbnail(Int)
        /// The zoom in ended (the presentation completed).
        case zoomInEnded
        /// The browser's fade-in ended.
        case fadeInEnded
        /// The browser came to rest on another photo.
        case pagedTo(Int)
        /// The photo was tapped.
        case tapPhoto
        /// The zoom out ended (the dismissal completed).
        case zoomOutEnded
    }

    /// The phase after `event`, or nil when the event does not apply in this phase.
    public func next(on event: Event) -> PhotosPhase? {
        switch (self, event) {
        case (.grid, .tapThumbnail(let item)): return .zoomingIn(item: item)
        case (.zoomingIn(let item), .zoomInEnded): return .fadingIn(item: item)
        case (.fadingIn(let item), .fadeInEnded): return .browsing(item: item)
        case (.browsing, .pagedTo(let item)): return .browsing(item: item)
        case (.browsing(let item), .tapPhoto): return .zoomingOut(item: item)
        case (.zoomingOut, .zoomOutEnded): return .grid
        default: return nil
        }
    }

    /// The phase's name: `grid`, `zoomingIn`, `fadingIn`, `browsing` or `zoomingOut`.
    public var name: String {
        switch self {
        case .grid: return "grid"
        case .zoomingIn: return "zoomingIn"
        case .fadingIn: return "fadingIn"
        case .browsing: return "browsing"
        case .zoomingOut: return "zoomingOut"
        }
    }

    /// The photo the phase is about (nil on the grid).
    public var item: Int? {
        switch self {
        case .grid: return nil
        case .zoomingIn(let item), .fadingIn(let item), .browsing(let item), .zoomingOut(let item): return item
        }
    }

    /// Whether the screen takes touches now (not while a photo zooms or the browser fades in).
    public var acceptsTouches: Bool {
        switch self {
        case .grid, .browsing: return true
        default: return false
        }
    }

    /// `name` and the item, e.g. `browsing 5`.
    public var description: String { item.map { "\(name) \($0)" } ?? name }
}
