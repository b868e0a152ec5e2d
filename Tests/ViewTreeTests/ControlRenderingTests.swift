import Testing
@testable import ViewTree

@Suite struct ControlRenderingTests {
    private func render(_ views: [View]) throws -> [SVGElement] {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 320, height: 240))
        for view in views { root.addSubview(view) }
        root.layoutIfNeeded()
        return try SVGElementCollector.parse(SVGRenderer().render(root))
    }

    private func parts(_ elements: [SVGElement], of name: String) -> [String: [SVGElement]] {
        Dictionary(grouping: elements.filter { $0.path.contains(name) && $0.attributes["data-part"] != nil },
                   by: { $0.attributes["data-part"]! })
    }

    @Test func switchIsAGreenPillWithTheKnobRightWhenOn() throws {
        let on = Switch(name: "on", isOn: true)
        on.frame = Rect(x: 10, y: 10, width: 51, height: 31)
        let off = Switch(name: "off", isOn: false)
        off.frame = Rect(x: 10, y: 50, width: 51, height: 31)
        let elements = try render([on, off])
        let onParts = parts(elements, of: "on"), offParts = parts(elements, of: "off")
        #expect(onParts["track"]?.first?.attributes["fill"] == "#34c759")
        #expect(onParts["track"]?.first?.attributes["rx"] == "15.5")
        #expect(offParts["track"]?.first?.attributes["fill"] == "#e5e5ea")
        #expect(onParts["knob"]?.first?.attributes["cx"] == "35.5" && offParts["knob"]?.first?.attributes["cx"] == "15.5")
        #expect(onParts["knob"]?.first?.attributes["fill"] == "#ffffff")
    }

    @Test func sliderPutsItsThumbAtTheValue() throws {
        let slider = Slider(name: "volume", value: 0.5)
        slider.frame = Rect(x: 0, y: 0, width: 228, height: 31)
        let elements = parts(try render([slider]), of: "volume")
        #expect(elements["thumb"]?.first?.attributes["cx"] == "114")
        #expect(elements["minimum-track"]?.first?.attributes["stroke"] == "#007aff")
        #expect(elements["minimum-track"]?.first?.attributes["x1"] == "14")
    }

    @Test func segmentedControlFillsTheSelectedSegmentAndCentresTitles() throws {
        let control = SegmentedControl(items: ["Day", "Week", "Month"])
        control.name = "range"
        control.selectedSegmentIndex = 1
        // Three 100 pt segments and the two 1 pt dividers between them.
        control.frame = Rect(x: 0, y: 0, width: 302, height: 32)
        let elements = try render([control])
        let selected = try #require(parts(elements, of: "range")["selected-segment"]?.first)
        #expect(selected.attributes["x"] == "103" && selected.attributes["width"] == "96")
        #expect(selected.attributes["fill"] == "#ffffff")
        let texts = elements.filter { $0.name == "text" && $0.path.contains("range") }.map(\.text)
        #expect(texts == ["Day", "Week", "Month"])
    }

    @Test func textFieldDrawsItsBorderAndAGreyPlaceholder() throws {
        let field = TextField(name: "email", placeholder: "Email", borderStyle: .roundedRect)
        field.frame = Rect(x: 0, y: 0, width: 200, height: 34)
        let elements = try render([field])
        #expect(parts(elements, of: "email")["border"]?.first?.attributes["rx"] == "5")
        let group = try #require(elements.first { $0.name == "g" && $0.path.contains("email") && $0.attributes["font-size"] != nil })
        #expect(group.attributes["fill"] == "#c4c4c7")
        #expect(elements.first { $0.name == "text" && $0.path.contains("email") }?.text == "Email")
    }

    @Test func buttonTitleIsTintBlueTextFromItsLabel() throws {
        let button = Button(name: "send", title: "Send")
        button.frame = Rect(x: 0, y: 0, width: 80, height: 30)
        let elements = try render([button])
        let text = try #require(elements.first { $0.name == "text" && $0.path.contains("send") })
        #expect(text.text == "Send")
        let group = try #require(elements.first { $0.name == "g" && $0.path.contains("send") && $0.attributes["font-size"] != nil })
        #expect(group.attributes["fill"] == "#007aff" && group.attributes["font-size"] == "15")
    }

    @Test func stepperProgressIndicatorAndDotsDrawTheirParts() throws {
        let stepper = Stepper()
        stepper.name = "count"
        stepper.frame = Rect(x: 0, y: 0, width: 94, height: 32)
        let progress = ProgressView()
        progress.name = "load"
        progress.progress = 0.25
        progress.frame = Rect(x: 0, y: 40, width: 200, height: 4)
        let spinner = ActivityIndicatorView(style: .medium)
        spinner.name = "spin"
        spinner.startAnimating()
        let dots = PageControl()
        dots.name = "pages"
        dots.numberOfPages = 3
        dots.currentPage = 1
        dots.frame = Rect(x: 0, y: 60, width: 39, height: 26)
        let elements = try render([stepper, progress, spinner, dots])
        let stepperParts = parts(elements, of: "count")
        #expect(stepperParts["minus"]?.first?.attributes["stroke"] == "#8e8e93")  // at the minimum
        #expect(stepperParts["plus"]?.count == 2)
        #expect(parts(elements, of: "load")["progress"]?.first?.attributes["width"] == "50")
        #expect(parts(elements, of: "spin")["spoke"]?.count == 8)
        let dotParts = parts(elements, of: "pages")
        #expect(dotParts["dot"]?.count == 2 && dotParts["current-dot"]?.first?.attributes["cx"] == "19.5")
    }

    @Test func renderingIsDeterministicAndDisabledControlsAreDimmed() throws {
        func make() -> View {
            let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 100, height: 100))
            let toggle = Switch(name: "t", isOn: true)
            toggle.isEnabled = false
            toggle.frame = Rect(x: 0, y: 0, width: 51, height: 31)
            root.addSubview(toggle)
            return root
        }
        let first = SVGRenderer().render(make())
        #expect(first == SVGRenderer().render(make()))
        let group = try #require(try SVGElementCollector.parse(first).first { $0.attributes["data-control"] == "Switch" })
        #expect(group.attributes["opacity"] == "0.5")
    }
}

@Suite struct ControlDumpTests {
    @Test func dumpShowsTitlesAndValuesOfControlsOnly() {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 320, height: 100))
        let toggle = Switch(name: "wifi", isOn: true)
        let slider = Slider(name: "volume", value: 0.5)
        let button = Button(name: "send", title: "Send")
        for view in [toggle, slider, button] { root.addSubview(view) }
        let text = ViewDump.text(of: root)
        #expect(text.contains("<Switch; name = wifi; frame = (0 0; 0 0); isOn = true; layer = <CALayer>>"))
        #expect(text.contains("<Slider; name = volume; frame = (0 0; 0 0); value = 0.5; layer = <CALayer>>"))
        #expect(text.contains("<Button; name = send; frame = (0 0; 0 0); title = 'Send'; layer = <CALayer>>"))
        #expect(text.contains("   |    | <ButtonLabel; frame = (0 0; 0 0); text = 'Send'; layer = <CALayer>>"))
        #expect(ViewDump.text(of: View(name: "plain")) == "<View; frame = (0 0; 0 0); layer = <CALayer>>\n")
    }
}
