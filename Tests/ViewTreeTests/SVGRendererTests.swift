import Foundation
import Testing
@testable import ViewTree

@Suite struct SVGFormatTests {
    @Test func numbersHaveAtMostThreeDecimalsAndNoNegativeZero() {
        #expect(SVGFormat.number(320) == "320")
        #expect(SVGFormat.number(0.5) == "0.5")
        #expect(SVGFormat.number(-3.125) == "-3.125")
        #expect(SVGFormat.number(1.0 / 3) == "0.333")
        #expect(SVGFormat.number(2.0 / 3) == "0.667")
        #expect(SVGFormat.number(0.0005) == "0.001")
        #expect(SVGFormat.number(-0.0004) == "0")
        #expect(SVGFormat.number(-0.0) == "0")
        #expect(SVGFormat.number(12.1) == "12.1")
        #expect(SVGFormat.number(100.05) == "100.05")
        #expect(SVGFormat.number(0.0159, fractionDigits: 2) == "0.02")
        #expect(SVGFormat.number(.nan) == "0" && SVGFormat.number(.infinity) == "0")
        #expect(SVGFormat.number(-0.999999873, fractionDigits: 6) == "-1")
        #expect(SVGFormat.number(0.00159265, fractionDigits: 6) == "0.001593")
    }

    @Test func coloursAreHexAtTheNearestLevel() {
        #expect(SVGFormat.hex(.white) == "#ffffff")
        #expect(SVGFormat.hex(.lightGray) == "#aaaaaa")
        #expect(SVGFormat.hex(.darkGray) == "#555555")
        #expect(SVGFormat.hex(Color(red: 1, green: 0.5, blue: 0)) == "#ff8000")
    }

    @Test func textIsEscapedForXML() {
        #expect(SVGFormat.escaped("a < b & \"c\" > d") == "a &lt; b &amp; &quot;c&quot; &gt; d")
        #expect(SVGFormat.escaped("bell\u{7}tab\t") == "belltab\t")
        #expect(SVGFormat.escapedAttribute("two\nlines") == "two&#10;lines")
    }

    @Test func transformsPrintAsTranslateOrMatrix() {
        #expect(SVGFormat.transform(AffineTransform(translationX: 35, y: 25)) == "translate(35 25)")
        #expect(SVGFormat.transform(AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 10, ty: 0)) == "matrix(0 1 -1 0 10 0)")
    }
}

@Suite struct SVGRendererTests {
    private func render(_ root: View, _ options: SVGRenderOptions = SVGRenderOptions()) throws -> (String, [SVGElement]) {
        let svg = SVGRenderer(options: options).render(root)
        return (svg, try SVGElementCollector.parse(svg))
    }

    @Test func documentCoversTheRootsBoundsAndParses() throws {
        let root = View(name: "root", frame: Rect(x: 7, y: 9, width: 120, height: 80))
        root.backgroundColor = .white
        let (svg, elements) = try render(root, SVGRenderOptions(backdrop: .lightGray, title: "A & B"))
        #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.hasSuffix("</svg>\n"))
        let document = try #require(elements.first)
        #expect(document.attributes["width"] == "120" && document.attributes["height"] == "80")
        #expect(document.attributes["viewBox"] == "0 0 120 80")
        #expect(elements.first { $0.name == "title" }?.text == "A & B")
        let rects = elements.filter { $0.name == "rect" }
        #expect(rects.map { $0.attributes["fill"] } == ["#aaaaaa", "#ffffff"])
        #expect(rects[1].attributes["width"] == "120" && rects[1].attributes["x"] == "0")
    }

    /// `layer.cornerRadius` rounds the fill and the clip (at most half the shorter side);
    /// `layer.borderWidth` strokes inside the bounds, over the subviews, as Core Animation draws.
    @Test func cornerRadiusAndBorderAreDrawnAsCoreAnimationDraws() throws {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let card = View(name: "card", frame: Rect(x: 10, y: 10, width: 100, height: 40))
        card.backgroundColor = .white
        card.layer.cornerRadius = 30  // more than half the height: drawn at 20
        card.layer.borderWidth = 4
        card.layer.borderColor = .red
        card.clipsToBounds = true
        let inside = View(name: "inside", frame: Rect(x: 0, y: 0, width: 50, height: 50))
        inside.backgroundColor = .blue
        card.addSubview(inside)
        root.addSubview(card)
        let (_, elements) = try render(root, SVGRenderOptions())
        let rects = elements.filter { $0.name == "rect" }
        let clip = try #require(rects.first { $0.path.contains("card") && $0.attributes["fill"] == nil && $0.attributes["stroke"] == nil })
        #expect(clip.attributes["rx"] == "20")
        let fill = try #require(rects.first { $0.attributes["fill"] == "#ffffff" })
        #expect(fill.attributes["rx"] == "20" && fill.attributes["width"] == "100")
        let border = try #require(rects.last)
        #expect(border.attributes["stroke"] == "#ff0000" && border.attributes["fill"] == "none")
        #expect(border.attributes["stroke-width"] == "4" && border.attributes["x"] == "2" && border.attributes["width"] == "96")
        #expect(border.attributes["rx"] == "18")
        card.layer.cornerRadius = -.infinity
        #expect(card.layerStyle.drawnRadius(in: card.bounds) == 0)
    }

    /// A layer's shadow is an `feDropShadow` of the view's content (offset, half the radius as
    /// the blur's deviation, colour and opacity), inside the clip when the layer masks to bounds;
    /// Core Animation's defaults cast none.
    @Test func aShadowIsADropShadowFilterOfTheContent() throws {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let card = View(name: "card", frame: Rect(x: 20, y: 30, width: 100, height: 50))
        card.backgroundColor = .white
        root.addSubview(card)
        #expect(card.layer.shadowOpacity == 0 && card.layer.shadowRadius == 3)
        #expect(card.layer.shadowOffset == Size(width: 0, height: -3) && card.layer.shadowColor == .black)
        #expect(try render(root).1.allSatisfy { $0.name != "filter" })

        card.layer.shadowOpacity = 0.5
        card.layer.shadowRadius = 4
        card.layer.shadowOffset = Size(width: 0, height: 2)
        card.layer.shadowColor = Color(red: 0, green: 0, blue: 1, alpha: 0.8)
        let (svg, elements) = try render(root)
        let filter = try #require(elements.first { $0.name == "filter" })
        #expect(filter.attributes["id"] == "shadow1" && filter.attributes["filterUnits"] == "userSpaceOnUse")
        // The content's bounds, moved 2 down, widened by three deviations (6) on every side.
        #expect(["x", "y", "width", "height"].map { filter.attributes[$0] } == ["-6", "-6", "112", "64"])
        let drop = try #require(elements.first { $0.name == "feDropShadow" })
        #expect(drop.attributes["dx"] == "0" && drop.attributes["dy"] == "2" && drop.attributes["stdDeviation"] == "2")
        #expect(drop.attributes["flood-color"] == "#0000ff" && drop.attributes["flood-opacity"] == "0.4")
        let shadowed = try #require(elements.first { $0.attributes["filter"] == "url(#shadow1)" })
        #expect(shadowed.path.last == "card")
        // The card's group opens, then the filtered group, then the background inside it.
        func offset(_ text: String, in svg: String) throws -> Int {
            try #require(svg.range(of: text)).lowerBound.utf16Offset(in: svg)
        }
        #expect(try offset(#"data-name="card""#, in: svg) < offset(#"<g filter="url(#shadow1)">"#, in: svg))
        #expect(try offset(#"<g filter="url(#shadow1)">"#, in: svg) < offset(##"fill="#ffffff""##, in: svg))

        // Masking to bounds clips the shadow: the filtered group is inside the clip's group.
        card.clipsToBounds = true
        let clipped = try render(root).0
        #expect(try offset(#"clip-path="url(#clip1)""#, in: clipped) < offset(#"<g filter="url(#shadow1)">"#, in: clipped))

        // Bad values cast nothing rather than an invalid filter.
        card.layer.shadowRadius = .nan
        #expect(try render(root).1.allSatisfy { $0.name != "filter" })
        card.layer.shadowRadius = 4
        card.layer.shadowOpacity = -1
        #expect(try render(root).1.allSatisfy { $0.name != "filter" })
    }

    @Test func sameTreeGivesTheSameBytes() {
        func build() -> View {
            let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 100, height: 100))
            let child = View(name: "child", frame: Rect(x: 10.25, y: 20.125, width: 30, height: 40))
            child.backgroundColor = Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
            child.transform = AffineTransform(rotationAngle: 0.3)
            root.addSubview(child)
            return root
        }
        #expect(SVGRenderer().render(build()) == SVGRenderer().render(build()))
    }

    @Test func viewsAreGroupsWithTheirTranslationOpacityAndFill() throws {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let box = View(name: "box", frame: Rect(x: 35, y: 25, width: 50, height: 40))
        box.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 0.5)
        box.alpha = 0.25
        root.addSubview(box)
        let (_, elements) = try render(root)
        let group = try #require(elements.group(named: "box"))
        #expect(group.attributes["transform"] == "translate(35 25)")
        #expect(group.attributes["opacity"] == "0.25")
        let rect = try #require(elements.inside("box").first { $0.name == "rect" })
        #expect(rect.attributes["x"] == "0" && rect.attributes["y"] == "0")
        #expect(rect.attributes["width"] == "50" && rect.attributes["height"] == "40")
        #expect(rect.attributes["fill"] == "#ff0000" && rect.attributes["fill-opacity"] == "0.5")
    }

    @Test func boundsOriginShiftsTheSubviews() throws {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let scroller = View(name: "scroller", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        scroller.bounds.origin = Point(x: 30, y: 0)
        let item = View(name: "item", frame: Rect(x: 40, y: 10, width: 20, height: 20))
        root.addSubview(scroller)
        scroller.addSubview(item)
        let (_, elements) = try render(root)
        // A bounds origin of (30, 0) shows the point 30 at the left edge.
        #expect(elements.group(named: "scroller")?.attributes["transform"] == "translate(-30 0)")
        #expect(elements.group(named: "item")?.attributes["transform"] == "translate(40 10)")
    }

    @Test func affineTransformsAreMatricesAboutTheAnchorPoint() throws {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let box = View(name: "box", frame: Rect(x: 50, y: 50, width: 100, height: 40))
        box.transform = AffineTransform(rotationAngle: .pi / 2)
        root.addSubview(box)
        let (_, elements) = try render(root)
        // About the centre (100, 70): x' = 100 - (y - 20), y' = 70 + (x - 50).
        #expect(elements.group(named: "box")?.attributes["transform"] == "matrix(0 1 -1 0 120 20)")

        box.anchorPoint = Point(x: 0, y: 0)
        let (_, moved) = try render(root)
        // Rotated about its top-left corner, which now sits at the centre (100, 70).
        #expect(moved.group(named: "box")?.attributes["transform"] == "matrix(0 1 -1 0 100 70)")
    }

    @Test func clippingWrapsTheContentInAClipPathOfTheBounds() throws {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let clipper = View(name: "clipper", frame: Rect(x: 10, y: 10, width: 60, height: 30))
        clipper.clipsToBounds = true
        let wide = View(name: "wide", frame: Rect(x: -20, y: 0, width: 200, height: 10))
        wide.backgroundColor = .blue
        root.addSubview(clipper)
        clipper.addSubview(wide)
        let (_, elements) = try render(root)
        let clipIndex = try #require(elements.firstIndex { $0.name == "clipPath" })
        #expect(elements[clipIndex].attributes["id"] == "clip1" && elements[clipIndex].path.last == "clipper")
        let clipRect = elements[clipIndex + 1]
        #expect(clipRect.name == "rect" && clipRect.attributes["fill"] == nil)
        #expect([clipRect.attributes["width"], clipRect.attributes["height"]] == ["60", "30"])
        let clipGroup = try #require(elements.first { $0.attributes["clip-path"] == "url(#clip1)" })
        #expect(clipGroup.path.last == "clipper")
        #expect(elements.group(named: "wide")?.path.last == "")  // inside the clip group
    }

    @Test func hiddenAndTransparentViewsDrawNothing() throws {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let hidden = View(name: "hidden", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        hidden.isHidden = true
        let transparent = View(name: "transparent", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        transparent.alpha = 0
        let child = View(name: "child", frame: Rect(x: 0, y: 0, width: 5, height: 5))
        child.backgroundColor = .red
        hidden.addSubview(child)
        for view in [hidden, transparent] { root.addSubview(view) }
        let (_, elements) = try render(root)
        #expect(elements.group(named: "hidden") == nil && elements.group(named: "transparent") == nil)
        #expect(elements.group(named: "child") == nil)
    }

    @Test func labelsDrawTheirLinesCentredVerticallyAtTheMeasuredWidth() throws {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 300, height: 100))
        let label = Label(name: "title", text: "Hello <you> & me", font: Font(size: 20, weight: .semibold))
        label.frame = Rect(x: 10, y: 20, width: 200, height: 40)
        label.textColor = .darkGray
        root.addSubview(label)
        let (_, elements) = try render(root)
        let text = try #require(elements.first { $0.name == "text" })
        #expect(text.text == "Hello <you> & me")
        let width = TextMetrics.width(of: "Hello <you> & me", font: label.font)
        #expect(text.attributes["textLength"] == SVGFormat.number(width))
        #expect(text.attributes["x"] == "0")
        // One 23.86-point line centred in 40 points: its top at 8.07, the baseline 0.95 em below.
        #expect(text.attributes["y"] == "27.07")
        let style = try #require(elements.first { $0.name == "g" && $0.attributes["font-size"] != nil })
        #expect(style.attributes["font-size"] == "20" && style.attributes["font-weight"] == "600")
        #expect(style.attributes["fill"] == "#555555")
    }

    @Test func labelLinesThatDoNotFitAreTruncatedWithAnEllipsis() {
        let font = Font(size: 10)
        let layout = LabelTextLayout(text: "abcdefghij", font: font, numberOfLines: 1, alignment: .natural,
                                     in: Rect(x: 0, y: 0, width: 30, height: 12))
        // With 10 pt's tracking, "abcd" is 23.92 points wide and "e" 5.79, the ellipsis 5.62:
        // "abcd…" is 29.54, "abcde…" 35.33.
        #expect(layout.lines.map(\.text) == ["abcd\u{2026}"])
        #expect(layout.lines.first.map { close($0.width, 29.54) } == true)

        let wrapped = LabelTextLayout(text: "one two three four five", font: font, numberOfLines: 0, alignment: .center,
                                      in: Rect(x: 0, y: 0, width: 40, height: 25))
        #expect(wrapped.lines.count == 2)  // 25 points hold two 12-point lines
        #expect(wrapped.lines[1].text.hasSuffix(LabelTextLayout.ellipsis))
        #expect(wrapped.lines.allSatisfy { close($0.minX + $0.width / 2, 20) })
    }

    @Test func imagePlaceholdersKeepTheImagesAspectRatio() throws {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let imageView = ImageView(image: Image(name: "photo", size: Size(width: 400, height: 200)))
        imageView.name = "photoView"
        imageView.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        imageView.contentMode = .scaleAspectFit
        root.addSubview(imageView)
        let (svg, elements) = try render(root)
        #expect(svg.contains("<pattern id=\"image-placeholder\""))
        let box = try #require(elements.first { $0.name == "rect" && $0.attributes["fill"] == "url(#image-placeholder)" })
        // 2:1 fitted in 100 x 100: 100 x 50, centred.
        #expect([box.attributes["x"], box.attributes["y"], box.attributes["width"], box.attributes["height"]]
                == ["0", "25", "100", "50"])
        let diagonals = elements.filter { $0.name == "polyline" }.map { $0.attributes["points"] }
        #expect(diagonals == ["0,25 100,75", "100,25 0,75"])
    }

    @Test func cornerMarksAreBracketsInsideTheImage() throws {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let corner = ImageView(image: Image(name: "corner", size: Size(width: 44, height: 44)))
        root.addSubview(corner)
        let options = SVGRenderOptions(imageAppearances: ["corner": .cornerMark(color: .white, lineWidth: 4)])
        let (svg, elements) = try render(root, options)
        #expect(!svg.contains("<pattern"))
        let mark = try #require(elements.first { $0.name == "polyline" })
        #expect(mark.attributes["points"] == "2,2 42,2 42,42")
        #expect(mark.attributes["stroke"] == "#ffffff" && mark.attributes["stroke-width"] == "4")
    }
}
