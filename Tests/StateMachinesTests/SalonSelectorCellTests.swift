import Testing
@testable import StateMachines
@testable import ViewTree

private func laidOutCell(_ state: SalonSelectorCell.State, salon: SalonEntity = SalonEntity.builtIn[0]) -> SalonSelectorCell {
    let cell = SalonSelectorCell.instantiate()
    cell.configure(with: salon)
    cell.state = state
    cell.layoutIfNeeded()
    return cell
}

@Suite struct SalonStateTests {
    @Test func valuesAreExactlyTheSeeds() {
        let c = SalonSelectorCell.State.collapsed, e = SalonSelectorCell.State.expanded
        #expect(SalonSelectorCell.State.allCases == [c, e])
        #expect(c.backgroundColor == .lightGray && e.backgroundColor == .white)
        #expect(c.interLabelPadding == 6 && e.interLabelPadding == 56)
        #expect(c.separatorWidth == 0 && e.separatorWidth == 240)
        #expect(c.separatorHeight == 0 && e.separatorHeight == 2)
        #expect(c.salonNameLeadingConstant == 20 && e.salonNameLeadingConstant == 40)
        #expect(c.salonAddressLeadingConstant == 60 && e.salonAddressLeadingConstant == 80)
        #expect(c.containerWidth == 250 && e.containerWidth == 320)
        #expect(c.containerHeight == 150 && e.containerHeight == 200)
        #expect(c.toggled == e && e.toggled == c)
    }
}

@Suite struct SalonSelectorCellTests {
    @Test(arguments: SalonSelectorCell.State.allCases)
    func namedConstraintsCarryTheStateConstants(_ state: SalonSelectorCell.State) {
        let cell = laidOutCell(state)
        #expect(cell.containerViewWidthConstraint.constant == state.containerWidth)
        #expect(cell.containerViewHeightConstraint.constant == state.containerHeight)
        #expect(cell.salonNameLeadingConstraint.constant == state.salonNameLeadingConstant)
        #expect(cell.salonAddressLeadingConstraint.constant == state.salonAddressLeadingConstant)
        #expect(cell.interLabelsPaddingConstraint.constant == state.interLabelPadding)
        #expect(cell.separatorLineWidthConstraint.constant == state.separatorWidth)
        #expect(cell.separatorLineHeightConstraint.constant == state.separatorHeight)
        #expect(cell.namedConstraints.map { $0.identifier ?? "" } == [
            "containerViewWidthConstraint", "containerViewHeightConstraint", "salonNameLeadingConstraint",
            "salonAddressLeadingConstraint", "interLabelsPaddingConstraint", "separatorLineWidthConstraint",
            "separatorLineHeightConstraint",
        ])
        #expect(cell.namedConstraints.allSatisfy { $0.isActive && !$0.isBroken })
        #expect(cell.containerView.backgroundColor == state.backgroundColor)
    }

    @Test(arguments: SalonSelectorCell.State.allCases)
    func framesFollowFromTheConstants(_ state: SalonSelectorCell.State) {
        let cell = laidOutCell(state)
        let container: View = cell.containerView, name: Label = cell.salonNameLabel, address: Label = cell.salonAddressLabel
        let separator: View = cell.separatorLine
        #expect(cell.frame == Rect(x: 0, y: 0, width: 320, height: 200))
        #expect(cell.contentView.frame == cell.bounds)
        // The container has the state's size, centred in the 320 x 200 cell.
        #expect(container.frame == Rect(x: (320 - state.containerWidth) / 2, y: (200 - state.containerHeight) / 2,
                                        width: state.containerWidth, height: state.containerHeight))
        // Labels are measured from the container's leading edge (their frames are in the container).
        #expect(Double(name.frame.minX) == state.salonNameLeadingConstant)
        #expect(Double(address.frame.minX) == state.salonAddressLeadingConstant)
        #expect(address.frame.minY - name.frame.maxY == state.interLabelPadding)
        #expect(name.frame.size == name.intrinsicContentSize && address.frame.size == address.intrinsicContentSize)
        // The labels' block is centred vertically in the container.
        #expect(Double(name.frame.minY) == Double(container.bounds.height - address.frame.maxY))
        // The separator has the state's size, centred horizontally and in the gap between the labels.
        #expect(separator.frame.size == Size(width: state.separatorWidth, height: state.separatorHeight))
        #expect(separator.frame.midX == container.bounds.midX)
        #expect(Double(separator.frame.midY) == Double(name.frame.maxY + address.frame.minY) / 2)
        #expect(cell.layoutLog.entries.isEmpty)
        #expect([container, name, address, separator].allSatisfy { !$0.hasAmbiguousLayout })
    }

    @Test func expandedMatchesTheIssueNumbers() {
        let cell = laidOutCell(.expanded)
        #expect(cell.containerView.frame.size == Size(width: 320, height: 200))
        #expect(cell.separatorLine.frame.size == Size(width: 240, height: 2))
        #expect(cell.salonNameLabel.convert(Point.zero, to: cell.containerView).x == 40)
        #expect(cell.salonAddressLabel.convert(Point.zero, to: cell.containerView).x == 80)
        #expect(cell.salonAddressLabel.frame.minY - cell.salonNameLabel.frame.maxY == 56)
        #expect(cell.containerView.backgroundColor == .white)
    }

    @Test func togglingEditsTheSolverInPlace() {
        let cell = laidOutCell(.collapsed)
        let solver = cell.contentView.engine.solver
        let before = cell.namedConstraints.map { $0.solverConstraint }
        let count = solver.constraints.count
        for state in [SalonSelectorCell.State.expanded, .collapsed, .expanded] {
            cell.state = state
            #expect(zip(before, cell.namedConstraints.map { $0.solverConstraint }).allSatisfy { $0 === $1 })
            #expect(solver.constraints.count == count)
            #expect(Double(cell.containerView.frame.width) == state.containerWidth)
        }
        // Toggling back reproduces the first layout exactly.
        cell.state = .collapsed
        #expect(ViewDump.text(of: cell) == ViewDump.text(of: laidOutCell(.collapsed)))
    }

    @Test func configureAndPrepareForReuse() {
        let cell = laidOutCell(.expanded, salon: SalonEntity.builtIn[2])
        #expect(cell.salonNameLabel.text == "Studio Kaze")
        #expect(cell.salonAddressLabel.text == "3-5-1 Jingumae, Tokyo")
        cell.isSelected = true
        cell.prepareForReuse()
        #expect(cell.salonNameLabel.text == nil && cell.salonAddressLabel.text == nil)
        #expect(cell.state == .collapsed && !cell.isSelected)
        #expect(cell.containerView.frame.width == 250 && cell.containerView.backgroundColor == .lightGray)
        #expect(cell.salonNameLabel.frame.size == .zero)
    }

    @Test func everyBuiltInSalonFitsInBothStates() {
        #expect(SalonEntity.builtIn.count == 5)
        #expect(Set(SalonEntity.builtIn.compactMap(\.name)).count == 5)
        for salon in SalonEntity.builtIn {
            for state in SalonSelectorCell.State.allCases {
                let cell = laidOutCell(state, salon: salon)
                for label: Label in [cell.salonNameLabel, cell.salonAddressLabel] {
                    #expect(label.frame.width == label.intrinsicContentSize.width, "\(salon) \(state)")
                    #expect(label.frame.maxX <= cell.containerView.bounds.width - 20)
                }
            }
        }
    }

    @Test func aTooLongNameIsCompressedNotOverflowing() {
        let cell = laidOutCell(.collapsed, salon: SalonEntity(name: String(repeating: "Very Long Salon Name ", count: 3),
                                                              address: "1 Road"))
        #expect(cell.salonNameLabel.frame.maxX == 230)
        #expect(cell.layoutLog.entries.isEmpty)
    }
}
