import ViewTree

/// Fails when Auto Layout had to break a constraint anywhere in `view`'s hierarchy, listing each
/// conflict as UIKit logs it ("Unable to simultaneously satisfy constraints").
@discardableResult
public func assertNoConflicts(in view: View, fileID: String = #fileID, filePath: StaticString = #filePath,
                              line: UInt = #line, column: UInt = #column) -> Bool {
    view.layoutIfNeeded()
    let conflicts = view.layoutLog.conflicts
    guard !conflicts.isEmpty else { return true }
    let list = conflicts.map { conflict in
        "  - breaks \(conflict.broken), against " + conflict.constraints.filter { $0 !== conflict.broken }.map { "\($0)" }.joined(separator: ", ")
    }
    recordFailure("\(conflicts.count) conflict\(conflicts.count == 1 ? "" : "s") in \(view.description):\n" + list.joined(separator: "\n"),
                  at: AssertionSite(fileID: fileID, filePath: filePath, line: line, column: column))
    return false
}

/// Fails when the constraints leave some view of `view`'s hierarchy (itself included) ambiguous,
/// naming each one and the parts of its frame left undetermined.
@discardableResult
public func assertNoAmbiguity(in view: View, fileID: String = #fileID, filePath: StaticString = #filePath,
                              line: UInt = #line, column: UInt = #column) -> Bool {
    view.layoutIfNeeded()
    var found: [String] = []
    func walk(_ current: View) {
        let components = current.ambiguousFrameComponents
        if !components.isEmpty { found.append("  - \(current.description) needs constraints for \(components.joined(separator: ", "))") }
        for subview in current.subviews { walk(subview) }
    }
    walk(view)
    guard !found.isEmpty else { return true }
    recordFailure("\(found.count) ambiguous view\(found.count == 1 ? "" : "s"):\n" + found.joined(separator: "\n"),
                  at: AssertionSite(fileID: fileID, filePath: filePath, line: line, column: column))
    return false
}

/// Fails when `view.frame` differs from `expected` by more than `accuracy` points on some edge,
/// saying which edges and by how much.
@discardableResult
public func assertFrame(of view: View, equals expected: Rect, accuracy: Double = 0.01, fileID: String = #fileID,
                        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Bool {
    view.superview?.layoutIfNeeded() ?? view.layoutIfNeeded()
    let actual = view.frame
    let edges: [(String, Double, Double)] = [("minX", actual.minX, expected.minX), ("minY", actual.minY, expected.minY),
                                             ("width", actual.width, expected.width), ("height", actual.height, expected.height)]
    let off = edges.filter { !(abs($0.1 - $0.2) <= accuracy) }
    guard !off.isEmpty else { return true }
    let details = off.map { "\($0.0) is \(formatGeometry($0.1)), expected \(formatGeometry($0.2))" }.joined(separator: "; ")
    recordFailure("frame of \(view.description) is \(actual), expected \(expected) (within \(formatGeometry(accuracy)) pt): \(details)",
                  at: AssertionSite(fileID: fileID, filePath: filePath, line: line, column: column))
    return false
}
