import Foundation

/// Builds one root's views, guides and constraints from the document model, on ViewTree's own
/// types (see ``InterfaceBuilderLayout``).
struct IBTreeBuilder {
    let environment: IBEnvironment
    let options: InterfaceBuilderLayout.Options
    /// Views by IB id, and the (view, IB id) and (view, class) pairs for the dump.
    private(set) var views: [String: View] = [:]
    /// Constraints made, by IB id (what constraint outlets connect to; kept when
    /// ``buildsForRunTime``).
    private(set) var constraints: [String: LayoutConstraint] = [:]
    /// Makes the view of a registered custom class, or of a class ``IBViewFactory`` leaves
    /// to its caller (``Nib`` makes `UITableViewCell`s table cells); `nil` for the default.
    var makeCustomView: ((IBView) -> View?)?
    /// Whether the views are built as an app's nib loads them, rather than as Xcode's canvas lays
    /// the document out: constraints get the identifier set in Xcode (`nil` when none) instead of
    /// their IB id (what the canvas layout and its reports name them by), and cells are left to
    /// the table or collection view that shows them.
    var buildsForRunTime = false
    private(set) var ids: [(View, String)] = []
    private(set) var classes: [(View, String)] = []
    /// Guides by IB id: the view they belong to and which guide.
    private var guides: [String: (owner: View, kind: IBGuideKind)] = [:]
    /// The IB id of the root view being built.
    private var rootID: String?
    /// The old top/bottom layout guides made for the root, by IB id.
    private var oldGuides: [String: View] = [:]
    /// Constraints with the view that declares them.
    private var pending: [(IBConstraint, View)] = []
    /// Ids of subviews and constraints that size-class variations leave out.
    private var excluded: Set<String> = []
    /// Views with their autoresizing constraints off that IB may keep at their frame: those
    /// marked `fixedFrame="YES"`, and those that no constraint of the document (in any size
    /// class) mentions.
    private var fixedFrames: [FixedFrame] = []
    private struct FixedFrame {
        let view: View
        let frame: Rect
    }

    init(environment: IBEnvironment, options: InterfaceBuilderLayout.Options) {
        self.environment = environment
        self.options = options
    }

    /// Builds the view for `model` and its subtree; `stack` is the stack view that arranges it,
    /// if one does.
    mutating func buildTree(_ model: IBView, arrangedBy stack: StackView? = nil) -> View {
        if views.isEmpty {
            reserveRoom(for: model)
            rootID = model.id
        }
        guard model.variesProperties else { return build(model, arrangedBy: stack) }
        return build(withVariedProperties(model), arrangedBy: stack)
    }

    private mutating func build(_ model: IBView, arrangedBy stack: StackView?) -> View {
        let view = IBViewFactory.makeView(for: model, custom: makeCustomView?(model))
        populate(view, from: model, arrangedBy: stack)
        return view
    }

    /// Makes room for a tree's views and constraints at once: the lists of constraints hold large
    /// elements, and growing them step by step copies them each time.
    private mutating func reserveRoom(for model: IBView) {
        views.reserveCapacity(model.subtreeViewCount)
        ids.reserveCapacity(model.subtreeViewCount)
        classes.reserveCapacity(model.subtreeViewCount)
        pending.reserveCapacity(model.subtreeConstraintCount)
    }

    private mutating func populate(_ view: View, from model: IBView, arrangedBy arrangingStack: StackView? = nil) {
        record(view, model)
        configure(view, model)
        if !buildsForRunTime { IBViewFactory.configureForCanvas(view, model, device: environment.canvasDevice) }
        // After the canvas's metrics: whether a stored text size agrees with the model's
        // measurement is judged at the size the canvas draws.
        fixIntrinsicSize(of: view, model, arrangedBy: arrangingStack)
        applyVariations(of: model)
        let stack = view as? StackView
        for (index, child) in model.subviews.enumerated() {
            if let id = child.id, excluded.contains(id) { continue }
            if index == 0, child.key == "contentView", let cell = view as? CollectionViewCell {
                // The cell's own content view stands for the document's.
                let content = cell.contentView
                content.name = nil
                // A table cell's content is one pixel shorter than the cell (the separator's line), as
                // Xcode stores it without a frame. UIKit's cell lays its content view out over its
                // bounds (less that line, and the room of an accessory), so a stored content of
                // another size is stale: Xcode 6 stored 43 pt tall, 320 pt wide content views in
                // cells of any size and laid their subviews out in the cell's.
                let separator = model.element == "tableViewCell" ? 1 / (environment.device?.scale ?? 2) : 0
                let fullHeight = max(0, cell.frame.height - separator)
                content.frame = child.frame ?? Rect(x: 0, y: 0, width: cell.frame.width, height: fullHeight)
                if model.element == "tableViewCell" {
                    if abs(content.frame.height - fullHeight) > 1 { content.frame.size.height = fullHeight }
                    if !model.hasAccessory, abs(content.frame.width - cell.frame.width) > 1 { content.frame.size.width = cell.frame.width }
                }
                if child.variesProperties { populate(content, from: withVariedProperties(child)) } else { populate(content, from: child) }
                if !buildsForRunTime {
                    let isTableCell = model.element == "tableViewCell"
                    let hold = contentHeightHold(of: model, cell: cell, storedContent: content.frame.height, separator: separator)
                    holdContentView(of: cell, isTableCell: isTableCell, fits: model.sizesItemsToFit, height: hold)
                }
                if model.element == "tableViewCell", child.layoutMargins == nil || child.preservesSuperviewLayoutMargins {
                    // A content view with margins of its own that preserves its cell's takes the
                    // larger of each: the cell has the margins a content view would otherwise have.
                    applyTableCellMargins(to: child.layoutMargins == nil ? content : cell, cellWidth: cell.frame.width,
                                          besideAccessory: model.hasAccessory, listed: model.isListed, listedByRoot: model.isListedByRoot)
                } else if model.element == "collectionViewCell", !model.isListed, !buildsForRunTime,
                          environment.document.toolsMajor >= 13000 {
                    // On the canvas, a xib's top-level collection view cell, shown alone, has the
                    // margins of a controller's root view of its width, as the xib's other
                    // top-level views have: the side margins of its width (14113 to 15400 files
                    // store 16 pt in 335 to 375 pt cells, two repositories) and none at the top and
                    // bottom (`sources-all.tsv` 02772, 02774); in a collection view (and in the
                    // app), a plain view's 8.
                    let side = Self.loneCellSideMargin(width: cell.frame.width)
                    let margins = DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
                    if model.layoutMargins == nil { cell.directionalLayoutMargins = margins }
                    if child.layoutMargins == nil { content.directionalLayoutMargins = margins }
                }
                continue
            }
            var child = child
            var cellSize: Size?
            if child.isCell {
                child.isListed = true
                child.isListedByRoot = model.id != nil && model.id == rootID
                if model.element == "tableView" { child.tableRowHeight = Self.rowHeight(of: model) }
                // A cell given its own size (`customSize`) is shown at it, estimating layout or not.
                if model.sizesItemsToFit, child.element == "collectionViewCell", child.itemSize == nil { child.sizesItemsToFit = true }
                if !buildsForRunTime {
                    let groupInset = insetGroupedInset(of: model)
                    cellSize = Self.cellSize(of: child, in: model, screenWidth: environment.screenSize.width, groupInset: groupInset)
                    if let cellSize { child.resizeCell(to: cellSize, x: groupInset ?? child.frame?.minX ?? 0) }
                }
            }
            let subview = buildTree(child, arrangedBy: stack)
            // The table or collection view places its cells; they do not follow its bounds.
            if cellSize != nil { subview.autoresizingMask = [] }
            if let stack { stack.addArrangedSubview(subview) } else { view.addSubview(subview) }
            if model.element == "visualEffectView", child.key == "contentView" { Self.fill(view, with: subview) }
        }
        for constraint in model.constraints {
            // "Remove at build time": a placeholder holds on the canvas, not in the app.
            if constraint.placeholder, buildsForRunTime { continue }
            if let id = constraint.id, excluded.contains(id) { continue }
            pending.append((constraint, view))
        }
    }

    private mutating func record(_ view: View, _ model: IBView) {
        if model.translatesAutoresizingMask == false, let frame = model.frame,
           model.fixedFrame || environment.document.constrainedViewIDs[model.id ?? ""] == nil {
            fixedFrames.append(FixedFrame(view: view, frame: frame))
        }
        if let id = model.id {
            views[id] = view
            ids.append((view, id))
        }
        classes.append((view, model.className))
        for guide in model.guides { guides[guide.id] = (view, guide.kind) }
    }

    private func configure(_ view: View, _ model: IBView) {
        if let name = model.name { view.name = name }
        IBAppearance.applyColors(of: model, to: view, resources: environment.document.resourceColors)
        if let translates = model.translatesAutoresizingMask { view.translatesAutoresizingMaskIntoConstraints = translates }
        if let mask = model.autoresizingMask { view.autoresizingMask = mask }
        if model.hidden { view.isHidden = true }
        if model.alpha != 1 { view.alpha = model.alpha }
        if let tag = model.tag { view.tag = tag }
        if let clips = model.clipsSubviews { view.clipsToBounds = clips }
        if let enabled = model.userInteractionEnabled { view.isUserInteractionEnabled = enabled }
        if let identifier = model.accessibilityIdentifier { view.accessibilityIdentifier = identifier }
        if !model.accessibility.isEmpty { view.accessibility = model.accessibility }
        if let value = model.hugging.horizontal { view.setContentHuggingPriority(Priority(value), for: .horizontal) }
        if let value = model.hugging.vertical { view.setContentHuggingPriority(Priority(value), for: .vertical) }
        if let value = model.compression.horizontal { view.setContentCompressionResistancePriority(Priority(value), for: .horizontal) }
        if let value = model.compression.vertical { view.setContentCompressionResistancePriority(Priority(value), for: .vertical) }
        if let margins = model.layoutMargins { view.directionalLayoutMargins = margins }
        if model.preservesSuperviewLayoutMargins { view.preservesSuperviewLayoutMargins = true }
        if model.layoutMarginsFollowReadableWidth {
            view.layoutMarginsFollowReadableWidth = true
            // Before iOS 11 the readable width starts from the view's own margins, not from the
            // system's readable margins (Xcode 7 and 8 store views pinned to such a view's margins
            // 8 pt in; from Xcode 9, 16 or 20). A cell and its content view keep the cell margins
            // of their era (``applyTableCellMargins(to:cellWidth:besideAccessory:listed:listedByRoot:)``).
            let isCellOrContent = view is CollectionViewCell || (view.superview as? CollectionViewCell)?.contentView === view
            if model.layoutMargins == nil, !isCellOrContent, environment.document.toolsMajor < InterfaceBuilderDocument.xcode9ToolsMajor {
                view.directionalLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
            }
        }
        if !model.insetsLayoutMarginsFromSafeArea { view.insetsLayoutMarginsFromSafeArea = false }
    }

    /// Gives the view the intrinsic size the document sets: its stored one where the mode or the
    /// text model says so, a designable's recorded one, a placeholder.
    private func fixIntrinsicSize(of view: View, _ model: IBView, arrangedBy stack: StackView?) {
        var fixed: (width: Double?, height: Double?) = (nil, nil)
        // Whether each dimension is the stored one (``holdBelowRequired(_:along:)``).
        var (storedWidth, storedHeight) = (false, false)
        if let frame = model.frame, options.intrinsicSizes == .stored || showsWhatTheModelCannotMeasure(view, model) {
            let dimensions = IBViewFactory.intrinsicDimensions(of: model)
            // A horizontal fill-proportionally stack stores its views at widths in proportion to
            // the intrinsic widths Xcode measured: stored, they give its split exactly, where one
            // view measured among stored ones would skew it (unseen 69008, 71063: labels 2 to 44 pt
            // off, saved clean). A vertical one's labels keep their stored heights already.
            let sharedInProportion = stack.map { $0.distribution == .fillProportionally && $0.axis == .horizontal } ?? false
            if dimensions.width, sharedInProportion || (view as? Label).map({ Self.storedTextWidthIsPlausible(frame.width, for: $0, model) }) ?? true {
                fixed.width = frame.width
                storedWidth = true
            }
            if dimensions.height, !(view is Label) || Self.storedLabelHeightIsPlausible(for: model, arranged: stack != nil) {
                fixed.height = frame.height
                storedHeight = true
            }
        } else if let frame = model.frame, storedTextSizeIsMeasured(view, storedAt: frame) {
            let measured = view.intrinsicContentSize, dimensions = IBViewFactory.intrinsicDimensions(of: model)
            if dimensions.width, Self.agreesWithTextModel(stored: frame.width, measured: measured.width) { fixed.width = frame.width }
            if dimensions.height, Self.agreesWithTextModel(stored: frame.height, measured: measured.height) { fixed.height = frame.height }
        }
        if !buildsForRunTime, let designed = model.designedIntrinsicSize, (view as? Label)?.numberOfLines ?? 1 == 1 {
            func metric(_ value: Double) -> Double { value >= 0 ? value : View.noIntrinsicMetric }
            fixed = (metric(designed.width), metric(designed.height))
            (storedWidth, storedHeight) = (false, false)
        }
        if let placeholder = model.placeholderIntrinsic {
            if let width = placeholder.width { (fixed.width, storedWidth) = (width, false) }
            if let height = placeholder.height { (fixed.height, storedHeight) = (height, false) }
        }
        if fixed.width != nil || fixed.height != nil {
            view.layoutState.fixedIntrinsicSize = fixed
            view.invalidateIntrinsicContentSize()
        }
        if !buildsForRunTime {
            Self.holdBelowRequired(view, along: [storedWidth ? .horizontal : nil, storedHeight ? .vertical : nil].compactMap { $0 })
        }
    }

    /// Lowers a view's required content hugging and compression resistance along `axes`, where
    /// its intrinsic size is its stored size, to ``storedIntrinsicSizePriority``. The stored size
    /// stands for what Xcode measured, but is not the measurement (a label stretched to 180 pt
    /// by its constraints keeps 180 where its text is 76 pt wide): held at the required priority,
    /// it makes conflicts Xcode did not have. Over the unseen sets' repositories, 5 clean files
    /// no longer report a conflict (labels, a keyboard placeholder, image views), none is added,
    /// and no flagged file changes.
    private static func holdBelowRequired(_ view: View, along axes: [LayoutAxis]) {
        for axis in axes {
            if view.contentHuggingPriority(for: axis).isRequired {
                view.setContentHuggingPriority(storedIntrinsicSizePriority, for: axis)
            }
            if view.contentCompressionResistancePriority(for: axis).isRequired {
                view.setContentCompressionResistancePriority(storedIntrinsicSizePriority, for: axis)
            }
        }
    }

    /// Just below required, above every priority a document can set (they are whole numbers):
    /// a stored size taken as intrinsic holds wherever nothing required says otherwise.
    static let storedIntrinsicSizePriority = LayoutPriority(999.9)

    /// Whether the view shows what the model cannot measure, on the canvas, so that it keeps the
    /// size Xcode stored in `--intrinsic model` too (at run time the model measures it):
    /// - a label, button, text field or text view whose text is in a font other than the system
    ///   font, or attributed in ways the model does not measure
    ///   (``IBView/attributedTextIsUnmeasurable``): the text model measures only plain
    ///   system-font text. Measured as the system font, labels and buttons were 2.6 points of the
    ///   corpus's model-mode false alarms (31.4% → 28.8%) and 2 to 5 of the unseen sets'; text
    ///   fields and text views 3 files of the unseen sets' repositories.
    /// - an SF Symbol (``IBView/showsSymbol``), whose glyph viewsim does not have: the document's
    ///   `<image name="star.fill" catalog="system" width="128" height="116"/>` gives the symbol at
    ///   a reference size, not the one drawn (a star stored 22 x 21.5 pt). Taken as the image's
    ///   size, it was 17 of the model-mode reports on the unseen sets' repositories' clean files.
    ///   No flagged file was missed for either of these two.
    ///   So is a titled button's symbol (``IBView/hasSymbolImage``; eighty-first set 89003 and
    ///   eighty-second 90180: buttons stored a title's line tall, 21 and 22 pt, measured 98 and 93
    ///   from the symbols' 128 pt reference images).
    /// - an empty label (`text=""`): there is no text to measure, and Xcode's canvas sizes it as
    ///   `--intrinsic stored` does (``storedTextWidthIsPlausible(_:for:_:)``,
    ///   ``storedLabelHeightIsPlausible(for:arranged:)``). Measured as UIKit's 0 x 0, such labels
    ///   were 47 of the model-mode reports on clean files over the corpus and every set (1,002 →
    ///   955 of 8,275; 462 views of 79 documents move to their stored frames, none away); 4
    ///   reported files gain an ambiguity error and 2 flagged-ambiguous ones are no longer found,
    ///   as in stored mode.
    /// - a page control from Xcode 12 (iOS 14's, wider than its dots): its width is not modelled
    ///   (stored 98.67 pt for 2 pages and 115.5 for 3 in four repositories, e.g. eighty-fifth set
    ///   93033 at 19529, where the dots give 23 and 39).
    private func showsWhatTheModelCannotMeasure(_ view: View, _ model: IBView) -> Bool {
        guard !buildsForRunTime else { return false }
        return model.showsSymbol || model.hasSymbolImage || (view is Label && model.hasEmptyText)
            || (view is PageControl && environment.document.toolsMajor >= InterfaceBuilderDocument.xcode12ToolsMajor)
            || (view is Label || view is Button || view is TextField || view is TextView) && (model.textFont?.isSystem == false || model.attributedTextIsUnmeasurable)
    }

    /// Whether the view is one the text model sizes (a label whose text is one line at its stored
    /// width, a button, a text field or a segmented control), on the canvas in `--intrinsic
    /// model`: its stored size stands for its measured one where the two agree within
    /// ``textModelPrecision``. Xcode measured the same text exactly, and a difference the model
    /// cannot resolve is no evidence of a stale frame. (Wrapped text is measured: the model's
    /// precision is known for one line.)
    private func storedTextSizeIsMeasured(_ view: View, storedAt frame: Rect) -> Bool {
        guard !buildsForRunTime, options.intrinsicSizes == .model else { return false }
        if let label = view as? Label, label.numberOfLines != 1 {
            let oneLine = label.sizeThatFits(Size(width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude))
            return oneLine.width <= frame.width + 0.5 && !(label.text ?? "").contains("\n")
        }
        return view is Label || view is Button || view is TextField || view is SegmentedControl
    }

    /// Whether a stored text dimension is within ``textModelPrecision`` of the model's.
    static func agreesWithTextModel(stored: Double, measured: Double) -> Bool {
        measured >= 0 && abs(stored - measured) <= textModelPrecision.slack + textModelPrecision.ratio * measured
    }

    /// How far the text model's width of a one-line label may be from Xcode's: 1.5 pt and 5%,
    /// the band that holds 95% of the labels of documents held out of the model's fit (93
    /// system-font labels whose text sets their width, in the sixth to eighth unseen sets; 90%
    /// fit within 1.5 pt and 3.3%). `docs/text-metrics.md` says how it was measured.
    static let textModelPrecision = (ratio: 0.05, slack: 1.5)

    /// Whether a label's stored width can be the width Xcode measured for its text: within
    /// ``storedTextWidthDoubt`` of the model's width of the same text. A label in a system font
    /// with plain text, on one line, whose stored width is further off was stored at another text
    /// or size, so the model measures it instead (corpus 222 stores "1.0" in 21 pt 305 pt wide,
    /// flagged misplaced; no label of a clean file is that far off where its text sets its width).
    /// An empty label keeps its stored width (there is no text to judge it by: 40 empty labels
    /// of clean files are stored 50 pt wide by nothing but their content, 136 at 0). A label
    /// that hugs or resists compression at the required priority keeps its stored width:
    /// the model's error there would be a conflict (eighth set 16038, 16039: labels hugging at
    /// 1000 stored at the width of a fill-equally stack, saved clean).
    static func storedTextWidthIsPlausible(_ stored: Double, for label: Label, _ model: IBView) -> Bool {
        guard model.font?.isSystem == true, model.attributes["text"]?.isEmpty == false, label.numberOfLines == 1,
              model.hugging.horizontal.map({ $0 < 1000 }) ?? true, model.compression.horizontal.map({ $0 < 1000 }) ?? true
        else { return true }
        let modelled = label.intrinsicContentSize.width
        let doubt = storedTextWidthDoubt
        return stored <= modelled * doubt.ratio + doubt.slack && modelled <= stored * doubt.ratio + doubt.slack
    }

    /// Whether a label's stored height can be the height Xcode measured for its text. An empty
    /// label (`text=""`) is 0 pt tall, as UIKit's is, so its stored height is not its own unless
    /// a stack view arranges it (Xcode stores it at the height the stack gives it: measured as 0,
    /// 36 clean files were reported) or it hugs or resists compression vertically at the required
    /// priority (as in ``storedTextWidthIsPlausible(_:for:_:)``; 4 clean files of one repository
    /// store such labels one line tall). Of the empty labels outside stacks that their content
    /// alone sizes vertically, in the unseen sets' repositories, clean files store 105 at 0 pt
    /// and 6 taller, flagged files 25 at 0 and 16 taller, in 6 files: 3 of them were missed
    /// (a launch screen's 21 pt empty label pinned 20 pt above the bottom, which Xcode lays out
    /// at 0 pt and 21 pt lower).
    static func storedLabelHeightIsPlausible(for model: IBView, arranged: Bool) -> Bool {
        let isRequired = (model.hugging.vertical ?? 0) >= 1000 || (model.compression.vertical ?? 0) >= 1000
        return !model.hasEmptyText || arranged || isRequired
    }

    /// How far a stored text width may be from the model's before the stored width is not taken
    /// as the text's: 20% and 4 pt, the tightest bound that holds every one-line system-font
    /// label of the corpus and the unseen sets that Xcode saved clean at its text's width (243
    /// labels; 20% and 3 pt leaves out a "✓" stored 16 pt wide, measured 10). It finds corpus 221's
    /// "yrs", stored 32 pt wide where its text is 22, flagged misplaced.
    static let storedTextWidthDoubt = (ratio: 1.2, slack: 4.0)

    /// The size a table or collection view gives its prototype cell, `nil` for other views. A
    /// table cell is as tall as its own row height, else as stored, else as the table's row height
    /// (44 by default), and as wide as stored but no wider than the table (a cell stored on Xcode
    /// 6's 600 pt canvas in a 375 pt table lays its content out in the table's width: every
    /// trailing pin of `sources-all.tsv` 02477 and fourteenth set 22128), else as the table, or in
    /// an inset-grouped table (`groupInset`) as the table less that inset on each side; a
    /// collection view cell has its own custom size, else the flow layout's item size, else its
    /// stored size. (Xcode keeps a cell's stored rect from before its row height or item size
    /// changed: the corpus has a table cell stored 44 tall with `rowHeight="259"`, whose content
    /// fills 258 pt.)
    static func cellSize(of cell: IBView, in container: IBView, screenWidth: Double, groupInset: Double? = nil) -> Size? {
        switch cell.element {
        case "tableViewCell":
            var width = cell.frame?.width ?? container.frame?.width ?? CGFloat(screenWidth)
            if let tableWidth = container.frame?.width { width = min(width, tableWidth) }
            if let inset = groupInset, let tableWidth = container.frame?.width {
                width = max(0, tableWidth - 2 * inset)
            }
            return Size(width: width, height: rowHeight(of: cell) ?? cell.frame.map { Double($0.height) } ?? rowHeight(of: container) ?? 44)
        case "collectionViewCell":
            return cell.itemSize ?? container.itemSize ?? cell.frame?.size
        default:
            return nil
        }
    }

    /// How far an inset-grouped table (`style="insetGrouped"`, iOS 13) insets its cells on each
    /// side: 20 pt, and from Xcode 16 (toolsVersion 24xxx) its side margins, 16 pt below 390 pt
    /// wide (414 and 390 pt tables of 22505 to 24506 files store their cells 20 pt in; 375 pt
    /// tables 20 at 22505 and 16 at 24506, one file each; a static table whose cells are stored at
    /// its full width lays their content out at the inset width). `nil` for other tables.
    func insetGroupedInset(of table: IBView) -> Double? {
        guard table.element == "tableView", table.attributes["style"] == "insetGrouped", let width = table.frame?.width else { return nil }
        return environment.document.toolsMajor >= 24000 ? Self.loneCellSideMargin(width: width) : 20
    }

    /// A table's or a table cell's own `rowHeight` (a cell's is set when its row height is
    /// custom), `nil` when it has none.
    static func rowHeight(of view: IBView) -> Double? {
        view.attributes["rowHeight"].flatMap(Double.init).flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
    }

    /// Holds a cell's content view at the cell's origin and at its stored size (else the cell's)
    /// instead of pinning it to the cell. A table cell's content keeps its width, which the table
    /// sets, and its height is held as `hold` says: a prototype's at ``contentViewSizePriority``,
    /// where Xcode lays its content where its required constraints and compression resistance put
    /// it (a chain of fixed heights sets the content's height, as in a self-sizing cell) and at its
    /// stored size where they leave it free. A collection view cell's content is held at the
    /// fitting level when the cell sizes itself, else just below required.
    private func holdContentView(of cell: CollectionViewCell, isTableCell: Bool, fits: Bool, height hold: ContentHeightHold) {
        let content = cell.contentView
        let size = content.frame.size
        content.translatesAutoresizingMaskIntoConstraints = false
        let width = content.widthAnchor.constraint(equalToConstant: size.width)
        let height = content.heightAnchor.constraint(equalToConstant: size.height)
        // A self-sizing collection view cell's content is measured as UIKit sizes it: at the
        // fitting-size level, below its content's hugging. Any other collection view cell is as
        // large as its layout makes it, and UIKit keeps the content view at its bounds: what its
        // content asks beyond is compressed, not grown into (over the corpus and the unseen sets
        // 104 views of 18 documents move to their stored frames, none away; among them
        // `sources-all.tsv` 00312's image views of a 719 pt image in 187 pt cells).
        let priority = fits ? LayoutPriority.fittingSizeLevel : isTableCell ? Self.contentViewSizePriority : Self.heldCellContentPriority
        width.priority = isTableCell ? .required : priority
        switch hold {
        case .row: height.priority = .required
        case .belowRequired: height.priority = Self.heldCellContentPriority
        case .stored: height.priority = priority
        }
        LayoutConstraint.activate([content.leadingAnchor.constraint(equalTo: cell.leadingAnchor),
                                   content.topAnchor.constraint(equalTo: cell.topAnchor), width,
                                   height.named(Self.contentHeightHoldName)])
    }

    /// How a cell's content view keeps its height (``holdContentView(of:isTableCell:fits:height:)``).
    enum ContentHeightHold {
        /// At its stored size, at ``contentViewSizePriority`` (or the fitting level).
        case stored
        /// At the row height, required: a listed table cell with a custom row height.
        case row
        /// At its stored height at ``heldCellContentPriority``, above compression resistance
        /// but below a chain of required constraints: a xib's top-level cell whose content is
        /// stored at its own height, or a cell of a table whose row height is fixed.
        case belowRequired
    }

    /// How the content view of the cell `model` keeps its height. In a table, a cell with a custom
    /// row height keeps its height as UIKit's row of that height holds it: what its content asks
    /// beyond is compressed, not grown into (all 351 such cells in tables of the corpus and the
    /// unseen sets store their content within 1 pt of the row height; third set 3035's 140 pt row
    /// holds a picker view of 216 pt intrinsic height). A cell of a table whose row height is
    /// fixed, not automatic, holds it too above compression resistance (UIKit sizes a row to its
    /// content only at `UITableView.automaticDimension`, `rowHeight="-1"`: labels centred in a
    /// 44 pt row and pinned to its top margin are stored compressed to 13.5 pt, `sources-all.tsv`
    /// 00953), but a chain of required constraints still sets its content's height, unflagged
    /// (twelfth set 20022: 60 pt of required chain laid out in a 100 pt row). A xib's top-level
    /// cell, shown alone, holds its content at its height above compression resistance, as
    /// Xcode's canvas does (``InterfaceBuilderLayout/overConstrainedCellContent(_:index:engine:)``),
    /// where the content is stored as tall as the cell less a table cell's separator (a stored
    /// content of another height has been given the cell's first). The cell's own `rowHeight`
    /// plays no part: UIKit's cells have no row height (a table's row sets it), and 146 of the
    /// 148 lone cells of the corpus and the unseen sets stored with another row height store their
    /// content at the cell's height, not the row's; three of them (`sources-all.tsv` 00402 and 04292,
    /// thirteenth set 21158) keep it there against 750 and 999 constraints asking more. Held at
    /// 510 instead, as a prototype's content is, such cells grew around the text and pickers
    /// Xcode compressed: 61 more clean files of the unseen sets' repositories reported in model
    /// mode (in 23 repositories), 10 more in stored mode; collection view cells 4 more in model
    /// mode (2 repositories).
    private func contentHeightHold(of model: IBView, cell: CollectionViewCell, storedContent: Double, separator: Double) -> ContentHeightHold {
        if model.isListed {
            if Self.rowHeight(of: model) != nil { return .row }
            return model.tableRowHeight != nil ? .belowRequired : .stored
        }
        let agrees = abs(storedContent - (cell.frame.height - separator)) <= 1
        return environment.document.kind == .xib && agrees ? .belowRequired : .stored
    }

    /// How strongly a collection view cell that does not size itself holds its content view at
    /// its size, and a xib's top-level cell, or a cell of a table whose row height is fixed, at its
    /// height: just below required, so that a chain of required constraints still sets it (and
    /// ``InterfaceBuilderLayout/overConstrainedCellContent(_:index:engine:)`` finds it), as does a
    /// stored size standing for a required one (``storedIntrinsicSizePriority``), and above every
    /// priority a document can set (they are whole numbers), as the canvas holds the cell at its
    /// stored height against them. At 999 it tied with a document's own 999 constraint,
    /// leaving the content's height ambiguous or set by that constraint: 5 clean files of the
    /// unseen sets' repositories (four repositories, toolsVersion 14868 to 23504, each with one
    /// 999 constraint in its cell) were reported.
    static let heldCellContentPriority = LayoutPriority(999.8)

    /// Holds a visual effect view's content view to its bounds by constraints, as UIKit's
    /// autoresizing constraints for a view with flexible width and height do (`h=-&- v=-&-`,
    /// width and height equal to the superview's): a chain of constraints inside the content sizes
    /// the effect view (eighth set 16037: a 94 pt card sized by the spinner and label in it).
    private static func fill(_ effectView: View, with content: View) {
        content.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([content.leadingAnchor.constraint(equalTo: effectView.leadingAnchor),
                                   content.topAnchor.constraint(equalTo: effectView.topAnchor),
                                   content.widthAnchor.constraint(equalTo: effectView.widthAnchor),
                                   content.heightAnchor.constraint(equalTo: effectView.heightAnchor)])
    }

    /// The identifier of the constraint that holds a cell's content view at its height.
    private static let contentHeightHoldName = "IB-cell-content-height"

    /// The constraint that holds a cell's content view at its height (see
    /// ``holdContentView(of:isTableCell:fits:)``), `nil` where there is none.
    static func contentHeightHold(of cell: CollectionViewCell) -> LayoutConstraint? {
        cell.contentView.constraints.first { $0.identifier == contentHeightHoldName }
    }

    /// How strongly a prototype cell's content view keeps its stored size: above content hugging
    /// (250 and 251 in IB), below compression resistance (750). Measured on the corpus: content
    /// stretches views to the stored size (rows taller than their labels keep their stored
    /// height), but grows rather than squeeze them (chains of labels adding up to 0.5 pt more than
    /// the stored content are laid out whole, with no tie between the labels). Not a round
    /// number, which a document's own constraints would tie with (the corpus has 500 and 600).
    static let contentViewSizePriority = LayoutPriority(510)

    /// The side margins of a cell a xib shows alone (no table or collection view around it): the
    /// system's for the width it is shown at, 16 pt below 390 pt and 20 from it. A table cell is
    /// shown at its own width before Xcode 11, from then at the narrower of its own and the
    /// screen's (320 pt ones on 414 pt phones store 16; Xcode 11's own 15 pt on 375 pt phones is
    /// ``hasXcode11NarrowPhoneCellMargins(tools:screenWidth:scale:)``).
    static func loneCellSideMargin(width: Double) -> Double { width >= 390 ? 20 : 16 }

    /// Whether Xcode 11 (toolsVersion 148xx to 16xxx, iOS 13's canvas) shows the document's table
    /// cells with 15 pt side margins: on a 2x phone narrower than 390 pt (the iPhone 8's class),
    /// every cell, lone or listed, whatever its width. Over the unseen sets' repositories, the 17
    /// lone xib cells of such documents on a `retina4_7` phone with content at their leading
    /// margin store it 15 pt in (eight repositories; 320 to 600 pt cells), as do the 4 listed ones
    /// without an accessory (two repositories; two with a disclosure indicator store 16); on
    /// `retina5_9`, a 3x phone of the same width, listed cells store 16, and before Xcode 11 (14113
    /// to 14490) and from Xcode 12 (17xxx) lone cells on `retina4_7` store 16 or their width's 20.
    static func hasXcode11NarrowPhoneCellMargins(tools: Int, screenWidth: Double, scale: Double?) -> Bool {
        (InterfaceBuilderDocument.xcode11ToolsMajor..<InterfaceBuilderDocument.xcode12ToolsMajor).contains(tools)
            && screenWidth < 390 && scale == 2
    }

    /// A table cell's content view margins as Xcode laid them out, measured on the cells whose
    /// subviews are pinned to them: before Xcode 9.2 (toolsVersion 135xx) 8 pt on every side, as
    /// iOS 10 gave them (Xcode 9.0 and 9.1's 131xx files too: 21 side and 8 top or bottom pins in
    /// three repositories, lone and listed cells, all 8); from 135xx 11 pt top and bottom (15 in
    /// Xcode 26's 24xxx files, whose rows are iOS 26's taller ones: in four repositories, 25 of
    /// the 30 subviews pinned to a cell's top margin stand 15 pt down and 15 of the 17 pinned to
    /// its bottom margin 15 pt up; 11 only in two cells whose views Xcode flagged), and the
    /// screen's side margins: 16 pt on phones narrower than 390 pt (15 pt from toolsVersion 13771
    /// to Xcode 11 in a table that is not the root view, a table view controller's: 375 pt cells
    /// store 16 in 13526 files and on a 3x phone in 14865 ones, 15 in 13771 to 14490 ones, where
    /// a chain across the cell of a second unseen set fits only with 15; a root table's cells
    /// store its 16 there, with preserved margins or without (8 files of 7 repositories, e.g.
    /// seventy-eighth set 86035 and corpus 138), a subview table's 15 (4 files, 86040 and 86085
    /// holding both)), 20 pt on wider ones, whatever the cell's width (20
    /// in 353 to 393 pt cells on 393 pt phones, and in 374 pt cells on 414 pt ones), or 20 in a
    /// cell wider than the screen. A xib's top-level cell, shown alone, takes before Xcode 11 the
    /// margins of its own width: 16 pt below 390 pt, 20 from it, whatever the device (417 to 600
    /// pt cells on 375 pt phones store 20; 317 to 333 pt cells store 16 in 14113 to 14490 files);
    /// from Xcode 11, 20 pt only in a cell wider than 320 pt on a phone at least 390 pt wide: of
    /// the 174 such cells of the unseen sets' repositories with content at their margins, the 97
    /// of 320 pt store 16 (46 on 393 and 414 pt phones; 5 on 375 pt ones 15), the 30 wider ones on
    /// 375 pt phones 16 (5 of them 15), and the 38 of 331 to 600 pt on 393 and 414 pt phones 20
    /// (on 390 pt phones, 414 pt cells of one repository store 20 in four files, 16 in five).
    /// Xcode 11 itself is the exception of ``hasXcode11NarrowPhoneCellMargins(tools:screenWidth:scale:)``.
    /// On an iPad, a listed cell narrower than 390 pt is in a compact column and takes 16 (twelfth
    /// set 20182: a 320 pt table on an 834 pt iPad stores its cell's content 16 pt in).
    private func applyTableCellMargins(to content: View, cellWidth: Double, besideAccessory: Bool, listed: Bool, listedByRoot: Bool) {
        let tools = environment.document.toolsMajor
        let plainMargins = tools < InterfaceBuilderDocument.xcode9_2ToolsMajor
        let vertical: Double = plainMargins ? 8 : InterfaceBuilderDocument.xcode26ToolsMajors.contains(tools) ? 15 : 11
        let side: Double
        if plainMargins {
            side = 8
        } else if Self.hasXcode11NarrowPhoneCellMargins(tools: tools, screenWidth: environment.screenSize.width,
                                                         scale: environment.device?.scale) {
            side = 15
        } else if !listed {
            if tools >= InterfaceBuilderDocument.xcode11ToolsMajor {
                side = environment.screenSize.width >= 390 && cellWidth > 320 ? 20 : 16
            } else {
                side = Self.loneCellSideMargin(width: cellWidth)
            }
        } else {
            // On an iPad a table narrower than that is in a compact-width column (a popover, a
            // split view's primary column), whose margins are 16 pt.
            let inCompactColumn = environment.device?.isPad == true && cellWidth < 390
            let wide = max(cellWidth, environment.screenSize.width) >= 390 && !inCompactColumn
            side = wide ? 20 : (13771..<InterfaceBuilderDocument.xcode11ToolsMajor).contains(tools) && !listedByRoot ? 15 : 16
        }
        // Beside an accessory the content keeps the system's minimum spacing to it, 8 pt: the
        // accessory itself stands at the cell's margin.
        let trailing = besideAccessory && !plainMargins ? 8 : side
        content.directionalLayoutMargins = DirectionalEdgeInsets(top: vertical, leading: side, bottom: vertical, trailing: trailing)
    }

    /// The variations of `model` that apply to the document's size class: `default` first, then
    /// those for the device's size classes, fewest classes first.
    private func applicableVariations(of model: IBView) -> [IBVariation] {
        if model.variations.isEmpty { return [] }
        return model.variations.filter { environment.variationApplies($0.key) }
            .sorted { environment.variationRank($0.key) < environment.variationRank($1.key) }
    }

    /// `model` with the properties its applicable variations vary (``IBView/variesProperties``):
    /// Xcode's canvas shows a property varied for the size class with its varied value (a stack
    /// view whose axis is vertical for a compact width only is stored as a column on a phone,
    /// `sources-all.tsv` 01312 and 01439).
    private func withVariedProperties(_ model: IBView) -> IBView {
        var model = model
        for variation in applicableVariations(of: model) {
            if let hidden = variation.hidden { model.hidden = hidden }
            if let stack = variation.stack { model.stack = stack }
            if let font = variation.font { model.font = font }
        }
        return model
    }

    /// Applies the view's size-class variations in that order: each excludes or includes
    /// subviews and constraints.
    private mutating func applyVariations(of model: IBView) {
        for variation in applicableVariations(of: model) {
            excluded.formUnion(variation.excludedSubviews)
            excluded.formUnion(variation.excludedConstraints)
            excluded.subtract(variation.includedSubviews)
            excluded.subtract(variation.includedConstraints)
        }
    }

    /// Adds the iOS 7-10 top and bottom layout guides of a view controller to its root view: the
    /// top guide covers the status and navigation bars, the bottom one the tab bar or toolbar.
    mutating func addOldLayoutGuides(to root: View, model: IBView, top: Double, bottom: Double) {
        for guide in model.guides where guide.kind == .top || guide.kind == .bottom {
            let isTop = guide.kind == .top
            let layoutGuide = LayoutGuide(identifier: isTop ? "_UILayoutGuide-top" : "_UILayoutGuide-bottom")
            root.addLayoutGuide(layoutGuide)
            let stand = layoutGuide.stand
            func pin(_ attribute: LayoutAttribute, _ toItem: View?, _ constant: Double) -> LayoutConstraint {
                LayoutConstraint(item: stand, attribute: attribute, offsetOrigin: nil, relatedBy: .equal, toItem: toItem,
                                 attribute: toItem == nil ? nil : attribute, offsetOrigin: nil, multiplier: 1,
                                 constant: constant, priority: .required, origin: .systemGuide)
            }
            LayoutConstraint.activate([pin(.left, root, 0), pin(.width, root, 0), pin(isTop ? .top : .bottom, root, 0),
                                       pin(.height, nil, isTop ? top : bottom)])
            oldGuides[guide.id] = stand
        }
    }

    /// The view or guide stand-in an item id names (`nil`: not built, e.g. left out by a variation).
    private func item(_ id: String) -> View? {
        if let view = views[id] { return view }
        if let stand = oldGuides[id] { return stand }
        guard let (owner, kind) = guides[id] else { return nil }
        switch kind {
        case .safeArea: return owner.safeAreaLayoutGuide.stand
        case .layoutMargins: return owner.layoutMarginsGuide.stand
        case .keyboard: return owner.keyboardLayoutGuide.stand
        case .content: return (owner as? ScrollView)?.contentLayoutGuide.stand ?? owner
        case .frame: return (owner as? ScrollView)?.frameLayoutGuide.stand ?? owner
        case .top, .bottom: return nil
        }
    }

    /// Marks a toolbar that the constraint stands at the screen's bottom (equal, no constant): on
    /// the safe area's bottom, or on the bottom edge of the root it is a subview of. Xcode draws
    /// it taller on a phone with a home indicator.
    private func noteToolbarAtScreenBottom(_ model: IBConstraint, first: View, second: View?, constant: Double) {
        guard model.relation == .equal, constant == 0, let second else { return }
        let secondAttribute = model.secondAttribute ?? model.firstAttribute
        func note(_ view: View, _ attribute: LayoutAttribute, on other: View, _ otherID: String?, _ otherAttribute: LayoutAttribute) {
            guard attribute == .bottom, let toolbar = view as? Toolbar else { return }
            let onRootBottom = otherAttribute == .bottom && other === toolbar.superview && other.superview is Window
            if onRootBottom || otherID.map({ isSafeAreaBottom($0, otherAttribute) }) == true { toolbar.standsAtScreenBottom = true }
        }
        note(first, model.firstAttribute, on: second, model.secondItem, secondAttribute)
        note(second, secondAttribute, on: first, model.firstItem, model.firstAttribute)
    }

    /// Whether `attribute` of the item `id` names is the safe area's bottom: a safe area guide's
    /// bottom, or the top of the old bottom layout guide.
    private func isSafeAreaBottom(_ id: String, _ attribute: LayoutAttribute) -> Bool {
        switch guides[id]?.kind {
        case .safeArea: attribute == .bottom
        case .bottom: attribute == .top
        default: false
        }
    }

    /// What Interface Builder adds when it compiles a document: a view with its autoresizing
    /// constraints off that no active constraint mentions, and that is kept at a fixed frame or
    /// has no constraint in any size class, is pinned at that frame in its superview ("IB auto
    /// generated at build time" constraints, which Xcode's canvas shows as the view's frame, with
    /// no issue). An arranged view is left to its stack view. On the canvas a pinned view's
    /// content size is set aside too (see below).
    private func prototypingConstraints(besides made: [LayoutConstraint]) -> [LayoutConstraint] {
        guard !fixedFrames.isEmpty else { return [] }
        var mentioned = Set<ObjectIdentifier>()
        for constraint in made {
            if let view = constraint.firstView { mentioned.insert(ObjectIdentifier(view)) }
            if let view = constraint.secondView { mentioned.insert(ObjectIdentifier(view)) }
        }
        var pins: [LayoutConstraint] = []
        for fixed in fixedFrames where !mentioned.contains(ObjectIdentifier(fixed.view)) {
            let view = fixed.view, frame = fixed.frame
            // (A top-level view the canvas shows at its size translates its frame again by now.)
            guard let superview = view.superview, !(superview is StackView), !view.translatesAutoresizingMaskIntoConstraints else { continue }
            func pin(_ attribute: LayoutAttribute, _ value: Double, toSuperview: Bool) -> LayoutConstraint {
                let pin = LayoutConstraint(item: view, attribute: attribute, relatedBy: .equal, toItem: toSuperview ? superview : nil,
                                           attribute: toSuperview ? attribute : nil, constant: value)
                pin.identifier = Self.prototypingIdentifier
                return pin
            }
            // On the canvas the view is drawn at its frame, with no issue: its own content size
            // (a required hugging or compression resistance against a size it was not stored at)
            // takes no part. At run time it does, as in UIKit.
            if !buildsForRunTime {
                view.layoutState.fixedIntrinsicSize = (View.noIntrinsicMetric, View.noIntrinsicMetric)
                view.invalidateIntrinsicContentSize()
            }
            // Constraints place the alignment rectangle inside the frame.
            let inset = view.alignmentRectInsets
            pins += [pin(.left, frame.minX + inset.left, toSuperview: true), pin(.top, frame.minY + inset.top, toSuperview: true),
                     pin(.width, frame.width - inset.left - inset.right, toSuperview: false),
                     pin(.height, frame.height - inset.top - inset.bottom, toSuperview: false)]
        }
        return pins
    }

    /// The identifier of the constraints that pin a view at its frame when Interface Builder
    /// compiles the document (UIKit's logs name their class, `IBPrototypingLayoutConstraint`).
    static let prototypingIdentifier = "IBPrototypingLayoutConstraint"

    /// UIKit's standard spacing between a view and a top or bottom layout guide.
    static let guideStandardSpacing = 8.0

    /// Constraints activated together; a larger document is activated in chunks of this size,
    /// and its conflicts counted after each.
    static let activationChunk = 500
    /// The most conflicts a large document may have: each is explained by a solve of the
    /// constraints it touches, so a hostile document full of them would take hours.
    static let maximumConflicts = 100

    /// Makes and activates every constraint of the tree (placeholders and excluded ones left
    /// out); stops with an error when a large document's constraints conflict too often (their
    /// conflicts are read from the layout log of `root`, else of the first constraint's view).
    mutating func activateConstraints(in root: View? = nil) throws(InterfaceBuilderError) {
        var made: [LayoutConstraint] = []
        var lines: [Int] = []  // the document line of each constraint of `made`, for messages
        made.reserveCapacity(pending.count)
        lines.reserveCapacity(pending.count)
        if buildsForRunTime { constraints.reserveCapacity(constraints.count + pending.count) }
        for (model, declaring) in pending {
            var constant = model.constant, multiplier = model.multiplier
            var priority = model.priority
            for variation in model.variations where environment.variationApplies(variation.key) {
                if let text = variation.attributes["constant"], let value = Double(text) { constant = value }
                if let text = variation.attributes["multiplier"], let value = IBConstraintAttributes.multiplier(text) { multiplier = value }
                if let text = variation.attributes["priority"], let value = Double(text) { priority = value }
            }
            // Not `firstItem.map(item)`: a method passed as a closure captures a copy of the builder.
            var first = declaring
            if let id = model.firstItem {
                guard let found = item(id) else { continue }
                first = found
            }
            var second: View?
            if let id = model.secondItem {
                guard let found = item(id) else { continue }
                second = found
            }
            let firstAttribute = model.firstAttribute
            let secondAttribute = second == nil ? nil : model.secondAttribute ?? firstAttribute
            // The standard spacing between a view and an iOS 7-10 layout guide is 8 pt (a Xcode 5
            // document writes 20 and stores the view 8 pt below the top guide; later ones write 8).
            if model.symbolic, [model.firstItem, model.secondItem].contains(where: { $0.map { oldGuides[$0] != nil } == true }) {
                constant = constant < 0 ? -Self.guideStandardSpacing : Self.guideStandardSpacing
            }
            guard second == nil || first.commonAncestor(with: second!) != nil else { continue }
            if !buildsForRunTime { noteToolbarAtScreenBottom(model, first: first, second: second, constant: constant) }
            let constraint = LayoutConstraint(
                item: first, attribute: firstAttribute, offsetOrigin: nil, relatedBy: model.relation,
                toItem: second, attribute: secondAttribute, offsetOrigin: nil, multiplier: second == nil ? 1 : multiplier,
                constant: constant, priority: Priority(min(max(priority, 1), 1000)))
            if buildsForRunTime {
                constraint.identifier = model.identifier
                if let id = model.id { constraints[id] = constraint }
            } else {
                constraint.identifier = model.id
            }
            made.append(constraint)
            lines.append(model.line)
        }
        LayoutConstraint.activate(prototypingConstraints(besides: made))
        var start = 0
        while start < made.count {
            let end = min(start + Self.activationChunk, made.count)
            LayoutConstraint.activate(Array(made[start..<end]))
            start = end
            guard made.count > Self.activationChunk, let logged = root ?? made[0].firstView else { continue }
            let conflicts = logged.layoutLog.conflicts  // reading the log adds the pending constraints
            if conflicts.count > Self.maximumConflicts {
                let first = conflicts[0].broken
                throw InterfaceBuilderError(line: made.firstIndex { $0 === first }.map { lines[$0] } ?? 0,
                                            "the constraints conflict more than \(Self.maximumConflicts) times "
                                                + "(the first: \(first)); the document is not laid out")
            }
        }
    }
}
