import Cassowary

// User constraints: their terms in the container's coordinates, installing, constant and
// priority changes.
extension LayoutEngine {
    // MARK: - Constraints

    /// Installs a user constraint whose container (nearest common ancestor) is `container`.
    func install(_ constraint: LayoutConstraint, container: View) {
        guard let first = constraint.firstLink else { return }
        termScratch.removeAll(keepingCapacity: true)
        if termScratch.capacity == 0 { termScratch.reserveCapacity(8) }
        // The items are visited unretained: the constraint's views are in the hierarchy.
        let second = constraint.secondLink
        if let area = second.flatMap({ contentArea(of: first, constraint.firstAttribute, against: $0) }) {
            appendTerms(area.stand, area.attribute, in: container, factor: 1)
        } else {
            first.with { appendTerms($0, constraint.firstAttribute, in: container, factor: 1) }
        }
        if let attribute = constraint.firstOffsetAttribute, let item = constraint.firstOffsetOriginLink {
            item.with { appendTerms($0, attribute, in: container, factor: -1) }
        }
        if let second {
            let m = constraint.multiplier
            if let area = contentArea(of: second, constraint.secondAttribute, against: first) {
                appendTerms(area.stand, area.attribute, in: container, factor: -m)
            } else {
                second.with { appendTerms($0, constraint.secondAttribute, in: container, factor: -m) }
            }
            if let attribute = constraint.secondOffsetAttribute, let item = constraint.secondOffsetOriginLink {
                item.with { appendTerms($0, attribute, in: container, factor: m) }
            }
        }
        mergeScratchTerms()
        install(constraint, expression: Expression(terms: termScratch), container: container)
    }

    /// Where a side of a constraint is a scroll view's edge or margin against a view inside it,
    /// the content area it measures (``ScrollView/contentArea(for:against:making:)``).
    private func contentArea(of side: ViewLink, _ attribute: LayoutAttribute, against other: ViewLink)
        -> (stand: View, attribute: LayoutAttribute)? {
        side.with { view in
            guard let scrollView = view as? ScrollView else { return nil }
            return other.with { scrollView.contentArea(for: attribute, against: $0, making: false) }
        }
    }

    /// Adds up the scratch terms of one variable (a side measured from its own item, or a
    /// container above the items' common ancestor, repeats a variable) and drops those that
    /// cancel, so that a constraint uses only what it depends on.
    private func mergeScratchTerms() {
        // Identities compared, not variables held: no retain per comparison.
        func id(_ index: Int) -> ObjectIdentifier { ObjectIdentifier(termScratch[index].variable) }
        var index = 0
        while index < termScratch.count {
            let variable = id(index)
            var other = index + 1
            while other < termScratch.count {
                if id(other) == variable {
                    termScratch[index].coefficient += termScratch[other].coefficient
                    termScratch.remove(at: other)
                } else {
                    other += 1
                }
            }
            if termScratch[index].coefficient == 0 { termScratch.remove(at: index) } else { index += 1 }
        }
    }

    /// Appends `factor * view.attribute`, in `container`'s coordinate system, to the scratch terms.
    private func appendTerms(_ view: View, _ attribute: LayoutAttribute, in container: View, factor: Double) {
        if attribute.isMarginRelative, let guide = view.layoutState.systemGuides?.margins {
            // The guide exists: activation made it (see `LayoutConstraint.activate()`).
            return appendTerms(guide.guide.stand, attribute.withoutMargin, in: container, factor: factor)
        }
        // A baseline is the top (first) or bottom (last) of the view that carries the text, or its
        // vertical centre where the text is centred in any height; the offset from that edge is
        // in the constraint's constant (`LayoutConstraint.edgeOffset`).
        if attribute.isBaseline {
            let carrier = view.forBaselineLayout(attribute)
            let edge: LayoutAttribute = carrier.baselineOffsetFromCenterY != nil ? .centerY : attribute == .firstBaseline ? .top : .bottom
            return appendTerms(carrier, edge, in: container, factor: factor)
        }
        let horizontal = attribute.axis == .horizontal
        let positionComponent: EngineItem.Component = horizontal ? .minX : .minY
        let sizeComponent: EngineItem.Component = horizontal ? .width : .height
        // Unretained items and walk: the views on the path are kept alive by the hierarchy, and
        // their items by the engine's table (making an item for a view frees none).
        let item = itemLink(for: view)
        if attribute.isDimension {
            termScratch.append(Term(item.with { $0.variable(sizeComponent) }, factor))
            return
        }
        var current = ViewLink(view)
        while !current.refers(to: container), let parent = current.superview {
            let pathItem = current.with { itemLink(for: $0) }
            termScratch.append(Term(pathItem.with { $0.variable(positionComponent) }, factor))
            current = parent
        }
        switch attribute {
        case .right, .trailing, .bottom:
            termScratch.append(Term(item.with { $0.variable(sizeComponent) }, factor))
        case .centerX, .centerY:
            termScratch.append(Term(item.with { $0.variable(sizeComponent) }, 0.5 * factor))
        default:
            break
        }
    }

    /// Installs a constraint given `firstAttribute - multiplier * secondAttribute` (no constant):
    /// the solver holds `expression - constant RELATION 0`.
    func install(_ constraint: LayoutConstraint, expression: Expression, container: View) {
        var expression = expression
        constraint.edgeOffset = constraint.computedEdgeOffset
        expression.constant = targetSolverConstant(constraint)
        activationCounter += 1
        constraint.activationStamp = activationCounter
        constraint.engine = self
        constraint.containerLink = ViewLink(container)
        constraint.setSolverConstraint(constraint.makeSolverConstraint(expression), madeFrom: expression)
        countUses(of: expression.terms, by: 1)  // pins go in before the constraint that needs them
        addToSolver(constraint)
    }

    /// Takes a constraint out of the solver and the engine.
    /// With `updatingSolver` false (the engine is being discarded, see `moveLayout`) only the
    /// constraint's own state is cleared.
    func uninstall(_ constraint: LayoutConstraint, updatingSolver: Bool = true) {
        if constraint.belongs(to: self), constraint.hasSolverConstraint {
            countUses(of: constraint.solverTerms, by: -1)
        }
        // A constraint still waiting never reached the solver. Its entries in the pending lists
        // stay (no search here): the flushes skip entries whose flag is down or whose engine is
        // another, and take an entry listed twice once.
        switch constraint.membership {
        case .waitingPin:
            if constraint.belongs(to: self) { liveWaitingPins -= 1 }
        case .inSolver, .inSolverWithNewConstant:
            if updatingSolver, let solverConstraint = constraint.solverConstraint {
                bringWaitingPinsIn()
                try? solver.remove(solverConstraint)
            }
        case .inactive, .pending, .broken:
            break
        }
        constraint.solverConstraint = nil
        constraint.engine = nil
        constraint.containerLink = nil
        constraint.membership = .inactive
    }

    /// A new constant: an in-place solver edit, made with the other pending ones when the solver
    /// is next needed (a pending constraint is rebuilt; a broken one is tried again).
    func constantDidChange(of constraint: LayoutConstraint) {
        guard let solverConstraint = constraint.solverConstraint else { return }
        if constraint.isWaitingPin { waitingPinsChanged = true }
        if constraint.isPending || constraint.brokenInSolver {
            retryBroken(constraint, solverConstraint)  // a pending one is only rebuilt: it is queued
            return
        }
        if flushing {
            setConstantInSolver(constraint, solverConstraint)
        } else if !constraint.hasPendingConstant {
            constraint.membership = .inSolverWithNewConstant
            pendingConstants.append(constraint)
        }
    }

    /// The solver constant for the constraint's current constant: the attribute expressions have
    /// no constant of their own, so it is `-constant`.
    func targetSolverConstant(_ constraint: LayoutConstraint) -> Double {
        constraint.edgeOffset - constraint.constant
    }

    /// Builds an installed constraint again where it stands (the views that carry its baselines
    /// changed), keeping its place in the order of activation.
    func rebuild(_ constraint: LayoutConstraint) {
        guard constraint.belongs(to: self), let container = constraint.container else { return }
        let stamp = constraint.activationStamp
        uninstall(constraint)
        install(constraint, container: container)
        constraint.activationStamp = stamp
    }

    /// A baseline constraint's offset from its views' edges changed (new text or font): the solver
    /// constant follows, in place.
    func baselineOffsetDidChange(of constraint: LayoutConstraint) {
        let offset = constraint.computedEdgeOffset
        if offset == constraint.edgeOffset { return }
        constraint.edgeOffset = offset
        constantDidChange(of: constraint)
    }

    func setConstantInSolver(_ constraint: LayoutConstraint, _ solverConstraint: Constraint) {
        do {
            try solver.setConstant(targetSolverConstant(constraint), for: solverConstraint)
        } catch let SolverError.unsatisfiableConstraint(_, conflict) {
            recover(from: constraint, conflict: conflict) { self.setConstantInSolver(constraint, solverConstraint) }
        } catch {
            breakConstraint(constraint, reason: "\(error)")
        }
    }

    /// A new priority: in place between optional priorities, re-installed across required (an
    /// engine-made constraint, e.g. hugging made required; the app's own cannot cross, see
    /// ``LayoutConstraint/priority``).
    func priorityDidChange(of constraint: LayoutConstraint, from old: LayoutPriority) {
        guard let solverConstraint = constraint.solverConstraint else { return }
        if constraint.isPending {
            constraint.solverConstraint = constraint.makeSolverConstraint(solverConstraint.expression)
            return
        }
        bringWaitingPinsIn()
        let priority = constraint.priority
        if !constraint.brokenInSolver, !priority.isRequired, !old.isRequired, priority.isValid {
            // A new constant still queued edits the same solver constraint: it stays queued.
            if let below = constraint.solverPriorityBelow {
                try? solver.setPriority(priority, below: below, for: solverConstraint)
            } else {
                try? solver.setPriority(priority, for: solverConstraint)
            }
            return
        }
        if !constraint.brokenInSolver { try? solver.remove(solverConstraint) }
        // Rebuilt with the current constant: one still queued for the old copy goes with it.
        var expression = solverConstraint.expression
        expression.constant = targetSolverConstant(constraint)
        constraint.solverConstraint = constraint.makeSolverConstraint(expression)
        addToSolver(constraint)
    }

}
