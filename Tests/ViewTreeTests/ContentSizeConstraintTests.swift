import Testing
@testable import ViewTree

/// A view's intrinsic size holds through one content-size constraint per axis, as UIKit's
/// `NSContentSizeLayoutConstraint` (hugging above the intrinsic size, compression resistance
/// below it), and through a hugging and a compression-resistance constraint when one of the two
/// priorities is required.
@MainActor
@Suite struct ContentSizeConstraintTests {
    /// A label whose leading edge is pinned and whose trailing edge is pulled to the far side of
    /// a 200-point container at 500, and whose width is squeezed towards 10 at `squeeze`.
    private func scene(squeeze: LayoutPriority? = nil) -> (root: View, label: Label) {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let label = Label(name: "label")
        label.text = "Hello"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        var constraints = [
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor).withPriority(LayoutPriority(500)),
        ]
        if let squeeze { constraints.append(label.widthAnchor.constraint(equalToConstant: 10).withPriority(squeeze)) }
        LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        return (root, label)
    }

    @Test func oneConstraintPerAxisHoldsBothPrioritiesAndLogsAsUIKitDoes() {
        let (root, label) = scene()
        let width = label.intrinsicContentSize.width
        let own = label.constraintsAffectingLayout(for: .horizontal).filter { $0.firstView === label && $0.secondView == nil }
        #expect(own.map(\.description) == ["label.width == \(formatGeometry(width)) Hug:250 CompressionResistance:750"])
        let vertical = label.constraintsAffectingLayout(for: .vertical).filter { $0.firstView === label && $0.secondView == nil }
        #expect(vertical.count == 1)
        // Hugging (250) loses to the pull (500): the label stretches to the container.
        #expect(label.frame.width == 200)
        label.setContentHuggingPriority(LayoutPriority(750), for: .horizontal)
        root.layoutIfNeeded()
        #expect(label.frame.width == width)
    }

    @Test func compressionResistanceIsTheSideBelow() {
        let (root, label) = scene(squeeze: LayoutPriority(600))
        let width = label.intrinsicContentSize.width
        // The squeeze (600) beats the pull (500) but not compression resistance (750).
        #expect(label.frame.width == width)
        label.setContentCompressionResistancePriority(LayoutPriority(550), for: .horizontal)
        root.layoutIfNeeded()
        #expect(label.frame.width == 10)
    }

    @Test func aRequiredPriorityTurnsItIntoTheTwoInequalitiesAndBack() {
        let (root, label) = scene()
        let width = label.intrinsicContentSize.width
        label.setContentHuggingPriority(.required, for: .horizontal)
        root.layoutIfNeeded()
        var own = label.constraintsAffectingLayout(for: .horizontal).filter { $0.firstView === label && $0.secondView == nil }
        #expect(own.map(\.description) == [
            "label.width <= \(formatGeometry(width)) (content hugging)",
            "label.width >= \(formatGeometry(width)) @750 (compression resistance)",
        ])
        #expect(label.frame.width == width)
        label.setContentHuggingPriority(LayoutPriority(250), for: .horizontal)
        root.layoutIfNeeded()
        own = label.constraintsAffectingLayout(for: .horizontal).filter { $0.firstView === label && $0.secondView == nil }
        #expect(own.map(\.description) == ["label.width == \(formatGeometry(width)) Hug:250 CompressionResistance:750"])
        #expect(label.frame.width == 200)
    }

    @Test func newTextMovesTheOneConstraintsConstant() {
        let (root, label) = scene()
        label.setContentHuggingPriority(LayoutPriority(750), for: .horizontal)
        label.text = "Hello, world"
        root.layoutIfNeeded()
        #expect(label.frame.width == label.intrinsicContentSize.width)
        #expect(label.frame.width > 40)
    }

    /// A view whose intrinsic width its owner sets (and, here, forgets to invalidate).
    final class SizedView: View {
        var width = 40.0
        override var intrinsicContentSize: Size { Size(width: width, height: View.noIntrinsicMetric) }
    }

    @Test func optionalPrioritiesWithoutAnIntrinsicSizeLeaveNoConstraintBehind() {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let view = SizedView(name: "sized")
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        LayoutConstraint.activate([view.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
        view.setContentHuggingPriority(.required, for: .horizontal)
        root.layoutIfNeeded()
        let own = { view.constraintsAffectingLayout(for: .horizontal).filter { $0.firstView === view && $0.secondView == nil } }
        #expect(own().map(\.description) == ["sized.width <= 40 (content hugging)", "sized.width >= 40 @750 (compression resistance)"])
        // The width goes (no intrinsic width any more) as the priorities become optional: the
        // update that sees both must drop the pair, not keep its hugging half.
        view.width = View.noIntrinsicMetric
        view.setContentHuggingPriority(LayoutPriority(250), for: .horizontal)
        root.layoutIfNeeded()
        #expect(own().map(\.description) == [])
    }
}
