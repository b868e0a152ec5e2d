import Testing
@testable import ViewTree

/// Intrinsic sizes against the frames Xcode stored in the IB corpus (the values, not the files).
@Suite struct ControlIntrinsicSizeTests {
    private func button(_ title: String, size: Double = 15, insets: EdgeInsets = .zero) -> Button {
        let button = Button(name: "b", title: title)
        if size != 15 { button.titleLabel?.font = Font(size: size) }
        button.contentEdgeInsets = insets
        return button
    }

    @Test(arguments: [(15.0, 30.0), (17, 33), (20, 36), (27, 45), (30, 48)])
    func systemButtonIsItsTitlePlusSixAboveAndBelow(size: Double, height: Double) {
        let button = button("Submit", size: size)
        let title = TextMetrics.size(of: "Submit", font: Font(size: size))
        #expect(button.intrinsicContentSize == Size(width: title.width, height: height))
    }

    /// A titled button is at least 30 pt wide (Xcode stores "yes", "no", ">", "+" and "RTT" 30
    /// wide), and its size is whole points on any screen, where a label's is pixels.
    @Test func aShortTitleIsThirtyWideAndButtonsKeepWholePoints() {
        for title in ["no", ">", "+"] {
            #expect(button(title).intrinsicContentSize == Size(width: 30, height: 30), "\(title)")
        }
        let window = Window(device: .iPhone15)  // a 3x screen
        let book = button("Book a chair", size: 17)
        let label = Label(name: "l", text: "Book a chair", font: Font(size: 17))
        window.addSubview(book)
        window.addSubview(label)
        #expect(book.intrinsicContentSize == Size(width: TextMetrics.size(of: "Book a chair", font: Font(size: 17)).width, height: 33))
        #expect(label.intrinsicContentSize.height == 61.0 / 3)
    }

    /// A small title makes a button shorter than 30 pt: its line plus 6 pt above and below,
    /// rounded up (Xcode stores such buttons no constraint sizes 24 pt high at 10 pt, 26 at 11,
    /// 27 at 12, 28 at 13 and 29 at 14: 98 in every set, 24 at 30).
    @Test(arguments: [(10.0, 24.0), (11.0, 26.0), (12.0, 27.0), (13.0, 28.0), (14.0, 29.0), (15.0, 30.0)])
    func aSmallTitleMakesAShorterButton(size: Double, height: Double) {
        #expect(Double(button("Appetizers", size: size).intrinsicContentSize.height) == height)
    }

    /// A configured button (`UIButton.Configuration`): the 17 pt title in the screen's pixels
    /// inside 7 pt above and below and 12 at the sides, as Xcode stores configured buttons (34.33
    /// pt high on a 3x screen); an image and its padding add to the width; a filled one is white
    /// on the tint colour.
    @Test func aConfiguredButtonIsItsTitleInsideTheConfigurationsInsets() {
        var configuration = Button.Configuration.filled()
        configuration.title = "Continue"
        let button = Button(configuration: configuration)
        let window = Window(device: .iPhone15)  // a 3x screen
        window.addSubview(button)
        let title = TextMetrics.size(of: "Continue", font: Font(size: 17), scale: 3)
        #expect(abs(button.intrinsicContentSize.width - (title.width + 24)) < 1e-9)
        #expect(abs(button.intrinsicContentSize.height - (61.0 / 3 + 14)) < 1e-9)
        #expect(button.titleColor(for: .normal) == .white && button.configurationBackgroundColor == button.tintColor)
        #expect(button.backgroundColor == nil)  // UIKit draws a configuration's background in a view of its own
        configuration.image = Image(name: "arrow", size: Size(width: 20, height: 20))
        configuration.imagePadding = 8
        button.configuration = configuration
        #expect(abs(button.intrinsicContentSize.width - (title.width + 24 + 28)) < 1e-9)
        button.frame = Rect(origin: .zero, size: button.intrinsicContentSize)
        window.layoutIfNeeded()
        #expect(button.imageView?.frame.minX == 12)
        #expect(abs((button.titleLabel?.frame.minX ?? 0) - 40) < 1e-9)
        button.configuration = nil  // a title in whole points again, the configuration's insets kept
        #expect(button.intrinsicContentSize.height == 35)  // 20.33 rounded up to 21, and 14
    }

    @Test func contentInsetsReplaceTheDefaultPaddingAndTheMinimum() {
        #expect(button("Delete", insets: EdgeInsets(all: 5)).intrinsicContentSize.height == 28)
        #expect(button("Next", size: 19, insets: EdgeInsets(all: 5)).intrinsicContentSize.height == 33)
        let wide = button("Next", insets: EdgeInsets(top: 0, left: 10, bottom: 0, right: 20))
        #expect(Double(wide.intrinsicContentSize.width) == Double(TextMetrics.size(of: "Next", font: Button.defaultTitleFont).width) + 30)
    }

    @Test func emptyButtonIsThirtySquareAndAnImageAddsItsWidth() {
        let empty = Button()
        #expect(empty.intrinsicContentSize == Size(width: 30, height: 30))
        let icon = Button()
        icon.setImage(Image(name: "star", size: Size(width: 24, height: 22)), for: .normal)
        #expect(icon.intrinsicContentSize == Size(width: 24, height: 22))
        icon.setTitle("Go", for: .normal)
        let title = TextMetrics.size(of: "Go", font: Button.defaultTitleFont)
        #expect(icon.intrinsicContentSize == Size(width: 24 + title.width, height: 30))
    }

    @Test func titlesFallBackToTheNormalState() {
        let button = Button(name: "b", title: "Play")
        button.setTitle("Pause", for: .selected)
        #expect(button.title(for: .highlighted) == "Play")
        button.isSelected = true
        #expect(button.currentTitle == "Pause" && button.titleLabel?.text == "Pause")
        #expect(button.titleLabel?.font == Font(size: 15) && button.titleLabel?.textColor == .systemBlue)
        button.isEnabled = false
        #expect(button.state == [.selected, .disabled] && button.titleLabel?.textColor == .systemGray)
    }

    @Test func roundedRectTextFieldIs34HighAndPlainOneLine() {
        let field = TextField(name: "f", placeholder: "Name", borderStyle: .roundedRect)
        let placeholder = TextMetrics.size(of: "Name", font: TextField.defaultFont)
        #expect(field.intrinsicContentSize == Size(width: placeholder.width + 14, height: 34))
        field.text = "Jo"
        #expect(Double(field.intrinsicContentSize.width) == Double(TextMetrics.size(of: "Jo", font: TextField.defaultFont).width) + 14)
        field.font = Font(size: 30)
        #expect(field.intrinsicContentSize.height == 44)
        let plain = TextField(name: "p", placeholder: "Type your username")
        #expect(plain.intrinsicContentSize.height == 17)
    }

    @Test func textViewHasAnIntrinsicSizeOnlyWithoutScrolling() {
        let textView = TextView(frame: Rect(x: 0, y: 0, width: 281, height: 10))
        textView.font = Font(size: 20)
        textView.text = "Select a brewery to see it on the map."
        #expect(textView.intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        textView.isScrollEnabled = false
        #expect(textView.intrinsicContentSize.height == 64)
        textView.text = "Test text"
        #expect(textView.intrinsicContentSize.height == 40)
    }

    @Test func fixedSizeControlsHaveUIKitsSizesAndHugging() {
        #expect(Switch().intrinsicContentSize == Size(width: 51, height: 31))
        #expect(Switch().contentHuggingPriority(for: .horizontal) == LayoutPriority(750))
        #expect(Stepper().intrinsicContentSize == Size(width: 94, height: 32))
        #expect(ActivityIndicatorView(style: .medium).intrinsicContentSize == Size(width: 20, height: 20))
        #expect(ActivityIndicatorView(style: .large).intrinsicContentSize == Size(width: 37, height: 37))
        #expect(ActivityIndicatorView().contentHuggingPriority(for: .vertical) == LayoutPriority(750))
        #expect(Slider().intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: 31))
        #expect(ProgressView().intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: 4))
        #expect(ProgressView().contentHuggingPriority(for: .vertical) == LayoutPriority(750))
        #expect(Button().contentHuggingPriority(for: .horizontal) == LayoutPriority.defaultLow)
        #expect(TextField().contentHuggingPriority(for: .horizontal) == LayoutPriority.defaultLow)
    }

    /// Equal automatic segments with a 1 pt divider between them.
    @Test func segmentedControlIs32HighWithEqualSegments() {
        let control = SegmentedControl(items: ["First", "Second"])
        let widest = TextMetrics.size(of: "Second", font: SegmentedControl.titleFont).width
        #expect(control.intrinsicContentSize == Size(width: 2 * (widest + 15.5) + 1, height: 32))
        control.insertSegment(withTitle: "Third", at: 5, animated: false)
        #expect(control.numberOfSegments == 3 && control.titleForSegment(at: 2) == "Third")
    }

    /// A segment given a width (`setWidth(_:forSegmentAt:)`) is that wide and the automatic ones
    /// share the rest; 0 makes it automatic again, and a bad width or segment changes nothing.
    @Test func aSegmentGivenAWidthHasIt() {
        let control = SegmentedControl(items: ["ON", "OFF"])
        control.setWidth(61, forSegmentAt: 0)
        control.setWidth(61, forSegmentAt: 1)
        #expect(control.intrinsicContentSize.width == 123)
        control.setWidth(-5, forSegmentAt: 0)
        control.setWidth(.nan, forSegmentAt: 1)
        control.setWidth(40, forSegmentAt: 7)
        #expect(control.widthForSegment(at: 0) == 61 && control.widthForSegment(at: 1) == 61 && control.widthForSegment(at: 7) == 0)
        control.setWidth(0, forSegmentAt: 1)
        control.frame = Rect(x: 0, y: 0, width: 200, height: 32)
        #expect(control.segmentRects.map(\.minX) == [0, 62] && control.segmentRects.map(\.width) == [61, 138])
        control.removeSegment(at: 0, animated: false)
        #expect(control.widthForSegment(at: 0) == 0)
    }

    @Test func pageControlIsSixteenPointsPerPage() {
        let control = PageControl()
        control.numberOfPages = 3
        #expect(control.intrinsicContentSize == Size(width: 39, height: 26))
        control.currentPage = 9
        #expect(control.currentPage == 2)
        control.numberOfPages = 0
        #expect(control.intrinsicContentSize.width == 0 && control.currentPage == 0)
    }
}

/// `view`, named and laid out by constraints, keeping its type.
private func autoLayout<V: View>(_ view: V, name: String) -> V {
    view.name = name
    view.translatesAutoresizingMaskIntoConstraints = false
    return view
}

@Suite struct ControlLayoutTests {
    @Test func switchPinnedAtAnEdgeTakesItsSize() {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 375, height: 200))
        let toggle = autoLayout(Switch(), name: "toggle")
        root.addSubview(toggle)
        LayoutConstraint.activate([
            toggle.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            toggle.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        ])
        root.layoutIfNeeded()
        // The constraint holds the alignment rectangle, which ends 2 pt inside the frame.
        #expect(toggle.frame == Rect(x: 310, y: 20, width: 51, height: 31))
    }

    @Test func buttonAndTextFieldInARowFollowTheirTitles() {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 320, height: 100))
        let field = autoLayout(TextField(name: "f", placeholder: "Email", borderStyle: .roundedRect), name: "field")
        let button = autoLayout(Button(name: "b", title: "Send"), name: "send")
        root.addSubview(field)
        root.addSubview(button)
        LayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            field.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            button.leadingAnchor.constraint(equalTo: field.trailingAnchor, constant: 8),
            button.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            button.centerYAnchor.constraint(equalTo: field.centerYAnchor),
        ])
        // The text field gives way: both hug at 250, so raise the button's as a real screen would.
        button.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
        root.layoutIfNeeded()
        let title = TextMetrics.size(of: "Send", font: Button.defaultTitleFont).width
        #expect(button.frame == Rect(x: 304 - title, y: 22, width: title, height: 30))
        #expect(field.frame == Rect(x: 16, y: 20, width: 304 - title - 8 - 16, height: 34))
        // The title label sits centred inside the button.
        #expect(button.titleLabel?.frame == Rect(x: 0, y: 6, width: title, height: 18))
    }

    @Test func aNewTitleResizesTheButton() {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 320, height: 100))
        let button = autoLayout(Button(name: "b", title: "OK"), name: "ok")
        root.addSubview(button)
        LayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            button.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        button.setTitle("Continue", for: .normal)
        button.titleLabel?.font = Font(size: 20)
        root.layoutIfNeeded()
        let title = TextMetrics.size(of: "Continue", font: Font(size: 20))
        #expect(button.frame.size == Size(width: title.width, height: 36))
    }

    @Test func nonScrollingTextViewGrowsWithItsText() {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 320, height: 400))
        let textView = autoLayout(TextView(), name: "notes")
        textView.isScrollEnabled = false
        textView.font = Font(size: 20)
        textView.text = "Test text"
        root.addSubview(textView)
        LayoutConstraint.activate([
            textView.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            textView.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            textView.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        #expect(textView.frame == Rect(x: 20, y: 10, width: 280, height: 40))
    }
}

@Suite struct ControlActionTests {
    @Test func stateIsUIKitsOptionSet() {
        #expect(Control.State.highlighted.rawValue == 1 && Control.State.disabled.rawValue == 2)
        #expect(Control.State.selected.rawValue == 4 && Control.State.normal.isEmpty)
        #expect(Control.Event.touchUpInside.rawValue == 64 && Control.Event.valueChanged.rawValue == 4096)
        let control = Control()
        #expect(control.state == .normal)
        control.isSelected = true
        control.isEnabled = false
        #expect(control.state == [.selected, .disabled])
    }

    @Test func aTapSendsTouchDownThenTouchUpInsideToTheirActions() {
        let button = Button(name: "b", title: "Go")
        var log: [String] = []
        // The sender is read from the action: a closure capturing the button would be a reference
        // cycle (button -> action -> closure -> button), as it is in UIKit.
        button.addAction(Action { action in log.append("up \(action.sender?.name ?? "nil")") }, for: .touchUpInside)
        button.addAction(Action { _ in log.append("down") }, for: .touchDown)
        button.addAction(Action { _ in log.append("changed") }, for: .valueChanged)
        #expect(button.tap())
        #expect(log == ["down", "up b"])
        #expect(!button.isHighlighted)
    }

    @Test func aDisabledControlTakesNoTouchesButSendActionsStillSends() {
        let button = Button(name: "b", title: "Go")
        var taps = 0
        button.addAction(Action { _ in taps += 1 }, for: .touchUpInside)
        button.isEnabled = false
        #expect(!button.tap())
        #expect(taps == 0)
        button.sendActions(for: .touchUpInside)
        #expect(taps == 1)
    }

    @Test func actionsAreReplacedByIdentifierAndRemovedPerEvent() {
        let control = Control()
        var log: [String] = []
        let id = Action.Identifier("save")
        control.addAction(Action(identifier: id) { _ in log.append("a") }, for: .touchUpInside)
        control.addAction(Action(identifier: id) { _ in log.append("b") }, for: .touchUpInside)
        let both = Action { _ in log.append("c") }
        control.addAction(both, for: [.touchUpInside, .valueChanged])
        control.sendActions(for: [.touchUpInside, .valueChanged])
        #expect(log == ["b", "c"])
        control.removeAction(both, for: .touchUpInside)
        control.removeAction(identifiedBy: id, for: .touchUpInside)
        log = []
        control.sendActions(for: .touchUpInside)
        control.sendActions(for: .valueChanged)
        #expect(log == ["c"] && control.actionCount == 1 && control.allControlEvents == .valueChanged)
    }

    @Test func userChangesSendValueChangedAndProgrammaticOnesDoNot() {
        var changes = 0
        let count = Action { _ in changes += 1 }
        let toggle = Switch()
        toggle.addAction(count, for: .valueChanged)
        toggle.setOn(true, animated: true)
        #expect(changes == 0)
        toggle.tap()
        #expect(!toggle.isOn && changes == 1)

        let slider = Slider()
        slider.addAction(count, for: .valueChanged)
        slider.maximumValue = 10
        slider.value = 20
        #expect(slider.value == 10 && changes == 1)
        slider.slide(to: 2.5)
        #expect(slider.value == 2.5 && changes == 2)

        let segments = SegmentedControl(items: ["A", "B"])
        segments.addAction(count, for: .valueChanged)
        segments.tapSegment(at: 1)
        segments.tapSegment(at: 1)
        #expect(segments.selectedSegmentIndex == 1 && changes == 3)

        let stepper = Stepper()
        stepper.addAction(count, for: .valueChanged)
        #expect(!stepper.tapDecrement())
        stepper.tapIncrement()
        #expect(stepper.value == 1 && changes == 4)

        let pages = PageControl()
        pages.numberOfPages = 2
        pages.addAction(count, for: .valueChanged)
        pages.tapNext()
        #expect(!pages.tapNext())
        #expect(pages.currentPage == 1 && changes == 5)

        let field = TextField()
        field.addAction(count, for: .editingChanged)
        field.insertText("hi")
        field.deleteBackward()
        #expect(field.text == "h" && changes == 7)
        field.isEnabled = false
        field.insertText("x")
        #expect(field.text == "h" && changes == 7)
    }

    @Test func activityIndicatorHidesWhenStopped() {
        let indicator = ActivityIndicatorView(style: .large)
        #expect(indicator.isHidden && !indicator.isAnimating)
        indicator.startAnimating()
        #expect(!indicator.isHidden && indicator.isAnimating)
        indicator.hidesWhenStopped = false
        indicator.stopAnimating()
        #expect(!indicator.isHidden && !indicator.isAnimating)
        // Turned on while stopped, it hides; turned off, it shows again (UIKit's setter).
        indicator.hidesWhenStopped = true
        #expect(indicator.isHidden)
        indicator.hidesWhenStopped = false
        #expect(!indicator.isHidden)
    }

    /// A document's indicator hides when stopped only where the document says so (Interface
    /// Builder writes `hidesWhenStopped="YES"` when the setting is on), and spins from the start
    /// with `animating="YES"`: a stopped indicator without the setting keeps its place beside a
    /// label in a stack view. Xcode's canvas draws indicators spinning, so one that hides when
    /// stopped is started there, which shows it even where the document says `hidden="YES"`
    /// (eighth set 16035, 16037, sixth set 14066: such indicators keep their place in stack
    /// views); one saved spinning and hidden stays hidden (fourth set 9507).
    @Test(arguments: [("", false, false), (#" hidesWhenStopped="YES""#, false, true),
                      (#" hidden="YES" hidesWhenStopped="YES""#, false, true),
                      (#" hidesWhenStopped="YES" animating="YES""#, false, true),
                      (#" hidden="YES" hidesWhenStopped="YES" animating="YES""#, true, true)])
    func aDocumentsIndicatorHidesWhenStoppedOnlyWhereItSaysSo(attributes: String, hidden: Bool, animating: Bool) throws {
        let text = InterfaceBuilderXcodeRuleTests.xib("""
            <stackView spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0.0" y="0.0" width="95.5" height="21"/>
                <subviews>
                    <label text="Loading..." translatesAutoresizingMaskIntoConstraints="NO" id="label">
                        <rect key="frame" x="0.0" y="0.0" width="67.5" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="15"/>
                    </label>
                    <activityIndicatorView style="medium"\(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="spinner">
                        <rect key="frame" x="75.5" y="0.5" width="20" height="20"/>
                    </activityIndicatorView>
                </subviews>
            </stackView>
            """, rootConstraints: """
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="st"/>
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="sl"/>
            """)
        let layout = try InterfaceBuilderLayoutTests.layout(text, .init(intrinsicSizes: .stored))
        let spinner = try #require(InterfaceBuilderLayoutTests.view(layout, "spinner") as? ActivityIndicatorView)
        #expect(spinner.isHidden == hidden)
        #expect(spinner.isAnimating == animating)
        #expect(InterfaceBuilderLayoutTests.frame(layout, "stack")?.width == (hidden ? 67.5 : 95.5))
    }
}

/// UIKit's accessibility defaults ("the default value for this property is false unless the
/// receiver is a standard UIKit control"; a label reads its text, a button its title).
@Suite struct AccessibilityDefaultsTests {
    @Test func labelsAndControlsAreElementsThatReadTheirText() {
        let label = Label(), button = Button(type: .system), image = ImageView(), plain = View()
        label.text = "Total"
        button.setTitle("Pay", for: .normal)
        #expect(label.isAccessibilityElement && button.isAccessibilityElement)
        #expect(!image.isAccessibilityElement && !plain.isAccessibilityElement)
        #expect(label.accessibilityLabel == "Total" && button.accessibilityLabel == "Pay" && plain.accessibilityLabel == nil)
        #expect(label.accessibilityTraits == .staticText && button.accessibilityTraits == .button)
        #expect(image.accessibilityTraits == .image && plain.accessibilityTraits == [])
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .notEnabled])
    }

    @Test func aLabelSetWinsUntilItIsSetToNil() {
        let label = Label()
        label.text = "3"
        label.accessibilityLabel = "Three items"
        label.text = "4"
        #expect(label.accessibilityLabel == "Three items")
        label.accessibilityLabel = nil
        #expect(label.accessibilityLabel == "4")
    }
}
