import Foundation
import Testing
@testable import ViewTree

/// 3-D transforms with perspective, drawn as the quadrilaterals they project to.
@Suite struct SVGProjectionTests {
    /// A 200 x 200 root with a 100 x 100 view centred at (100, 100), turned 60° about its
    /// vertical axis with the eye 500 points away, holding a 40 x 20 view at (10, 10).
    private func tiltedTree() -> (root: View, card: View, badge: View) {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let card = View(name: "card", frame: Rect(x: 50, y: 50, width: 100, height: 100))
        card.backgroundColor = .blue
        card.layer.transform = Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0).withPerspective(distance: 500)
        let badge = View(name: "badge", frame: Rect(x: 10, y: 10, width: 40, height: 20))
        badge.backgroundColor = .red
        root.addSubview(card)
        card.addSubview(badge)
        return (root, card, badge)
    }

    // By hand: a corner (x, y) relative to the anchor, turned by θ = 60° about y, is
    // (x cos θ, y, -x sin θ); the perspective m34 = -1/500 makes w = 1 + x sin θ / 500, and the
    // corner lands at centre + (x cos θ / w, y / w):
    //   (-50, -50): w = 0.913397   -> (100 - 27.3703, 100 - 54.7407) = (72.6297, 45.2593)
    //   ( 50, -50): w = 1.086603   -> (100 + 23.0075, 100 - 46.0150) = (123.0075, 53.9850)
    //   ( 50,  50): w = 1.086603   -> (123.0075, 146.0150)
    //   (-50,  50): w = 0.913397   -> (72.6297, 154.7407)
    // The near (left) edge is taller than the far (right) edge: the card looks tilted.
    private let cardCorners: [(Double, Double)] = [(72.6297, 45.2593), (123.0075, 53.9850),
                                                   (123.0075, 146.0150), (72.6297, 154.7407)]
    // The badge's corners (10, 10) ... relative to the anchor: (-40, -40), (0, -40), (0, -20),
    // (-40, -20); w = 1 - 40 sin θ / 500 = 0.930718 on the left, 1 on the right:
    //   (-40, -40) -> (100 - 21.4888, 100 - 42.9776) = (78.5112, 57.0224)
    //   (  0, -40) -> (100, 60);  (0, -20) -> (100, 80)
    //   (-40, -20) -> (78.5112, 100 - 21.4888) = (78.5112, 78.5112)
    private let badgeCorners: [(Double, Double)] = [(78.5112, 57.0224), (100, 60), (100, 80), (78.5112, 78.5112)]

    private func expectCorners(_ actual: [(Double, Double)], _ expected: [(Double, Double)], tolerance: Double,
                               sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(actual.count == expected.count, sourceLocation: sourceLocation)
        for (a, e) in zip(actual, expected) {
            #expect(close(a.0, e.0, tolerance) && close(a.1, e.1, tolerance), "\(a) != \(e)", sourceLocation: sourceLocation)
        }
    }

    @Test func perspectiveViewsAreDrawnAsTheirProjectedQuadrilaterals() throws {
        let (root, _, _) = tiltedTree()
        let elements = try SVGElementCollector.parse(SVGRenderer().render(root))
        let card = try #require(elements.group(named: "card"))
        #expect(card.attributes["transform"] == nil)  // no SVG transform can hold a perspective
        let cardShape = try #require(elements.first { $0.name == "polygon" && $0.path.last == "card" })
        #expect(cardShape.attributes["fill"] == "#0000ff")
        expectCorners(parsePoints(cardShape.attributes["points"] ?? ""), cardCorners, tolerance: 0.0011)
        let badgeShape = try #require(elements.first { $0.name == "polygon" && $0.path.last == "badge" })
        expectCorners(parsePoints(badgeShape.attributes["points"] ?? ""), badgeCorners, tolerance: 0.0011)
    }

    @Test func presentationQuadrilateralIsTheExactProjection() throws {
        let (root, card, badge) = tiltedTree()
        let cardQuad = try #require(card.presentationQuadrilateral(in: root))
        expectCorners(cardQuad.map { ($0.x, $0.y) }, cardCorners, tolerance: 1e-4)
        let badgeQuad = try #require(badge.presentationQuadrilateral())
        expectCorners(badgeQuad.map { ($0.x, $0.y) }, badgeCorners, tolerance: 1e-4)
        // The same corners as the view's own point conversion (frame is their bounding box).
        for (corner, point) in zip(Rect(x: 0, y: 0, width: 100, height: 100).corners, cardQuad) {
            #expect(close(card.convert(corner, to: root), point, 1e-9))
        }
        #expect(close(card.frame, Rect(boundingCorners: cardQuad), 1e-9))
    }

    @Test func textInAPerspectiveViewFollowsItsCorners() throws {
        let (root, card, _) = tiltedTree()
        let label = Label(name: "caption", text: "Hi")
        label.frame = Rect(x: 0, y: 0, width: 100, height: 20)
        card.addSubview(label)
        let elements = try SVGElementCollector.parse(SVGRenderer().render(root))
        let style = try #require(elements.first { $0.name == "g" && $0.path.last == "caption" && $0.attributes["font-size"] != nil })
        // The affine map through the projected top-left (72.6297, 45.2593), top-right
        // (123.0075, 53.9850) and bottom-left corners of the label's bounds.
        let transform = try #require(style.attributes["transform"])
        let numbers = transform.dropFirst("matrix(".count).dropLast().split(separator: " ").compactMap { Double($0) }
        #expect(numbers.count == 6)
        #expect(close(numbers[4], 72.6297, 0.0011) && close(numbers[5], 45.2593, 0.0011))
        #expect(close(numbers[0] * 100 + numbers[4], 123.0075, 0.001) && close(numbers[1] * 100 + numbers[5], 53.985, 0.001))
    }

    @Test func viewsBehindTheEyeAreNotDrawn() throws {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let card = View(name: "card", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        card.backgroundColor = .blue
        // An eye 50 points away from a 200-point card turned 80°: its far edge passes behind the eye.
        card.layer.transform = Transform3D(rotationAngle: 80 * .pi / 180, x: 0, y: 1, z: 0).withPerspective(distance: 50)
        root.addSubview(card)
        #expect(card.presentationQuadrilateral() == nil)
        let elements = try SVGElementCollector.parse(SVGRenderer().render(root))
        #expect(elements.group(named: "card") == nil)
    }

    @Test func aHalfTurnOfThe2DPlaneStaysAnAffineMatrix() throws {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let corner = View(name: "corner", frame: Rect(x: 0, y: 56, width: 44, height: 44))
        corner.layer.transform = Transform3D(rotationAngle: 3.14, x: 0, y: 0, z: 1)
        root.addSubview(corner)
        let elements = try SVGElementCollector.parse(SVGRenderer().render(root))
        let transform = try #require(elements.group(named: "corner")?.attributes["transform"])
        // cos 3.14 = -0.999999, sin 3.14 = 0.001593; about the centre (22, 78).
        #expect(transform == "matrix(-0.999999 0.001593 -0.001593 -0.999999 44.035 99.965)")
    }
}

/// The `--outline` overlay and its warning colours.
@Suite struct SVGOutlineTests {
    @Test func everyViewIsOutlinedAndNamedInItsDiagnosisColour() throws {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let fine = constrained(View(), name: "fine")
        let squeezed = constrained(View(), name: "squeezed")
        let loose = constrained(View(), name: "loose")
        let hidden = View(name: "hidden", frame: Rect(x: 200, y: 200, width: 20, height: 20))
        hidden.isHidden = true
        for view in [fine, squeezed, loose, hidden] { root.addSubview(view) }
        let width = squeezed.widthAnchor.constraint(equalToConstant: 100)
        LayoutConstraint.activate([
            fine.leadingAnchor.constraint(equalTo: root.leadingAnchor), fine.topAnchor.constraint(equalTo: root.topAnchor),
            fine.widthAnchor.constraint(equalToConstant: 50), fine.heightAnchor.constraint(equalToConstant: 50),
            squeezed.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 60),
            squeezed.topAnchor.constraint(equalTo: root.topAnchor), squeezed.heightAnchor.constraint(equalToConstant: 20),
            squeezed.widthAnchor.constraint(lessThanOrEqualToConstant: 80), width,
            loose.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            loose.widthAnchor.constraint(equalToConstant: 30), loose.heightAnchor.constraint(equalToConstant: 30),
        ])
        root.layoutLog.isSilenced = true
        root.layoutIfNeeded()
        #expect(width.isBroken || squeezed.constraints.contains { $0.isBroken } || root.constraints.contains { $0.isBroken })

        let diagnoses = LayoutDiagnosis.diagnose(root).map { ($0.view.name ?? "?", $0.diagnosis) }
        #expect(diagnoses.map(\.0) == ["root", "fine", "squeezed", "loose", "hidden"])
        #expect(diagnoses.map(\.1) == [.satisfied, .satisfied, .conflict, .ambiguous, .satisfied])

        let svg = SVGRenderer(options: SVGRenderOptions(showsOutlines: true)).render(root)
        let elements = try SVGElementCollector.parse(svg)
        let outlines = elements.filter { $0.attributes["data-outline"] != nil }
        #expect(outlines.map { $0.attributes["data-outline"] } == ["root", "fine", "squeezed", "loose", "hidden"])
        #expect(outlines.map { $0.attributes["stroke"] } == ["#007aff", "#007aff", "#ff3b30", "#ff9500", "#007aff"])
        #expect(outlines.map { $0.attributes["stroke-dasharray"] } == [nil, nil, nil, nil, "3 2"])
        #expect(outlines[1].attributes["points"] == "0,0 50,0 50,50 0,50")
        let names = elements.filter { $0.name == "text" && $0.path.last == "outlines" }.map(\.text)
        #expect(names == ["root", "fine", "squeezed (conflict)", "loose (ambiguous)", "hidden"])
        // "fine" starts where "root" does: its name moves down a line.
        let positions = elements.filter { $0.name == "text" && $0.path.last == "outlines" }.prefix(2)
            .map { [$0.attributes["x"], $0.attributes["y"]] }
        #expect(positions == [["2", "9"], ["2", "19"]])
    }

    /// Names of views far from the origin (at 1e18, where 10 points no longer move a coordinate) are
    /// drawn where they fall instead of being moved down forever; near ones still step down.
    @Test func outlineNamesFarAwayDoNotLoopForever() throws {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        for (index, y) in [1e18, 1e18, 1e18, 0, 0].enumerated() {
            root.addSubview(View(name: "v\(index)", frame: Rect(x: 0, y: y, width: 10, height: 10)))
        }
        let svg = SVGRenderer(options: SVGRenderOptions(showsOutlines: true)).render(root)
        let names = try SVGElementCollector.parse(svg).filter { $0.name == "text" && $0.path.last == "outlines" }
        #expect(names.map(\.text) == ["root", "v0", "v1", "v2", "v3", "v4"])
        #expect(names.suffix(2).map { $0.attributes["y"] } == ["19", "29"])
    }
}
