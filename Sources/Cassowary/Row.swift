/// Row constants and objective costs this close to zero count as zero where feasibility and
/// optimality are judged (as kiwi's threshold, which is also its threshold for coefficients).
@usableFromInline let nearZeroThreshold = 1.0e-8

@inline(__always) @usableFromInline
func isNearZero(_ value: Double) -> Bool { value < nearZeroThreshold && value > -nearZeroThreshold }

/// How much of the larger of two summands may be left over by rounding when they cancel.
let cancellationTolerance = 1.0e-11

/// `a + b`, or exactly 0 when the sum is round-off left by `a` and `b` cancelling.
///
/// Relative, not absolute: a coefficient of 1e-9 is a real coefficient (`1e-9 * z == 1` holds
/// at z = 1e9), but 1e-16 left over from `1 - 0.1 * 10` is not. Dropping round-off keeps
/// zeros structural, so no pivot is taken on noise.
@inline(__always)
func cancellingSum(_ a: Double, _ b: Double) -> Double {
    let sum = a + b
    // Measured against `a` alone: when the two cancel they are about the same size, and when
    // they do not the sum is at least as large as the larger. Strictly less, so that an
    // overflow stays infinite (inf < tolerance * inf is false) and a zero `a` keeps `b`.
    return Swift.abs(sum) < cancellationTolerance * Swift.abs(a) ? 0 : sum
}

/// One nonzero coefficient of a row: `coefficient * symbol`.
struct Cell {
    var symbol: Int32
    var coefficient: Double
}

/// A row of the tableau, `basic = constant + sum(cells)`, or before it is solved, the
/// equation `0 = constant + sum(cells)`, outside the tableau (a new constraint's row, a row being
/// pivoted, a transaction's saved copy); the tableau keeps its rows in an arena
/// (SolverStorage.swift). Cells are sorted by symbol, which makes merging linear and every
/// traversal deterministic.
struct Row {
    var cells: [Cell]
    var constant: Double

    init(constant: Double) {
        self.cells = []
        self.constant = constant
    }

    /// The position of `symbol` among the cells, or the position where it would go.
    @inline(__always)
    func position(of symbol: Int32) -> (index: Int, found: Bool) {
        cells.withUnsafeBufferPointer { Row.position(of: symbol, in: $0) }
    }

    /// The position of `symbol` among sorted cells, or the position where it would go.
    ///
    /// A lower-bound search with no early exit: the number of halvings depends only on the
    /// row's length.
    @inline(__always)
    static func position(of symbol: Int32, in cells: UnsafeBufferPointer<Cell>) -> (index: Int, found: Bool) {
        var length = cells.count
        if length == 0 { return (0, false) }
        var base = 0
        while length > 1 {
            let half = length >> 1
            base = cells[base + half].symbol <= symbol ? base + half : base
            length -= half
        }
        let s = cells[base].symbol
        return s < symbol ? (base + 1, false) : (base, s == symbol)
    }

    /// ``position(of:in:)`` for a symbol likely near the front: the first cells are looked at
    /// one by one, and only a longer row is searched by halving. A marker is often an old
    /// symbol, so a low number, and so near the front of the rows that hold it.
    @inline(__always)
    static func positionNearFront(of symbol: Int32, in cells: UnsafeBufferPointer<Cell>) -> (index: Int, found: Bool) {
        let scanned = min(cells.count, 4)
        var index = 0
        while index < scanned {
            let s = cells[index].symbol
            if s >= symbol { return (index, s == symbol) }
            index += 1
        }
        if index == cells.count { return (index, false) }
        let (rest, found) = position(of: symbol, in: UnsafeBufferPointer(rebasing: cells[index...]))
        return (index + rest, found)
    }

    /// The coefficient of `symbol`, zero when absent.
    @inline(__always)
    func coefficient(of symbol: Int32) -> Double {
        let (index, found) = position(of: symbol)
        return found ? cells[index].coefficient : 0
    }

    /// Adds `coefficient * symbol` to a row that is not in the tableau (no column upkeep).
    mutating func insertDetached(_ symbol: Int32, _ coefficient: Double) {
        let (index, found) = position(of: symbol)
        if found {
            let sum = cancellingSum(cells[index].coefficient, coefficient)
            if sum == 0 { cells.remove(at: index) } else { cells[index].coefficient = sum }
        } else if coefficient != 0 {
            // A new symbol is the largest (a marker, an error): an append, which `insert` is not.
            if index == cells.count {
                cells.append(Cell(symbol: symbol, coefficient: coefficient))
            } else {
                cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
            }
        }
    }

    /// Takes out the cell at `index` and puts `cell` (whose symbol the row does not hold) where
    /// its symbol sorts: one pass over the cells between, where a removal and an insertion
    /// would each move every cell after them.
    mutating func replaceCell(at index: Int, with cell: Cell) {
        cells.withUnsafeMutableBufferPointer { cells in
            var slot = index
            while slot + 1 < cells.count && cells[slot + 1].symbol < cell.symbol {
                cells[slot] = cells[slot + 1]
                slot += 1
            }
            while slot > 0 && cells[slot - 1].symbol > cell.symbol {
                cells[slot] = cells[slot - 1]
                slot -= 1
            }
            cells[slot] = cell
        }
    }

    /// Adds `factor * other` to a row that is not in the tableau (no column upkeep).
    ///
    /// One linear merge of the two sorted rows (in place, or into new storage when `other` is the
    /// longer: ``Row/mergeForward(_:_:times:skipping:into:changes:)``), with the arithmetic of
    /// adding each cell alone (``insertDetached(_:_:)``): substituting a long row cell by cell
    /// costs a search and an insertion per cell, which made building a chain of n links cost
    /// O(n^2 log n).
    ///
    /// `capacity` is the room the row should have for what the caller adds next.
    mutating func insertDetached(_ other: Row, times factor: Double, capacity: Int = 0) {
        other.cells.withUnsafeBufferPointer { cells in
            insertDetached(cells, constant: other.constant, times: factor, capacity: capacity)
        }
    }

    /// ``insertDetached(_:times:capacity:)`` for a row given as its cells and constant (a row of
    /// the tableau, read in place).
    mutating func insertDetached(_ other: UnsafeBufferPointer<Cell>, constant otherConstant: Double,
                                 times factor: Double, capacity: Int = 0) {
        constant = cancellingSum(constant, factor * otherConstant)
        if other.isEmpty { return }
        if cells.isEmpty || cells[cells.count - 1].symbol < other[0].symbol {
            // Every new cell goes after the existing ones (the first term of a row, a new subject).
            cells.reserveCapacity(Swift.max(capacity, cells.count + other.count))
            for cell in other {
                let value = cell.coefficient * factor
                if value != 0 { cells.append(Cell(symbol: cell.symbol, coefficient: value)) }
            }
            return
        }
        if other.count > cells.count {
            let size = Swift.max(capacity, cells.count + other.count + 2)
            cells = cells.withUnsafeBufferPointer { a in
                [Cell](unsafeUninitializedCapacity: size) { out, count in
                    count = Row.mergeForward(a, other, times: factor, skipping: 0, into: out.baseAddress!, changes: nil).count
                }
            }
        } else {
            let oldCount = cells.count
            cells.append(contentsOf: other)  // room for the merge; overwritten
            let count = cells.withUnsafeMutableBufferPointer { out in
                Row.mergeBackward(out.baseAddress!, count: oldCount, other, times: factor, skipping: 0, changes: nil).count
            }
            cells.removeLast(cells.count - count)
        }
    }

    /// Writes the cells of `a + factor * b` to `out` (room for `a.count + b.count` cells, apart
    /// from both), merged front to back in one pass, with the cell of `skipping` (0: none)
    /// dropped unless only `b` has it. Each cell that `b` adds is noted in `changes` as its
    /// symbol, each that cancels as its negated symbol, smallest symbol first. Returns the
    /// number of cells written and of changes noted (at most `b.count`).
    ///
    /// For a row whose block is too small for the merge (a tableau row that grows) or a short
    /// row taking a long one (a new constraint's terms taking the row of a basic variable):
    /// runs of `a` are copied as blocks.
    static func mergeForward(_ a: UnsafeBufferPointer<Cell>, _ b: UnsafeBufferPointer<Cell>, times factor: Double,
                             skipping: Int32, into base: UnsafeMutablePointer<Cell>,
                             changes: UnsafeMutablePointer<Int32>?) -> (count: Int, changeCount: Int) {
        var i = 0, j = 0, write = 0, noted = 0
        /// The row's cells below `limit` from `i` on, found by a binary search and copied as one
        /// block (two around the skipped cell).
        func copyRun(below limit: Int32) {
            var low = i, high = a.count
            if limit != Int32.max {
                while low < high {
                    let middle = (low + high) >> 1
                    if a[middle].symbol < limit { low = middle + 1 } else { high = middle }
                }
            } else {
                low = high
            }
            var start = i
            if skipping != 0, start < low, a[start].symbol <= skipping, a[low - 1].symbol >= skipping {
                var l = start, h = low
                while l < h {
                    let middle = (l + h) >> 1
                    if a[middle].symbol < skipping { l = middle + 1 } else { h = middle }
                }
                if a[l].symbol == skipping {
                    (base + write).update(from: a.baseAddress! + start, count: l - start)
                    write += l - start
                    start = l + 1
                }
            }
            if low > start { (base + write).update(from: a.baseAddress! + start, count: low - start) }
            write += low - start
            i = low
        }
        while true {
            copyRun(below: j < b.count ? b[j].symbol : Int32.max)
            guard j < b.count else { break }
            // The run of `b`'s cells below the row's next one, in a tight loop.
            let limit = i < a.count ? a[i].symbol : Int32.max
            while j < b.count && b[j].symbol < limit {
                let value = b[j].coefficient * factor
                let joins = value != 0 ? 1 : 0
                base[write] = Cell(symbol: b[j].symbol, coefficient: value)
                write += joins
                if let changes {
                    changes[noted] = b[j].symbol
                    noted += joins
                }
                j += 1
            }
            guard i < a.count, j < b.count, b[j].symbol == limit else { continue }
            // Both hold `limit`.
            if limit != skipping {
                let value = cancellingSum(a[i].coefficient, b[j].coefficient * factor)
                if value != 0 {
                    base[write] = Cell(symbol: limit, coefficient: value)
                    write += 1
                } else if let changes {
                    changes[noted] = -limit  // leaves
                    noted += 1
                }
            }
            i += 1
            j += 1
        }
        return (write, noted)
    }

    /// Adds `factor * b` in place to the `count` cells at `out` (which has room for `b.count`
    /// more, apart from `b`), and drops the cell of `skipping` (0: none) unless only `b` has it.
    /// Each cell that `b` adds is noted in `changes` as its symbol, each that cancels as its
    /// negated symbol, largest symbol first. Returns the number of cells and of changes noted.
    ///
    /// Merged from the back: the larger symbol of the two tails goes last, and the write
    /// position never passes an unread cell. The row's cells below every symbol of `b` stay where
    /// they are, but for the skipped one's; the merged cells above them move down onto them when
    /// something cancelled or was skipped.
    static func mergeBackward(_ out: UnsafeMutablePointer<Cell>, count oldCount: Int, _ b: UnsafeBufferPointer<Cell>,
                              times factor: Double, skipping: Int32,
                              changes: UnsafeMutablePointer<Int32>?) -> (count: Int, changeCount: Int) {
        let total = oldCount + b.count
        var changeCount = 0
        var write = total
        var i = oldCount - 1
        var j = b.count - 1
        while j >= 0 {
            if i >= 0 && out[i].symbol > b[j].symbol {
                if out[i].symbol != skipping {
                    write -= 1
                    out[write] = out[i]
                }
                i -= 1
            } else if i < 0 || b[j].symbol > out[i].symbol {
                let value = b[j].coefficient * factor
                if value != 0 {
                    write -= 1
                    out[write] = Cell(symbol: b[j].symbol, coefficient: value)
                    changes?[changeCount] = b[j].symbol  // joins
                    changeCount += 1
                }
                j -= 1
            } else {
                let symbol = out[i].symbol
                let value = cancellingSum(out[i].coefficient, b[j].coefficient * factor)
                if symbol == skipping {
                    // Dropped; a caller in the tableau rebuilds its column.
                } else if value == 0 {
                    changes?[changeCount] = -symbol  // leaves
                    changeCount += 1
                } else {
                    write -= 1
                    out[write] = Cell(symbol: symbol, coefficient: value)
                }
                i -= 1
                j -= 1
            }
        }
        var end = i + 1
        if skipping != 0 {
            var low = 0
            var high = i + 1
            while low < high {
                let middle = (low + high) >> 1
                if out[middle].symbol < skipping { low = middle + 1 } else { high = middle }
            }
            if low <= i && out[low].symbol == skipping {
                if i > low { (out + low).update(from: out + low + 1, count: i - low) }
                end = i
            }
        }
        let top = total - write
        if write > end { (out + end).update(from: out + write, count: top) }
        return (end + top, changeCount)
    }

    /// Negates the constant and every coefficient.
    mutating func reverseSign() {
        constant = -constant
        for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
    }

    /// Multiplies the constant and every coefficient by `factor`.
    mutating func scale(by factor: Double) {
        if factor == 1 { return }  // solving for a subject whose coefficient is -1 (most links)
        constant *= factor
        for i in cells.indices { cells[i].coefficient *= factor }
    }
}

extension Array {
    /// Empties the array but keeps its storage; free when it is already empty (the standard
    /// `removeAll(keepingCapacity:)` is not).
    @inline(__always)
    mutating func clear() {
        if !isEmpty { removeAll(keepingCapacity: true) }
    }
}
