import StateMachines
import ViewTree

/// Interface Builder documents (issue 14's speed targets):
/// - `nib.load`: parse the seed's `SalonSelectorCollectionViewCell.xib` from its bytes and build
///   the cell (views, constraints, outlets, `awakeFromNib`), at most 0.2 ms;
/// - `nib.instantiate`: build the cell from the nib parsed once (what each dequeue of a new cell
///   costs, as with `UINib`);
/// - `nib.layout`: parse and lay out a storyboard scene of about 100 views
///   (`Workloads/settings-100.storyboard`: a settings list of 18 rows in a scroll view, 96 views
///   and 323 constraints, heavier than the largest scene of the IB corpus, whose largest file
///   holds 117 views over 13 scenes), at most 2 ms. The file ships with the benchmarks, so the
///   figure does not depend on the corpus being present.
enum NibWorkloads {
    static func all() -> [Workload] {
        [
            Workload("nib.load", body: .steps { try NibLoad().steps() }),
            Workload("nib.instantiate", body: .steps { NibInstantiate().steps() }),
            Workload("nib.layout", parameters: [Parameter("views", 96)], body: .steps { try NibLayout().steps() }),
            Workload("nib.read", parameters: [Parameter("views", 96)], body: .steps { try NibLayout().readSteps() }),
        ]
    }

    /// The bytes of a file of the package, by its path from the package's root.
    static func packageFile(_ relativePath: String) throws -> [UInt8] {
        try WorkloadFiles.readFile(WorkloadFiles.directory() + "/../../" + relativePath)
    }

    /// Checks a cell built from the nib: outlets connected, collapsed frames after layout.
    static func verify(_ cell: SalonSelectorCell) throws {
        cell.configure(with: SalonEntity.builtIn[0])
        cell.layoutIfNeeded()
        try CellLayoutWorkloads.verify(cell)
    }
}

/// The timed step: `Nib(data:)` and `instantiate()` of the seed's cell. Cells are released after
/// each sample, untimed.
final class NibLoad {
    let bytes: [UInt8]
    var cells: [View] = []

    init() throws {
        bytes = try NibWorkloads.packageFile("Sources/StateMachines/Resources/SalonSelectorCollectionViewCell.xib")
    }

    func steps() -> Steps {
        cells.reserveCapacity(4096)
        return Steps(step: { try self.step() }, afterSample: { self.cells.removeAll(keepingCapacity: true) },
                     verify: { try self.verify() })
    }

    func step() throws {
        cells += try Nib(data: bytes, classes: SalonSelectorCell.nib.classes).instantiate()
    }

    func verify() throws {
        try step()
        guard let cell = cells.last as? SalonSelectorCell else { throw WorkloadError("the nib did not make a SalonSelectorCell") }
        try NibWorkloads.verify(cell)
    }
}

/// The timed step: a new cell from the nib read once (``SalonSelectorCell/instantiate()``).
final class NibInstantiate {
    var cells: [SalonSelectorCell] = []

    func steps() -> Steps {
        cells.reserveCapacity(4096)
        return Steps(step: { self.cells.append(SalonSelectorCell.instantiate()) },
                     afterSample: { self.cells.removeAll(keepingCapacity: true) },
                     verify: {
                         let cell = SalonSelectorCell.instantiate()
                         try NibWorkloads.verify(cell)
                     })
    }
}

/// The timed step: read the storyboard and lay its scene out for its device, as
/// `viewsim dump --nib` does. Layouts are released after each sample, untimed.
final class NibLayout {
    let bytes: [UInt8]
    var layouts: [InterfaceBuilderLayout] = []

    init() throws {
        bytes = try NibWorkloads.packageFile("Benchmarks/Workloads/settings-100.storyboard")
    }

    func steps() -> Steps {
        Steps(step: { try self.step() }, afterSample: { self.layouts.removeAll(keepingCapacity: true) },
              verify: { try self.verify() })
    }

    func step() throws {
        layouts.append(try InterfaceBuilderLayout(document: InterfaceBuilderDocument.read(bytes)))
    }

    /// `nib.read`: the reading half of a `nib.layout` step (parse and build the document model).
    func readSteps() -> Steps {
        var documents: [InterfaceBuilderDocument] = []
        return Steps(step: { documents.append(try InterfaceBuilderDocument.read(self.bytes)) },
                     afterSample: { documents.removeAll(keepingCapacity: true) },
                     verify: {
                         guard try InterfaceBuilderDocument.read(self.bytes).viewCount == 96 else {
                             throw WorkloadError("the settings storyboard does not read as 96 views")
                         }
                     })
    }

    /// 96 views, nothing broken, every row 361 pt wide and 57 pt high: 10 + 20.5 + 2 + 14.5 + 10,
    /// the labels' stored heights, which the text model's (20.333 and 14.333 on the 3x screen)
    /// agree with within its precision (`IBTreeBuilder.textModelPrecision`).
    func verify() throws {
        try step()
        guard let layout = layouts.last, layout.document.viewCount == 96, !layout.brokeConstraints,
              let content = layout.roots.first?.view.subviews.first?.subviews.first else {
            throw WorkloadError("the settings storyboard did not lay out cleanly")
        }
        let rows = content.subviews.filter { $0.subviews.count == 4 }
        guard rows.count == 18,
              rows.allSatisfy({ $0.frame.width == 361 && $0.frame.height == 57 }) else {
            throw WorkloadError("the settings rows are laid out wrong: \(rows.map(\.frame))")
        }
    }
}
