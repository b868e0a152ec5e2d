/// What Xcode's canvas reports that UIKit settles at run time: scroll views whose content size
/// the constraints leave free, arranged views that tie on priority, a xib table cell's
/// over-constrained content view, and ambiguous views stored off what their constraints fix (see
/// ``InterfaceBuilderLayout/issues()``). Each asks the engine a question and leaves it as it was.
extension InterfaceBuilderLayout {
    /// The plain scroll views (not tables, collections or text views, whose content size their
    /// contents set) that the document's constraints place, with a subview placed by constraints:
    /// Xcode asks those constraints for the scrollable content size ("Scrollable Content Size
    /// Ambiguity"). A scroll view kept at its frame by Interface Builder's build-time constraints
    /// is not asked (a second unseen set: a fixed-frame scroll view of fixed-frame labels is not
    /// flagged, where constrained ones holding a fixed-frame image view are: corpus 229, unseen 027).
    ///
    /// An empty scroll view whose document turns its content layout guides on (Xcode 11's
    /// "Content Layout Guides", a `contentLayoutGuide` in the document) is asked too: its content
    /// is the guide's, and nothing sets it (the 4 such constrained scroll views of the unseen sets'
    /// repositories are flagged ambiguous, 00840, 01819, 02691, 05391; the one not is pinned at its
    /// frame, 01181; without the guides, 6 of 73 are).
    func scrollViewsWithConstrainedContent(_ root: View, index: IBDocumentIndex) -> [(ScrollView, String, IBView)] {
        var found: [(ScrollView, String, IBView)] = []
        func walk(_ view: View) {
            if let scrollView = view as? ScrollView, let id = id(of: view), let model = index.views[id],
               model.element == "scrollView",
               document.isConstrainedAtRunTime(id),
               scrollView.subviews.contains(where: { !$0.layoutState.translatesAutoresizingMask && $0.layoutState.itemID != nil })
                || (model.subviews.isEmpty && Self.hasContentLayoutGuide(model)) {
                found.append((scrollView, id, model))
            }
            for subview in view.subviews { walk(subview) }
        }
        walk(root)
        return found
    }

    /// Whether the document turns the scroll view's content layout guides on.
    static func hasContentLayoutGuide(_ model: IBView) -> Bool { model.guides.contains { $0.kind == .content } }

    /// The content view of a xib's top-level table cell whose required constraints set a height
    /// other than the cell gives it (by more than ``misplacementTolerance``), with that height and
    /// the cell's. Xcode holds such a cell's content at the cell's height: what only compression
    /// resistance or hugging asks for gives way, but a chain of required constraints cannot, and
    /// Xcode flags the content view ambiguous (each of the 7 such cells of the corpus and the
    /// unseen files' read half, save one with a conflict Xcode broke elsewhere). Storyboards'
    /// prototype cells and collection view cells get no such flag (none of 7). Found by holding
    /// the content at its height just below required. A cell whose `rowHeight` is not its stored
    /// height is not flagged where its content fits that row (second set 231, 2 pt over a 74 pt
    /// cell in a 77 pt row; fourth set 9503, 4 pt over a 75 pt cell in an 81 pt row), though
    /// the content keeps the stored height (corpus 193's, under a row twice as tall); every
    /// flagged cell's row height is its stored height.
    ///
    /// Content that its required constraints make shorter than the cell is flagged from
    /// ``cellContentShortfallTolerance``, where the cell's row height is its stored one: Xcode
    /// flags 6 of the 7 lone cells of the unseen sets' repositories whose content falls 0.5 to
    /// 1 pt short (01583, 01591: a 35.5 pt button pinned 12 pt from both edges of a 60 pt
    /// content; 00340, 04216, 04894, 04900), but only 1 of the 9 whose content asks 0.5 to 1 pt
    /// more than the cell gives, 5 of them exactly the cell's height with its separator (02730,
    /// 02753, 05196, 05780: content stored 0.5 pt short of the cell, its constraints the
    /// cell's height).
    ///
    /// Content whose required constraints conflict, along either axis, is flagged too: Xcode
    /// cannot size it (8 of the 9 such lone cells of the corpus and the fifty-fourth to
    /// fifty-seventh sets: corpus 147, 64071, 64192, 64195, 64197 and their copies; corpus 171,
    /// whose conflict is between a margin pin and an edge pin, is not flagged). A storyboard's
    /// prototype cells are not (1 of 7 with a conflict in their content).
    func overConstrainedCellContent(_ root: View, index: IBDocumentIndex, engine: LayoutEngine, hasConflicts: Bool)
        -> (content: View, id: String, model: IBView, reason: String, undetermined: [String])? {
        guard document.kind == .xib, let cell = root as? CollectionViewCell, let cellModel = index.views[id(of: cell) ?? ""],
              cellModel.element == "tableViewCell", let hold = IBTreeBuilder.contentHeightHold(of: cell),
              let id = id(of: cell.contentView), let model = index.views[id], let item = engine.item(of: cell.contentView)
        else { return nil }
        if hasConflicts {
            return (cell.contentView, id, model, "has required constraints that conflict, so its cell cannot size it", ["width", "height"])
        }
        let shown = hold.constant
        let shownPriority = hold.priority
        /// The content's height held just below required at `height`.
        func heightHeld(at height: Double) -> Double {
            hold.constant = height
            hold.priority = IBTreeBuilder.heldCellContentPriority
            engine.flushPending()
            return engine.frame(of: item).height
        }
        defer {
            hold.constant = shown
            hold.priority = shownPriority
            engine.flushPending()
        }
        let height = heightHeld(at: shown)
        let row = cellModel.attributes.number("rowHeight").flatMap { $0 > 0 ? $0 : nil }
        let rowIsStored = row.map { abs($0 - shown) <= Self.misplacementTolerance } ?? true
        guard abs(height - shown) > Self.misplacementTolerance
                || rowIsStored && shown - height > Self.cellContentShortfallTolerance else { return nil }
        // A cell whose row height is not its stored height is not flagged where its content fits
        // the row (second set 231: 74 pt stored, a 77 pt row, content of 76; fourth set 9503).
        if let row, !rowIsStored, abs(heightHeld(at: row) - row) <= Self.misplacementTolerance {
            return nil
        }
        return (cell.contentView, id, model,
                "is \(formatGeometry(shown)) pt tall in its cell but its required constraints make it \(formatGeometry(height))", ["height"])
    }

    /// How much shorter than its cell a lone cell's content may be made by its required
    /// constraints before Xcode flags it (``overConstrainedCellContent(_:index:engine:)``): less
    /// than a pixel at any scale, so that only rounding passes.
    static let cellContentShortfallTolerance = 0.25

    /// Whether an ambiguous view's stored frame is off what its constraints do fix: its position
    /// or size along an axis where they leave that component determined (both edges where
    /// position and size are). Xcode flags such views misplaced as well as ambiguous: whichever
    /// layout it picks, it is not the stored one. What the free components allow is not weighed
    /// against the stored frame (the exact question, pulling every ambiguous view toward its
    /// stored frame, costs seconds in a document of hundreds of tied views), so a stored frame off
    /// only in a combination of free components is not reported.
    static func storedFrameIsOffItsFixedComponents(stored: Rect, laidOut: Rect, undetermined: [String]) -> Bool {
        func apart(_ a: Double, _ b: Double) -> Bool { !(abs(a - b) <= misplacementTolerance + 1e-9) }
        func off(_ position: String, _ size: String, _ stored: (Double, Double), _ laid: (Double, Double)) -> Bool {
            let fixesPosition = !undetermined.contains(position), fixesSize = !undetermined.contains(size)
            return (fixesPosition && apart(stored.0, laid.0)) || (fixesSize && apart(stored.1, laid.1))
        }
        return off("x", "width", (stored.minX, stored.width), (laidOut.minX, laidOut.width))
            || off("y", "height", (stored.minY, stored.height), (laidOut.minY, laidOut.height))
    }

    /// The stack views under `root`, outermost first, that order some of their arranged views'
    /// tied priorities by index (``StackView/priorityTieBreak(of:along:compression:)``).
    static func stacksOrderingPriorityTies(in root: View) -> [StackView] {
        var found: [StackView] = []
        func walk(_ view: View) {
            if let stack = view as? StackView, stack.ordersPriorityTies, stack.arrangedSubviews.contains(where: { arranged in
                [false, true].contains { stack.priorityTieBreak(of: arranged, along: stack.axis, compression: $0) != 0 }
            }) {
                found.append(stack)
            }
            for subview in view.subviews { walk(subview) }
        }
        walk(root)
        return found
    }

    /// The variables that only the run-time ordering of tied priorities decides. UIKit gives the
    /// extra (or missing) space of a fill stack to the first of the arranged views that tie on
    /// the lowest hugging (or compression resistance) priority; Xcode's canvas reports such views
    /// as ambiguous ("Content Priority Ambiguity"), and so the views that move with them. A tie
    /// counts where it can move a view by more than ``misplacementTolerance``: less is the slack of
    /// a text model's error, where Xcode, measuring exactly, has none.
    /// Leaves the stacks' ties unordered (the caller orders them again).
    static func priorityTieAmbiguity(in stacks: [StackView], engine: LayoutEngine) -> Set<ObjectIdentifier> {
        guard !stacks.isEmpty else { return [] }
        for stack in stacks { stack.ordersPriorityTies = false }
        engine.flushPending()
        return Set(engine.solver.ambiguousVariables(movingMoreThan: misplacementTolerance).map(ObjectIdentifier.init))
    }
}
