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
/// equation `0 = constant + sum(cells)`. Cells are sorted by symbol, which makes merging
/// linear and every traversal deterministic. A value type: a saved copy shares the cells
/// until one side changes them, which is what a transaction's undo record needs.
struct Row {
    var cells: [Cell]
    var constant: Double

    init(constant: Double) {
        self.cells = []
        self.constant = constant
    }

    /// The position of `symbol` among the cells, or the position where it would go.
    ///
    /// A lower-bound search with no early exit, over an unchecked buffer: the number of
    /// halvings depends only on the row's length.
    @inline(__always)
    func position(of symbol: Int32) -> (index: Int, found: Bool) {
        cells.withUnsafeBufferPointer { cells in
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
    /// longer: ``merged(_:times:skipping:capacity:changes:)``), with the arithmetic of adding
    /// each cell alone (``insertDetached(_:_:)``): substituting a long row
    /// cell by cell costs a search and an insertion per cell, which made building a chain of n
    /// links cost O(n^2 log n).
    ///
    /// `capacity` is the room the row should have for what the caller adds next.
    mutating func insertDetached(_ other: Row, times factor: Double, capacity: Int = 0) {
        constant = cancellingSum(constant, factor * other.constant)
        if other.cells.isEmpty { return }
        if cells.isEmpty || cells[cells.count - 1].symbol < other.cells[0].symbol {
            // Every new cell goes after the existing ones (the first term of a row, a new subject).
            cells.reserveCapacity(Swift.max(capacity, cells.count + other.cells.count))
            for cell in other.cells {
                let value = cell.coefficient * factor
                if value != 0 { cells.append(Cell(symbol: cell.symbol, coefficient: value)) }
            }
            return
        }
        if other.cells.count > cells.count {
            cells = merged(other, times: factor, capacity: capacity).cells
        } else {
            _ = merge(other, times: factor, skipping: 0, changes: nil)
        }
    }

    /// The cells of `self + factor * other` in new storage of at least `capacity` cells, merged
    /// front to back in one pass, with the cell of `skipping` dropped as
    /// ``merge(_:times:skipping:changes:)`` drops it, and the same changes noted, smallest symbol
    /// first. For a row whose storage would be copied anyway (shared with a journal's saved copy)
    /// or a short row taking a long one (a new constraint's terms taking the row of a basic
    /// variable), where the in-place merge would first copy `other` in to make room: the same
    /// sums, one pass over each row.
    func merged(_ other: Row, times factor: Double, skipping: Int32 = 0, capacity: Int = 0,
                changes: UnsafeMutablePointer<Int32>? = nil) -> (cells: [Cell], changeCount: Int) {
        let capacity = Swift.max(capacity, cells.count + other.cells.count + 2)
        var noted = 0
        let result = cells.withUnsafeBufferPointer { a in
            other.cells.withUnsafeBufferPointer { b in
                [Cell](unsafeUninitializedCapacity: capacity) { out, count in
                    let base = out.baseAddress!
                    var i = 0, j = 0, write = 0
                    /// The row's cells below `limit` from `i` on, found by a binary search and
                    /// copied as one block (two around the skipped cell).
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
                                (base + write).initialize(from: a.baseAddress! + start, count: l - start)
                                write += l - start
                                start = l + 1
                            }
                        }
                        (base + write).initialize(from: a.baseAddress! + start, count: low - start)
                        write += low - start
                        i = low
                    }
                    while true {
                        copyRun(below: j < b.count ? b[j].symbol : Int32.max)
                        guard j < b.count else { break }
                        // The run of `other`'s cells below the row's next one, in a tight loop.
                        let limit = i < a.count ? a[i].symbol : Int32.max
                        while j < b.count && b[j].symbol < limit {
                            let value = b[j].coefficient * factor
                            let joins = value != 0 ? 1 : 0
                            (base + write).initialize(to: Cell(symbol: b[j].symbol, coefficient: value))
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
                                (base + write).initialize(to: Cell(symbol: limit, coefficient: value))
                                write += 1
                            } else if let changes {
                                changes[noted] = -limit  // leaves
                                noted += 1
                            }
                        }
                        i += 1
                        j += 1
                    }
                    count = write
                }
            }
        }
        return (result, noted)
    }

    /// Adds `factor * other` to the cells (not the constant) in place, and drops the cell of
    /// `skipping` (0: none) unless only `other` has it. Each cell that `other` adds is noted in
    /// `changes` as its symbol, each that cancels as its negated symbol, largest symbol first;
    /// returns how many were noted (at most `other.cells.count`).
    ///
    /// Merged from the back: the row grows by `other`'s length, the larger symbol of the two
    /// tails goes last, and the write position never passes an unread cell. The row's cells below
    /// every symbol of `other` stay where they are, but for the skipped one's; the merged cells
    /// above them move down onto them when something cancelled or was skipped.
    mutating func merge(_ other: Row, times factor: Double, skipping: Int32,
                        changes: UnsafeMutablePointer<Int32>?) -> Int {
        let oldCount = cells.count
        let otherCount = other.cells.count
        cells.append(contentsOf: other.cells)  // room for the merge; overwritten
        var changeCount = 0
        let count = cells.withUnsafeMutableBufferPointer { out in
            other.cells.withUnsafeBufferPointer { b in
                var write = out.count
                var i = oldCount - 1
                var j = otherCount - 1
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
                        if i > low { (out.baseAddress! + low).update(from: out.baseAddress! + low + 1, count: i - low) }
                        end = i
                    }
                }
                let top = out.count - write
                if write > end { (out.baseAddress! + end).update(from: out.baseAddress! + write, count: top) }
                return end + top
            }
        }
        if count < cells.count { cells.removeLast(cells.count - count) }
        return changeCount
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
