import Testing
@testable import ViewTree

@Suite struct ViewDumpTests {
    @Test func textShowsOnlyNonDefaultFields() {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 100, height: 50))
        let child = View(name: "child", frame: Rect(x: 10, y: 10, width: 20, height: 20))
        child.alpha = 0.5
        child.isHidden = true
        child.clipsToBounds = true
        child.transform = AffineTransform(scaleX: 2, y: 2)
        child.backgroundColor = .red
        let label = Label(name: "title", text: "Hi")
        label.frame = Rect(x: 0, y: 0, width: 18.5, height: 21)
        root.addSubview(child)
        child.addSubview(label)
        #expect(ViewDump.text(of: root) == """
            <View; frame = (0 0; 100 50); layer = <CALayer>>
               | <View; name = child; frame = (0 0; 40 40); hidden = YES; alpha = 0.5; transform = [2, 0, 0, 2, 0, 0]; \
            clipsToBounds = YES; backgroundColor = UIExtendedSRGBColorSpace 1 0 0 1; layer = <CALayer>>
               |    | <Label; name = title; frame = (0 0; 18.5 21); text = 'Hi'; layer = <CALayer>>

            """)
    }

    @Test func jsonEscapesAndFormatsNumbers() {
        let view = View(name: "a \"quoted\"\nname", frame: Rect(x: 0.5, y: -0.0, width: 1.0 / 3, height: 2))
        view.backgroundColor = Color(red: 0.25, green: 0.5, blue: 1)
        let json = ViewDump.json(of: view)
        #expect(json.contains("\"name\": \"a \\\"quoted\\\"\\nname\""))
        #expect(json.contains("\"frame\": {\"x\": 0.5, \"y\": 0, \"width\": 0.3333333333333333, \"height\": 2}"))
        #expect(json.contains("\"backgroundColor\": {\"name\": null, \"red\": 0.25, \"green\": 0.5, \"blue\": 1, \"alpha\": 1}"))
        #expect(json.hasSuffix("\"children\": []\n}\n"))
        #expect(JSONNumber.text(.nan) == "null" && JSONNumber.text(-0.0) == "0")
    }
}
