// Required equalities whose markers stay out of the rows until a call needs them.
//
// A required equality's marker is a dummy symbol: fixed at zero, never chosen to enter or leave
// the basis. Kept in the rows, the dummies hold the basis inverse: the k-th link of a chain of
// equalities `v[k+1] == v[k] + 1` takes in the row of the link before it with its k dummies, so
// n links cost O(n^2) time and memory whichever subjects are chosen. Only three things read a
// dummy's cells: removing its constraint and changing its constant, both through its column (the
// rows that depend on the constraint) while it is non-basic, and the copies of a block kept for
// repeated batches, whose constants move through it (SolverRepeatedBlocks.swift; the block is
// kept with its markers, so the second batch of a shape puts them in). No choice the simplex
// makes looks at a dummy (subjects, entering and leaving symbols are slack, error or external
// ones, and an all-dummy row is an empty one without them), so a solver adds required
// equalities without their markers in the rows: its tableau is the full one with the dummy cells
// left out, pivot for pivot, and a chain builds in linear time and memory.
//
// The first call that needs a non-basic marker's cells puts all of them in: the tableau is
// rebuilt on its current basis from the constraints' equations. A basis determines its tableau,
// so this is exactly the tableau that keeping the markers all along would have given, with the
// same values; it costs one build of that tableau, once, and the solver keeps its markers from
// then on. Conflicts are explained in scratch solvers that keep them from the start (the
// certificate is read off the markers, SolverConflicts.swift).

extension SolverCore {
    /// Whether changing or removing the constraint at `index` needs the cells of its marker that
    /// the rows do not hold yet: a required equality whose marker is not basic.
    @inline(__always)
    func needsEqualityMarker(of index: Int) -> Bool {
        guard !equalityMarkersInRows else { return false }
        let marker = records[index].marker
        return kinds[Int(marker)] == .dummy && !isBasic(marker)
    }

    /// Runs an atomic call on the constraint at `index`, with the markers put into the rows first
    /// when it needs them (``needsEqualityMarker(of:)``); if the call throws, the solver is put
    /// back as it was before the markers too (rebuilt rows carry their own round-off, and a
    /// refused call changes nothing).
    mutating func withEqualityMarkers(forRecordAt index: Int, _ call: (inout SolverCore) throws -> Void) throws {
        guard needsEqualityMarker(of: index) else { return try call(&self) }
        let saved = self
        try putEqualityMarkersInRows(for: records[index].constraint)
        do {
            try call(&self)
        } catch {
            self = saved
            throw error
        }
    }

    /// Puts the markers of required equalities into the rows (see the top of this file), on the
    /// current basis and with the current values, before a call on `constraint` reads them. The
    /// state before is held until the rebuild succeeds: for that moment the solver takes up to
    /// about twice its memory.
    ///
    /// - Throws: ``SolverError/memoryLimitExceeded(limit:used:)`` when the rows with their
    ///   markers would pass ``memoryLimit``, and ``SolverError/illConditioned(_:operation:)`` when
    ///   round-off leaves the basis without a row to rebuild on and a fresh build fails too. The
    ///   solver is then unchanged.
    mutating func putEqualityMarkersInRows(for constraint: Constraint) throws {
        guard !equalityMarkersInRows else { return }
        // Materialising happens between calls, never inside one's transaction.
        assert(!journal.isOpen, "equality markers are put into the rows between calls")
        let saved = self
        if !rebuildOnCurrentBasis() {
            self = saved
            var marked = saved
            marked.equalityMarkersInRows = true
            guard let fresh = marked.rebuilt() else {
                throw SolverError.illConditioned(constraint, operation: "restoring the markers of required equalities")
            }
            adopt(fresh)
        }
        let used = storageByteCount
        guard used <= memoryLimit else {
            self = saved
            throw SolverError.memoryLimitExceeded(limit: memoryLimit, used: used)
        }
    }

    /// Rebuilds every row with the markers of required equalities, on the basis the tableau has:
    /// each constraint's equation (shared rows once), with the basic symbols already rebuilt
    /// substituted, is solved for its largest coefficient among the basic symbols not rebuilt
    /// yet (a basis is non-singular, so there is one). Every basic symbol ends with the value
    /// it had. False when round-off defeats that; the state is then to be discarded.
    private mutating func rebuildOnCurrentBasis() -> Bool {
        let count = kinds.count
        var values = [Double](repeating: 0, count: count)
        var inBasis = [Bool](repeating: false, count: count)
        var basics: [Int32] = []
        for s in 1..<count where isBasic(Int32(s)) {
            values[s] = value(ofSymbol: Int32(s))
            inBasis[s] = true
            basics.append(Int32(s))
        }
        // Every row and column is rebuilt, into new storage that the rows fill in the
        // constraints' order (a block's rows together, as its adds placed them): reusing the
        // freed blocks would scatter them.
        for s in symbols.indices {
            symbols[s].rowStart = 0
            symbols[s].rowCount = 0
            symbols[s].rowCapacity = 0
            symbols[s].rowConstant = 0
            symbols[s].columnStart = 0
            symbols[s].columnCount = 0
            symbols[s].columnCapacity = 0
        }
        rowArena = BlockArena()
        columnArena = BlockArena()
        equalityMarkersInRows = true
        // A block solved without the markers would be copied without them.
        solvedBlock = nil
        var rebuiltMarkers = [Bool](repeating: false, count: count)
        var equation: [(symbol: Int32, coefficient: Double)] = []
        for record in records where !rebuiltMarkers[Int(record.marker)] {
            rebuiltMarkers[Int(record.marker)] = true
            equation.removeAll(keepingCapacity: true)
            record.constraint.forEachTerm { variable, coefficient in
                if coefficient != 0, let symbol = symbol(of: variable) { equation.append((symbol, coefficient)) }
            }
            equation.append((record.marker, record.markerCoefficient))
            if record.other != 0 { equation.append((record.other, -record.markerCoefficient)) }
            // The constant that makes the equation hold at the current values.
            var row = Row(constant: -equation.reduce(0) { $0 + $1.coefficient * values[Int($1.symbol)] })
            for (symbol, coefficient) in equation {
                if isBasic(symbol) {
                    let constant = value(ofSymbol: symbol)
                    withCells(ofRow: symbol) { row.insertDetached($0, constant: constant, times: coefficient) }
                } else {
                    row.insertDetached(symbol, coefficient)
                }
            }
            var subject: Int32 = 0
            var largest = 0.0
            for cell in row.cells where inBasis[Int(cell.symbol)] && Swift.abs(cell.coefficient) > largest {
                subject = cell.symbol
                largest = Swift.abs(cell.coefficient)
            }
            guard largest > 0 else { return false }
            solve(&row, for: subject)
            substitute(subject, with: row)
            insertRow(row, basic: subject)
        }
        for basic in basics {
            guard isBasic(basic) else { return false }
            // An ordinary system keeps the values callers were told, so that round-off here
            // reports no change. A wide one keeps what the rebuild computed: its round-off is
            // larger, the calls on it are verified, and a change is reported as any other.
            let b = Int(basic)
            if !isWide {
                guard Swift.abs(value(ofSymbol: basic) - values[b]) <= 1e-7 * Swift.max(1, Swift.abs(values[b])) else { return false }
                symbols[b].rowConstant = values[b]
            }
        }
        refreshObjective()
        infeasible.clear()
        return true
    }
}
