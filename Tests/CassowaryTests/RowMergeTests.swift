import Testing
import TestSupport

@testable import Cassowary

/// The merges (`Row.insertDetached(_:times:)` and `SolverCore.addRow`, in the row's block and
/// into a larger one) give exactly the row that adding the other row's cells one at a time
/// gives, with the column index in step and the rows stored beside it untouched:
/// random sorted rows whose coefficients cancel often, empty rows, and the skipped symbol
/// anywhere.
@Suite struct RowMergeTests {
    private static let coefficients: [Double] = [1, -1, 2, -2, 0.5, -0.5, 3]
    private static let factors: [Double] = [1, -1, 2, -0.5]

    private func randomRow(_ random: inout SplitMix64, symbols: ClosedRange<Int32>) -> Row {
        var row = Row(constant: Self.coefficients[random.int(in: 0...6)])
        for symbol in symbols where random.int(in: 0...2) == 0 {
            row.cells.append(Cell(symbol: symbol, coefficient: Self.coefficients[random.int(in: 0...6)]))
        }
        return row
    }

    /// `row + factor * other` a cell at a time, dropping `skipping` unless only `other` has it.
    private func reference(_ row: Row, _ other: Row, _ factor: Double, skipping: Int32) -> Row {
        var result = row
        result.constant = cancellingSum(row.constant, factor * other.constant)
        for cell in other.cells {
            let (index, found) = result.position(of: cell.symbol)
            if found {
                let sum = cancellingSum(result.cells[index].coefficient, cell.coefficient * factor)
                if sum == 0 || cell.symbol == skipping {
                    result.cells.remove(at: index)
                } else {
                    result.cells[index].coefficient = sum
                }
            } else if cell.coefficient * factor != 0 {
                result.cells.insert(Cell(symbol: cell.symbol, coefficient: cell.coefficient * factor), at: index)
            }
        }
        if row.coefficient(of: skipping) != 0, other.coefficient(of: skipping) == 0 {
            result.cells.remove(at: result.position(of: skipping).index)
        }
        return result
    }

    private func same(_ a: Row, _ b: Row) -> Bool {
        a.constant == b.constant && a.cells.count == b.cells.count
            && zip(a.cells, b.cells).allSatisfy { $0.symbol == $1.symbol && $0.coefficient == $1.coefficient }
    }

    /// Both searches (by halving, and from the front for a likely early symbol) find what a
    /// scan finds: the first cell whose symbol is not below the one sought, for rows of every
    /// length around the front search's four cells and symbols before, inside and after them.
    @Test func searchesFindTheFirstCellNotBelowTheSymbol() {
        var random = SplitMix64(seed: 11)
        for _ in 0..<3_000 {
            let row = randomRow(&random, symbols: 1...Int32(random.int(in: 1...24)))
            for symbol in Int32(0)...26 {
                let index = row.cells.firstIndex { $0.symbol >= symbol } ?? row.cells.count
                let found = index < row.cells.count && row.cells[index].symbol == symbol
                row.cells.withUnsafeBufferPointer { cells in
                    #expect(Row.position(of: symbol, in: cells) == (index, found))
                    #expect(Row.positionNearFront(of: symbol, in: cells) == (index, found))
                }
            }
        }
    }

    /// Replacing a cell (as solving a row for its entering symbol does) gives the row that a
    /// removal and a sorted insertion give, wherever the two symbols fall.
    @Test func replacingACellKeepsTheRowSorted() {
        var random = SplitMix64(seed: 7)
        for _ in 0..<2_000 {
            let row = randomRow(&random, symbols: 1...12)
            guard !row.cells.isEmpty else { continue }
            let index = random.int(in: 0...(row.cells.count - 1))
            let absent = (1...14).filter { symbol in !row.cells.contains { $0.symbol == Int32(symbol) } }
            guard let symbol = absent.randomElement(using: &random) else { continue }
            let cell = Cell(symbol: Int32(symbol), coefficient: 4)
            var expected = row
            expected.cells.remove(at: index)
            expected.cells.insert(cell, at: expected.position(of: cell.symbol).index)
            var replaced = row
            replaced.replaceCell(at: index, with: cell)
            #expect(replaced.cells.map(\.symbol) == expected.cells.map(\.symbol))
            #expect(replaced.cells.map(\.coefficient) == expected.cells.map(\.coefficient))
        }
    }

    @Test func detachedMergeEqualsAddingCellByCell() {
        var random = SplitMix64(seed: 41)
        for _ in 0..<2_000 {
            var row = randomRow(&random, symbols: 1...Int32(random.int(in: 1...24)))
            let other = randomRow(&random, symbols: Int32(random.int(in: 1...12))...24)
            let factor = Self.factors[random.int(in: 0...3)]
            let expected = reference(row, other, factor, skipping: 0)
            row.insertDetached(other, times: factor)
            #expect(same(row, expected), "\(row.cells) != \(expected.cells)")
        }
    }

    @Test func tableauMergeEqualsAddingCellByCellAndKeepsTheColumns() {
        var random = SplitMix64(seed: 42)
        var inPlace = 0, moved = 0
        for _ in 0..<500 {
            var core = SolverCore()
            for _ in 0..<28 { _ = core.makeSymbol(.slack) }
            let key: Int32 = 26
            let row = randomRow(&random, symbols: 1...Int32(random.int(in: 1...25)))
            let source = randomRow(&random, symbols: Int32(random.int(in: 1...12))...25)
            let factor = Self.factors[random.int(in: 0...3)]
            // The skipped symbol: in the row (anywhere), in both, or in neither.
            let skipping = Int32(random.int(in: 1...25))
            // Rows in the blocks before and after the merged row's must not be written.
            let before = randomRow(&random, symbols: 1...25)
            let after = randomRow(&random, symbols: 1...25)
            core.insertRow(before, basic: 27)
            core.insertRow(row, basic: key)
            core.insertRow(after, basic: 28)
            let start = core.symbols[Int(key)].rowStart
            core.addRow(source, times: factor, into: key, skipping: skipping)
            if core.symbols[Int(key)].rowStart == start { inPlace += 1 } else { moved += 1 }
            #expect(same(core.row(of: 27)!, before) && same(core.row(of: 28)!, after), "a neighbouring row changed")
            let merged = core.row(of: key)!
            let expected = reference(row, source, factor, skipping: skipping)
            #expect(same(merged, expected), "skipping \(skipping): \(merged.cells) != \(expected.cells)")
            // The skipped symbol's column is the caller's to rebuild.
            for symbol in 1...Int32(25) where symbol != skipping {
                let listed = core.column(of: symbol).filter { $0 == key }.count
                let holders = [before, merged, after].filter { $0.coefficient(of: symbol) != 0 }.count
                #expect(core.column(of: symbol).count == holders && listed == (merged.coefficient(of: symbol) != 0 ? 1 : 0),
                        "column of \(symbol)")
            }
        }
        // Both ways were taken often.
        #expect(inPlace > 100 && moved > 100, "in place \(inPlace), moved \(moved)")
    }
}
