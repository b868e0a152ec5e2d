import Foundation
import Testing
@testable import ViewTree

/// A view with a fixed intrinsic content size (default hugging 250, compression resistance 750).
private final class Box: View {
    let size: Size
    init(_ name: String, _ width: Double, _ height: Double) {
        size = Size(width: width, height: height)
        super.init(frame: .zero)
        self.name = name
    }

    required init?(coder: NSCoder) { return nil }
    override var intrinsicContentSize: Size { size }
}

/// Boxes 40 x 20, 60 x 30 and 80 x 40 in a stack at (0, 0) of a 400 x 400 container; the stack
/// is 300 pt wide when `width` is given, else as wide as its views.
private struct Fixture {
    let container = View(name: "container", frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let a = Box("a", 40, 20), b = Box("b", 60, 30), c = Box("c", 80, 40)
    let stack: StackView

    init(width: Double? = 300, height: Double? = nil, spacing: Double = 10,
         configure: (StackView) -> Void = { _ in }) {
        stack = StackView(name: "stack", arrangedSubviews: [a, b, c])
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.spacing = spacing
        container.addSubview(stack)
        var constraints = [stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                           stack.topAnchor.constraint(equalTo: container.topAnchor)]
        if let width { constraints.append(stack.widthAnchor.constraint(equalToConstant: width)) }
        if let height { constraints.append(stack.heightAnchor.constraint(equalToConstant: height)) }
        LayoutConstraint.activate(constraints)
        configure(stack)
        container.layoutIfNeeded()
    }

    var frames: [Rect] { [a.frame, b.frame, c.frame] }
}

private func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}

/// Compares rectangles to a millionth of a point (shares of 300 are not whole numbers).
private func close(_ actual: [Rect], _ expected: [Rect]) -> Bool {
    actual.count == expected.count && zip(actual, expected).allSatisfy { a, e in
        abs(a.minX - e.minX) < 1e-6 && abs(a.minY - e.minY) < 1e-6 && abs(a.width - e.width) < 1e-6
            && abs(a.height - e.height) < 1e-6
    }
}

@MainActor
@Suite struct StackViewTests {
    // MARK: Distributions (300 pt wide, spacing 10, intrinsic widths 40, 60, 80)

    @Test func fillStretchesTheFirstOfEquallyHuggingViews() {
        let f = Fixture()
        #expect(f.frames == [rect(0, 0, 140, 40), rect(150, 0, 60, 40), rect(220, 0, 80, 40)])
    }

    @Test func fillShrinksTheFirstOfEquallyResistingViews() {
        let f = Fixture(width: 180)
        #expect(f.frames == [rect(0, 0, 20, 40), rect(30, 0, 60, 40), rect(100, 0, 80, 40)])
    }

    @Test func fillStretchesTheFirstVisibleOfEquallyHuggingViews() {
        let f = Fixture()
        f.a.isHidden = true
        f.container.layoutIfNeeded()
        #expect(f.frames[1...] == [rect(0, 0, 210, 40), rect(220, 0, 80, 40)])
    }

    @Test func fillStretchesTheNewFirstOfEquallyHuggingViewsWhenTheFirstLeaves() {
        let f = Fixture()
        f.a.removeFromSuperview()  // leaves arrangedSubviews too
        f.container.layoutIfNeeded()
        #expect(f.frames[1...] == [rect(0, 0, 210, 40), rect(220, 0, 80, 40)])
    }

    @Test func fillBreaksTiesByTheCurrentOrderAndPriorities() {
        let f = Fixture()
        f.a.setContentHuggingPriority(LayoutPriority(260), for: .horizontal)
        f.container.layoutIfNeeded()
        #expect(f.frames == [rect(0, 0, 40, 40), rect(50, 0, 160, 40), rect(220, 0, 80, 40)])
        f.stack.insertArrangedSubview(f.c, at: 0)
        f.container.layoutIfNeeded()
        // c, a, b: c and b tie at 250 and c comes first now.
        #expect(f.frames == [rect(190, 0, 40, 40), rect(240, 0, 60, 40), rect(0, 0, 180, 40)])
    }

    /// The index order of ties weighs within their priority, it does not raise it: with the
    /// middle view centred in the stack and the last two tied at 251, the tied views' stretch is
    /// added up with the others' at 251, so the centred view keeps its width and the outer ones
    /// stretch alike, as Xcode lays such a stack out (thirty-sixth set 44038). A priority raised
    /// by the tie-break would have held the last view whole and stretched the centred one.
    @Test func tiesWeighWithinTheirPriority() {
        let f = Fixture { stack in
            stack.arrangedSubviews[1].setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
            stack.arrangedSubviews[2].setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
            stack.arrangedSubviews[1].centerXAnchor.constraint(equalTo: stack.centerXAnchor).isActive = true
        }
        // 300 wide: b (60) centred at 150 from 120 to 180; a and c fill 110 on each side.
        #expect(f.frames == [rect(0, 0, 110, 40), rect(120, 0, 60, 40), rect(190, 0, 110, 40)])
    }

    @Test func requiredTiesAreNotOrderedAndBreakNothing() {
        let f = Fixture(width: 200)
        for view in [f.a, f.b, f.c] { view.setContentHuggingPriority(.required, for: .horizontal) }
        f.container.layoutIfNeeded()
        // 40 + 60 + 80 and two gaps of 10 fill 200 exactly: every view keeps its width.
        #expect(f.frames == [rect(0, 0, 40, 40), rect(50, 0, 60, 40), rect(120, 0, 80, 40)])
        #expect(f.container.engine.log.entries.isEmpty)
    }

    @Test func fillStretchesTheViewThatHugsLeast() {
        let f = Fixture { _ in }
        f.c.setContentHuggingPriority(LayoutPriority(200), for: .horizontal)
        f.container.layoutIfNeeded()
        #expect(f.frames == [rect(0, 0, 40, 40), rect(50, 0, 60, 40), rect(120, 0, 180, 40)])
    }

    @Test func fillShrinksTheViewThatResistsLeast() {
        let f = Fixture(width: 150)
        f.b.setContentCompressionResistancePriority(LayoutPriority(700), for: .horizontal)
        f.container.layoutIfNeeded()
        #expect(f.frames == [rect(0, 0, 40, 40), rect(50, 0, 10, 40), rect(70, 0, 80, 40)])
    }

    @Test func fillEquallyGivesEveryViewTheSameWidth() {
        let f = Fixture { $0.distribution = .fillEqually }
        let w = 280.0 / 3
        #expect(close(f.frames, [rect(0, 0, w, 40), rect(w + 10, 0, w, 40), rect(2 * w + 20, 0, w, 40)]))
    }

    @Test func fillProportionallySharesTheStackWidthAndTheLastViewTakesTheRest() {
        // UIKit's shares are of the intrinsic widths and the gaps together (40/200, 60/200, 80/200
        // of the whole 300), at priorities 999, 998, 997, so a stack at its natural width gives
        // each view its own; what the shares leave of the width comes out of the last view.
        let f = Fixture { $0.distribution = .fillProportionally }
        #expect(close(f.frames, [rect(0, 0, 60, 40), rect(70, 0, 90, 40), rect(170, 0, 130, 40)]))
        let identifiers = f.stack.constraints.filter { $0.identifier == "UISV-fill-proportionally" }
        #expect(identifiers.map(\.priority) == [999, 998, 997])
        let multipliers: [Double] = [40.0 / 200, 60.0 / 200, 80.0 / 200]
        #expect(identifiers.map(\.multiplier) == multipliers)
    }

    @Test func fillProportionallyAtItsNaturalWidthGivesEachViewItsOwn() {
        let f = Fixture(width: nil) { $0.distribution = .fillProportionally }
        #expect(close(f.frames, [rect(0, 0, 40, 40), rect(50, 0, 60, 40), rect(120, 0, 80, 40)]))
        #expect(f.stack.frame.width == 200)
    }

    @Test func fillProportionallyWithoutSpacingIsExact() {
        let f = Fixture(spacing: 0) { $0.distribution = .fillProportionally }
        #expect(close(f.frames, [rect(0, 0, 300.0 * 40 / 180, 40), rect(300.0 * 40 / 180, 0, 100, 40),
                                 rect(300.0 * 100 / 180, 0, 300.0 * 80 / 180, 40)]))
    }

    @Test func equalSpacingKeepsSizesAndEvensTheGaps() {
        let f = Fixture { $0.distribution = .equalSpacing }
        #expect(f.frames == [rect(0, 0, 40, 40), rect(100, 0, 60, 40), rect(220, 0, 80, 40)])
    }

    @Test func equalSpacingWithoutAWidthHugsItsViews() {
        let f = Fixture(width: nil) { $0.distribution = .equalSpacing }
        #expect(f.stack.frame.width == 200)
        #expect(f.frames == [rect(0, 0, 40, 40), rect(50, 0, 60, 40), rect(120, 0, 80, 40)])
    }

    @Test func equalCenteringEvensTheCentreDistances() {
        let f = Fixture { $0.distribution = .equalCentering }
        // Centres 20 and 260 at the ends, so the middle one's centre is at 140.
        #expect(close(f.frames, [rect(0, 0, 40, 40), rect(110, 0, 60, 40), rect(220, 0, 80, 40)]))
    }

    @Test(arguments: [StackView.Distribution.equalSpacing, .equalCentering])
    func equalDistributionsLayOutAHiddenViewsNeighboursAsIfItWereNotThere(_ distribution: StackView.Distribution) {
        // a (40) and c (80) alone in 300: each at an end, the hidden b collapsed after a.
        let f = Fixture { $0.distribution = distribution }
        f.b.isHidden = true
        f.container.layoutIfNeeded()
        #expect(f.a.frame == rect(0, 0, 40, 40))
        #expect(f.c.frame == rect(220, 0, 80, 40))
        #expect(f.b.frame.width == 0 && f.b.frame.minX == 40)
        let ambiguous = [f.a, f.b, f.c].map(\.hasAmbiguousLayout)
        #expect(ambiguous == [false, false, false])
    }

    /// A horizontal stack of `views`, `width` wide and spaced 10, at the top left of a container
    /// (returned: it keeps the hierarchy alive), laid out.
    private func laidOutStack(_ views: [View], _ distribution: StackView.Distribution, width: Double) -> View {
        let container = View(name: "container", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let stack = StackView(name: "stack", arrangedSubviews: views)
        stack.distribution = distribution
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(stack)
        LayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                                   stack.topAnchor.constraint(equalTo: container.topAnchor),
                                   stack.widthAnchor.constraint(equalToConstant: width)])
        container.layoutIfNeeded()
        return container
    }

    @Test func equalCenteringKeepsViewsThatFitAtTheirSize() {
        // 40, 200 and 100 with 10 between them fill 360 exactly: equal centre distances would
        // need the last view narrower, and they yield to its compression resistance as UIKit's.
        let a = Box("a", 40, 20), b = Box("b", 200, 20), c = Box("c", 100, 20)
        let container = laidOutStack([a, b, c], .equalCentering, width: 360)
        let expected = [rect(0, 0, 40, 20), rect(50, 0, 200, 20), rect(260, 0, 100, 20)]
        #expect([a.frame, b.frame, c.frame] == expected)
        withExtendedLifetime(container) {}
    }

    @Test(arguments: [StackView.Distribution.equalSpacing, .equalCentering])
    func equalDistributionsShrinkTiedViewsByIndex(_ distribution: StackView.Distribution) {
        // Two 100-wide views with equal compression resistance in 150: the first gives way
        // ("if there is any ambiguity, the stack view shrinks the views based on their index").
        let a = Box("a", 100, 20), b = Box("b", 100, 20)
        let container = laidOutStack([a, b], distribution, width: 150)
        #expect(a.frame == rect(0, 0, 40, 20))
        #expect(b.frame == rect(50, 0, 100, 20))
        let ambiguous = [a, b].map(\.hasAmbiguousLayout)
        #expect(ambiguous == [false, false])
        withExtendedLifetime(container) {}
    }

    // MARK: Alignments (heights 20, 30, 40; the stack as tall as its tallest view unless given)

    @Test func fillAlignmentMakesEveryViewAsTallAsTheStack() {
        let f = Fixture(width: nil, height: 50)
        #expect(f.frames.map(\.height) == [50, 50, 50])
        #expect(f.frames.map(\.minY) == [0, 0, 0])
    }

    @Test func topAlignment() {
        let f = Fixture(width: nil) { $0.alignment = .top }
        #expect(f.stack.frame.size == Size(width: 200, height: 40))
        #expect(f.frames == [rect(0, 0, 40, 20), rect(50, 0, 60, 30), rect(120, 0, 80, 40)])
    }

    @Test func centerAlignment() {
        let f = Fixture(width: nil) { $0.alignment = .center }
        #expect(f.stack.frame.height == 40)
        #expect(f.frames == [rect(0, 10, 40, 20), rect(50, 5, 60, 30), rect(120, 0, 80, 40)])
    }

    @Test func bottomAlignmentInATallerStack() {
        let f = Fixture(width: nil, height: 100) { $0.alignment = .bottom }
        #expect(f.frames == [rect(0, 80, 40, 20), rect(50, 70, 60, 30), rect(120, 60, 80, 40)])
    }

    @Test func centerAlignmentInATallerStack() {
        let f = Fixture(width: nil, height: 100) { $0.alignment = .center }
        #expect(f.frames.map(\.midY) == [50, 50, 50])
    }

    @Test func verticalStackAlignsLeadingAndTrailing() {
        let leading = Fixture(width: nil) { $0.axis = .vertical; $0.alignment = .leading }
        #expect(leading.stack.frame.size == Size(width: 80, height: 110))
        #expect(leading.frames == [rect(0, 0, 40, 20), rect(0, 30, 60, 30), rect(0, 70, 80, 40)])
        let trailing = Fixture(width: 100) { $0.axis = .vertical; $0.alignment = .trailing }
        #expect(trailing.frames == [rect(60, 0, 40, 20), rect(40, 30, 60, 30), rect(20, 70, 80, 40)])
        let fill = Fixture(width: nil) { $0.axis = .vertical }
        #expect(fill.frames == [rect(0, 0, 80, 20), rect(0, 30, 80, 30), rect(0, 70, 80, 40)])
    }

    @Test func viewsWithoutIntrinsicHeightGetUIKitsAmbiguitySuppression() {
        let f = Fixture(width: nil) { $0.alignment = .center }
        let plain = View(name: "plain")
        plain.widthAnchor.constraint(equalToConstant: 10).isActive = true
        f.stack.addArrangedSubview(plain)
        f.container.layoutIfNeeded()
        #expect(plain.frame == rect(210, 20, 10, 0))
        #expect(!plain.hasAmbiguousLayout)
        let suppression = f.stack.arrangement.constraints.filter { $0.identifier == "UISV-ambiguity-suppression" }
        #expect(suppression.map(\.priority) == [25])
    }

    // MARK: Labels (17 pt system font: 21 pt high)

    @Test func threeLabelsInA300PointRow() {
        let labels = ["One", "Two", "Three"].map { Label(name: $0, text: $0) }
        let widths = labels.map(\.intrinsicContentSize.width)
        let container = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let stack = StackView(arrangedSubviews: labels)
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.spacing = 10
        stack.distribution = .equalSpacing
        container.addSubview(stack)
        LayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                                   stack.topAnchor.constraint(equalTo: container.topAnchor),
                                   stack.widthAnchor.constraint(equalToConstant: 300)])
        container.layoutIfNeeded()
        let gap = (300 - widths.reduce(0, +)) / 2
        #expect(labels.map(\.frame) == [rect(0, 0, widths[0], 21), rect(widths[0] + gap, 0, widths[1], 21),
                                        rect(300 - widths[2], 0, widths[2], 21)])
    }

    // MARK: Hiding

    @Test func aHiddenViewCollapsesAndTakesItsSpacing() {
        let f = Fixture(width: nil)
        #expect(f.stack.frame.width == 200)
        f.b.isHidden = true
        f.container.layoutIfNeeded()
        #expect(f.stack.frame.width == 130)
        // The hidden view sits collapsed at its predecessor's trailing edge, still aligned.
        #expect(f.frames == [rect(0, 0, 40, 40), rect(40, 0, 0, 40), rect(50, 0, 80, 40)])
        #expect(f.stack.arrangement.constraints.contains { $0.identifier == "UISV-hiding" && $0.firstItem === f.b })
        f.b.isHidden = false
        f.container.layoutIfNeeded()
        #expect(f.frames == [rect(0, 0, 40, 40), rect(50, 0, 60, 40), rect(120, 0, 80, 40)])
        #expect(!f.stack.arrangement.constraints.contains { $0.identifier == "UISV-hiding" })
    }

    @Test func hiddenFirstAndLastViewsLeaveNoSpacing() {
        let f = Fixture(width: nil)
        f.a.isHidden = true
        f.c.isHidden = true
        f.container.layoutIfNeeded()
        #expect(f.stack.frame.width == 60)
        #expect(f.b.frame == rect(0, 0, 60, 40))  // hidden views still align: c keeps the row 40 high
    }

    /// With every arranged view hidden, the views sit collapsed at the stack's leading edge and
    /// only a weak pull ties its trailing edge to them: the stack keeps the length its own
    /// constraints give it (fourteenth unseen set 22143: a column of hidden buttons stored 325 pt
    /// tall as its fill-equally stack sizes it), and shrinks to nothing where none does (fifth set
    /// 13062: a row of one hidden button stored 0 pt wide).
    @Test(arguments: [300.0, nil])
    func aStackOfHiddenViewsKeepsTheLengthItsConstraintsGiveIt(width: Double?) {
        let f = Fixture(width: width)
        for view in [f.a, f.b, f.c] { view.isHidden = true }
        f.container.layoutIfNeeded()
        let length: Double = width ?? 0
        #expect(Double(f.stack.frame.width) == length)
        #expect(f.frames.map { rect($0.minX, 0, $0.width, 0) } == Array(repeating: rect(0, 0, 0, 0), count: 3))
    }

    @Test func aHiddenViewInAFillEquallyStackGivesUpItsShare() {
        let f = Fixture { $0.distribution = .fillEqually }
        f.a.isHidden = true
        f.container.layoutIfNeeded()
        #expect(close(f.frames.map { rect(0, 0, $0.width, 0) }, [rect(0, 0, 0, 0), rect(0, 0, 145, 0), rect(0, 0, 145, 0)]))
        #expect(abs(f.c.frame.minX - 155) < 1e-6)
    }

    @Test func togglingHiddenRebuildsTheConstraintsOnce() {
        let f = Fixture(width: nil)
        let before = f.stack.arrangementRebuildCount
        let spacing = f.stack.constraints.filter { $0.identifier == "UISV-spacing" }
        f.b.isHidden = true
        f.b.isHidden = true  // no change: no notification
        f.container.layoutIfNeeded()
        f.container.layoutIfNeeded()
        #expect(f.stack.arrangementRebuildCount == before + 1)
        // The spacing constraints stay the same objects: their constants change in place.
        let after = f.stack.constraints.filter { $0.identifier == "UISV-spacing" }
        #expect(after.count == 2 && zip(spacing, after).allSatisfy { $0 === $1 })
        #expect(after.map(\.constant) == [0, 10])
    }

    @Test func togglingHiddenInsideAnAnimationBlockAnimatesTheNeighbours() {
        let clock = SimulationClock(frameRate: .fps120)
        let window = Window()
        window.clock = clock
        let stack = StackView(arrangedSubviews: [Box("a", 40, 20), Box("b", 60, 30), Box("c", 80, 40)])
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.spacing = 10
        window.addSubview(stack)
        LayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                                   stack.topAnchor.constraint(equalTo: window.topAnchor)])
        window.layoutIfNeeded()
        let (b, c) = (stack.arrangedSubviews[1], stack.arrangedSubviews[2])
        View.animate(withDuration: 0.5, options: .curveLinear) { b.isHidden = true }
        // The model is laid out inside the block; the presentation moves over the duration.
        #expect(c.frame.minX == 50)
        #expect(c.isAnimating)
        #expect(c.presentation.frame.minX == 120)
        clock.advance(ticks: 30)  // half-way
        #expect(c.presentation.frame.minX == 85)
        clock.advance(ticks: 31)
        #expect(c.presentation.frame.minX == 50)
        #expect(b.frame.width == 0)
    }

    // MARK: Spacing and margins

    @Test func customSpacingAfterAView() {
        let f = Fixture(width: nil)
        #expect(f.stack.customSpacing(after: f.a) == StackView.spacingUseDefault)
        f.stack.setCustomSpacing(25, after: f.a)
        f.container.layoutIfNeeded()
        #expect(f.stack.customSpacing(after: f.a) == 25)
        #expect(f.frames.map(\.minX) == [0, 65, 135])
        // Hiding the view after the custom gap keeps the gap after `a`.
        f.b.isHidden = true
        f.container.layoutIfNeeded()
        #expect(f.c.frame.minX == 65)
        f.b.isHidden = false
        f.stack.setCustomSpacing(StackView.spacingUseSystem, after: f.b)
        f.stack.setCustomSpacing(StackView.spacingUseDefault, after: f.a)
        f.container.layoutIfNeeded()
        #expect(f.frames.map(\.minX) == [0, 50, 118])
    }

    /// A stack view's layout margins are 0 by default (Xcode stores views pinned to them at the
    /// stack's edges), where a plain view's are 8.
    @Test func aStackViewsDefaultMarginsAreZero() {
        #expect(StackView().layoutMargins == EdgeInsets(all: 0))
        #expect(View().layoutMargins == EdgeInsets(all: 8))
    }

    @Test func layoutMarginsRelativeArrangementInsetsTheViews() {
        let f = Fixture(width: nil) { stack in
            stack.isLayoutMarginsRelativeArrangement = true
            stack.layoutMargins = EdgeInsets(top: 5, left: 10, bottom: 7, right: 12)
        }
        #expect(f.stack.frame.size == Size(width: 222, height: 52))
        #expect(f.frames == [rect(10, 5, 40, 40), rect(60, 5, 60, 40), rect(130, 5, 80, 40)])
    }

    // MARK: Arrangement, nesting, identifiers

    @Test func arrangedSubviewsFollowInsertionRemovalAndRemovalFromSuperview() {
        let f = Fixture(width: nil)
        let d = Box("d", 10, 10)
        f.stack.insertArrangedSubview(d, at: 1)
        #expect(f.stack.arrangedSubviews.map(\.name) == ["a", "d", "b", "c"])
        #expect(!d.translatesAutoresizingMaskIntoConstraints)
        f.container.layoutIfNeeded()
        #expect(f.stack.frame.width == 220)
        f.stack.removeArrangedSubview(d)
        #expect(d.superview === f.stack)
        f.container.layoutIfNeeded()
        #expect(f.stack.frame.width == 200)
        f.b.removeFromSuperview()
        #expect(f.stack.arrangedSubviews.map(\.name) == ["a", "c"])
        f.container.layoutIfNeeded()
        #expect(f.stack.frame.width == 130)
    }

    @Test func nestedStacks() {
        let row1 = StackView(name: "row1", arrangedSubviews: [Box("a", 40, 20), Box("b", 60, 30)])
        let row2 = StackView(name: "row2", arrangedSubviews: [Box("c", 80, 40)])
        row1.spacing = 5
        let column = StackView(name: "column", arrangedSubviews: [row1, row2])
        column.axis = .vertical
        column.alignment = .leading
        column.spacing = 8
        column.translatesAutoresizingMaskIntoConstraints = false
        let container = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        container.addSubview(column)
        LayoutConstraint.activate([column.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
                                   column.topAnchor.constraint(equalTo: container.topAnchor, constant: 30)])
        container.layoutIfNeeded()
        #expect(column.frame == rect(20, 30, 105, 78))
        #expect(row1.frame == rect(0, 0, 105, 30))
        #expect(row2.frame == rect(0, 38, 80, 40))
        #expect(row1.arrangedSubviews.map(\.frame) == [rect(0, 0, 40, 30), rect(45, 0, 60, 30)])
        row1.arrangedSubviews[1].isHidden = true
        container.layoutIfNeeded()
        // The hidden view still takes part in row1's alignment, so the row keeps its height.
        #expect(column.frame == rect(20, 30, 80, 78))
    }

    @Test func constraintsCarryUIKitsIdentifiers() {
        let f = Fixture { $0.alignment = .center; $0.distribution = .equalSpacing }
        let identifiers = Set(f.stack.arrangement.constraints.compactMap(\.identifier))
        #expect(identifiers.isSuperset(of: ["UISV-canvas-connection", "UISV-spacing", "UISV-alignment",
                                             "UISV-distributing", "UISV-spanning-boundary", "UISV-spanning-fit"]))
        let spacing = f.stack.constraints.first { $0.identifier == "UISV-spacing" }!
        #expect(spacing.description == "b.leading >= a.trailing + 10 (UISV-spacing)")
        let equal = Fixture { $0.distribution = .fillEqually }
        #expect(equal.stack.constraints.filter { $0.identifier == "UISV-fill-equally" }.count == 2)
    }

    @Test func aConflictLogNamesTheStacksConstraints() {
        let f = Fixture(width: 100)
        for (view, width) in [(f.a, 90.0), (f.b, 60), (f.c, 80)] {
            view.widthAnchor.constraint(equalToConstant: width).isActive = true
        }
        let log = f.stack.layoutLog.entries.joined(separator: "\n")
        #expect(log.contains("(UISV-canvas-connection)"))
        #expect(log.contains("(UISV-spacing)"))
    }

    @Test func changingAPropertyRebuildsOnlyWhatDiffers() {
        let f = Fixture()
        let canvas = f.stack.constraints.filter { $0.identifier == "UISV-canvas-connection" }
        f.stack.distribution = .fillEqually
        f.container.layoutIfNeeded()
        let after = f.stack.constraints.filter { $0.identifier == "UISV-canvas-connection" }
        #expect(canvas.count == after.count && zip(canvas, after).allSatisfy { $0 === $1 })
    }
}

/// Baselines: a 17 pt and a 34 pt label side by side, and labels stacked baseline to baseline.
@MainActor
@Suite struct StackViewBaselineTests {
    /// A 17 pt label, then a two-line 34 pt one, in a row pinned at the top leading corner of a
    /// 400 pt square; with `height`, the row is held that tall.
    private func row(_ alignment: StackView.Alignment, height: Double? = nil) -> (StackView, Label, Label) {
        let small = Label(name: "small", text: "Small")
        let large = Label(name: "large", text: "Large", font: .systemFont(ofSize: 34))
        large.numberOfLines = 0
        large.text = "Large\nText"
        let stack = StackView(name: "row", arrangedSubviews: [small, large])
        stack.alignment = alignment
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        let container = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        container.addSubview(stack)
        LayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                                   stack.topAnchor.constraint(equalTo: container.topAnchor)])
        if let height { stack.heightAnchor.constraint(equalToConstant: height).isActive = true }
        container.layoutIfNeeded()
        return (stack, small, large)
    }

    /// UIKit ties a first-baseline row's top to its first view only (rdar://32291130, "Stack View
    /// height incorrect for first/last baseline alignment"): a taller second view stands out
    /// above the stack.
    @Test func firstBaselineAlignmentLinesUpTheFirstLines() {
        let (stack, small, large) = row(.firstBaseline)
        let smallBaseline = small.frame.minY + small.firstBaselineOffsetFromTop
        let largeBaseline = large.frame.minY + large.firstBaselineOffsetFromTop
        #expect(close(smallBaseline, largeBaseline))
        #expect(small.frame.minY == 0)
        #expect(large.frame.minY < -10)  // the taller first line reaches above the stack
        #expect(close(stack.frame.height, large.frame.maxY))
        // Up to the solver's rounding: the baseline offsets are not binary fractions.
        #expect(close(small.frame.height, small.intrinsicContentSize.height))
    }

    /// The mirror image: the first view sets the bottom, the taller one reaches below it.
    @Test func lastBaselineAlignmentLinesUpTheLastLines() {
        let (stack, small, large) = row(.lastBaseline)
        #expect(close(small.frame.maxY - small.lastBaselineOffsetFromBottom, large.frame.maxY - large.lastBaselineOffsetFromBottom))
        #expect(large.frame.minY == 0)
        #expect(close(stack.frame.height, small.frame.maxY))
        #expect(large.frame.maxY > stack.frame.height)
    }

    /// A baseline-aligned row held taller than its views sets them on the edge away from the
    /// baseline it aligns (Xcode stores first-baseline labels at their stack's bottom), and
    /// leaves nothing ambiguous.
    @Test(arguments: [StackView.Alignment.firstBaseline, .lastBaseline])
    func aBaselineRowTallerThanItsViewsSetsThemAwayFromTheBaseline(alignment: StackView.Alignment) {
        let (stack, small, large) = row(alignment, height: 120)
        #expect(stack.frame.height == 120)
        if alignment == .firstBaseline {
            #expect(close(max(small.frame.maxY, large.frame.maxY), 120))
        } else {
            #expect(close(min(small.frame.minY, large.frame.minY), 0))
        }
        #expect(!small.hasAmbiguousLayout && !large.hasAmbiguousLayout)
    }

    @Test func baselineRelativeArrangementSpacesBaselines() {
        let first = Label(name: "first", text: "First")
        let second = Label(name: "second", text: "Second", font: .systemFont(ofSize: 34))
        let stack = StackView(arrangedSubviews: [first, second])
        stack.axis = .vertical
        stack.spacing = 30
        stack.isBaselineRelativeArrangement = true
        stack.translatesAutoresizingMaskIntoConstraints = false
        let container = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        container.addSubview(stack)
        LayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                                   stack.topAnchor.constraint(equalTo: container.topAnchor)])
        container.layoutIfNeeded()
        let lastOfFirst = first.frame.maxY - first.lastBaselineOffsetFromBottom
        let firstOfSecond = second.frame.minY + second.firstBaselineOffsetFromTop
        #expect(abs(firstOfSecond - lastOfFirst - 30) < 1e-9)
        #expect(stack.forFirstBaselineLayout === first && stack.forLastBaselineLayout === second)
    }

    /// A label aligned on a vertical stack's first baseline follows the stack's first arranged
    /// label: when another label is put first, and when the first label's font grows.
    @Test func aConstraintOnTheStacksBaselineFollowsItsFirstLabel() {
        let first = Label(name: "first", text: "First", font: .systemFont(ofSize: 12))
        let second = Label(name: "second", text: "Second")
        let stack = StackView(arrangedSubviews: [first, second])
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        let x = Label(name: "x", text: "X")
        x.translatesAutoresizingMaskIntoConstraints = false
        let container = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        container.addSubview(stack)
        container.addSubview(x)
        LayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                                   stack.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
                                   x.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 300),
                                   x.firstBaselineAnchor.constraint(equalTo: stack.firstBaselineAnchor)])
        func aligned(with label: Label) -> Bool {
            container.layoutIfNeeded()
            let stackFrame = stack.frame
            let baseline = stackFrame.minY + label.frame.minY + label.firstBaselineOffsetFromTop
            return abs(x.frame.minY + x.firstBaselineOffsetFromTop - baseline) < 1e-6
        }
        #expect(aligned(with: first))
        let third = Label(name: "third", text: "Third", font: .systemFont(ofSize: 40))
        stack.insertArrangedSubview(third, at: 0)
        #expect(aligned(with: third))
        third.font = .systemFont(ofSize: 12)
        #expect(aligned(with: third))
        stack.removeArrangedSubview(third)
        third.removeFromSuperview()
        first.font = .systemFont(ofSize: 40)
        #expect(aligned(with: first))
    }
}
