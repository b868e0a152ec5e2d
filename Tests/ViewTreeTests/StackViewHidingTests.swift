import Foundation
import Testing
@testable import ViewTree

/// A view with a fixed intrinsic content size.
private final class Sized: View {
    let size: Size
    init(_ index: Int) {
        size = Size(width: Double(10 + 7 * index), height: Double(12 + 3 * (index % 4)))
        super.init(frame: .zero)
        name = "v\(index)"
    }

    required init?(coder: NSCoder) { return nil }
    override var intrinsicContentSize: Size { size }
}

/// A stack of six views (custom spacing after two of them) whose hidden flags are given.
@MainActor
private struct HidingFixture {
    let container = View(name: "container", frame: Rect(x: 0, y: 0, width: 500, height: 300))
    let views = (0..<6).map(Sized.init)
    let stack: StackView

    init(hidden: [Bool], axis: LayoutAxis, width: Double?) {
        stack = StackView(name: "stack", arrangedSubviews: views)
        stack.axis = axis
        stack.spacing = 8
        stack.setCustomSpacing(3, after: views[1])
        stack.setCustomSpacing(20, after: views[4])
        stack.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(stack)
        var constraints = [stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                           stack.topAnchor.constraint(equalTo: container.topAnchor)]
        if let width { constraints.append(stack.widthAnchor.constraint(equalToConstant: width)) }
        LayoutConstraint.activate(constraints)
        // In a stack wider than its views, the least hugging visible view stretches (distinct
        // priorities: which of equally hugging views stretches is not what this checks).
        for (index, view) in views.enumerated() { view.setContentHuggingPriority(LayoutPriority(Double(250 - index)), for: axis) }
        for (view, isHidden) in zip(views, hidden) { view.isHidden = isHidden }
        container.layoutIfNeeded()
    }

    var frames: [Rect] { [stack.frame] + views.map(\.frame) }
    /// The stack's constraints as identifier, items and constant, in order.
    var arrangement: [String] {
        stack.constraints.map { "\($0.identifier ?? "") \($0.firstView?.name ?? "") \($0.secondView?.name ?? "") \($0.constant)" }
    }
}

@MainActor
@Suite struct StackViewHidingTests {
    /// Hiding and showing views one at a time (only the hiding and spacing constraints change)
    /// gives the frames and constraints of a stack built afresh with the same views hidden.
    @Test(arguments: [(LayoutAxis.horizontal, Double?.none), (.horizontal, 300), (.vertical, nil)])
    func togglesMatchAStackBuiltWithThoseViewsHidden(axis: LayoutAxis, width: Double?) {
        var hidden = [Bool](repeating: false, count: 6)
        let toggled = HidingFixture(hidden: hidden, axis: axis, width: width)
        // Every view in turn, including neighbours, the first and the last, some twice.
        for index in [2, 3, 0, 5, 2, 1, 4, 3, 0, 5, 1, 4, 2] {
            hidden[index].toggle()
            toggled.views[index].isHidden = hidden[index]
            toggled.container.layoutIfNeeded()
            let fresh = HidingFixture(hidden: hidden, axis: axis, width: width)
            #expect(toggled.frames == fresh.frames, "hidden \(hidden)")
            #expect(toggled.arrangement == fresh.arrangement, "hidden \(hidden)")
        }
    }

    @Test func aChangeBesidesHidingStillRebuildsEverything() {
        let f = HidingFixture(hidden: [false, true, false, false, false, false], axis: .horizontal, width: nil)
        f.views[3].isHidden = true
        f.stack.spacing = 5  // with a hiding change pending: the full rebuild takes both
        f.container.layoutIfNeeded()
        let fresh = HidingFixture(hidden: [false, true, false, true, false, false], axis: .horizontal, width: nil)
        fresh.stack.spacing = 5
        fresh.container.layoutIfNeeded()
        #expect(f.frames == fresh.frames)
        #expect(f.arrangement == fresh.arrangement)
    }
}
