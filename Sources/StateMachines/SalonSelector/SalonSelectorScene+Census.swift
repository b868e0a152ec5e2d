import Foundation
import ViewTree

/// What a salon selector holds at one moment: the figures a soak run compares between its start and
/// its end to prove that scrolling leaks nothing (no view, cell, constraint or animation grows).
public struct SalonSceneCensus: Equatable, Sendable, CustomStringConvertible {
    /// Views in the window's tree, the window included (on-screen and queued cells and their views).
    public var views: Int
    /// Cells the collection view has ever created (not reused).
    public var cellsCreated: Int
    /// Cells on screen.
    public var cellsOnScreen: Int
    /// Cells waiting in the reuse queue.
    public var cellsQueued: Int
    /// The window's layout engine.
    public var engine: LayoutEngineSize
    /// Views with running animations.
    public var animatedViews: Int

    /// One line: `views=N cells created=N on screen=N queued=N engine: ... animated views=N`.
    public var description: String {
        "views=\(views) cells created=\(cellsCreated) on screen=\(cellsOnScreen) queued=\(cellsQueued) "
            + "engine: \(engine), animated views=\(animatedViews)"
    }
}

extension SalonSelectorScene {
    /// The scene's census now. Costs O(views + constraints): for checks, not for every tick.
    public var census: SalonSceneCensus {
        SalonSceneCensus(views: Self.countViews(in: window), cellsCreated: collectionView.createdCellCount,
                         cellsOnScreen: collectionView.visibleCellCount, cellsQueued: collectionView.queuedCellCount,
                         engine: window.layoutEngineSize, animatedViews: clock.animator.animatedViewCount)
    }

    private static func countViews(in view: View) -> Int {
        view.subviews.reduce(1) { $0 + countViews(in: $1) }
    }

    /// The ways the scene breaks the seed's rules for a selector at rest, as sentences; empty when it
    /// is consistent. At rest means: idle, nothing moving, no animation running, a cell centred and
    /// expanded, every other cell on screen collapsed, every cell's seven constraints and container
    /// at its state's values, the selection frame at full opacity and size.
    public func restingProblems() -> [String] {
        var problems: [String] = []
        if scrollingState != .idle { problems.append("the scrolling state is \(scrollingState), not idle") }
        if collectionView.isDragging || collectionView.isDecelerating || collectionView.isScrollAnimating {
            problems.append("the content is still moving")
        }
        if !clock.animator.isIdle {
            problems.append("\(clock.animator.animatedViewCount) views are still animating")
        }
        let centred = selectedIndexPath()?.item
        if let centred, let frame = collectionView.layoutAttributesForItem(at: IndexPath(item: centred, section: 0))?.frame {
            let offCentre = frame.midX - (collectionView.contentOffset.x + collectionView.bounds.width / 2)
            if abs(offCentre) > 1e-6 { problems.append("item \(centred) is \(offCentre) points off the centre") }
        } else {
            problems.append("no item is under the centre")
        }
        collectionView.forEachVisibleCell { indexPath, cell in
            guard let cell = cell as? SalonSelectorCell else {
                problems.append("item \(indexPath.item) is shown by a cell that is not a salon cell")
                return
            }
            let wanted: SalonSelectorCell.State = indexPath.item == centred ? .expanded : .collapsed
            if cell.state != wanted {
                problems.append("item \(indexPath.item) is \(cell.state), not \(wanted)")
            }
            if cell.isHidden { problems.append("item \(indexPath.item)'s cell is hidden") }
            problems += Self.problems(of: cell, item: indexPath.item)
        }
        let frame = selectionFrameView.presentation
        if frame.alpha != 1 || !frame.transform3D.isIdentity {
            problems.append("the selection frame shows alpha \(frame.alpha) and a transform other than the identity")
        }
        return problems
    }

    /// Whether a cell's constraints and container match its state.
    private static func problems(of cell: SalonSelectorCell, item: Int) -> [String] {
        let state = cell.state
        let wanted = [state.containerWidth, state.containerHeight, state.salonNameLeadingConstant,
                      state.salonAddressLeadingConstant, state.interLabelPadding, state.separatorWidth,
                      state.separatorHeight]
        var problems: [String] = []
        for (constraint, value) in zip(cell.namedConstraints, wanted) where constraint.constant != value {
            problems.append("item \(item): \(constraint.identifier ?? "a constraint") is \(constraint.constant), not \(value)")
        }
        let size = cell.containerView.presentation.bounds.size
        if size != Size(width: state.containerWidth, height: state.containerHeight) {
            problems.append("item \(item): the \(state) container shows \(size.width) x \(size.height)")
        }
        return problems
    }
}
