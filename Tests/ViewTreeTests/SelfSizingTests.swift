import Testing
@testable import ViewTree

@MainActor
@Suite struct SystemLayoutSizeFittingTests {
    /// A card: a 40 x 40 image and a title label beside it, 12 pt insets.
    private func card() -> (View, Label) {
        let card = View(name: "card", frame: Rect(x: 0, y: 0, width: 50, height: 50))
        let image = View(name: "image"), title = Label(name: "title", text: "Salon Élan")
        for view in [image, title] as [View] {
            view.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(view)
        }
        LayoutConstraint.activate([
            image.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
            image.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            image.bottomAnchor.constraint(lessThanOrEqualTo: card.bottomAnchor, constant: -12),
            image.widthAnchor.constraint(equalToConstant: 40), image.heightAnchor.constraint(equalToConstant: 40),
            title.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 8),
            title.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -12),
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            title.bottomAnchor.constraint(lessThanOrEqualTo: card.bottomAnchor, constant: -12),
        ])
        return (card, title)
    }

    @Test func theCompressedSizeIsTheTightestTheConstraintsAllow() {
        let (card, title) = card()
        let size = card.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        #expect(size == Size(width: 12 + 40 + 8 + title.intrinsicContentSize.width + 12, height: 64))
        #expect(card.frame.size == Size(width: 50, height: 50), "measuring does not resize")
        card.layoutIfNeeded()
        #expect(card.frame.size == Size(width: 50, height: 50))
    }

    @Test func aRequiredWidthIsKeptAndTheHeightFollowsTheContent() {
        let (card, _) = card()
        let size = card.systemLayoutSizeFitting(Size(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(size == Size(width: 320, height: 64))
    }

    /// A view that translates its frame, with a wrapping label 12 points inside, measured at a
    /// width of 320 and given the measured height (its height pin then waits out of the solver).
    private func measuredCard() -> (root: View, card: View, label: Label, size: Size) {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 400, height: 800))
        let card = View(name: "card", frame: Rect(x: 0, y: 0, width: 320, height: 44))
        root.addSubview(card)
        let label = Label(name: "label", text: "Salon Élan cuts colour and styling near the river since 1998 and more words")
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
            label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -12),
            label.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            label.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -12),
        ])
        root.layoutIfNeeded()
        let size = card.systemLayoutSizeFitting(Size(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        card.frame = Rect(x: 0, y: 0, width: 320, height: size.height)
        root.layoutIfNeeded()
        return (root, card, label, size)
    }

    /// A measured view given another size by hand lays its content out at that size.
    @Test func aMeasuredViewResizedByHandLaysOutAtItsNewSize() {
        let (root, card, label, size) = measuredCard()
        #expect(size == Size(width: 320, height: 24 + label.frame.height) && label.frame.height > 21)
        card.frame = Rect(x: 0, y: 0, width: 320, height: 200)
        root.layoutIfNeeded()
        #expect(label.frame == Rect(x: 12, y: 12, width: 296, height: 176))
        #expect(card.engineFrame == Rect(x: 0, y: 0, width: 320, height: 200))
    }

    /// Measuring a measured view again at a required size gives that size.
    @Test func aRequiredMeasurementOfAMeasuredViewGivesItsTarget() {
        let (_, card, _, _) = measuredCard()
        #expect(card.systemLayoutSizeFitting(Size(width: 320, height: 500), withHorizontalFittingPriority: .required,
                                             verticalFittingPriority: .required) == Size(width: 320, height: 500))
    }

    /// A required fitting target that contradicts the view's own required width is the one broken
    /// (the newest constraint, as UIKit breaks it), and the view keeps its width afterwards.
    @Test func aContradictedRequiredTargetIsTheConstraintBroken() {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 400, height: 800))
        let box = View(name: "box")
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 300).named("boxWidth")
        LayoutConstraint.activate([box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                   box.topAnchor.constraint(equalTo: root.topAnchor),
                                   width, box.heightAnchor.constraint(equalToConstant: 50)])
        root.layoutIfNeeded()
        let size = box.systemLayoutSizeFitting(Size(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                               verticalFittingPriority: .fittingSizeLevel)
        root.layoutIfNeeded()
        #expect(size == Size(width: 300, height: 50))
        #expect(!width.isBroken && box.frame == Rect(x: 0, y: 0, width: 300, height: 50))
        #expect(root.layoutLog.entries.last?.hasSuffix("breaking constraint \n<LayoutConstraint box.width == 320>") == true)
    }

    /// A measured view's new width reaches its content while a view of its own joins the engine
    /// in the same pass (its height pin may wait; its width pin's new constant may not).
    @Test func aMeasuredViewsNewWidthReachesItsContentWhileOthersComeIn() {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 400, height: 800))
        let cell = View(name: "cell", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(cell)
        let box = View(name: "box"), foot = View(name: "foot")
        for view in [box, foot] {
            view.translatesAutoresizingMaskIntoConstraints = false
            cell.addSubview(view)
        }
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: cell.leadingAnchor), box.trailingAnchor.constraint(equalTo: cell.trailingAnchor),
            box.topAnchor.constraint(equalTo: cell.topAnchor),
            box.bottomAnchor.constraint(equalTo: cell.bottomAnchor).withPriority(LayoutPriority(999)),
            box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
            box.widthAnchor.constraint(equalToConstant: 100).withPriority(LayoutPriority(500)),
            foot.leadingAnchor.constraint(equalTo: cell.leadingAnchor), foot.bottomAnchor.constraint(equalTo: cell.bottomAnchor),
            foot.widthAnchor.constraint(equalToConstant: 10), foot.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        let size = cell.systemLayoutSizeFitting(Size(width: 50, height: 50))
        #expect(size == Size(width: 100, height: 50))
        cell.frame = Rect(origin: .zero, size: size)
        root.layoutIfNeeded()
        cell.frame = Rect(origin: .zero, size: Size(width: 200, height: 50))
        let other = View(name: "other")
        other.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(other)
        LayoutConstraint.activate([other.widthAnchor.constraint(equalToConstant: 5), other.heightAnchor.constraint(equalToConstant: 5),
                                   other.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 300),
                                   other.topAnchor.constraint(equalTo: root.topAnchor, constant: 300)])
        root.layoutIfNeeded()
        // The box is 200 wide and so wants 100 high, but the cell's height (50) holds at 999.
        #expect(box.frame == Rect(x: 0, y: 0, width: 200, height: 100))
        #expect(foot.frame == Rect(x: 0, y: 40, width: 10, height: 10))
        #expect(cell.engineFrame == Rect(x: 0, y: 0, width: 200, height: 50))
    }

    /// Measuring leaves nothing that shapes the layout: the constraint that pulled the height
    /// down is not among those affecting the card, and once the card stops translating its frame
    /// (no pin any more) a wish weaker than the fitting priority sets its height, as on a card
    /// never measured.
    @Test func measuringLeavesNoConstraintBehind() {
        let (measured, _) = card(), (fresh, _) = card()
        for card in [measured, fresh] {
            card.heightAnchor.constraint(equalToConstant: 100).withPriority(LayoutPriority(40)).isActive = true
        }
        for _ in 0..<2 {
            _ = measured.systemLayoutSizeFitting(Size(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                                 verticalFittingPriority: .fittingSizeLevel)
        }
        #expect(measured.systemLayoutSizeFitting(View.layoutFittingCompressedSize).height == 64)
        measured.layoutIfNeeded()
        #expect(measured.frame.size == Size(width: 50, height: 50))
        #expect(measured.constraintsAffectingLayout(for: .vertical).map(\.description)
                == fresh.constraintsAffectingLayout(for: .vertical).map(\.description))
        for card in [measured, fresh] {
            card.translatesAutoresizingMaskIntoConstraints = false
            card.layoutIfNeeded()
        }
        #expect(fresh.frame.height == 100)
        #expect(measured.frame.height == 100)
    }
}

@MainActor
@Suite struct FittingWithWrappingLabelsTests {
    @Test func aMultiLineLabelWrapsAtTheFittingWidth() {
        let card = View(name: "card", frame: Rect(x: 0, y: 0, width: 50, height: 50))
        let body = Label(name: "body", text: "A short story about a long afternoon at the salon")
        body.numberOfLines = 0
        body.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(body)
        LayoutConstraint.activate([
            body.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            body.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
            body.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
            body.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -10),
        ])
        let lines = TextMetrics.lines(of: body.text!, font: body.font, maxWidth: 180, numberOfLines: 0).count
        #expect(lines >= 2)
        let size = card.systemLayoutSizeFitting(Size(width: 200, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(size == Size(width: 200, height: 20 + TextMetrics.roundUp(Double(lines) * 20.281)))
        card.layoutIfNeeded()
        #expect(card.frame.size == Size(width: 50, height: 50))
        // The width pin that held the required width has its own constant back: the label is
        // laid out in the card's 50 points, not the 200 it was measured at.
        #expect(body.frame == Rect(x: 10, y: 10, width: 30, height: 30))
        // Measured again (the pin already in the solver), then given that size, as a table
        // view does a row.
        #expect(card.systemLayoutSizeFitting(Size(width: 200, height: 0), withHorizontalFittingPriority: .required,
                                             verticalFittingPriority: .fittingSizeLevel) == size)
        card.frame = Rect(origin: .zero, size: size)
        card.layoutIfNeeded()
        #expect(body.frame == Rect(x: 10, y: 10, width: 180, height: size.height - 20))
    }
}

@MainActor
@Suite struct FittingBeforeConstraintUpdatesTests {
    @Test func aStackViewsLazyConstraintsCountWhenMeasuredBeforeAnyLayout() {
        let card = View(name: "card", frame: Rect(x: 0, y: 0, width: 50, height: 50))
        let box = View(name: "box")
        box.translatesAutoresizingMaskIntoConstraints = false
        box.heightAnchor.constraint(equalToConstant: 30).isActive = true
        let stack = StackView(name: "stack", arrangedSubviews: [box, Label(name: "title", text: "Salon")])
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(stack)
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: card.leadingAnchor), stack.trailingAnchor.constraint(equalTo: card.trailingAnchor),
            stack.topAnchor.constraint(equalTo: card.topAnchor), stack.bottomAnchor.constraint(equalTo: card.bottomAnchor),
        ])
        let size = card.systemLayoutSizeFitting(Size(width: 200, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(size == Size(width: 200, height: 30 + 8 + 20.4.rounded(.up)))
    }
}
