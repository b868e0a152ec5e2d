import Foundation
import ViewTree

/// The seed's salon selector cell (`SalonSelectorCollectionViewCell`), rebuilt on ViewTree: a
/// container with the salon's name and address and a separator line, whose look is driven by
/// seven named constraints whose constants come from ``State``.
///
/// Its views and constraints come from the seed's nib, `SalonSelectorCollectionViewCell.xib`
/// (a resource of this module), loaded once and instantiated per cell as `UINib` does; the
/// outlets are connected by name. Get a cell with ``instantiate()`` (or a collection view
/// registered with ``register(in:)``).
///
/// **Views** (back to front): `contentView` ⊃ `containerView` ⊃ `salonNameLabel`
/// (17 pt semibold), `salonAddressLabel` (14 pt regular, dark grey), `separatorLine`
/// (dark grey). The cell is 320 x 200, the expanded container's size; the content view
/// covers it.
///
/// **Constraints** (the seven outlets start at the collapsed values):
/// - `containerViewWidthConstraint`: container.width == 250 / 320;
///   `containerViewHeightConstraint`: container.height == 150 / 200;
///   the container is centred in the content view (centerX, centerY).
/// - `salonNameLeadingConstraint`: name.leading == container.leading + 20 / 40;
///   `salonAddressLeadingConstraint`: address.leading == container.leading + 60 / 80.
/// - `interLabelsPaddingConstraint`: address.top == name.bottom + 6 / 56.
/// - `separatorLineWidthConstraint`: separator.width == 0 / 240;
///   `separatorLineHeightConstraint`: separator.height == 0 / 2; the separator is centred
///   horizontally in the container.
/// - Each label's trailing edge stays at least 20 points inside the container's
///   (a long text is compressed, at the labels' compression resistance of 750, rather than
///   overflowing); label sizes otherwise come from their intrinsic sizes.
/// - Made in ``awakeFromNib()``, because Interface Builder cannot express equal spacing between
///   anchors (`anchorWithOffset(to:)` is code-only; the nib holds build-time placeholders for
///   them): the labels' block (name top to address bottom) is centred vertically in the
///   container, the gap above the name equal to the gap below the address; the separator is
///   centred vertically in the gap between the labels.
open class SalonSelectorCell: CollectionViewCell, OutletConnectable {
    /// The reuse identifier (the class name, as the seed's `reuseIdentifier` extension derives it).
    public static let reuseIdentifier = "SalonSelectorCell"
    /// The cell's size: the expanded container, 320 x 200.
    public static let size = Size(width: State.expanded.containerWidth, height: State.expanded.containerHeight)

    /// The seed's nib, read once (`UINib(nibName: "SalonSelectorCollectionViewCell", bundle: nil)`).
    public static let nib: Nib = {
        var classes = InterfaceBuilderClasses()
        classes.register(SalonSelectorCell.self) { SalonSelectorCell(frame: $0) }
        return SeedResources.nib(named: "SalonSelectorCollectionViewCell", classes: classes)
    }()

    /// A new cell from the nib, collapsed and empty.
    public static func instantiate() -> SalonSelectorCell {
        SeedResources.instantiate(SalonSelectorCell.self, from: nib)
    }

    /// Registers the cell's nib with a collection view under ``reuseIdentifier`` (the seed's
    /// `register(UINib(nibName:bundle:), forCellWithReuseIdentifier:)`).
    public static func register(in collectionView: CollectionView) {
        collectionView.register(forCellWithReuseIdentifier: reuseIdentifier) { instantiate() }
    }

    // MARK: Outlets (the seed's)

    // Final, and stored in one property without a run-time exclusivity check in release builds
    // (a scroll tick reads them for every visible cell; the nib sets each once). Debug builds
    // check it.
    struct OutletStorage {
        var containerView: View!
        var salonNameLabel: Label!
        var salonAddressLabel: Label!
        var separatorLine: View!
        var interLabelsPaddingConstraint: LayoutConstraint!
        var separatorLineWidthConstraint: LayoutConstraint!
        var separatorLineHeightConstraint: LayoutConstraint!
        var containerViewHeightConstraint: LayoutConstraint!
        var containerViewWidthConstraint: LayoutConstraint!
        var salonNameLeadingConstraint: LayoutConstraint!
        var salonAddressLeadingConstraint: LayoutConstraint!
    }
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private final var outletStorage = OutletStorage()

    /// The rounded box that grows and changes colour with the state.
    public final private(set) var containerView: View! { get { outletStorage.containerView } set { outletStorage.containerView = newValue } }
    /// The salon's name.
    public final private(set) var salonNameLabel: Label! { get { outletStorage.salonNameLabel } set { outletStorage.salonNameLabel = newValue } }
    /// The salon's address.
    public final private(set) var salonAddressLabel: Label! { get { outletStorage.salonAddressLabel } set { outletStorage.salonAddressLabel = newValue } }
    /// The line between the labels (zero-sized when collapsed).
    public final private(set) var separatorLine: View! { get { outletStorage.separatorLine } set { outletStorage.separatorLine = newValue } }

    // MARK: Constraint outlets (the seed's seven)

    /// The address label's top = the name label's bottom + this constant.
    public final private(set) var interLabelsPaddingConstraint: LayoutConstraint! { get { outletStorage.interLabelsPaddingConstraint } set { outletStorage.interLabelsPaddingConstraint = newValue } }
    /// The separator's width.
    public final private(set) var separatorLineWidthConstraint: LayoutConstraint! { get { outletStorage.separatorLineWidthConstraint } set { outletStorage.separatorLineWidthConstraint = newValue } }
    /// The separator's height.
    public final private(set) var separatorLineHeightConstraint: LayoutConstraint! { get { outletStorage.separatorLineHeightConstraint } set { outletStorage.separatorLineHeightConstraint = newValue } }
    /// The container's height.
    public final private(set) var containerViewHeightConstraint: LayoutConstraint! { get { outletStorage.containerViewHeightConstraint } set { outletStorage.containerViewHeightConstraint = newValue } }
    /// The container's width.
    public final private(set) var containerViewWidthConstraint: LayoutConstraint! { get { outletStorage.containerViewWidthConstraint } set { outletStorage.containerViewWidthConstraint = newValue } }
    /// The name label's leading = the container's leading + this constant.
    public final private(set) var salonNameLeadingConstraint: LayoutConstraint! { get { outletStorage.salonNameLeadingConstraint } set { outletStorage.salonNameLeadingConstraint = newValue } }
    /// The address label's leading = the container's leading + this constant.
    public final private(set) var salonAddressLeadingConstraint: LayoutConstraint! { get { outletStorage.salonAddressLeadingConstraint } set { outletStorage.salonAddressLeadingConstraint = newValue } }

    /// The outlets the nib connects, by the seed's property names.
    public static var outlets: [String: Outlet] {
        ["containerView": Outlet(\SalonSelectorCell.containerView),
         "salonNameLabel": Outlet(\SalonSelectorCell.salonNameLabel),
         "salonAddressLabel": Outlet(\SalonSelectorCell.salonAddressLabel),
         "separatorLine": Outlet(\SalonSelectorCell.separatorLine),
         "interLabelsPaddingConstraint": Outlet(\SalonSelectorCell.interLabelsPaddingConstraint),
         "separatorLineWidthConstraint": Outlet(\SalonSelectorCell.separatorLineWidthConstraint),
         "separatorLineHeightConstraint": Outlet(\SalonSelectorCell.separatorLineHeightConstraint),
         "containerViewHeightConstraint": Outlet(\SalonSelectorCell.containerViewHeightConstraint),
         "containerViewWidthConstraint": Outlet(\SalonSelectorCell.containerViewWidthConstraint),
         "salonNameLeadingConstraint": Outlet(\SalonSelectorCell.salonNameLeadingConstraint),
         "salonAddressLeadingConstraint": Outlet(\SalonSelectorCell.salonAddressLeadingConstraint)]
    }

    /// The seven named constraints, in the order the seed's `updateViewConstraints` sets them.
    public var namedConstraints: [LayoutConstraint] {
        [containerViewWidthConstraint, containerViewHeightConstraint, salonNameLeadingConstraint,
         salonAddressLeadingConstraint, interLabelsPaddingConstraint, separatorLineWidthConstraint,
         separatorLineHeightConstraint]
    }

    /// The look. Setting another state sets the seven constants and the container's
    /// background, then lays out (the seed's `updateViewConstraints`); inside
    /// `View.animate` the change animates.
    public var state: State = .collapsed {
        didSet {
            guard oldValue != state else { return }
            updateViewConstraints()
        }
    }

    /// An empty cell, as the nib makes it before adding its views (`init(coder:)`); the nib
    /// is the only way to a usable cell (``instantiate()``).
    override init(frame: Rect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) { return nil }

    /// Adds what Interface Builder cannot express (see the type's documentation): the labels'
    /// block centred vertically in the container, and the separator centred between the labels.
    open override func awakeFromNib() {
        super.awakeFromNib()
        let container = containerView!, name = salonNameLabel!, address = salonAddressLabel!, separator = separatorLine!
        LayoutConstraint.activate([
            container.topAnchor.anchorWithOffset(to: name.topAnchor)
                .constraint(equalTo: address.bottomAnchor.anchorWithOffset(to: container.bottomAnchor)),
            name.bottomAnchor.anchorWithOffset(to: separator.centerYAnchor)
                .constraint(equalTo: separator.centerYAnchor.anchorWithOffset(to: address.topAnchor)),
        ])
    }

    /// Shows a salon (the seed's `configure(with:)`).
    public func configure(with salon: SalonEntity) {
        salonNameLabel.text = salon.name
        salonAddressLabel.text = salon.address
    }

    /// Clears the labels and returns to ``State/collapsed`` (the seed's `prepareForReuse`).
    open override func prepareForReuse() {
        super.prepareForReuse()
        salonNameLabel.text = nil
        salonAddressLabel.text = nil
        state = .collapsed
    }

    /// The seed's `updateViewConstraints`: background and the seven constants from the state,
    /// each an in-place solver edit, then a layout pass.
    private func updateViewConstraints() {
        containerView.backgroundColor = state.backgroundColor
        containerViewWidthConstraint.constant = state.containerWidth
        containerViewHeightConstraint.constant = state.containerHeight
        salonNameLeadingConstraint.constant = state.salonNameLeadingConstant
        salonAddressLeadingConstraint.constant = state.salonAddressLeadingConstant
        interLabelsPaddingConstraint.constant = state.interLabelPadding
        separatorLineWidthConstraint.constant = state.separatorWidth
        separatorLineHeightConstraint.constant = state.separatorHeight
        layoutIfNeeded()
    }
}
