import Foundation
import ViewTree

/// Where one row of the drop-in table is in its once-only entrance (the seed's `didAnimateCell`
/// dictionary, with the running animation made explicit).
public enum DropInRowState: String, Sendable, Equatable, CaseIterable, CustomStringConvertible {
    /// Never displayed: the next `willDisplay` animates it.
    case fresh
    /// Its entrance is running.
    case animating
    /// Its entrance is over (ran to its end, or was cut short when its cell was reused); it is
    /// never animated again.
    case settled

    public var description: String { rawValue }
}

/// What the table's delegate does when a row is about to be displayed.
public enum DropInAction: Sendable, Equatable {
    /// Run the entrance animation on the row's content view.
    case animate
    /// Show the row as it is.
    case none
}

/// The drop-in table's state machine: one ``DropInRowState`` per index path, remembered for as long
/// as the table lives, so that a row animates the first time it is displayed and never again,
/// however often it scrolls out and back in.
///
/// Transitions (every other event leaves the state unchanged and asks for nothing):
/// - `fresh` --willDisplay--> `animating` (action: animate)
/// - `animating` --animationEnded--> `settled`
///
/// A `willDisplay` of a row that is `animating` or `settled` asks for nothing (`.none`).
public struct DropInRowTracker: Sendable, Equatable {
    /// The rows that have left `fresh`, with their state. Only looked up, never iterated for output.
    private var states: [IndexPath: DropInRowState] = [:]

    /// A tracker in which every row is `fresh`.
    public init() {}

    /// The state of a row.
    public func state(of indexPath: IndexPath) -> DropInRowState {
        states[indexPath] ?? .fresh
    }

    /// The row is about to be displayed: a fresh row starts animating (`.animate`); any other is
    /// shown as it is (`.none`).
    public mutating func willDisplay(_ indexPath: IndexPath) -> DropInAction {
        guard states[indexPath] == nil else { return .none }
        states[indexPath] = .animating
        return .animate
    }

    /// The row's entrance ended (finished or cut short): an animating row settles. Ignored for a
    /// row that is not animating.
    public mutating func animationEnded(at indexPath: IndexPath) {
        guard states[indexPath] == .animating else { return }
        states[indexPath] = .settled
    }

    /// The rows that have been animated (animating or settled), in index-path order.
    public var animatedRows: [IndexPath] {
        states.keys.sorted()
    }
}
