import Cassowary

/// `solver.independent` and `solver.churn`: one solver holding many independent cell-like
/// blocks (``CellBlock``); each step flips one block between collapsed and expanded and reads
/// back the variables that changed. A good solver's step cost does not depend on the number
/// of blocks.
enum IndependentBlocksWorkloads {
    static func all(quick: Bool) -> [Workload] {
        let sizes = quick ? [10, 1_000] : [10, 1_000, 100_000]
        var list: [Workload] = []
        for blocks in sizes {
            list.append(Workload("solver.independent", parameters: parameters(blocks), body: .steps {
                try IndependentBlocks(blocks: blocks, inPlace: true).steps()
            }))
        }
        for blocks in sizes {
            list.append(Workload("solver.churn", parameters: parameters(blocks), baseline: "solver.independent", body: .steps {
                try IndependentBlocks(blocks: blocks, inPlace: false).steps()
            }))
        }
        return list
    }

    static func parameters(_ blocks: Int) -> [Parameter] {
        [Parameter("blocks", blocks), Parameter("constraints", blocks * CellBlock.constraintCount)]
    }
}

/// The solver and blocks of one case. In place (`solver.independent`), a step sets the
/// constants of the block's five state constraints with `setConstant`; otherwise
/// (`solver.churn`) it removes the five and adds the five prebuilt for the other state, as
/// activating and deactivating constraint sets does in Auto Layout.
final class IndependentBlocks {
    let solver = Solver()
    let blocks: [CellBlock]
    let inPlace: Bool
    /// Per block, its current state constraints (block b at b * 5 ..< b * 5 + 5).
    var active: [Constraint] = []
    /// Churn only: per block, the constraints for the state it is not in.
    var inactive: [Constraint] = []
    var expanded: [Bool]
    let collapsedConstants = CellBlock.constants(.collapsed)
    let expandedConstants = CellBlock.constants(.expanded)
    /// Steps taken; step s flips block (s * stride) % count, which visits every block in turn
    /// but far from the previous one (no help from the cache a neighbour warmed up).
    var stepCount = 0
    let stride = 7_919
    var changedCount = 0
    var checksum = 0.0

    /// Resident memory before the blocks were made and before their constraints were added
    /// (Linux only; nil elsewhere), for the memory a constraint costs (``memoryFigures()``).
    let residentAtStart: Int?
    let residentBeforeAdding: Int?

    init(blocks count: Int, inPlace: Bool) throws {
        self.inPlace = inPlace
        MemoryUsage.resetPeak()  // hands freed heap back first, so earlier cases do not count
        residentAtStart = MemoryUsage.residentBytes()
        blocks = (0..<count).map { CellBlock(name: $0) }
        expanded = Array(repeating: false, count: count)
        active.reserveCapacity(count * CellBlock.stateConstraintCount)
        var fixed: [[Constraint]] = []
        fixed.reserveCapacity(count)
        for block in blocks {
            fixed.append(block.fixedConstraints())
            active += block.stateConstraints(.collapsed)
            if !inPlace { inactive += block.stateConstraints(.expanded) }
        }
        residentBeforeAdding = MemoryUsage.residentBytes()
        let stateCount = CellBlock.stateConstraintCount
        for (index, constraints) in fixed.enumerated() {
            for constraint in constraints { try solver.add(constraint) }
            for constraint in active[(index * stateCount)..<((index + 1) * stateCount)] { try solver.add(constraint) }
        }
        solver.takeChangedVariables { _, _ in }
    }

    func steps() -> Steps {
        Steps(step: { try self.step() }, verify: { try self.verify() }, extras: { self.memoryFigures() })
    }

    /// At 100,000 blocks (1.1 million constraints), the resident memory per constraint after the
    /// run: the solver's (rows, columns, records and symbols, grown since the constraints were
    /// made) and in all (with the variables and constraints themselves).
    private func memoryFigures() -> [Parameter] {
        let constraints = blocks.count * CellBlock.constraintCount
        guard constraints >= 1_000_000, let start = residentAtStart, let before = residentBeforeAdding,
              let now = MemoryUsage.residentBytes() else { return [] }
        return [Parameter("solver_bytes_per_constraint", .decimal(Double(now - before) / Double(constraints), digits: 0)),
                Parameter("bytes_per_constraint", .decimal(Double(now - start) / Double(constraints), digits: 0))]
    }

    @inline(never)  // a named frame for profilers (callgrind --toggle-collect)
    func step() throws {
        let block = (stepCount &* stride) % blocks.count
        stepCount += 1
        expanded[block].toggle()
        let first = block * CellBlock.stateConstraintCount
        if inPlace {
            let constants = expanded[block] ? expandedConstants : collapsedConstants
            for index in 0..<CellBlock.stateConstraintCount {
                try solver.setConstant(constants[index], for: active[first + index])
            }
        } else {
            for index in first..<first + CellBlock.stateConstraintCount {
                try solver.remove(active[index])
                try solver.add(inactive[index])
                let added = inactive[index]
                inactive[index] = active[index]
                active[index] = added
            }
        }
        // Summed in locals, as `solver.enaml` sums its variables: a property of this class
        // changed once per variable would pay a dynamic exclusivity check each time, which the
        // peers' drivers (plain C and C++ fields) do not.
        var changed = 0
        var sum = 0.0
        solver.takeChangedVariables { _, value in
            changed += 1
            sum += value
        }
        changedCount += changed
        checksum += sum
    }

    /// Every step changed exactly the five state-dependent variables of one block, and the
    /// blocks hold the solution their state prescribes (all of them up to 1,000 blocks, a
    /// spread-out sample above).
    func verify() throws {
        consume(checksum)
        let perStep = CellBlock.variablesChangedByFlip
        guard changedCount == stepCount * perStep else {
            throw WorkloadError("\(stepCount) steps reported \(changedCount) changed variables; expected \(perStep) a step")
        }
        let checkEvery = blocks.count <= 1_000 ? 1 : 997
        for index in Swift.stride(from: 0, to: blocks.count, by: checkEvery) {
            let expected = CellBlock.expectedValues(expanded[index] ? .expanded : .collapsed)
            for (variable, value) in zip(blocks[index].variables, expected) where abs(solver.value(of: variable) - value) > 1e-6 {
                throw WorkloadError("\(variable) is \(solver.value(of: variable)); expected \(value)")
            }
        }
    }
}
