import Foundation

/// One line of self-sized items: where it starts along the scroll axis, how thick it is (its
/// thickest item), and its items (`firstItem..<endItem`).
struct FlowLine {
    var mainStart: Double
    var thickness: Double
    var firstItem: Int
    var endItem: Int

    var mainEnd: Double { mainStart + thickness }
}

/// The geometry of one section of self-sized items.
struct SelfSizedSection {
    /// Where the section (with its inset) starts and ends along the scroll axis.
    var mainStart: Double
    var mainEnd: Double
    var lines: [FlowLine]
    /// Every item's frame, by item.
    var frames: [Rect]
}

/// What a ``FlowLayout`` with an `estimatedItemSize` knows: the size of each item (measured,
/// remembered or estimated) and the lines that flow from them.
struct SelfSizedFlow {
    var sections: [SelfSizedSection] = []
    var insets: [EdgeInsets] = []
    /// Per section: the distance between lines and between items in a line.
    var spacings: [(line: Double, interitem: Double)] = []
    /// Per section, per item: the size in use, and how it was found.
    var sizes: [[Size]] = []
    var kinds: [[MeasuredSizeKind]] = []
    /// The extent across the scroll axis the lines fill (the collection view's, less its insets).
    var crossExtent = 0.0
    /// The cross extent the measurements hold for (NaN before the first).
    var measurementExtent = Double.nan
    /// The first item whose size changed since the lines were last flowed.
    var firstStaleItem: IndexPath?
    /// See ``SelfSizingLayout/anchorItem``.
    var anchorItem: IndexPath?
    var visibleItemsNeedMeasurement = false
    /// Set by `invalidateLayout()`: the next `prepare()` turns measurements into remembered sizes.
    var measurementsInvalidated = false
}

/// Self-sizing (UIKit's `estimatedItemSize` with `preferredLayoutAttributesFitting(_:)`).
///
/// Items fill lines in order: an item joins a line when it fits after the previous one with
/// `minimumInteritemSpacing` (an item too large for any line gets one of its own); a line is as
/// thick as its thickest item, lines are `minimumLineSpacing` apart, and an item is centred across
/// the thickness of its line, as in UIKit's flow layout. Across the scroll axis, as for items of
/// one size: a line of several items is justified (the first touches the leading inset, the last
/// the trailing inset), a lone item is centred when another item of its size would not fit beside
/// it. UIKit documents nothing for the last line of mixed sizes: here its items follow one another
/// from the leading inset at `minimumInteritemSpacing` (not justified).
///
/// Until an item is measured it counts at `estimatedItemSize` (``FlowLayout/automaticSize``: at
/// `itemSize`); an item measured at another cross extent, or before `invalidateLayout()`, keeps
/// that size as its estimate until it appears again. Measurements are applied in batches: the lines
/// of the sections from the first changed one are flowed again, and the content offset follows the
/// anchor item (the first cell on screen that stays; else the first item of the first line that
/// starts in the viewport) so that what is on screen does not jump.
extension FlowLayout: SelfSizingLayout {
    var isSelfSizing: Bool { sizesItemsThemselves }

    /// The size an item counts at before it is measured.
    private var estimate: Size {
        let size = estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
        return Self.usable(size)
    }

    /// A size with finite, non-negative components (anything else counts as zero).
    private static func usable(_ size: Size) -> Size {
        func usable(_ value: Double) -> Double { value.isFinite ? max(0, value) : 0 }
        return Size(width: usable(size.width), height: usable(size.height))
    }

    private func main(_ size: Size) -> Double { isVertical ? size.height : size.width }
    private func cross(_ size: Size) -> Double { isVertical ? size.width : size.height }

    // MARK: - Preparing

    func prepareSelfSized(in collectionView: CollectionView, crossExtent: Double) {
        let remeasure = selfSized.measurementsInvalidated
            || (!selfSized.kinds.isEmpty && crossExtent != selfSized.measurementExtent)
        selfSized.measurementsInvalidated = false
        // Cells already on screen are measured if their items need it (self-sizing just turned
        // on, a new extent, an invalidation); arriving cells are measured as they arrive.
        selfSized.visibleItemsNeedMeasurement = true
        let estimate = self.estimate
        let oldSizes = selfSized.sizes, oldKinds = selfSized.kinds
        var sizes: [[Size]] = [], kinds: [[MeasuredSizeKind]] = []
        collectSectionMargins(in: collectionView)
        for section in 0..<collectionView.numberOfSections {
            let count = collectionView.numberOfItems(inSection: section)
            let reusable = oldKinds.indices.contains(section) && oldKinds[section].count == count
            var sectionSizes = [Size](repeating: estimate, count: count)
            var sectionKinds = [MeasuredSizeKind](repeating: .estimated, count: count)
            if reusable {
                for item in 0..<count {
                    switch oldKinds[section][item] {
                    case .measured:
                        sectionSizes[item] = oldSizes[section][item]
                        sectionKinds[item] = remeasure ? .remembered : .measured
                    case .remembered:
                        sectionSizes[item] = oldSizes[section][item]
                        sectionKinds[item] = .remembered
                    case .estimated, .fixed:
                        break
                    }
                }
            }
            sizes.append(sectionSizes)
            kinds.append(sectionKinds)
        }
        selfSized.sizes = sizes
        selfSized.kinds = kinds
        selfSized.crossExtent = crossExtent
        selfSized.measurementExtent = crossExtent
        selfSized.firstStaleItem = nil
        selfSized.sections.removeAll(keepingCapacity: true)
        flowSelfSizedSections(from: IndexPath(item: 0, section: 0))
    }

    /// Flows items whose sizes the delegate gave (`sizeForItemAt`): nothing is measured.
    func prepareDelegateSized(_ sizes: [[Size]], in collectionView: CollectionView, crossExtent: Double) {
        collectSectionMargins(in: collectionView)
        selfSized.sizes = sizes.map { $0.map(Self.usable) }
        selfSized.kinds = sizes.map { [MeasuredSizeKind](repeating: .fixed, count: $0.count) }
        selfSized.crossExtent = crossExtent
        selfSized.measurementExtent = crossExtent
        selfSized.firstStaleItem = nil
        selfSized.sections.removeAll(keepingCapacity: true)
        flowSelfSizedSections(from: IndexPath(item: 0, section: 0))
    }

    /// Each section's inset and spacings, asked once per preparation.
    private func collectSectionMargins(in collectionView: CollectionView) {
        selfSized.insets.removeAll(keepingCapacity: true)
        selfSized.spacings.removeAll(keepingCapacity: true)
        for section in 0..<collectionView.numberOfSections {
            selfSized.insets.append(inset(forSection: section, in: collectionView))
            selfSized.spacings.append(spacings(forSection: section, in: collectionView))
        }
    }

    /// Flows the lines again from the item `first` on (from the line before its line: the item
    /// may now fit there), and the content size with them.
    private func flowSelfSizedSections(from first: IndexPath) {
        var kept: (geometry: SelfSizedSection, lines: Int)?
        if first.section < selfSized.sections.count {
            let geometry = selfSized.sections[first.section]
            let line = firstIndex(in: geometry.lines.count) { geometry.lines[$0].endItem > first.item }
            kept = (geometry, max(0, line - 1))
        }
        selfSized.sections.removeSubrange(min(first.section, selfSized.sections.count)...)
        var main = selfSized.sections.last?.mainEnd ?? 0
        for section in selfSized.sections.count..<selfSized.sizes.count {
            let geometry = flowSection(section, startingAt: main, keeping: section == first.section ? kept : nil)
            selfSized.sections.append(geometry)
            main = geometry.mainEnd
        }
        let crossExtent = max(0, selfSized.crossExtent)
        contentSize = isVertical ? Size(width: crossExtent, height: main) : Size(width: main, height: crossExtent)
    }

    /// A section's lines; with `kept`, the section's previous geometry keeps its first lines.
    private func flowSection(_ section: Int, startingAt start: Double,
                             keeping kept: (geometry: SelfSizedSection, lines: Int)?) -> SelfSizedSection {
        let sizes = selfSized.sizes[section]
        let inset = selfSized.insets[section]
        let (mainBefore, mainAfter) = isVertical ? (inset.top, inset.bottom) : (inset.left, inset.right)
        let crossBefore = isVertical ? inset.left : inset.top
        let available = selfSized.crossExtent - (isVertical ? inset.horizontal : inset.vertical)
        let (lineSpacing, spacing) = selfSized.spacings[section]
        var lines: [FlowLine] = []
        var frames: [Rect]
        var main = start + mainBefore
        var index = 0
        if let kept, kept.lines > 0, kept.geometry.frames.count == sizes.count {
            lines = Array(kept.geometry.lines[0..<kept.lines])
            frames = kept.geometry.frames
            main = lines[lines.count - 1].mainEnd
            index = lines[lines.count - 1].endItem
        } else {
            frames = [Rect](repeating: .zero, count: sizes.count)
        }
        while index < sizes.count {
            // The items that fit in this line (at least one).
            let first = index
            var used = cross(sizes[index])
            var thickness = self.main(sizes[index])
            index += 1
            while index < sizes.count, used + spacing + cross(sizes[index]) <= available + 1e-9 {
                used += spacing + cross(sizes[index])
                thickness = max(thickness, self.main(sizes[index]))
                index += 1
            }
            if !lines.isEmpty { main += lineSpacing }
            let count = index - first
            var position = crossBefore
            var gap = spacing
            if count == 1 {
                let lone = cross(sizes[first])
                let anotherFits = 2 * lone + spacing <= available + 1e-9
                if index < sizes.count || !anotherFits { position += max(0, (available - lone) / 2) }
            } else if index < sizes.count {
                gap = (available - (used - Double(count - 1) * spacing)) / Double(count - 1)
            }
            for item in first..<index {
                let size = sizes[item]
                let itemMain = main + (thickness - self.main(size)) / 2
                frames[item] = isVertical ? Rect(x: position, y: itemMain, width: size.width, height: size.height)
                                          : Rect(x: itemMain, y: position, width: size.width, height: size.height)
                position += cross(size) + gap
            }
            lines.append(FlowLine(mainStart: main, thickness: thickness, firstItem: first, endItem: index))
            main += thickness
        }
        return SelfSizedSection(mainStart: start, mainEnd: main + mainAfter, lines: lines, frames: frames)
    }

    // MARK: - Queries

    func selfSizedAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard selfSized.sections.indices.contains(indexPath.section) else { return nil }
        let frames = selfSized.sections[indexPath.section].frames
        guard frames.indices.contains(indexPath.item) else { return nil }
        return CollectionViewLayoutAttributes(indexPath: indexPath, frame: frames[indexPath.item])
    }

    func enumerateSelfSizedAttributes(in rect: Rect, _ body: (CollectionViewLayoutAttributes) -> Void) {
        let rect = rect.standardized
        guard !rect.isNull else { return }
        let (mainMin, mainMax) = isVertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
        let sections = selfSized.sections
        var section = firstIndex(in: sections.count) { sections[$0].mainEnd > mainMin }
        while section < sections.count, sections[section].mainStart < mainMax {
            let lines = sections[section].lines
            var line = firstIndex(in: lines.count) { lines[$0].mainEnd > mainMin }
            while line < lines.count, lines[line].mainStart < mainMax {
                for item in lines[line].firstItem..<lines[line].endItem {
                    let frame = sections[section].frames[item]
                    // Touching edges do not count, as for items of one size.
                    guard frame.maxX > rect.minX, frame.minX < rect.maxX, frame.maxY > rect.minY, frame.minY < rect.maxY
                    else { continue }
                    body(CollectionViewLayoutAttributes(indexPath: IndexPath(item: item, section: section), frame: frame))
                }
                line += 1
            }
            section += 1
        }
    }

    // MARK: - Measurements

    func needsMeasurement(at indexPath: IndexPath) -> Bool {
        guard selfSized.kinds.indices.contains(indexPath.section),
              selfSized.kinds[indexPath.section].indices.contains(indexPath.item) else { return false }
        return selfSized.kinds[indexPath.section][indexPath.item].needsMeasurement
    }

    var sizesItemsAutomatically: Bool { sizesItemsThemselves }

    var anchorItem: IndexPath? {
        get { selfSized.anchorItem }
        set { selfSized.anchorItem = newValue }
    }

    var hasItemsToMeasure: Bool {
        selfSized.kinds.contains { $0.contains(where: \.needsMeasurement) }
    }

    func record(preferred: CollectionViewLayoutAttributes, original: CollectionViewLayoutAttributes) {
        let indexPath = original.indexPath
        guard needsMeasurement(at: indexPath) else { return }
        let (section, item) = (indexPath.section, indexPath.item)
        let size = Self.usable(preferred.size)
        let old = selfSized.sizes[section][item]
        selfSized.sizes[section][item] = size
        selfSized.kinds[section][item] = .measured
        guard size != old else { return }
        selfSized.firstStaleItem = min(selfSized.firstStaleItem ?? indexPath, indexPath)
    }

    var hasUnappliedMeasurements: Bool { selfSized.firstStaleItem != nil }

    func applyMeasurements() -> Vector {
        guard let first = selfSized.firstStaleItem else { return .zero }
        selfSized.firstStaleItem = nil
        let anchor = selfSized.anchorItem ?? firstItemStartingInViewport()
        let before = anchor.flatMap(mainStart(of:))
        flowSelfSizedSections(from: first)
        guard let before, let after = anchor.flatMap(mainStart(of:)), after != before else { return .zero }
        return isVertical ? Vector(dx: 0, dy: after - before) : Vector(dx: after - before, dy: 0)
    }

    /// Where an item starts along the scroll axis.
    private func mainStart(of indexPath: IndexPath) -> Double? {
        selfSizedAttributesForItem(at: indexPath).map { isVertical ? $0.frame.minY : $0.frame.minX }
    }

    /// Without an anchor cell: the first item of the first line that starts at or after the top
    /// (leading edge) of the viewport, so items measured above it push the offset, as a table's
    /// rows above the viewport do.
    private func firstItemStartingInViewport() -> IndexPath? {
        guard let collectionView else { return nil }
        let bounds = collectionView.bounds
        let viewportStart = isVertical ? bounds.minY : bounds.minX
        let sections = selfSized.sections
        var section = firstIndex(in: sections.count) { sections[$0].mainEnd > viewportStart }
        while section < sections.count {
            let lines = sections[section].lines
            let line = firstIndex(in: lines.count) { lines[$0].mainStart >= viewportStart }
            if line < lines.count { return IndexPath(item: lines[line].firstItem, section: section) }
            section += 1
        }
        return nil
    }

    func takeVisibleItemsNeedMeasurement() -> Bool {
        defer { selfSized.visibleItemsNeedMeasurement = false }
        return selfSized.visibleItemsNeedMeasurement
    }

    func discardMeasurements(at indexPaths: [IndexPath]?) {
        guard let indexPaths else {
            selfSized.sizes.removeAll()
            selfSized.kinds.removeAll()
            selfSized.measurementExtent = .nan
            return
        }
        for indexPath in indexPaths where selfSized.kinds.indices.contains(indexPath.section)
            && selfSized.kinds[indexPath.section].indices.contains(indexPath.item)
            && selfSized.kinds[indexPath.section][indexPath.item] == .measured {
            selfSized.kinds[indexPath.section][indexPath.item] = .remembered
        }
    }
}
