import ViewTree

/// `layout.column` and `layout.column.anchored`: the chain through the Auto Layout engine, as
/// issue 15 states it: n labels in a column, each label's top 8 pt below the previous one's
/// bottom and its leading edge pinned, the first label's top constraint activated last (or
/// first); one step builds the views, activates the constraints and lays the column out for the
/// first time.
enum ColumnLayoutWorkloads {
    static func all(quick: Bool) -> [Workload] {
        var list: [Workload] = []
        for (name, anchoredFirst) in [("layout.column", false), ("layout.column.anchored", true)] {
            let n = quick ? 100 : 1_000
            list.append(Workload(name, parameters: [Parameter("n", n)], body: .steps {
                ColumnLayout(n: n, anchoredFirst: anchoredFirst).steps()
            }))
        }
        return list
    }
}

/// One column case; every label's frame is checked after the clock stops.
final class ColumnLayout {
    let n: Int
    let anchoredFirst: Bool
    /// The last column laid out (freed after the clock stops).
    var container: View?
    var wrong: String?

    init(n: Int, anchoredFirst: Bool) {
        self.n = n
        self.anchoredFirst = anchoredFirst
    }

    func steps() -> Steps {
        Steps(step: { self.step() }, afterSample: { self.check() }, verify: { try self.verify() }, batching: .long)
    }

    @inline(never)  // a named frame for profilers (callgrind --toggle-collect)
    func step() {
        let container = View(name: "container", frame: Rect(x: 0, y: 0, width: 320, height: 40_000))
        var labels: [Label] = []
        labels.reserveCapacity(n)
        for index in 0..<n {
            let label = Label(name: "label\(index)", text: "Row \(index)")
            label.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(label)
            labels.append(label)
        }
        var constraints: [LayoutConstraint] = []
        constraints.reserveCapacity(2 * n)
        for index in 0..<n {
            constraints.append(labels[index].leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16))
            if index > 0 {
                constraints.append(labels[index].topAnchor.constraint(equalTo: labels[index - 1].bottomAnchor, constant: 8))
            }
        }
        let first = labels[0].topAnchor.constraint(equalTo: container.topAnchor, constant: 8)
        if anchoredFirst { first.isActive = true }
        LayoutConstraint.activate(constraints)
        if !anchoredFirst { first.isActive = true }
        container.layoutIfNeeded()
        self.container = container
    }

    /// Untimed: each label sits 8 pt below the previous one; then the column is freed.
    private func check() {
        guard let container else { return }
        var top = 8.0
        for case let label as Label in container.subviews where wrong == nil {
            if label.frame.minY != top || label.frame.minX != 16 {
                wrong = "\(label.name ?? "a label") is at \(label.frame.origin); expected (16.0, \(top))"
            }
            top = label.frame.maxY + 8
        }
        self.container = nil
    }

    func verify() throws {
        if let wrong { throw WorkloadError(wrong) }
    }
}
