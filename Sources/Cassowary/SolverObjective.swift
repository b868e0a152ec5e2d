// The lexicographic objective: one level per priority in use, compared highest first.
//
// kiwi folds priorities into one number (strong = 1e6, medium = 1e3, weak = 1), so enough
// weak violations outweigh a medium one. Here each level keeps its own coefficients and a
// vector of coefficients is negative when its first nonzero entry is negative, so a higher
// level is never traded for any amount of a lower one. Within a level, violations add up.
// Coefficients are stored densely per symbol (`objective[symbol * levelCapacity + level]`),
// so reading or updating one symbol's vector costs O(levels), whatever the system's size.

extension SolverCore {
    /// The level of a non-required priority, created when first used.
    mutating func level(of priority: Priority) -> Int {
        let value = priority.value
        var position = 0
        while position < levels.count && levels[position] > value { position += 1 }
        if position < levels.count && levels[position] == value { return position }
        insertLevel(value, at: position)
        return position
    }

    /// Adds a level, widening the per-symbol storage when it is full.
    private mutating func insertLevel(_ value: Double, at position: Int) {
        let symbolCount = kinds.count
        let newCapacity = levels.count + 1 > levelCapacity ? levelCapacity * 2 : levelCapacity
        var widened = [Double](repeating: 0, count: symbolCount * newCapacity)
        for s in 0..<symbolCount {
            let from = s * levelCapacity
            let to = s * newCapacity
            for level in 0..<levels.count {
                widened[to + (level < position ? level : level + 1)] = objective[from + level]
            }
        }
        objective = widened
        levelCapacity = newCapacity
        levels.insert(value, at: position)
        objectiveConstants.insert(0, at: position)
    }

    /// Drops an empty level that a failed call made (the inverse of `insertLevel`).
    mutating func removeLevel(at position: Int) {
        for s in 0..<kinds.count {
            let base = s * levelCapacity
            for level in position..<(levels.count - 1) { objective[base + level] = objective[base + level + 1] }
            objective[base + levels.count - 1] = 0
        }
        levels.remove(at: position)
        objectiveConstants.remove(at: position)
    }

    /// The levels a call made for a constraint's priorities: dropped again if the call fails
    /// (levels are made outside transactions, as a level changes the objective's layout).
    struct CreatedLevels {
        var above = Double.nan
        var below = Double.nan
    }

    /// Makes the levels of a non-required priority and, for a two-sided preference, of its
    /// priority below; returns those that are new.
    mutating func makeLevels(_ priority: Priority, below: Priority?) -> CreatedLevels {
        var created = CreatedLevels()
        guard !priority.isRequired else { return created }
        var count = levels.count
        _ = level(of: priority)
        if levels.count != count { created.above = priority.value }
        if let below {
            count = levels.count
            _ = level(of: below)
            if levels.count != count { created.below = below.value }
        }
        return created
    }

    /// Drops the levels ``makeLevels(_:below:)`` made.
    mutating func dropLevels(_ created: CreatedLevels) {
        if !created.above.isNaN, let position = levels.firstIndex(of: created.above) { removeLevel(at: position) }
        if !created.below.isNaN, let position = levels.firstIndex(of: created.below) { removeLevel(at: position) }
    }

    /// Adds a non-required record's error symbols to the objective (`sign` 1) or takes them
    /// out (-1), each at its level and times the constraint's ``Constraint/weight``: a two-sided
    /// preference's lower error (`other`, positive when the expression is below zero) at its
    /// `priorityBelow`, every other error at the constraint's priority. The levels exist
    /// (``makeLevels(_:below:)``).
    mutating func addErrors(of record: ConstraintRecord, sign: Double) {
        guard !record.required else { return }
        let constraint = record.constraint
        let weight = sign * constraint.weight
        let level = level(of: constraint.priority)
        if let below = constraint.priorityBelow {
            addToObjective(record.marker, weight: weight, level: level)
            addToObjective(record.other, weight: weight, level: self.level(of: below))
            return
        }
        for symbol in record.errorSymbols { addToObjective(symbol, weight: weight, level: level) }
    }

    /// Recomputes every level of the objective from the error symbols of the non-required
    /// constraints, through the rows of those that are basic (see ``verifying(_:touching:_:)``).
    mutating func refreshObjective() {
        for s in 0..<kinds.count {
            let base = s * levelCapacity
            for level in 0..<levels.count where objective[base + level] != 0 {
                touchObjective(Int32(s))
                objective[base + level] = 0
            }
        }
        for level in objectiveConstants.indices { objectiveConstants[level] = 0 }
        for record in records { addErrors(of: record, sign: 1) }
    }

    @inline(__always)
    mutating func markObjectiveDirty(_ symbol: Int32) {
        let s = Int(symbol)
        if !symbols[s].objectiveDirty {
            symbols[s].objectiveDirty = true
            objectiveDirty.append(symbol)
        }
    }

    /// Adds `weight * symbol` to a level of the objective, through the symbol's row if it is basic.
    mutating func addToObjective(_ symbol: Int32, weight: Double, level: Int) {
        if isBasic(symbol) {
            let start = Int(symbols[Int(symbol)].rowStart)
            for position in start..<(start + Int(symbols[Int(symbol)].rowCount)) {
                let cell = rowArena.storage[position]
                touchObjective(cell.symbol)
                let index = Int(cell.symbol) * levelCapacity + level
                objective[index] = cancellingSum(objective[index], weight * cell.coefficient)
                markObjectiveDirty(cell.symbol)
            }
            objectiveConstants[level] = cancellingSum(objectiveConstants[level], weight * value(ofSymbol: symbol))
        } else {
            touchObjective(symbol)
            let index = Int(symbol) * levelCapacity + level
            objective[index] = cancellingSum(objective[index], weight)
            markObjectiveDirty(symbol)
        }
    }

    /// Replaces a symbol that became basic by its row in every level of the objective.
    mutating func substituteIntoObjective(_ symbol: Int32, with row: Row) {
        let base = Int(symbol) * levelCapacity
        let levelCount = levels.count
        var any = false
        for level in 0..<levelCount where objective[base + level] != 0 { any = true; break }
        guard any else { return }
        touchObjective(symbol)
        for cell in row.cells { touchObjective(cell.symbol) }
        for level in 0..<levelCount {
            let factor = objective[base + level]
            if factor == 0 { continue }
            for cell in row.cells {
                let index = Int(cell.symbol) * levelCapacity + level
                objective[index] = cancellingSum(objective[index], factor * cell.coefficient)
            }
            objectiveConstants[level] = cancellingSum(objectiveConstants[level], factor * row.constant)
            objective[base + level] = 0
        }
        for cell in row.cells { markObjectiveDirty(cell.symbol) }
    }

    /// Whether the symbol's coefficient vector is lexicographically negative: moving the
    /// symbol off zero would lower the objective.
    ///
    /// Exact signs, no threshold: round-off is already zeroed where it arises
    /// (``cancellingSum(_:_:)``), and an absolute threshold is not invariant under pivoting: a
    /// cost of 3e-10 taken for zero comes back as 3e-5 after a pivot on 1e-5, and the simplex
    /// would cycle between the two.
    @inline(__always)
    func hasNegativeCost(_ symbol: Int32) -> Bool {
        let base = Int(symbol) * levelCapacity
        for level in 0..<levels.count {
            let value = objective[base + level]
            if value < 0 { return true }
            if value > 0 { return false }
        }
        return false
    }

    /// Compares `objective(a) / ca` with `objective(b) / cb` lexicographically: -1, 0 or 1.
    @inline(__always)
    func compareCostRatios(_ a: Int32, _ ca: Double, _ b: Int32, _ cb: Double) -> Int {
        let baseA = Int(a) * levelCapacity
        let baseB = Int(b) * levelCapacity
        for level in 0..<levels.count {
            let difference = cancellingSum(objective[baseA + level] / ca, -objective[baseB + level] / cb)
            if difference < 0 { return -1 }
            if difference > 0 { return 1 }
        }
        return 0
    }
}
