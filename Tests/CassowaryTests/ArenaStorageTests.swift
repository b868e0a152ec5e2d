import Testing

@testable import Cassowary

/// The solver's arena storage keeps value semantics (a copy of a solver, as a failed call's undo
/// keeps, must not see later changes) and its blocks' contents across growth.
@Suite struct ArenaStorageTests {
    @Test func aCopySharesUntilOneSideWrites() {
        var storage = ArenaStorage<Int32>()
        storage.extend(by: 10)
        for index in 0..<10 { storage[index] = Int32(index) }
        var copy = storage
        copy[3] = 99
        copy.extend(by: 5)
        copy.withUnsafeMutableBufferPointer { $0[0] = -1 }
        #expect((0..<10).map { storage[$0] } == (0..<10).map(Int32.init))
        #expect(storage.count == 10 && copy.count == 15)
        #expect(copy[0] == -1 && copy[3] == 99 && copy[9] == 9)
    }

    @Test func growingKeepsTheContentsThroughLargeBuffers() {
        var storage = ArenaStorage<Cell>()
        var written = 0
        // Past a megabyte, where growth may take a buffer a previous solver left.
        while written < 200_000 {
            let start = storage.count
            storage.extend(by: 1_000)
            for index in start..<storage.count { storage[index] = Cell(symbol: Int32(index), coefficient: Double(index)) }
            written = storage.count
        }
        #expect((0..<storage.count).allSatisfy { storage[$0].symbol == Int32($0) && storage[$0].coefficient == Double($0) })
    }
}
