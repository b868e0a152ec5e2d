import ViewTree

/// The seed's salon selector cell (`SalonSelectorCollectionViewCell`), rebuilt on ViewTree: a
/// container with the salon's name and address and a separator line, whose look is driven by
/// seven named constraints whose constants come from ``State``.
///
/// The views and constraints the seed's nib provides are built in `init` by
/// ``SalonSelectorCell/buildStoryboardLayout()`` (documented there, in one place).
open class SalonSelectorCell: CollectionViewCell {
    /// The reuse identifier (the class name, as the seed's `reuseIdentifier` extension derives it).
    public static let reuseIdentifier = "SalonSelectorCell"
    /// The cell's size: the expanded container, 320 x 200.
    public static let size = Size(width: State.expanded.containerWidth, height: State.expanded.containerHeight)

    // MARK: Outlets (the seed's)

    /// The rounded box that grows and changes colour with the state.
    public let containerView = View(name: "containerView")
    /// The salon's name.
    public let salonNameLabel = Label(name: "salonNameLabel", font: Font(size: 17, weight: .semibold))
    /// The salon's address.
    public let salonAddressLabel = Label(name: "salonAddressLabel", font: Font(size: 14))
    /// The line between the labels (zero-sized when collapsed).
    public let separatorLine = View(name: "separatorLine")

    // MARK: Constraint outlets (the seed's seven)

    /// The address label's top = the name label's bottom + this constant.
    public private(set) var interLabelsPaddingConstraint: LayoutConstraint!
    /// The separator's width.
    public private(set) var separatorLineWidthConstraint: LayoutConstraint!
    /// The separator's height.
    public private(set) var separatorLineHeightConstraint: LayoutConstraint!
    /// The container's height.
    public private(set) var containerViewHeightConstraint: LayoutConstraint!
    /// The container's width.
    public private(set) var containerViewWidthConstraint: LayoutConstraint!
    /// The name label's leading = the container's leading + this constant.
    public private(set) var salonNameLeadingConstraint: LayoutConstraint!
    /// The address label's leading = the container's leading + this constant.
    public private(set) var salonAddressLeadingConstraint: LayoutConstraint!

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

    /// Creates the cell (320 x 200 by default), collapsed and empty.
    public override init(frame: Rect = Rect(origin: .zero, size: SalonSelectorCell.size)) {
        super.init(frame: frame)
        name = "cell"
        buildStoryboardLayout()
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

    /// Connects the constraint outlets (called once by the layout builder).
    func connect(width: LayoutConstraint, height: LayoutConstraint, nameLeading: LayoutConstraint,
                 addressLeading: LayoutConstraint, padding: LayoutConstraint, separatorWidth: LayoutConstraint,
                 separatorHeight: LayoutConstraint) {
        containerViewWidthConstraint = width
        containerViewHeightConstraint = height
        salonNameLeadingConstraint = nameLeading
        salonAddressLeadingConstraint = addressLeading
        interLabelsPaddingConstraint = padding
        separatorLineWidthConstraint = separatorWidth
        separatorLineHeightConstraint = separatorHeight
    }
}
