import StateMachines
import ViewTree

/// `layout.cell.first` and `layout.cell.toggle`: the salon selector cell through the Auto
/// Layout engine (issue 4's speed targets: at most 20 µs and 2 µs).
enum CellLayoutWorkloads {
    static func all() -> [Workload] {
        [
            Workload("layout.cell.first", body: .steps { CellFirstLayout().steps() }),
            Workload("layout.cell.toggle", body: .steps { CellToggle().steps() }),
        ]
    }

    /// Checks a laid-out cell against the seed's numbers for its state.
    static func verify(_ cell: SalonSelectorCell) throws {
        let state = cell.state
        let container = cell.containerView.frame
        let expected = Rect(x: (320 - state.containerWidth) / 2, y: (200 - state.containerHeight) / 2,
                            width: state.containerWidth, height: state.containerHeight)
        guard container == expected,
              cell.salonNameLabel.frame.minX == state.salonNameLeadingConstant,
              cell.salonAddressLabel.frame.minX == state.salonAddressLeadingConstant,
              cell.salonAddressLabel.frame.minY - cell.salonNameLabel.frame.maxY == state.interLabelPadding,
              cell.separatorLine.frame.size == Size(width: state.separatorWidth, height: state.separatorHeight)
        else {
            throw WorkloadError("the \(state) cell is laid out wrong: container \(container)")
        }
    }
}

/// The timed step: build a salon cell, configure it with a salon (cycling the five) and lay it
/// out for the first time. Cells are released after each sample, untimed.
final class CellFirstLayout {
    var cells: [SalonSelectorCell] = []
    var next = 0

    func steps() -> Steps {
        cells.reserveCapacity(4096)
        return Steps(step: { self.step() }, afterSample: { self.cells.removeAll(keepingCapacity: true) },
                     verify: { try self.verify() })
    }

    func step() {
        let cell = SalonSelectorCell.instantiate()
        cell.configure(with: SalonEntity.builtIn[next])
        next = next == SalonEntity.builtIn.count - 1 ? 0 : next + 1
        cell.layoutIfNeeded()
        cells.append(cell)
    }

    func verify() throws {
        step()
        try CellLayoutWorkloads.verify(cells[cells.count - 1])
    }
}

/// The timed step: switch a laid-out cell between collapsed and expanded (seven constants set in
/// place, background, layout pass).
final class CellToggle {
    let cell = SalonSelectorCell.laidOut(state: .collapsed)

    func steps() -> Steps {
        Steps(step: { self.cell.state = self.cell.state.toggled }, verify: { try CellLayoutWorkloads.verify(self.cell) })
    }
}
