/// How the controls draw: simple, recognisable shapes in iOS's colours, each in a `<g>` with
/// `data-control` (the control's dynamic type), its parts marked with `data-part` (`track`, `knob`,
/// `thumb`, `segment`, `border`, ...). A disabled control is drawn at half opacity. Under a
/// perspective map the shapes get the affine map that fits the view's bounds, as text does.
/// Buttons need nothing here: their ``Button/titleLabel`` and ``Button/imageView`` draw.
extension SVGCanvas {
    /// Draws `view`'s control content, if it is a control this file knows.
    mutating func drawControlContent(of view: View, in bounds: Rect, map: PlaneMap?) {
        guard bounds.width > 0, bounds.height > 0 else { return }
        let draw: (inout SVGCanvas) -> Void
        switch view {
        case let control as Switch: draw = { $0.drawSwitch(control, in: bounds) }
        case let control as Slider: draw = { $0.drawSlider(control, in: bounds) }
        case let control as SegmentedControl: draw = { $0.drawSegments(control, in: bounds) }
        case let control as Stepper: draw = { $0.drawStepper(control, in: bounds) }
        case let control as PageControl: draw = { $0.drawDots(control) }
        case let control as TextField: draw = { $0.drawTextField(control, in: bounds) }
        case let textView as TextView: draw = { $0.drawTextView(textView, in: bounds) }
        case let progress as ProgressView: draw = { $0.drawProgress(progress, in: bounds) }
        case let indicator as ActivityIndicatorView: draw = { $0.drawSpokes(indicator, in: bounds) }
        default: return
        }
        let dimmed = (view as? Control)?.isEnabled == false
        inControlGroup(ViewDump.typeName(of: view), bounds, map: map, dimmed: dimmed, draw)
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

    private mutating func roundedRect(_ part: String, _ rect: Rect, radius: Double, fill: Color?,
                                      stroke: Color? = nil) {
        var attributes = [("data-part", part)] + Self.rectAttributes(rect)
        if radius > 0 { attributes.append(("rx", SVGFormat.number(radius))) }
        attributes += fill.map(Self.fillAttributes) ?? [("fill", "none")]
        if let stroke { attributes += [("stroke", SVGFormat.hex(stroke)), ("stroke-width", "1")] }
        body.element("rect", attributes)
    }

    private mutating func circle(_ part: String, center: Point, radius: Double, fill: Color, stroke: Color? = nil) {
        var attributes = [("data-part", part), ("cx", SVGFormat.number(center.x)), ("cy", SVGFormat.number(center.y)),
                          ("r", SVGFormat.number(radius))] + Self.fillAttributes(fill)
        if let stroke { attributes += [("stroke", SVGFormat.hex(stroke)), ("stroke-width", "0.5")] }
        body.element("circle", attributes)
    }

    private mutating func line(_ part: String, from start: Point, to end: Point, color: Color, width: Double,
                               opacity: Double = 1) {
        var attributes = [("data-part", part), ("x1", SVGFormat.number(start.x)), ("y1", SVGFormat.number(start.y)),
                          ("x2", SVGFormat.number(end.x)), ("y2", SVGFormat.number(end.y)),
                          ("stroke", SVGFormat.hex(color)), ("stroke-width", SVGFormat.number(width)),
                          ("stroke-linecap", "round")]
        if opacity < 1 { attributes.append(("stroke-opacity", SVGFormat.number(opacity))) }
        body.element("line", attributes)
    }

    private mutating func text(_ string: String, font: Font, color: Color, alignment: TextAlignment, in rect: Rect,
                               numberOfLines: Int = 1) {
        let layout = LabelTextLayout(text: string, font: font, numberOfLines: numberOfLines, alignment: alignment, in: rect)
        drawText(layout, font: font, color: color, in: rect, map: nil)
    }

    // MARK: - Each control

    /// A pill (green when on, grey when off) with a white knob at the on or off end.
    private mutating func drawSwitch(_ control: Switch, in bounds: Rect) {
        let size = Switch.size
        let track = Rect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        roundedRect("track", track, radius: size.height / 2, fill: control.isOn ? control.onTintColor : .systemGray5)
        let radius = size.height / 2 - 2
        let x = control.isOn ? track.maxX - 2 - radius : track.minX + 2 + radius
        circle("knob", center: Point(x: x, y: track.midY), radius: radius, fill: control.thumbTintColor, stroke: .systemGray4)
    }

    /// A track line, tinted up to the thumb, and a white thumb circle at the value.
    private mutating func drawSlider(_ control: Slider, in bounds: Rect) {
        let radius = Slider.thumbDiameter / 2
        let start = bounds.minX + radius, end = max(start, bounds.maxX - radius)
        let x = start + (end - start) * control.fraction
        let y = bounds.midY
        line("minimum-track", from: Point(x: start, y: y), to: Point(x: x, y: y),
             color: control.minimumTrackTintColor ?? control.tintColor, width: 4)
        line("maximum-track", from: Point(x: x, y: y), to: Point(x: end, y: y),
             color: control.maximumTrackTintColor ?? .systemGray4, width: 4)
        circle("thumb", center: Point(x: x, y: y), radius: radius, fill: .white, stroke: .systemGray4)
    }

    /// A grey rounded rectangle split in equal segments, the selected one filled, titles centred.
    private mutating func drawSegments(_ control: SegmentedControl, in bounds: Rect) {
        roundedRect("background", bounds, radius: 8, fill: .systemGray5)
        let rects = control.segmentRects
        if rects.indices.contains(control.selectedSegmentIndex), let fill = control.selectedSegmentTintColor {
            roundedRect("selected-segment", rects[control.selectedSegmentIndex].insetBy(dx: 2, dy: 2), radius: 7,
                        fill: fill, stroke: .systemGray4)
        }
        for index in rects.indices.dropFirst() where index != control.selectedSegmentIndex
            && index - 1 != control.selectedSegmentIndex {
            let x = rects[index].minX
            line("divider", from: Point(x: x, y: bounds.minY + 8), to: Point(x: x, y: bounds.maxY - 8),
                 color: .systemGray4, width: 1)
        }
        for (index, rect) in rects.enumerated() {
            let font = index == control.selectedSegmentIndex
                ? Font(size: SegmentedControl.titleFont.pointSize, weight: .semibold) : SegmentedControl.titleFont
            text(control.titles[index], font: font, color: .black, alignment: .center, in: rect)
        }
    }

    /// Two grey halves with − and + drawn as strokes (an end that cannot step further is grey).
    private mutating func drawStepper(_ control: Stepper, in bounds: Rect) {
        let size = Stepper.size
        let frame = Rect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        roundedRect("background", frame, radius: 8, fill: .systemGray5)
        line("divider", from: Point(x: frame.midX, y: frame.minY + 8), to: Point(x: frame.midX, y: frame.maxY - 8),
             color: .systemGray4, width: 1)
        let arm = 7.0
        let minus = Point(x: frame.minX + frame.width / 4, y: frame.midY)
        let plus = Point(x: frame.minX + frame.width * 3 / 4, y: frame.midY)
        let canDecrement = control.wraps || control.value > control.minimumValue
        let canIncrement = control.wraps || control.value < control.maximumValue
        line("minus", from: Point(x: minus.x - arm, y: minus.y), to: Point(x: minus.x + arm, y: minus.y),
             color: canDecrement ? .black : .systemGray, width: 2)
        line("plus", from: Point(x: plus.x - arm, y: plus.y), to: Point(x: plus.x + arm, y: plus.y),
             color: canIncrement ? .black : .systemGray, width: 2)
        line("plus", from: Point(x: plus.x, y: plus.y - arm), to: Point(x: plus.x, y: plus.y + arm),
             color: canIncrement ? .black : .systemGray, width: 2)
    }

    /// One dot per page, the current one in its own colour.
    private mutating func drawDots(_ control: PageControl) {
        for (page, center) in control.dotCenters.enumerated() {
            let isCurrent = page == control.currentPage
            let color = (isCurrent ? control.currentPageIndicatorTintColor : control.pageIndicatorTintColor)
                ?? (isCurrent ? .black : .systemGray4)
            circle(isCurrent ? "current-dot" : "dot", center: center, radius: PageControl.dotDiameter / 2, fill: color)
        }
    }

    /// The border of the style, then the text (or the grey placeholder) on one line.
    private mutating func drawTextField(_ field: TextField, in bounds: Rect) {
        switch field.borderStyle {
        case .none: break
        case .line: roundedRect("border", bounds.insetBy(dx: 0.5, dy: 0.5), radius: 0, fill: nil, stroke: .black)
        case .bezel: roundedRect("border", bounds.insetBy(dx: 0.5, dy: 0.5), radius: 0, fill: nil, stroke: .systemGray)
        case .roundedRect:
            roundedRect("border", bounds.insetBy(dx: 0.5, dy: 0.5), radius: 5, fill: .white, stroke: .systemGray4)
        }
        let color = field.isShowingPlaceholder ? Color.placeholderText : field.textColor
        text(field.displayedText, font: field.font, color: color, alignment: field.textAlignment,
             in: bounds.inset(by: field.textInsets))
    }

    /// The wrapped text from the top, inside the padding.
    private mutating func drawTextView(_ textView: TextView, in bounds: Rect) {
        let lines = textView.renderedLines
        guard !lines.isEmpty else { return }
        let padding = textView.textPadding
        let rect = Rect(x: bounds.minX + padding.left, y: bounds.minY + padding.top,
                        width: max(0, bounds.width - padding.horizontal),
                        height: Double(lines.count) * textView.font.lineHeight)
        text(textView.text, font: textView.font, color: textView.textColor, alignment: textView.textAlignment,
             in: rect, numberOfLines: 0)
    }

    /// The track across the bounds and the filled part over it, as thick lines.
    private mutating func drawProgress(_ progress: ProgressView, in bounds: Rect) {
        let y = bounds.midY, width = bounds.height
        let x = bounds.minX + bounds.width * Double(progress.progress)
        body.element("rect", [("data-part", "track")] + Self.rectAttributes(Rect(x: bounds.minX, y: y - width / 2, width: bounds.width, height: width))
                     + [("rx", SVGFormat.number(width / 2))] + Self.fillAttributes(progress.trackTintColor ?? .systemGray4))
        guard x > bounds.minX else { return }
        body.element("rect", [("data-part", "progress")] + Self.rectAttributes(Rect(x: bounds.minX, y: y - width / 2, width: x - bounds.minX, height: width))
                     + [("rx", SVGFormat.number(width / 2))] + Self.fillAttributes(progress.progressTintColor ?? .systemBlue))
    }

    /// Eight spokes around the centre, fading clockwise (a still frame of the spin).
    private mutating func drawSpokes(_ indicator: ActivityIndicatorView, in bounds: Rect) {
        let side = min(bounds.width, bounds.height)
        let inner = side * 0.25, outer = side * 0.45
        let spokes = 8
        for index in 0..<spokes {
            let angle = Double(index) / Double(spokes) * 2 * Double.pi
            let (sine, cosine) = exactSineCosine(angle)
            let (dx, dy) = (sine, -cosine)
            line("spoke", from: Point(x: bounds.midX + dx * inner, y: bounds.midY + dy * inner),
                 to: Point(x: bounds.midX + dx * outer, y: bounds.midY + dy * outer),
                 color: indicator.color, width: side * 0.09, opacity: 1 - Double(index) * 0.1)
        }
    }
}
