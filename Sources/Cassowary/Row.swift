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
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
        }
    }

    /// Adds `factor * other` to a row that is not in the tableau (no column upkeep).
    ///
    /// One linear merge of the two sorted rows, with the arithmetic of adding each cell alone
    /// (``insertDetached(_:_:)``): substituting a long row cell by cell costs a search and an
    /// insertion per cell, which made building a chain of n links cost O(n^2 log n).
    mutating func insertDetached(_ other: Row, times factor: Double) {
        constant = cancellingSum(constant, factor * other.constant)
        let b = other.cells
        if b.isEmpty { return }
        if cells.isEmpty || cells[cells.count - 1].symbol < b[0].symbol {
            // Every new cell goes after the existing ones (the first term of a row, a new subject).
            cells.reserveCapacity(cells.count + b.count)
            for cell in b {
                let value = cell.coefficient * factor
                if value != 0 { cells.append(Cell(symbol: cell.symbol, coefficient: value)) }
            }
            return
        }
        // Merged in place from the back: the row grows by `b.count` cells, the larger symbol of
        // the two tails goes last, and the write position never passes an unread cell of the row.
        let oldCount = cells.count
        cells.reserveCapacity(oldCount + b.count)
        cells.append(contentsOf: b)  // room for the merge; overwritten
        let count = cells.withUnsafeMutableBufferPointer { out in
            b.withUnsafeBufferPointer { b in
                var write = out.count
                var i = oldCount - 1
                var j = b.count - 1
                while j >= 0 {
                    if i < 0 {
                        // Only `b` is left: scaled copies.
                        while j >= 0 {
                            let value = b[j].coefficient * factor
                            if value != 0 { write -= 1; out[write] = Cell(symbol: b[j].symbol, coefficient: value) }
                            j -= 1
                        }
                        break
                    }
                    if out[i].symbol > b[j].symbol {
                        write -= 1
                        out[write] = out[i]
                        i -= 1
                    } else if out[i].symbol == b[j].symbol {
                        let sum = cancellingSum(out[i].coefficient, b[j].coefficient * factor)
                        if sum != 0 { write -= 1; out[write] = Cell(symbol: out[i].symbol, coefficient: sum) }
                        i -= 1
                        j -= 1
                    } else {
                        let value = b[j].coefficient * factor
                        if value != 0 { write -= 1; out[write] = Cell(symbol: b[j].symbol, coefficient: value) }
                        j -= 1
                    }
                }
                // The row's cells below every symbol of `b` are in place; the merged cells
                // above them move down when something cancelled.
                let rest = i + 1
                let top = out.count - write
                if write > rest { (out.baseAddress! + rest).update(from: out.baseAddress! + write, count: top) }
                return rest + top
            }
        }
        if count < cells.count { cells.removeLast(cells.count - count) }
    }

    /// Negates the constant and every coefficient.
    mutating func reverseSign() {
        constant = -constant
        for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
    }

    /// Multiplies the constant and every coefficient by `factor`.
    mutating func scale(by factor: Double) {
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
