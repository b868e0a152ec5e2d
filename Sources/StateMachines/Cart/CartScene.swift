import ViewTree

/// The add-to-cart screen of seed 004 on a simulated window: the product page as the window's
/// root view controller; a tap on "add to cart" presents the sheet with the seed's animator (the
/// page, snapshotted, tilts back in perspective while the sheet slides up, 0.5 s); a tap on the
/// sheet dismisses it (the reverse, 0.5 s). The phases are a ``CartPhase``.
public final class CartScene {
    /// The simulated clock.
    public let clock: SimulationClock
    /// The window (390 x 844).
    public let window = Window()
    /// The presenting product page.
    public let product = CartProductViewController()
    /// The sheet, created for each presentation.
    public private(set) var sheet: CartSheetViewController?
    /// Where the screen is.
    public private(set) var phase = CartPhase.browsing

    /// What happened since the last ``takeEvents()``.
    var events = SceneEventLog()

    /// `tap 0` (the button), a pause past the 0.5 s presentation, `tap 0` (the sheet), a pause
    /// past the dismissal.
    public static let defaultScript = "wait 0.1; tap 0; wait 0.8; tap 0; wait 0.8"

    /// Builds the screen on `clock` and lays it out.
    public init(clock: SimulationClock = SimulationClock()) {
        self.clock = clock
        window.clock = clock
        window.rootViewController = product
        window.layoutIfNeeded()
    }

    /// The container view of the presentation while the sheet is presented (or being presented).
    public var containerView: View? { sheet?.presentationContainerView }

    /// The running transition, if any.
    public var transition: TransitionContext? { product.runningTransition }

    /// Feeds an event to the phase machine and performs what the new phase starts; returns
    /// whether the event applied.
    @discardableResult
    public func handle(_ event: CartPhase.Event) -> Bool {
        guard events.advance(&phase, on: event) else { return false }
        events.note("\(event.rawValue) -> \(phase.rawValue)")
        switch phase {
        case .presenting:
            let sheet = CartSheetViewController()
            self.sheet = sheet
            product.present(sheet, animated: true) { [weak self] in self?.handle(.transitionCompleted) }
        case .dismissing:
            sheet?.dismiss(animated: true) { [weak self] in
                self?.sheet = nil
                self?.handle(.transitionCompleted)
            }
        case .browsing, .sheetShown:
            break
        }
        return true
    }

    /// A tap at a point of the window: on the button while browsing it adds to the cart; while
    /// the sheet is up, anywhere on the sheet (it covers the window) dismisses it.
    public func tap(atWindowPoint point: Point) {
        if phase.isTransitioning {
            events.note("\(point.tapDescription) ignored: a transition is running")
            return
        }
        if phase == .sheetShown, let sheetView = sheet?.view, sheetView.presentationFrame(in: window).contains(point) {
            handle(.tapSheet)
        } else if phase == .browsing, addToCartFrame.contains(point) {
            handle(.tapAddToCart)
        } else {
            events.note("\(point.tapDescription) hit nothing")
        }
    }

    /// The button's frame in the window.
    public var addToCartFrame: Rect {
        product.addToCartButton.convert(product.addToCartButton.bounds, to: window)
    }

    /// The events since the last call, in order; clears them.
    public func takeEvents() -> [String] {
        events.take()
    }
}
