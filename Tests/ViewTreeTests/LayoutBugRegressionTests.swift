import Testing
@testable import ViewTree

/// Regression tests for the layout bugs of issue 13, on the values UIKit gives.
@Suite struct AutoresizingUnderConstraintsTests {
    /// A card sized by constraints holds a cell-like content view that follows it by its
    /// autoresizing mask; a label is constrained inside the content view.
    private static func card() -> (window: Window, card: View, content: View, label: Label) {
        let window = Window()
        let card = constrained(View(), name: "card")
        let content = View(name: "content", frame: .zero)
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let label = Label(name: "label", text: "Title")
        label.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(card)
        card.addSubview(content)
        content.addSubview(label)
        LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            card.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
            card.widthAnchor.constraint(equalToConstant: 350),
            card.heightAnchor.constraint(equalToConstant: 80),
            label.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: content.topAnchor),
        ])
        return (window, card, content, label)
    }

    @Test func aLabelUnderAnAutoresizingSubviewIsPlacedInTheSamePass() {
        let (window, card, content, label) = Self.card()
        window.layoutIfNeeded()
        #expect(card.frame == Rect(x: 20, y: 100, width: 350, height: 80))
        #expect(content.frame == Rect(x: 0, y: 0, width: 350, height: 80))
        #expect(label.frame == Rect(x: 16, y: 0, width: 318, height: 21))
    }

    @Test func aResizedCardMovesItsLabelInTheSamePass() {
        let (window, card, content, label) = Self.card()
        window.layoutIfNeeded()
        let width = card.constraints.first { $0.firstAttribute == .width }!
        width.constant = 300
        window.layoutIfNeeded()
        #expect(content.frame == Rect(x: 0, y: 0, width: 300, height: 80))
        #expect(label.frame == Rect(x: 16, y: 0, width: 268, height: 21))
    }

    @Test func clockTicksLeaveTheLabelWhereTheFirstPassPutIt() {
        let (window, _, _, label) = Self.card()
        let clock = SimulationClock()
        window.clock = clock
        clock.advance()
        #expect(label.frame == Rect(x: 16, y: 0, width: 318, height: 21))
        clock.advance(ticks: 3)
        #expect(label.frame == Rect(x: 16, y: 0, width: 318, height: 21))
    }
}

@Suite struct AutoresizingFeedbackLoopTests {
    /// A card 10 points wider than its autoresizing subview grows the subview, whose new pin
    /// widens the card again, without end: the pass still ends (after a bounded number of
    /// re-solves) and the rest waits for the next pass, rather than hanging.
    @Test func aFeedbackLoopThroughAnAutoresizingSubviewEndsThePass() {
        // The card sits in a holder below the root, so the root's pass keeps revisiting it.
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 4000, height: 100))
        let holder = View(name: "holder", frame: root.bounds)
        let card = constrained(View(), name: "card")
        let content = View(name: "content", frame: .zero)
        content.autoresizingMask = [.flexibleWidth]
        root.addSubview(holder)
        holder.addSubview(card)
        card.addSubview(content)
        LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: holder.leadingAnchor),
            card.topAnchor.constraint(equalTo: holder.topAnchor),
            card.heightAnchor.constraint(equalToConstant: 10),
            card.widthAnchor.constraint(equalTo: content.widthAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        let width = card.frame.width
        #expect(Double(width) == 10 * Double(LayoutEngine.maxSolvesDuringPass + 1))  // one 10-point step per solve
    }
}

/// A view at the top left of a 320 x 200 root, 10 high; its width is up to the test.
private func viewWithoutWidth() -> (root: View, v: View) {
    let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 320, height: 200))
    let v = constrained(View(), name: "v")
    root.addSubview(v)
    LayoutConstraint.activate([
        v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        v.topAnchor.constraint(equalTo: root.topAnchor),
        v.heightAnchor.constraint(equalToConstant: 10),
    ])
    return (root, v)
}

@Suite struct AmbiguityAfterDeactivationTests {
    @Test func deactivatingTheOnlyWidthConstraintMakesTheLayoutAmbiguous() {
        let (root, v) = viewWithoutWidth()
        let width = v.widthAnchor.constraint(equalToConstant: 100)
        width.isActive = true
        root.layoutIfNeeded()
        let before = v.hasAmbiguousLayout
        width.isActive = false
        let deactivated = v.hasAmbiguousLayout
        width.isActive = true
        let reactivated = v.hasAmbiguousLayout
        // Locals: a failed expectation would otherwise reflect the view's unowned references.
        #expect(!before && deactivated && !reactivated)
    }

    @Test func aComponentStaysUsedWhileAnotherConstraintMentionsIt() {
        let (root, v) = viewWithoutWidth()
        let first = v.widthAnchor.constraint(equalToConstant: 100)
        let second = v.widthAnchor.constraint(equalToConstant: 100)
        LayoutConstraint.activate([first, second])
        root.layoutIfNeeded()
        first.isActive = false
        let oneLeft = v.hasAmbiguousLayout
        second.isActive = false
        let noneLeft = v.hasAmbiguousLayout
        #expect(!oneLeft && noneLeft)
    }
}

@Suite struct MultiLineLabelWrappingTests {
    /// Two lines of 17-point text at 200 points (one line is about 330 points wide).
    static let text = "The quick brown fox jumps over the lazy dog"

    /// A card whose height follows a label pinned 20 points inside its left and right edges.
    private static func card(lines: Int, cardWidth: Double = 240) -> (root: View, card: View, label: Label, width: LayoutConstraint) {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 390, height: 844))
        let card = constrained(View(), name: "card")
        let label = Label(name: "label", text: text)
        label.translatesAutoresizingMaskIntoConstraints = false
        label.numberOfLines = lines
        root.addSubview(card)
        card.addSubview(label)
        let width = card.widthAnchor.constraint(equalToConstant: cardWidth)
        LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            width,
            label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 20),
            label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -20),
            label.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
            card.bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
        ])
        return (root, card, label, width)
    }

    @Test(arguments: [0, 2])
    func aMultiLineLabelWrapsToTheWidthConstraintsGiveIt(lines: Int) {
        let (root, card, label, _) = Self.card(lines: lines)
        root.layoutIfNeeded()
        #expect(label.frame == Rect(x: 20, y: 8, width: 200, height: 41))
        #expect(card.frame == Rect(x: 10, y: 100, width: 240, height: 57))
        #expect(label.renderedLines.count == 2)
    }

    @Test func aTwoLineLabelStopsAtTwoLines() {
        let (root, _, label, _) = Self.card(lines: 2, cardWidth: 140)
        root.layoutIfNeeded()
        #expect(label.frame == Rect(x: 20, y: 8, width: 100, height: 41))
    }

    @Test func aWiderCardUnwrapsTheLabelInTheSamePass() {
        let (root, card, label, width) = Self.card(lines: 0)
        root.layoutIfNeeded()
        width.constant = 380
        root.layoutIfNeeded()
        #expect(label.frame == Rect(x: 20, y: 8, width: 340, height: 21))
        #expect(card.frame.height == 37)
        width.constant = 240
        root.layoutIfNeeded()
        #expect(label.frame.height == 41 && card.frame.height == 57)
    }

    /// UIKit's intrinsic size of wrapped text is its bounding box: as wide as its widest line.
    @Test func theIntrinsicWidthIsTheWidestWrappedLine() {
        let (root, _, label, _) = Self.card(lines: 0)
        root.layoutIfNeeded()
        let lines = label.renderedLines
        let widest = lines.map { TextMetrics.size(of: $0, font: label.font).width }.max() ?? 0
        #expect(lines.count == 2)
        #expect(label.intrinsicContentSize == Size(width: widest, height: 41))
        #expect(widest < 200)
    }

    /// A label that its constraints let hug its text: centred, at most 20 points inside the card.
    private static func centredCard(cardWidth: Double) -> (root: View, label: Label, width: LayoutConstraint) {
        let (root, card, label, width) = Self.card(lines: 0, cardWidth: cardWidth)
        let edges = card.constraints.filter { $0.firstAttribute == .leading || $0.firstAttribute == .trailing }
        LayoutConstraint.deactivate(edges)
        LayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: card.centerXAnchor),
            label.leadingAnchor.constraint(greaterThanOrEqualTo: card.leadingAnchor, constant: 20),
        ])
        return (root, label, width)
    }

    /// Wrapped at the room it has, a label free to hug its text is as wide as its widest line,
    /// as a chat bubble around a multi-line label is (and as Xcode stores such labels).
    @Test func aCentredLabelHugsItsWidestLine() {
        let (root, label, _) = Self.centredCard(cardWidth: 240)
        root.layoutIfNeeded()
        #expect(label.renderedLines.count == 2)
        #expect(label.frame.width == label.intrinsicContentSize.width)
        #expect(label.frame.width < 200 && label.frame.midX == 120)
    }

    /// A wrapping label that its stack view stretches has its room from its first solve (made
    /// with its text unwrapped), so nothing is left to probe, even when its widest line comes
    /// within a pixel of its width (357.01 of 358 pt here, which rounds up to the width).
    @Test func aStretchedLabelWhoseLinesFillItsWidthIsNotProbed() {
        let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 400))
        let label = Label(name: "body", font: Font(size: 14))
        label.numberOfLines = 0
        label.text = "A salon at 75 Main St, Cork, open every day but Monday, with cuts, colour and styling by appointment or walk-in."
        let stack = StackView(name: "stack", arrangedSubviews: [label])
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(label.frame.width == 358 && label.renderedLines.count == 2)
        #expect(label.intrinsicContentSize.width == label.frame.width)  // the lines fill it, rounded
        #expect(root.engine.huggingLabels.isEmpty)
    }

    /// A hugging label given longer text wraps it at the room it has, not at the width its old
    /// text hugged.
    @Test func aHuggingLabelWrapsNewTextAtItsRoom() {
        let (root, label, _) = Self.centredCard(cardWidth: 240)
        label.text = "Hello"
        root.layoutIfNeeded()
        let short = label.frame.width
        label.text = Self.text
        root.layoutIfNeeded()
        #expect(short < 60)
        #expect(label.renderedLines.count == 2)
        #expect(label.frame.width > 150 && label.frame.width <= 200)
    }

    /// A label that hugged a narrow width measures its room again when the layout changes: given
    /// room for its text on one line, it takes one line.
    @Test func aHuggingLabelWidensWhenItsRoomGrows() {
        let (root, label, width) = Self.centredCard(cardWidth: 240)
        root.layoutIfNeeded()
        width.constant = 420
        root.layoutIfNeeded()
        let oneLine = TextMetrics.size(of: Self.text, font: label.font)
        #expect(label.renderedLines.count == 1)
        #expect(label.frame.size == oneLine)
        width.constant = 240
        root.layoutIfNeeded()
        #expect(label.renderedLines.count == 2 && label.frame.width < 200)
    }

    @Test func anExplicitPreferredMaxLayoutWidthIsKept() {
        let (root, _, label, _) = Self.card(lines: 0, cardWidth: 400)
        label.preferredMaxLayoutWidth = 200
        root.layoutIfNeeded()
        #expect(label.frame == Rect(x: 20, y: 8, width: 360, height: 41))
    }

    @Test func aSingleLineLabelKeepsOneLine() {
        let (root, _, label, _) = Self.card(lines: 1)
        root.layoutIfNeeded()
        #expect(label.frame == Rect(x: 20, y: 8, width: 200, height: 21))
    }

    @Test func aLabelInACellContentViewWrapsOnItsFirstLayout() {
        let cell = CollectionViewCell(frame: Rect(x: 0, y: 0, width: 240, height: 100))
        let label = Label(name: "label", text: Self.text)
        label.translatesAutoresizingMaskIntoConstraints = false
        label.numberOfLines = 0
        cell.contentView.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 20),
            label.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor, constant: -20),
            label.topAnchor.constraint(equalTo: cell.contentView.topAnchor),
        ])
        cell.layoutIfNeeded()
        #expect(label.frame == Rect(x: 20, y: 0, width: 200, height: 41))
    }
}

@Suite struct InstalledPriorityChangeTests {
    /// The view held 50 wide at 750, and an inactive required width of 100.
    private static func setup() -> (root: View, v: View, width: LayoutConstraint) {
        let (root, v) = viewWithoutWidth()
        v.widthAnchor.constraint(equalToConstant: 50).withPriority(.defaultHigh).isActive = true
        return (root, v, v.widthAnchor.constraint(equalToConstant: 100))
    }

    @Test func loweringAnInstalledRequiredPriorityIsRefusedAndLogged() {
        let (root, v, width) = Self.setup()
        width.isActive = true
        root.layoutIfNeeded()
        width.priority = LayoutPriority(999)
        root.layoutIfNeeded()
        #expect(width.priority == .required)
        #expect(v.frame.width == 100)
        #expect(root.layoutLog.entries.count == 1)
        #expect(root.layoutLog.text.hasPrefix(
            "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported."))
        #expect(root.layoutLog.text.contains("You passed priority 999 and the existing priority was 1000."))
    }

    @Test func raisingAnInstalledPriorityToRequiredIsRefused() {
        let (root, v, width) = Self.setup()
        width.priority = .defaultLow
        width.isActive = true
        root.layoutIfNeeded()
        width.priority = .required
        root.layoutIfNeeded()
        #expect(width.priority == .defaultLow)
        #expect(v.frame.width == 50)
        #expect(root.layoutLog.entries.count == 1)
    }

    @Test func anInactiveConstraintChangesPriorityFreely() {
        let (root, v, width) = Self.setup()
        width.priority = LayoutPriority(999)
        width.priority = .required
        width.priority = .defaultLow
        width.isActive = true
        root.layoutIfNeeded()
        #expect(width.priority == .defaultLow && v.frame.width == 50)
        width.priority = LayoutPriority(760)  // optional to optional: in place
        root.layoutIfNeeded()
        #expect(v.frame.width == 100 && root.layoutLog.entries.isEmpty)
    }
}

@Suite struct AddConstraintsTests {
    /// root > box (at x 100, by its frame) > a, b.
    private static func tree() -> (root: View, box: View, a: View, b: View) {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let box = View(name: "box", frame: Rect(x: 100, y: 50, width: 200, height: 200))
        let a = constrained(View(), name: "a"), b = constrained(View(), name: "b")
        root.addSubview(box)
        box.addSubview(a)
        box.addSubview(b)
        LayoutConstraint.activate([
            b.leadingAnchor.constraint(equalTo: box.leadingAnchor),
            b.topAnchor.constraint(equalTo: box.topAnchor),
            b.widthAnchor.constraint(equalToConstant: 100),
            b.heightAnchor.constraint(equalToConstant: 10),
            a.topAnchor.constraint(equalTo: b.bottomAnchor),
            a.widthAnchor.constraint(equalToConstant: 20),
            a.heightAnchor.constraint(equalToConstant: 20),
        ])
        return (root, box, a, b)
    }

    @Test func addConstraintsInstallsOnTheReceiver() {
        let (root, box, a, b) = Self.tree()
        let leading = a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 10)
        let before = box.constraints.count
        root.addConstraints([leading])
        root.layoutIfNeeded()
        #expect(root.constraints.count == 1 && root.constraints[0] === leading)
        #expect(box.constraints.count == before)
        #expect(leading.isActive && leading.container === root)
        #expect(a.frame == Rect(x: 110, y: 10, width: 20, height: 20))
        root.removeConstraints([leading])
        #expect(!leading.isActive && root.constraints.isEmpty)
    }

    @Test func aMultiplierMeasuresInTheReceiversCoordinates() {
        // a.leading == 0.5 * b.trailing: in root, 100 + a.x == 0.5 * (100 + 100), so a.x is 0;
        // installed on box (their common ancestor) a.x would be 50.
        let (root, box, a, b) = Self.tree()
        let onRoot = LayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: b, attribute: .trailing,
                                      multiplier: 0.5)
        root.addConstraint(onRoot)
        root.layoutIfNeeded()
        #expect(a.frame.minX == 0)
        box.addConstraint(onRoot)  // moves to box
        root.layoutIfNeeded()
        #expect(a.frame.minX == 50)
        #expect(root.constraints.isEmpty && box.constraints.last === onRoot)
    }

    @Test func aConstraintOutsideTheReceiverIsLoggedNotInstalled() {
        let (root, box, a, _) = Self.tree()
        let outside = a.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        box.addConstraint(outside)
        #expect(!outside.isActive)
        #expect(root.layoutLog.text.hasPrefix("The view hierarchy is not prepared for the constraint: "))
    }

    @Test func removeConstraintsLeavesConstraintsInstalledElsewhere() {
        let (root, box, a, b) = Self.tree()
        let leading = a.leadingAnchor.constraint(equalTo: b.trailingAnchor)
        leading.isActive = true  // on box
        root.removeConstraints([leading])
        #expect(leading.isActive && leading.container === box)
    }
}

/// UIKit raises when a constraint's items share no ancestor; here the constraint stays inactive
/// and the message is logged, since bad input must not end the process.
@Suite struct NoCommonAncestorTests {
    @Test func aConstraintAcrossTwoHierarchiesStaysInactiveAndIsLogged() {
        let a = View(name: "a", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let b = View(name: "b", frame: Rect(x: 0, y: 0, width: 50, height: 50))
        let constraint = a.widthAnchor.constraint(equalTo: b.widthAnchor)
        constraint.isActive = true
        #expect(!constraint.isActive)
        #expect(a.layoutLog.entries.count == 1)
        #expect(a.layoutLog.entries.first?.hasPrefix("Unable to activate constraint a.width == b.width because its items have no common ancestor.") == true)
        a.layoutIfNeeded()
        #expect(a.frame.width == 100)
    }

    @Test func activatingAListInstallsTheOthers() {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let child = View(name: "child")
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        let stranger = View(name: "stranger")
        let good = child.widthAnchor.constraint(equalToConstant: 40)
        let bad = child.heightAnchor.constraint(equalTo: stranger.heightAnchor)
        LayoutConstraint.activate([bad, good])
        #expect(good.isActive && !bad.isActive)
        root.layoutIfNeeded()
        #expect(child.frame.width == 40)
    }
}

/// A new `anchorPoint` moves the frame (the center stays, as with `CALayer`): a view that
/// translates its frame into constraints is held at the new frame, and what is constrained to
/// it follows.
@Suite struct AnchorPointPinTests {
    @Test func constraintsToATranslatingViewFollowItsAnchorPoint() {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let pinned = View(name: "pinned", frame: Rect(x: 100, y: 0, width: 50, height: 20))
        let box = constrained(View(), name: "box")
        root.addSubview(pinned)
        root.addSubview(box)
        LayoutConstraint.activate([box.leadingAnchor.constraint(equalTo: pinned.leadingAnchor),
                                   box.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
                                   box.widthAnchor.constraint(equalToConstant: 10),
                                   box.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        #expect(box.frame.minX == 100)
        pinned.anchorPoint = Point(x: 0, y: 0)  // center (125, 10) stays: the frame starts at x 125
        root.layoutIfNeeded()
        #expect(pinned.frame.minX == 125)
        #expect(box.frame.minX == 125)
    }
}
