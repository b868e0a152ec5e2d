import ViewTree

/// The seed's `SelectionCollectionViewScrollingState`: whether the salon selector is at rest, and
/// while it scrolls, whether the selection frame should fade out (a drag) or stay (a tap).
///
/// Equality ignores the payload, exactly as the seed's `==` does: `scrolling(true)` equals
/// `scrolling(false)`, so going from one to the other is not a change of state and does not run
/// `updateSelection` (the selection frame keeps the look of the first).
public enum SelectionScrollingState: Sendable, Equatable, CustomStringConvertible {
    /// Not scrolling: the centred cell is expanded and the frame shows at full size.
    case idle
    /// Scrolling; `animateSelectionFrame` is true for drags and flings, false after a tap.
    case scrolling(animateSelectionFrame: Bool)

    public static func == (lhs: SelectionScrollingState, rhs: SelectionScrollingState) -> Bool {
        switch (lhs, rhs) {
        case (.idle, .idle): return true
        case (.scrolling, .scrolling): return true
        default: return false
        }
    }

    /// The selection frame's opacity: idle 1; scrolling 0 when the frame animates, else 1.
    public var alpha: Double {
        switch self {
        case .idle: return 1
        case .scrolling(let animateSelectionFrame): return animateSelectionFrame ? 0 : 1
        }
    }

    /// The selection frame's uniform scale: idle 1; scrolling 1.5 when the frame animates, else 1.15.
    public var scale: Double {
        switch self {
        case .idle: return 1
        case .scrolling(let animateSelectionFrame): return animateSelectionFrame ? 1.5 : 1.15
        }
    }

    /// The selection frame's transform: the identity or a uniform scale by ``scale``.
    public var transform: AffineTransform {
        scale == 1 ? .identity : AffineTransform(scaleX: scale, y: scale)
    }

    /// The cell state this scrolling state gives the centred cell: expanded at rest, else collapsed.
    public var centredCellState: SalonSelectorCell.State {
        self == .idle ? .expanded : .collapsed
    }

    public var description: String {
        switch self {
        case .idle: return "idle"
        case .scrolling(let animateSelectionFrame): return "scrolling(\(animateSelectionFrame))"
        }
    }
}
