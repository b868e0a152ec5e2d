/// What the outline overlay says about a view's layout.
public enum LayoutDiagnosis: String, Sendable {
    /// Nothing wrong.
    case satisfied
    /// Its layout is ambiguous (``View/hasAmbiguousLayout``).
    case ambiguous
    /// One of the constraints on its position or size had to be broken
    /// (``LayoutConstraint/isBroken``); takes precedence over ambiguity.
    case conflict

    /// The diagnosis of every view of `root`'s subtree, in preorder (the root first, then each
    /// subview's subtree back to front).
    public static func diagnose(_ root: View) -> [(view: View, diagnosis: LayoutDiagnosis)] {
        var broken = Set<ObjectIdentifier>()
        var views: [View] = []
        collect(root, into: &views)
        for view in views {
            for constraint in view.constraints where constraint.isBroken {
                if let first = constraint.firstView { broken.insert(ObjectIdentifier(first)) }
                if let second = constraint.secondView { broken.insert(ObjectIdentifier(second)) }
            }
        }
        return views.map { view in
            if broken.contains(ObjectIdentifier(view)) { return (view, .conflict) }
            return (view, view.hasAmbiguousLayout ? .ambiguous : .satisfied)
        }
    }

    private static func collect(_ view: View, into views: inout [View]) {
        views.append(view)
        for subview in view.subviews { collect(subview, into: &views) }
    }
}

extension SVGCanvas {
    /// The outline overlay: each view's presentation quadrilateral in the root's coordinates
    /// with its name (its type when unnamed) at its first corner, in the outline, conflict or
    /// ambiguity colour; views that draw nothing (hidden, alpha 0, or inside such a view) dashed.
    /// A name that would land on an earlier one moves down a line.
    mutating func drawOutlines(of root: View) {
        let diagnoses = LayoutDiagnosis.diagnose(root)
        var index = 0
        var namePositions: [Point] = []
        body.open("g", [("data-name", "outlines"), ("fill", "none"), ("stroke-width", "1"),
                        ("font-family", options.fontFamily), ("font-size", "9")])
        drawOutline(root, map: .identity, isRoot: true, isDrawn: true, diagnoses: diagnoses, index: &index,
                    namePositions: &namePositions)
        body.close("g")
    }

    private mutating func drawOutline(_ view: View, map parentMap: PlaneMap, isRoot: Bool, isDrawn parentDrawn: Bool,
                                      diagnoses: [(view: View, diagnosis: LayoutDiagnosis)], index: inout Int,
                                      namePositions: inout [Point]) {
        let values = view.presentation
        let map = isRoot ? PlaneMap.identity : PlaneMap.local(values).then(parentMap)
        let isDrawn = parentDrawn && !view.isHidden && values.alpha > 0
        let diagnosis = diagnoses[index].diagnosis
        index += 1
        if let corners = map.quadrilateral(of: values.bounds) {
            let colour: String
            switch diagnosis {
            case .satisfied: colour = SVGPalette.outline
            case .ambiguous: colour = SVGPalette.ambiguous
            case .conflict: colour = SVGPalette.conflict
            }
            var attributes = [("data-outline", view.name ?? ViewDump.typeName(of: view)), ("stroke", colour)]
            if !isDrawn { attributes.append(("stroke-dasharray", "3 2")) }
            body.element("polygon", [("points", SVGFormat.points(corners))] + attributes)
            var position = Point(x: corners[0].x + 2, y: corners[0].y + 9)
            // Below the names already there: each name blocks at most two 10-point steps, and
            // where 10 points no longer move a coordinate (from 2^57, about 1.4e17) the name
            // stays put.
            var steps = 0
            while steps <= 2 * namePositions.count, position.y + 10 != position.y,
                  namePositions.contains(where: { abs($0.x - position.x) < 40 && abs($0.y - position.y) < 9 }) {
                position.y += 10
                steps += 1
            }
            namePositions.append(position)
            var name = view.name ?? ViewDump.typeName(of: view)
            if diagnosis != .satisfied { name += " (\(diagnosis.rawValue))" }
            body.element("text", [("x", SVGFormat.number(position.x)), ("y", SVGFormat.number(position.y)),
                                  ("fill", colour), ("stroke", "#ffffff"), ("stroke-width", "2"),
                                  ("paint-order", "stroke")], content: name)
        }
        for subview in view.subviews {
            drawOutline(subview, map: map, isRoot: false, isDrawn: isDrawn, diagnoses: diagnoses, index: &index,
                        namePositions: &namePositions)
        }
    }
}
