import Foundation

/// How the size of an item (a ``TableLayout`` row's height, a self-sizing ``FlowLayout`` item's
/// size) was found.
enum MeasuredSizeKind: UInt8 {
    /// The delegate or `rowHeight` gave a number.
    case fixed
    /// Automatic, not measured yet: the estimate.
    case estimated
    /// Automatic, measured at an earlier width (or before the layout was invalidated): that size
    /// stands in as the estimate until the item is measured again (closer than the generic
    /// estimate, so less moves when it is).
    case remembered
    /// Automatic, measured at the current width and content.
    case measured

    /// Whether the item must be measured before it is shown.
    var needsMeasurement: Bool { self == .estimated || self == .remembered }
}

/// The row heights of a section that has automatic rows.
struct SectionSizing {
    var heights: [Double]
    var kinds: [MeasuredSizeKind]

    /// A measured (or remembered) height for an automatic row, or nil if it has none;
    /// `remeasure` turns a measurement into a remembered height (the width changed).
    func knownHeight(row: Int, remeasure: Bool) -> (Double, MeasuredSizeKind)? {
        switch kinds[row] {
        case .measured: return (heights[row], remeasure ? .remembered : .measured)
        case .remembered: return (heights[row], .remembered)
        case .fixed, .estimated: return nil
        }
    }
}

extension TableLayout: SelfSizingLayout {
    var isSelfSizing: Bool { true }

    func needsMeasurement(at indexPath: IndexPath) -> Bool {
        guard !sectionSizing.isEmpty, indexPath.section < sectionSizing.count,
              let sizing = sectionSizing[indexPath.section], indexPath.row >= 0, indexPath.row < sizing.kinds.count
        else { return false }
        return sizing.kinds[indexPath.row].needsMeasurement
    }

    var sizesItemsAutomatically: Bool { !sectionSizing.isEmpty }

    var hasItemsToMeasure: Bool {
        sectionSizing.contains { $0?.kinds.contains(where: \.needsMeasurement) == true }
    }

    func record(preferred: CollectionViewLayoutAttributes, original: CollectionViewLayoutAttributes) {
        let indexPath = original.indexPath
        guard needsMeasurement(at: indexPath) else { return }
        let newHeight = preferred.size.height.isFinite ? max(0, preferred.size.height) : 0
        let (section, row) = (indexPath.section, indexPath.row)
        let oldHeight = sectionSizing[section]!.heights[row]
        sectionSizing[section]!.heights[row] = newHeight
        sectionSizing[section]!.kinds[row] = .measured
        guard newHeight != oldHeight else { return }
        // Rows before the anchor push what is on screen: the offset follows them.
        let isBeforeAnchor = anchorItem.map { indexPath < $0 }
            ?? (collectionView.map { rowStarts[section][row] < $0.bounds.minY } ?? false)
        if isBeforeAnchor { pendingOffsetShift += newHeight - oldHeight }
        if let stale = firstStaleStart, (stale.section, stale.row) <= (section, row) { return }
        firstStaleStart = (section, row)
    }

    var hasUnappliedMeasurements: Bool { firstStaleStart != nil }

    func applyMeasurements() -> Vector {
        guard let (firstSection, firstRow) = firstStaleStart else { return .zero }
        firstStaleStart = nil
        var y = rowStarts[firstSection][firstRow]
        for section in firstSection..<rowStarts.count {
            let startRow = section == firstSection ? firstRow : 0
            let count = rowStarts[section].count - 1
            if let sizing = sectionSizing[section] {
                // Sequential sums, as `prepare()` makes them.
                for row in startRow..<count {
                    rowStarts[section][row] = y
                    y += sizing.heights[row]
                }
                rowStarts[section][count] = y
            } else {
                let shift = y - rowStarts[section][startRow]
                for row in startRow...count { rowStarts[section][row] += shift }
                y = rowStarts[section][count]
            }
        }
        height = y + footerHeight
        let shift = pendingOffsetShift
        pendingOffsetShift = 0
        return Vector(dx: 0, dy: shift)
    }

    func takeVisibleItemsNeedMeasurement() -> Bool {
        defer { visibleRowsNeedMeasurement = false }
        return visibleRowsNeedMeasurement
    }

    func discardMeasurements(at indexPaths: [IndexPath]?) {
        guard let indexPaths else {
            sectionSizing.removeAll()
            measurementWidth = .nan
            return
        }
        for indexPath in indexPaths where needsMeasurement(at: indexPath) == false {
            guard indexPath.section < sectionSizing.count, sectionSizing[indexPath.section] != nil,
                  indexPath.row >= 0, indexPath.row < sectionSizing[indexPath.section]!.kinds.count,
                  sectionSizing[indexPath.section]!.kinds[indexPath.row] == .measured else { continue }
            sectionSizing[indexPath.section]!.kinds[indexPath.row] = .remembered
        }
    }
}
