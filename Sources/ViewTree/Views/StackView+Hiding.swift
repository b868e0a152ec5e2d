extension StackView {
    /// Brings the arrangement up to date when only arranged views' `isHidden` changed since the
    /// last rebuild, in a ``Distribution/fill`` stack: there hiding changes nothing but the
    /// `UISV-hiding` constraints and the spacing constants (the distributions that share the length
    /// among the visible views change more, and so do the full rebuild). The constraints that stay
    /// are not visited, so a toggle costs one constraint added or removed and the changed constants.
    /// Returns false, changing nothing, when the full rebuild is needed.
    ///
    /// The arrangement lists the axis's two canvas connections, then one spacing constraint per pair
    /// of neighbours, then the hiding constraints in view order (see `ArrangementBuilder`); this
    /// keeps that order, so a later full rebuild finds every constraint where it expects it.
    func updateHiddenArrangement() -> Bool {
        let views = arrangedSubviews
        let spacingStart = 2, hidingStart = 2 + max(0, views.count - 1)
        guard distribution == .fill, !views.isEmpty, arrangement.constraints.count >= hidingStart,
              arrangement.keys[1].priority == trailingCanvasConnectionPriority else { return false }
        for index in spacingStart..<hidingStart
        where arrangement.keys[index].identifier != .spacing || !arrangement.constraints[index].isActive { return false }
        // The hiding constraints there are, and which views they hide.
        var hidingEnd = hidingStart
        while hidingEnd < arrangement.keys.count, arrangement.keys[hidingEnd].identifier == .hiding { hidingEnd += 1 }
        for index in hidingStart..<hidingEnd where !arrangement.constraints[index].isActive { return false }

        // Old and new hiding constraints are both in view order (the views did not change): one merge.
        var hiding: [LayoutConstraint] = [], keys: [ArrangementKey] = []
        var fresh: [LayoutConstraint] = [], removed: [LayoutConstraint] = []
        var old = hidingStart
        for view in views {
            let hadHiding = old < hidingEnd && arrangement.keys[old].first == ObjectIdentifier(view)
            if hadHiding {
                if isCollapsed(view) {
                    hiding.append(arrangement.constraints[old])
                    keys.append(arrangement.keys[old])
                } else {
                    removed.append(arrangement.constraints[old])
                }
                old += 1
            } else if isCollapsed(view) {
                let (constraint, key) = makeHidingConstraint(for: view)
                hiding.append(constraint)
                keys.append(key)
                fresh.append(constraint)
            }
        }
        guard old == hidingEnd else { return false }  // not the arrangement this expects: rebuild
        forEachGap(between: views) { index, gap in
            let constraint = arrangement.constraints[spacingStart + index]
            if constraint.constant != gap { constraint.constant = gap }
        }
        guard !fresh.isEmpty || !removed.isEmpty else { return true }
        // Old ones go first, as in a rebuild.
        for constraint in removed { constraint.isActive = false }
        LayoutConstraint.activate(fresh)
        arrangement.constraints.replaceSubrange(hidingStart..<hidingEnd, with: hiding)
        arrangement.keys.replaceSubrange(hidingStart..<hidingEnd, with: keys)
        return true
    }
}
