/// Where the add-to-cart screen is: the state machine of the cart scene.
///
/// ```
/// browsing --tapAddToCart--> presenting --transitionCompleted--> sheetShown
/// sheetShown --tapSheet--> dismissing --transitionCompleted--> browsing
/// ```
/// Any other event leaves the phase as it is (UIKit ignores touches while a transition runs, and
/// a tap on the sheet means nothing while the product page is shown).
public enum CartPhase: String, Sendable, CaseIterable, ScenePhase {
    /// The product page is shown.
    case browsing
    /// The sheet slides up while the page tilts back (0.5 s).
    case presenting
    /// The sheet is up over the tilted page.
    case sheetShown
    /// The sheet slides down while the page tilts back up (0.5 s).
    case dismissing

    /// What happens to the cart scene.
    public enum Event: String, Sendable, CaseIterable {
        /// The "add to cart" button was tapped.
        case tapAddToCart
        /// The sheet was touched (the seed's `touchesBegan`).
        case tapSheet
        /// The running transition's completion handler ran.
        case transitionCompleted
    }

    /// The phase after `event`, or nil when the event does not apply in this phase.
    public func next(on event: Event) -> CartPhase? {
        switch (self, event) {
        case (.browsing, .tapAddToCart): return .presenting
        case (.presenting, .transitionCompleted): return .sheetShown
        case (.sheetShown, .tapSheet): return .dismissing
        case (.dismissing, .transitionCompleted): return .browsing
        default: return nil
        }
    }

    /// Whether a transition runs in this phase.
    public var isTransitioning: Bool { self == .presenting || self == .dismissing }
}
