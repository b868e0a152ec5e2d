import Testing
@testable import ViewTree

@MainActor
@Suite struct BaselineTests {
    private func positioned<V: View>(_ view: V, in root: View) -> V {
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        return view
    }

    @Test func theFontModelsAscenderAndDescenderSpanTheLineHeight() {
        let font = Font.label
        #expect(close(font.ascender, 16.15) && close(font.descender, -4.131))
        #expect(close(font.ascender - font.descender, font.lineHeight))
    }

    /// A font of no size has lines of no height: a label in it aligned on its baselines lays out
    /// and draws (one line of nothing) instead of trapping on a division by zero.
    @Test func aLabelInAFontOfNoSizeLaysOutAndDraws() {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 300, height: 100))
        let empty = positioned(Label(name: "empty", text: "Two\nlines", font: .systemFont(ofSize: 0)), in: root)
        empty.numberOfLines = 0
        let other = positioned(Label(name: "other", text: "Name"), in: root)
        LayoutConstraint.activate([
            other.leadingAnchor.constraint(equalTo: root.leadingAnchor), other.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            empty.leadingAnchor.constraint(equalTo: other.trailingAnchor, constant: 8),
            empty.firstBaselineAnchor.constraint(equalTo: other.firstBaselineAnchor),
            empty.lastBaselineAnchor.constraint(lessThanOrEqualTo: root.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(empty.frame.size == Size(width: 0, height: 0))
        #expect(close(empty.frame.minY, 20 + 16.5095))
        #expect(Font.systemFont(ofSize: 0).linesFitting(in: 40) == 1)
        #expect(Font.label.linesFitting(in: 40.8) == 2 && Font.label.linesFitting(in: 1e300) == Int(Int32.max))
        #expect(SVGRenderer().render(root).contains("<svg"))
    }

    @Test func labelsOfDifferentFontsAlignOnTheirFirstBaselines() {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 300, height: 100))
        let small = positioned(Label(name: "small", text: "Name"), in: root)
        let large = positioned(Label(name: "large", text: "42", font: .systemFont(ofSize: 30)), in: root)
        LayoutConstraint.activate([
            small.leadingAnchor.constraint(equalTo: root.leadingAnchor), small.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            large.leadingAnchor.constraint(equalTo: small.trailingAnchor, constant: 8),
            large.firstBaselineAnchor.constraint(equalTo: small.firstBaselineAnchor),
        ])
        root.layoutIfNeeded()
        // 17 pt: 21 pt high (20.281 pt of line, centred: 0.3595 above), baseline 0.3595 + 16.15
        // below the top; 30 pt: 36 pt high (35.79 of line), baseline 0.105 + 28.5 below the top.
        #expect(close(small.frame.minY + 16.5095, 36.5095))
        #expect(close(large.frame.minY, 36.5095 - 28.605))
        #expect(close(small.firstBaselineOffsetFromTop, 16.5095) && close(small.lastBaselineOffsetFromBottom, 4.4905))
    }

    @Test func aMultiLineLabelHasDistinctFirstAndLastBaselines() {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 300, height: 200))
        let body = positioned(Label(name: "body", text: "one two three four five six seven"), in: root)
        body.numberOfLines = 0
        body.preferredMaxLayoutWidth = 100
        let first = positioned(View(name: "first"), in: root), last = positioned(View(name: "last"), in: root)
        LayoutConstraint.activate([
            body.leadingAnchor.constraint(equalTo: root.leadingAnchor), body.topAnchor.constraint(equalTo: root.topAnchor),
            first.topAnchor.constraint(equalTo: body.firstBaselineAnchor), last.bottomAnchor.constraint(equalTo: body.lastBaselineAnchor),
            first.heightAnchor.constraint(equalToConstant: 1), last.heightAnchor.constraint(equalToConstant: 1),
            first.leadingAnchor.constraint(equalTo: root.leadingAnchor), last.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            first.widthAnchor.constraint(equalToConstant: 1), last.widthAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        let lines = Double(body.renderedLines.count)
        #expect(lines >= 2)
        let slack = (body.frame.height - lines * 20.281) / 2
        #expect(close(first.frame.minY, slack + 16.15))
        #expect(close(last.frame.maxY, body.frame.maxY - slack - 4.131))
    }

    @Test func aViewWithoutTextUsesItsTopAndBottomAsBaselines() {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 300, height: 200))
        let box = positioned(View(name: "box"), in: root), label = positioned(Label(name: "label", text: "Hi"), in: root)
        LayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10), box.heightAnchor.constraint(equalToConstant: 50),
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor), box.widthAnchor.constraint(equalToConstant: 50),
            label.lastBaselineAnchor.constraint(equalTo: box.lastBaselineAnchor),
            label.leadingAnchor.constraint(equalTo: box.trailingAnchor),
        ])
        root.layoutIfNeeded()
        #expect(close(label.frame.maxY - 4.4905, 60))
    }

    @Test func changingTheFontMovesTheBaselineConstraintInPlace() {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 300, height: 200))
        let label = positioned(Label(name: "label", text: "Hi"), in: root)
        LayoutConstraint.activate([
            label.firstBaselineAnchor.constraint(equalTo: root.topAnchor, constant: 50),
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        ])
        root.layoutIfNeeded()
        #expect(close(label.frame.minY, 50 - 16.5095))
        label.font = .systemFont(ofSize: 30)
        root.layoutIfNeeded()
        #expect(close(label.frame.minY, 50 - 28.605))
        #expect(root.constraints[0].description == "label.firstBaseline == root.top + 50")
    }
}

@MainActor
@Suite struct ControlBaselineTests {
    @Test func aLabelAndAButtonAndATextFieldAlignOnTheirFirstBaselines() {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 390, height: 100))
        let label = Label(name: "label", text: "Name")
        let button = Button(name: "button")
        button.setTitle("Edit", for: .normal)
        let field = TextField(name: "field")
        field.borderStyle = .roundedRect
        field.text = "Ada"
        for view in [label, button, field] as [View] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            button.firstBaselineAnchor.constraint(equalTo: label.firstBaselineAnchor),
            button.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
            field.lastBaselineAnchor.constraint(equalTo: label.lastBaselineAnchor),
            field.leadingAnchor.constraint(equalTo: button.trailingAnchor, constant: 8),
        ])
        root.layoutIfNeeded()
        // Label 17 pt: baseline 36.5095. Button: 30 high, 15 pt title (17.895 pt line) centred:
        // 6.0525 + 14.25. Text field: 34 high, 14 pt text (16.702 pt line) centred: last baseline
        // 8.649 + 3.402 above the bottom.
        #expect(close(button.frame.minY, 36.5095 - 20.3025))
        #expect(close(field.frame.maxY, 20 + 21 - 4.4905 + 12.051))
    }

    /// A button stretched taller than its title centres the title in its height, so a label
    /// aligned on its baseline sits on the title as the button draws it, whichever baseline.
    /// The title may come after the constraint (`titledLater`): the constraint is then built
    /// again on the button's centre.
    @Test(arguments: [(true, false), (false, false), (true, true), (false, true)])
    func aLabelAlignsOnAStretchedButtonsTitle(first: Bool, titledLater: Bool) {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 390, height: 200))
        let button = Button(name: "button")
        if !titledLater { button.setTitle("Edit", for: .normal) }
        let label = Label(name: "label", text: "Name")
        for view in [button, label] as [View] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        LayoutConstraint.activate([
            button.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            button.heightAnchor.constraint(equalToConstant: 90),
            button.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.leadingAnchor.constraint(equalTo: button.trailingAnchor, constant: 8),
            first ? label.firstBaselineAnchor.constraint(equalTo: button.firstBaselineAnchor)
                : label.lastBaselineAnchor.constraint(equalTo: button.lastBaselineAnchor),
        ])
        root.layoutIfNeeded()
        if titledLater {
            button.setTitle("Edit", for: .normal)
            root.layoutIfNeeded()
        }
        // The 15 pt title (17.895 pt line, ascender 14.25) centred in 90 pt from 20: its baseline
        // is at 20 + 36.0525 + 14.25; the 17 pt label's is 16.5095 below its top.
        #expect(close(label.frame.minY + 16.5095, 70.3025))
    }
}
