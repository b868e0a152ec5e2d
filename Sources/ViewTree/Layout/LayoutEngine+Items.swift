import Cassowary

// Views' items: their variables, autoresizing pins, fitting-size and intrinsic-size constraints.
extension LayoutEngine {
    // MARK: - Items

    /// The view's item, created on first use (with the view's own constraints).
    func item(for view: View) -> EngineItem { itemLink(for: view).item }

    /// ``item(for:)``, unretained (the engine's table keeps it).
    func itemLink(for view: View) -> ItemLink {
        if let id = view.layoutState.itemID, let item = items[id] { return ItemLink(item) }
        let item = EngineItem(view: view)
        view.layoutState.itemID = register(item)
        if !view.layoutState.translatesAutoresizingMask { updateIntrinsicConstraints(of: item) }
        return ItemLink(item)
    }

    /// The view's item in this engine, if a constraint involves the view (``item(for:)`` makes
    /// one where there is none).
    func item(of view: View) -> EngineItem? {
        view.layoutState.itemID.flatMap { items[$0] }
    }

    /// Gives the item a slot, and its variables the slot's numbers (see `items`); its id.
    @discardableResult
    func register(_ item: EngineItem) -> ItemID {
        let slot: Int
        if let free = freeItemSlots.popLast() {
            slot = free
            items[slot].item = item
        } else {
            slot = items.count
            if items.capacity == 0 { items.reserveCapacity(8) }
            items.append(ItemSlot(item: item, generation: 0))
        }
        for component in 0..<4 { item.variables[component].context = slot &* 4 &+ component &+ 1 }
        return ItemID(slot: slot, generation: items[slot].generation)
    }

    /// Frees the item's slot (a new generation: ids of the item no longer reach the slot).
    private func unregister(_ id: ItemID) {
        guard let item = items[id] else { return }
        items[id.slot].item = nil
        items[id.slot].generation &+= 1
        freeItemSlots.append(id.slot)
        for variable in item.variables { variable.context = 0 }
    }

    /// The item of this engine that the variable belongs to, and its component.
    /// Lent by the table, which keeps the item (see ``Unretained``).
    @inline(__always)
    func owner(of variable: Variable) -> (item: ItemLink, component: Int)? {
        let number = variable.context &- 1, slot = number >> 2, component = number & 3
        guard number >= 0, slot < items.count,
              let item = items[slot].item.map(ItemLink.init),
              item.with({ ObjectIdentifier($0.variables[component]) }) == ObjectIdentifier(variable)
        else { return nil }
        return (item, component)
    }

    /// Counts an installed (`delta` 1) or uninstalled (-1) constraint's uses of the components
    /// its expression mentions; a view that translates its frame gets a pin on a component when a
    /// constraint first uses it.
    func countUses(of terms: [Term], by delta: Int32) {
        for index in terms.indices {
            guard let (link, component) = owner(of: terms[index].variable) else { continue }
            link.with { item in
                item.useCounts[component] &+= delta
                if delta > 0, item.pins[component] == nil, !item.isBeingMeasured,
                   item.viewLink.with({ $0.layoutState.translatesAutoresizingMask }) {
                    addPin(EngineItem.Component(rawValue: component)!, to: item)
                }
            }
        }
    }

    private func addPin(_ component: EngineItem.Component, to item: EngineItem) {
        let attribute: LayoutAttribute
        switch component {
        case .minX: attribute = .left
        case .minY: attribute = .top
        case .width: attribute = .width
        case .height: attribute = .height
        }
        item.viewLink.with { view in
            let pin = LayoutConstraint(engineMade: .autoresizing, item: view, attribute: attribute, relation: .equal,
                                       constant: item.currentValue(component), priority: .required)
            item.pins[component.rawValue] = pin
            install(pin, expression: Expression(item.variable(component)), container: view)
        }
    }

    /// Puts back a pin taken away for measuring (see `View.systemLayoutSizeFitting`).
    func restorePin(_ component: EngineItem.Component, of item: EngineItem) {
        if item.view.layoutState.translatesAutoresizingMask { addPin(component, to: item) }
    }

    /// The item's solved size with the constraints as they are now (for measuring): changes are
    /// collected as for a layout pass, so multi-line labels inside wrap at the widths they get.
    func fittedSize(of item: EngineItem) -> Size {
        collectChanges()
        return frame(of: item).size
    }

    /// Removes every pin of a view (it stopped translating its frame), and the fitting-size
    /// constraints parked under them.
    func removePins(of item: EngineItem) {
        for index in 0..<4 {
            if let pin = item.pins[index] {
                uninstall(pin)
                item.pins[index] = nil
            }
        }
        for component in [EngineItem.Component.width, .height] { dropParkedFitting(of: item, component) }
    }

    /// A constraint that holds the item's `component` to `target` at `priority` while
    /// `View.systemLayoutSizeFitting` measures it: the one parked by the last measurement, given
    /// the new target, when it has that priority; else a new one.
    func fittingConstraint(of item: EngineItem, _ component: EngineItem.Component, target: Double,
                           priority: LayoutPriority) -> LayoutConstraint {
        if let parked = item.parkedFitting[component.rawValue], parked.priority == priority {
            if parked.constant != target { parked.constant = target }
            return parked
        }
        dropParkedFitting(of: item, component)
        let constraint = LayoutConstraint(engineMade: .fitting, item: item.view, attribute: component == .width ? .width : .height,
                                          relation: .equal, constant: target, priority: priority)
        install(constraint, expression: Expression(item.variable(component)), container: item.view)
        return constraint
    }

    /// After a measurement: the fitting-size constraint stays, parked, when its component has its
    /// (required) pin again, which holds the component whatever a weaker constraint on it alone
    /// asks, so the layout is as without it; the next measurement takes it up again. A table
    /// measures each self-sizing row this way, and taking the constraint out each time cost the
    /// feed a removal per row. Otherwise it goes.
    func endMeasuring(with constraint: LayoutConstraint, of item: EngineItem, _ component: EngineItem.Component) {
        guard item.pins[component.rawValue] != nil, !constraint.priority.isRequired else {
            if constraint.belongs(to: self) { uninstall(constraint) }
            if item.parkedFitting[component.rawValue] === constraint { item.parkedFitting[component.rawValue] = nil }
            return
        }
        item.parkedFitting[component.rawValue] = constraint
    }

    private func dropParkedFitting(of item: EngineItem, _ component: EngineItem.Component) {
        guard let parked = item.parkedFitting[component.rawValue] else { return }
        if parked.belongs(to: self) { uninstall(parked) }
        item.parkedFitting[component.rawValue] = nil
    }

    /// Adds pins for the used components of a view that (again) translates its frame.
    func addPins(to item: EngineItem) {
        for component in [EngineItem.Component.minX, .minY, .width, .height]
        where item.isUsed(component) && item.pins[component.rawValue] == nil {
            addPin(component, to: item)
        }
    }

    /// Follows a hand-set frame of a view that translates it into constraints.
    func frameDidChange(_ item: EngineItem) {
        for component in [EngineItem.Component.minX, .minY, .width, .height] {
            guard let pin = item.pins[component.rawValue] else { continue }
            let value = item.currentValue(component)
            if pin.constant != value { pin.constant = value }
        }
    }

    /// Brings hugging and compression resistance in line with the view's intrinsic size and
    /// priorities (adding, changing in place, or removing them).
    func updateIntrinsicConstraints(of item: EngineItem) {
        item.viewLink.with { updateIntrinsicConstraints(of: item, view: $0) }
    }

    /// Lets each multi-line label that may hug its wrapped text measure the width it could take:
    /// its text unwrapped for the next solve, then wrapped again at the width that solve gives it
    /// (UIKit's second constraint pass for such labels). Without this a label that once hugged a
    /// narrow width would never see its room grow, nor wrap new text at more than that width.
    func probeWidthOfHuggingLabels() {
        guard !huggingLabels.isEmpty else { return }
        for id in huggingLabels {
            guard let item = items[id] else { continue }
            item.isListedAsHugging = false
            guard item.wrapsToSolvedWidth else { continue }
            item.viewLink.with { updateIntrinsicConstraints(of: item, view: $0, probing: true) }
            probedLabels.append(item)
        }
        huggingLabels.removeAll(keepingCapacity: true)
    }

    private func updateIntrinsicConstraints(of item: EngineItem, view: View, probing: Bool = false) {
        let positioned = !view.layoutState.translatesAutoresizingMask
        if view is Label {
            let label = unsafeDowncast(view, to: Label.self)
            // A multi-line label without a preferred width wraps at the width it was last given
            // (none while it probes the room it has).
            let wraps = positioned && label.wrapsToLayoutWidth
            item.wrapsToSolvedWidth = wraps
            // The text's width in the solve just made: unwrapped for a new label or a probe.
            let solvedTextWidth = label.intrinsicContentSize.width
            label.layoutWrapWidth = wraps && !probing ? item.solvedFrame.width : 0
            // As wide as the text it was solved with: it may be hugging its text, and its room is
            // unknown (a label its constraints stretch wider, or hold narrower than its unwrapped
            // text, has been given its room and never sees less).
            if wraps && !probing && !view.layoutState.hasFixedIntrinsicWidth,
               abs(solvedTextWidth - label.layoutWrapWidth) <= 0.5,
               !item.isListedAsHugging, let id = view.layoutState.itemID {
                item.isListedAsHugging = true
                huggingLabels.append(id)
            }
        }
        let size = positioned ? view.layoutIntrinsicContentSize : Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
        let hugging = view.layoutState.hugging, compression = view.layoutState.compressionResistance
        // In a fill stack view, equal priorities along its axis are ordered by index.
        let superview = positioned ? view.superviewLink : nil
        let stack = superview.flatMap { $0.with { $0 is StackView } ? $0 : nil }
        func tieBreak(_ axis: LayoutAxis, compression: Bool) -> Double {
            stack?.with { unsafeDowncast($0, to: StackView.self).priorityTieBreak(of: view, along: axis, compression: compression) } ?? 0
        }
        updateContentSize(item, slot: 0, .width, size.width, hugging: hugging.horizontal, compression: compression.horizontal,
                          hugTieBreak: tieBreak(.horizontal, compression: false), compressionTieBreak: tieBreak(.horizontal, compression: true))
        updateContentSize(item, slot: 2, .height, size.height, hugging: hugging.vertical, compression: compression.vertical,
                          hugTieBreak: tieBreak(.vertical, compression: false), compressionTieBreak: tieBreak(.vertical, compression: true))
    }

    /// One dimension's intrinsic-size constraints, in slots `slot` and `slot + 1`: one
    /// content-size constraint (hugging and compression resistance as one two-sided preference,
    /// as UIKit's) in the first while both priorities are optional and weigh alike; else (one of
    /// them required, or their tie-breaks different) hugging (`<=`) in the first and compression
    /// resistance (`>=`) in the second.
    private func updateContentSize(_ item: EngineItem, slot: Int, _ component: EngineItem.Component, _ metric: Double,
                                   hugging: LayoutPriority, compression: LayoutPriority,
                                   hugTieBreak: Double, compressionTieBreak: Double) {
        // One two-sided preference weighs both sides alike: tie-breaks that differ take two.
        let twoSided = !hugging.isRequired && !compression.isRequired && hugTieBreak == compressionTieBreak
        // Leaving one form for the other, or another tie-break (the solver's copy is weighed by
        // it): the old constraint in the first slot goes.
        if let existing = item.intrinsicConstraints[slot],
           (existing.origin == .contentSize) != twoSided || (twoSided && existing.tieBreak != hugTieBreak) {
            uninstall(existing)
            item.intrinsicConstraints[slot] = nil
        }
        if !twoSided {
            updateIntrinsic(item, slot: slot, component, metric, .contentHugging, .lessThanOrEqual, hugging, hugTieBreak)
            updateIntrinsic(item, slot: slot + 1, component, metric, .compressionResistance, .greaterThanOrEqual,
                            compression, compressionTieBreak)
            return
        }
        if let pair = item.intrinsicConstraints[slot + 1] {
            uninstall(pair)
            item.intrinsicConstraints[slot + 1] = nil
        }
        guard metric >= 0 && metric.isFinite else {
            if let existing = item.intrinsicConstraints[slot] {
                uninstall(existing)
                item.intrinsicConstraints[slot] = nil
            }
            return
        }
        if let existing = item.intrinsicConstraints[slot] {
            if existing.priority != hugging || existing.priorityBelow != compression {
                let old = existing.priority
                existing.priorityBelow = compression
                if existing.priority != hugging { existing.priority = hugging } else { priorityDidChange(of: existing, from: old) }
            }
            if existing.constant != metric { existing.constant = metric }
            return
        }
        item.viewLink.with { view in
            let constraint = LayoutConstraint(engineMade: .contentSize, item: view, attribute: component == .width ? .width : .height,
                                              relation: .equal, constant: metric, priority: hugging)
            constraint.tieBreak = hugTieBreak
            constraint.priorityBelow = compression
            item.intrinsicConstraints[slot] = constraint
            install(constraint, expression: Expression(item.variable(component)), container: view)
        }
    }

    private func updateIntrinsic(_ item: EngineItem, slot: Int, _ component: EngineItem.Component, _ metric: Double,
                                 _ origin: LayoutConstraint.Origin, _ relation: LayoutRelation, _ priority: LayoutPriority,
                                 _ tieBreak: Double) {
        let hasSize = metric >= 0 && metric.isFinite
        // No size, or another tie-break (the solver's copy is weighed by it): the old one goes.
        if let existing = item.intrinsicConstraints[slot], !hasSize || existing.tieBreak != tieBreak {
            uninstall(existing)
            item.intrinsicConstraints[slot] = nil
        }
        guard hasSize else { return }
        if let existing = item.intrinsicConstraints[slot] {
            if existing.priority != priority { existing.priority = priority }
            if existing.constant != metric { existing.constant = metric }
            return
        }
        let attribute: LayoutAttribute = component == .width ? .width : .height
        item.viewLink.with { view in
            let constraint = LayoutConstraint(engineMade: origin, item: view, attribute: attribute,
                                              relation: relation, constant: metric, priority: priority)
            constraint.tieBreak = tieBreak
            item.intrinsicConstraints[slot] = constraint
            install(constraint, expression: Expression(item.variable(component)), container: view)
        }
    }

    /// Lets go of every item: the engine's root view is going away, and the views of its
    /// hierarchy that go with it are freed after this. Their engine-made constraints leave the
    /// engine (each view clears its own links to them as it goes).
    func releaseItems() {
        for slot in items {
            guard let item = slot.item else { continue }
            item.viewLink.with { view in
                view.layoutState.itemID = nil
                view.layoutState.engineFramePending = false
            }
            for constraint in item.allOwnConstraints { constraint.engineWasDiscarded() }
        }
        items.removeAll()
        freeItemSlots.removeAll()
    }

    /// Takes the view out of the engine: its own constraints leave the solver.
    /// With `updatingSolver` false (the engine is being discarded) the solver is left as it is.
    func removeItem(of view: View, updatingSolver: Bool = true) {
        defer {
            view.layoutState.itemID = nil
            view.layoutState.engineFramePending = false
        }
        guard let id = view.layoutState.itemID, let item = items[id] else { return }
        for constraint in item.allOwnConstraints { uninstall(constraint, updatingSolver: updatingSolver) }
        unregister(id)
    }

}

extension Array where Element == LayoutEngine.ItemSlot {
    /// The item `id` names, if it is still in its slot (nil for an id from before the slot was freed).
    subscript(id: ItemID) -> EngineItem? {
        guard id.slot >= 0, id.slot < count, self[id.slot].generation == id.generation else { return nil }
        return self[id.slot].item
    }
}
