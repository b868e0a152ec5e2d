import Testing
@testable import ViewTree

/// A constraint's membership in its engine is one value, and setters only mark what the next
/// layout pass does.
@Suite struct ConstraintMembershipTests {
    @Test func aConstraintsMembershipIsOneValueThroughItsLife() {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        let width = child.widthAnchor.constraint(equalToConstant: 50)
        #expect(width.membership == .inactive)
        width.isActive = true
        #expect(width.membership == .pending)
        root.layoutIfNeeded()
        #expect(width.membership == .inSolver)
        width.constant = 60
        #expect(width.membership == .inSolverWithNewConstant)
        root.layoutIfNeeded()
        #expect(width.membership == .inSolver && child.frame.width == 60)
        let conflicting = child.widthAnchor.constraint(equalToConstant: 70)
        conflicting.isActive = true
        root.layoutIfNeeded()  // whether it breaks is decided when it reaches the solver
        #expect(conflicting.isBroken && conflicting.membership == .broken && width.membership == .inSolver)
        conflicting.isActive = false
        width.isActive = false
        #expect(conflicting.membership == .inactive && width.membership == .inactive)
    }

    @Test func aNewPriorityLeavesAQueuedConstantQueued() {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        let wide = child.widthAnchor.constraint(equalToConstant: 80).withPriority(LayoutPriority(600))
        let narrow = child.widthAnchor.constraint(equalToConstant: 40).withPriority(LayoutPriority(500))
        LayoutConstraint.activate([wide, narrow])
        root.layoutIfNeeded()
        #expect(child.frame.width == 80)
        wide.constant = 90
        wide.priority = LayoutPriority(400)  // changed in place: the queued constant is not flushed
        #expect(wide.membership == .inSolverWithNewConstant)
        root.layoutIfNeeded()
        #expect(wide.membership == .inSolver && child.frame.width == 40)
        narrow.priority = LayoutPriority(300)
        root.layoutIfNeeded()
        #expect(child.frame.width == 90)
    }
}
