import ViewTree

extension SalonSelectorCell {
    /// Builds what the seed leaves to its nib: the views and every constraint, in one place.
    ///
    /// **Views** (back to front): `contentView` ⊃ `containerView` ⊃ `salonNameLabel`
    /// (17 pt semibold), `salonAddressLabel` (14 pt regular, dark grey), `separatorLine`
    /// (dark grey). The cell is 320 x 200, the expanded container's size; the content view
    /// covers it.
    ///
    /// **Constraints** (the seven named ones carry their outlet name as identifier and start at
    /// the collapsed values):
    /// - `containerViewWidthConstraint`: container.width == 250 / 320;
    ///   `containerViewHeightConstraint`: container.height == 150 / 200;
    ///   the container is centred in the content view (centerX, centerY).
    /// - `salonNameLeadingConstraint`: name.leading == container.leading + 20 / 40;
    ///   `salonAddressLeadingConstraint`: address.leading == container.leading + 60 / 80.
    /// - `interLabelsPaddingConstraint`: address.top == name.bottom + 6 / 56.
    /// - The labels' block (name top to address bottom) is centred vertically in the container:
    ///   the gap above the name equals the gap below the address (`anchorWithOffset`).
    /// - `separatorLineWidthConstraint`: separator.width == 0 / 240;
    ///   `separatorLineHeightConstraint`: separator.height == 0 / 2; the separator is centred
    ///   horizontally in the container and vertically in the gap between the labels (equal
    ///   distances from the name's bottom and to the address's top).
    /// - Each label's trailing edge stays at least 20 points inside the container's
    ///   (a long text is compressed, at the labels' compression resistance of 750, rather than
    ///   overflowing); label sizes otherwise come from their intrinsic sizes.
    func buildStoryboardLayout() {
        let state = State.collapsed
        contentView.addSubview(containerView)
        containerView.addSubview(salonNameLabel)
        containerView.addSubview(salonAddressLabel)
        containerView.addSubview(separatorLine)
        containerView.backgroundColor = state.backgroundColor
        salonAddressLabel.textColor = .darkGray
        separatorLine.backgroundColor = .darkGray
        for view in [containerView, salonNameLabel, salonAddressLabel, separatorLine] {
            view.translatesAutoresizingMaskIntoConstraints = false
        }

        let container = containerView, name = salonNameLabel, address = salonAddressLabel, separator = separatorLine
        let width = container.widthAnchor.constraint(equalToConstant: state.containerWidth)
            .named("containerViewWidthConstraint")
        let height = container.heightAnchor.constraint(equalToConstant: state.containerHeight)
            .named("containerViewHeightConstraint")
        let nameLeading = name.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: state.salonNameLeadingConstant)
            .named("salonNameLeadingConstraint")
        let addressLeading = address.leadingAnchor
            .constraint(equalTo: container.leadingAnchor, constant: state.salonAddressLeadingConstant)
            .named("salonAddressLeadingConstraint")
        let padding = address.topAnchor.constraint(equalTo: name.bottomAnchor, constant: state.interLabelPadding)
            .named("interLabelsPaddingConstraint")
        let separatorWidth = separator.widthAnchor.constraint(equalToConstant: state.separatorWidth)
            .named("separatorLineWidthConstraint")
        let separatorHeight = separator.heightAnchor.constraint(equalToConstant: state.separatorHeight)
            .named("separatorLineHeightConstraint")
        connect(width: width, height: height, nameLeading: nameLeading, addressLeading: addressLeading,
                padding: padding, separatorWidth: separatorWidth, separatorHeight: separatorHeight)

        LayoutConstraint.activate([
            container.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            container.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            width, height,
            nameLeading, addressLeading, padding,
            container.topAnchor.anchorWithOffset(to: name.topAnchor)
                .constraint(equalTo: address.bottomAnchor.anchorWithOffset(to: container.bottomAnchor)),
            name.trailingAnchor.constraint(lessThanOrEqualTo: container.trailingAnchor, constant: -20),
            address.trailingAnchor.constraint(lessThanOrEqualTo: container.trailingAnchor, constant: -20),
            separatorWidth, separatorHeight,
            separator.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            name.bottomAnchor.anchorWithOffset(to: separator.centerYAnchor)
                .constraint(equalTo: separator.centerYAnchor.anchorWithOffset(to: address.topAnchor)),
        ])
    }
}
