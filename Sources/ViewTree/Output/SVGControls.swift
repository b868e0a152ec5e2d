/// How the controls draw: simple, recognisable shapes in iOS's colours, each in a `<g>` with
/// `data-control` (the control's dynamic type), its parts marked with `data-part` (`track`, `knob`,
/// `thumb`, `segment`, `border`, ...). A disabled control is drawn at half opacity. Under a
/// perspective map the shapes get the affine map that fits the view's bounds, as text does.
/// A button draws only a configuration's background here: its ``Button/titleLabel`` and
/// ``Button/imageView`` draw themselves. Each
/// control draws itself in its own file (``ControlDrawing``) with the shapes below.
protocol ControlDrawing {
    /// Draws the control's content in its bounds' coordinates.
    func draw(on canvas: inout SVGCanvas, in bounds: Rect)
}

extension Rect {
    /// Where a control of a fixed `size` (a switch, a stepper) draws in these bounds: at their
    /// left edge, centred vertically, as UIKit draws one in a frame Auto Layout made larger.
    func fixedSizeControlFrame(_ size: Size) -> Rect {
        Rect(x: minX, y: midY - size.height / 2, width: size.width, height: size.height)
    }
}

extension SVGCanvas {
    /// Draws `view`'s control content, if it is a ``ControlDrawing``.
    mutating func drawControlContent(of view: View, in bounds: Rect, map: PlaneMap?) {
        guard bounds.width > 0, bounds.height > 0 else { return }
        guard let control = view as? ControlDrawing else { return }
        let dimmed = (view as? Control)?.isEnabled == false
        inControlGroup(ViewDump.typeName(of: view), bounds, map: map, dimmed: dimmed) { control.draw(on: &$0, in: bounds) }
    }

    /// Wraps what `draw` writes (in the view's bounds coordinates) in a group, with the affine
    /// fit of `map` as its transform when there is a map.
    private mutating func inControlGroup(_ type: String, _ bounds: Rect, map: PlaneMap?, dimmed: Bool,
                                         _ draw: (inout SVGCanvas) -> Void) {
        var attributes = [("data-control", type)]
        if let map {
            guard let fit = map.affineFit(on: bounds) else { return }
            attributes.append(("transform", SVGFormat.transform(fit)))
        }
        if dimmed { attributes.append(("opacity", "0.5")) }
        body.open("g", attributes)
        draw(&self)
        body.close("g")
    }

    // MARK: - Shapes in local coordinates

    mutating func roundedRect(_ part: String, _ rect: Rect, radius: Double, fill: Color?, stroke: Color? = nil) {
        var attributes = [("data-part", part)] + Self.rectAttributes(rect)
        if radius > 0 { attributes.append(("rx", SVGFormat.number(radius))) }
        attributes += fill.map(Self.fillAttributes) ?? [("fill", "none")]
        if let stroke { attributes += [("stroke", SVGFormat.hex(stroke)), ("stroke-width", "1")] }
        body.element("rect", attributes)
    }

    mutating func circle(_ part: String, center: Point, radius: Double, fill: Color, stroke: Color? = nil) {
        var attributes = [("data-part", part), ("cx", SVGFormat.number(center.x)), ("cy", SVGFormat.number(center.y)),
                          ("r", SVGFormat.number(radius))] + Self.fillAttributes(fill)
        if let stroke { attributes += [("stroke", SVGFormat.hex(stroke)), ("stroke-width", "0.5")] }
        body.element("circle", attributes)
    }

    mutating func line(_ part: String, from start: Point, to end: Point, color: Color, width: Double,
                       opacity: Double = 1) {
        var attributes = [("data-part", part), ("x1", SVGFormat.number(start.x)), ("y1", SVGFormat.number(start.y)),
                          ("x2", SVGFormat.number(end.x)), ("y2", SVGFormat.number(end.y)),
                          ("stroke", SVGFormat.hex(color)), ("stroke-width", SVGFormat.number(width)),
                          ("stroke-linecap", "round")]
        if opacity < 1 { attributes.append(("stroke-opacity", SVGFormat.number(opacity))) }
        body.element("line", attributes)
    }

    mutating func text(_ string: String, font: Font, color: Color, alignment: TextAlignment, in rect: Rect,
                       numberOfLines: Int = 1) {
        let layout = LabelTextLayout(text: string, font: font, numberOfLines: numberOfLines, alignment: alignment, in: rect)
        drawText(layout, font: font, color: color, in: rect, map: nil)
    }
}
