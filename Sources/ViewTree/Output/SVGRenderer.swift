/// Draws a view tree as an SVG document, at its presentation values (what is on screen now,
/// running animations included), deterministically: the same tree and options give the same
/// bytes.
///
/// The picture covers the root view's bounds (its `width`, `height` and `viewBox`); the root is
/// drawn in its own coordinate system, and every other view in a `<g>` (with `data-name`, its
/// name or type) holding, in UIKit's order:
/// - its **background colour** as a rectangle over its bounds (`fill`, `fill-opacity` for the
///   colour's alpha);
/// - its **content**: a ``Label``'s text lines, centred vertically in its bounds as `UILabel`
///   draws them, truncated with "…" where they do not fit; an ``ImageView``'s image as an
///   ``SVGImageAppearance`` in the rectangle its ``ContentMode`` gives the image; a
///   ``SnapshotView``'s copied text or image, drawn as the original's;
/// - its **subviews**, back to front.
///
/// The group carries the view's **alpha** as `opacity` (group opacity, as Core Animation
/// composites a layer), and ``View/clipsToBounds`` becomes a `clipPath` of its bounds. The
/// layer's corner radius rounds the background and the clip, its border is drawn over the
/// subviews, and a shadow (``Layer/shadowOpacity`` above 0) is an `feDropShadow` filter on the
/// view's content. Hidden views and views with alpha 0 draw nothing.
///
/// **Transforms.** Where the map from a view's bounds to its superview (anchor point, layer
/// transform, centre) is affine, the group gets it as `transform` (`translate(...)` or
/// `matrix(...)`), exactly. A 3-D transform with perspective cannot be an SVG transform: from
/// that view down, shapes are drawn as the quadrilaterals they project to (polygons through the
/// projected corners, exact), and text with the affine map that agrees with the projection at
/// the label's top-left, top-right and bottom-left corners. Views with a corner behind the eye
/// are not drawn.
///
/// With ``SVGRenderOptions/showsOutlines`` an overlay outlines every view and names it (see
/// ``SVGRenderOptions``). Numbers have at most three decimals (``SVGFormat/number(_:fractionDigits:)``).
public struct SVGRenderer {
    /// How to draw.
    public var options: SVGRenderOptions

    /// A renderer with the given options.
    public init(options: SVGRenderOptions = SVGRenderOptions()) {
        self.options = options
    }

    /// The SVG document of `root` and its subviews, ending with a newline.
    public func render(_ root: View) -> String {
        let bounds = root.presentation.bounds
        var canvas = SVGCanvas(options: options)
        if let backdrop = options.backdrop, backdrop.alpha > 0 {
            canvas.body.element("rect", [("data-name", "backdrop")] + SVGCanvas.rectAttributes(bounds)
                                + SVGCanvas.fillAttributes(backdrop))
        }
        canvas.drawView(root, into: nil, isRoot: true)
        if options.showsOutlines { canvas.drawOutlines(of: root) }

        var document = SVGWriter()
        document.line("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        let size = [bounds.width, bounds.height].map { SVGFormat.number(max($0, 0)) }
        document.open("svg", [("xmlns", "http://www.w3.org/2000/svg"), ("version", "1.1"),
                              ("width", size[0]), ("height", size[1]),
                              ("viewBox", [SVGFormat.number(bounds.minX), SVGFormat.number(bounds.minY), size[0], size[1]]
                                .joined(separator: " "))])
        if let title = options.title { document.element("title", [], content: title) }
        if canvas.usesPlaceholderPattern { SVGCanvas.writePlaceholderPattern(into: &document) }
        return document.text + canvas.body.text + "</svg>\n"
    }
}

/// The state of one rendering: the body written so far and the identifiers handed out.
struct SVGCanvas {
    let options: SVGRenderOptions
    /// The document's body (inside `<svg>`).
    var body = SVGWriter(depth: 1)
    /// The number of clip paths written (each gets the next identifier).
    var clipCount = 0
    /// The number of shadow filters written (each gets the next identifier).
    var filterCount = 0
    /// Whether some image was drawn as a placeholder (the pattern then goes into `<defs>`).
    var usesPlaceholderPattern = false

    init(options: SVGRenderOptions) {
        self.options = options
    }

    /// Draws `view` and its subtree. `projection` maps the parent's bounds coordinates into the
    /// coordinates the SVG is being written in, when a perspective transform above made them
    /// differ (`nil`: the parent's coordinates are the current SVG user space).
    mutating func drawView(_ view: View, into projection: PlaneMap?, isRoot: Bool = false) {
        if view.isHidden { return }
        let values = view.presentation
        if values.alpha <= 0 { return }
        var attributes: [(String, String)] = [("data-name", view.name ?? ViewDump.typeName(of: view))]
        var map: PlaneMap?
        if !isRoot {
            let local = PlaneMap.local(values)
            if let projection {
                map = local.then(projection)
            } else if local.isAffine {
                let transform = SVGFormat.transform(local.affineTransform)
                if transform != "translate(0 0)" { attributes.append(("transform", transform)) }
            } else {
                map = local
            }
        }
        if let map, map.quadrilateral(of: values.bounds) == nil { return }
        if values.alpha < 1 { attributes.append(("opacity", SVGFormat.number(values.alpha))) }

        body.open("g", attributes)
        let clips = view.clipsToBounds
        let style = view.layerStyle
        if clips { openClip(values.bounds, radius: style.drawnRadius(in: values.bounds), map: map) }
        // A projected view casts no shadow (an SVG filter's offset and blur are not projected).
        let shadow = map == nil ? view.layerShadow.drawnColor : nil
        if let shadow { openShadow(shadow, view.layerShadow, of: view, in: values.bounds) }
        drawBackground(values, radius: style.drawnRadius(in: values.bounds), map: map)
        drawContent(of: view, in: values.bounds, map: map)
        for subview in view.subviews { drawView(subview, into: map) }
        drawBorder(style, in: values.bounds, map: map)
        if shadow != nil { body.close("g") }
        if clips { body.close("g") }
        body.close("g")
    }

    /// Casts a shadow of what follows (until the matching close): the alpha of the layer's
    /// content, subviews included, offset, blurred and tinted, behind it, as Core Animation draws
    /// a layer's shadow without a `shadowPath`. The blur's standard deviation is half the
    /// shadow radius, the usual match for Core Animation's blur. Inside the clip when the view
    /// clips, so that `masksToBounds` clips the shadow too.
    private mutating func openShadow(_ color: Color, _ style: LayerShadow, of view: View, in bounds: Rect) {
        filterCount += 1
        let identifier = "shadow\(filterCount)"
        let deviation = max(style.radius, 0) / 2
        // The filter region: the content's extent (the bounds and the subviews' frames), moved
        // by the offset and widened by three deviations, where the blur fades out.
        var extent = bounds
        for subview in view.subviews where !subview.isHidden { extent = extent.union(subview.presentation.frame) }
        let margin = 3 * deviation
        let region = extent.union(extent.offsetBy(dx: style.offset.width, dy: style.offset.height))
            .insetBy(dx: -margin, dy: -margin)
        body.open("filter", [("id", identifier), ("filterUnits", "userSpaceOnUse")] + Self.rectAttributes(region)
                  + [("color-interpolation-filters", "sRGB")])
        body.element("feDropShadow", [("dx", SVGFormat.number(style.offset.width)),
                                      ("dy", SVGFormat.number(style.offset.height)),
                                      ("stdDeviation", SVGFormat.number(deviation)),
                                      ("flood-color", SVGFormat.hex(color)),
                                      ("flood-opacity", SVGFormat.number(color.alpha))])
        body.close("filter")
        body.open("g", [("filter", "url(#\(identifier))")])
    }

    /// The layer's border, inside its bounds and over its subviews, as Core Animation draws it.
    private mutating func drawBorder(_ style: LayerStyle, in bounds: Rect, map: PlaneMap?) {
        guard style.borderWidth.isFinite, style.borderWidth > 0, let color = style.borderColor, color.alpha > 0,
              bounds.width > 0, bounds.height > 0 else { return }
        let width = min(style.borderWidth, bounds.width / 2, bounds.height / 2)
        let inset = bounds.insetBy(dx: width / 2, dy: width / 2)
        var attributes: [(String, String)] = [("fill", "none"), ("stroke", SVGFormat.hex(color)),
                                              ("stroke-width", SVGFormat.number(width))]
        if color.alpha < 1 { attributes.append(("stroke-opacity", SVGFormat.number(color.alpha))) }
        drawRect(inset, radius: max(0, style.drawnRadius(in: bounds) - width / 2), map: map, attributes)
    }

    private mutating func drawBackground(_ values: PresentationValues, radius: Double, map: PlaneMap?) {
        guard let color = values.backgroundColor, color.alpha > 0,
              values.bounds.width > 0, values.bounds.height > 0 else { return }
        drawRect(values.bounds, radius: radius, map: map, Self.fillAttributes(color))
    }

    /// Clips what follows (until the matching close) to `rect`, with rounded corners.
    private mutating func openClip(_ rect: Rect, radius: Double, map: PlaneMap?) {
        clipCount += 1
        let identifier = "clip\(clipCount)"
        body.open("clipPath", [("id", identifier)])
        drawRect(rect, radius: radius, map: map, [])
        body.close("clipPath")
        body.open("g", [("clip-path", "url(#\(identifier))")])
    }

    // MARK: - Shapes

    /// A `<rect>` in the current coordinates (with corners of `radius`), or the `<polygon>` it
    /// projects to through `map` (square-cornered: a projected rounded rectangle is not drawn).
    mutating func drawRect(_ rect: Rect, radius: Double = 0, map: PlaneMap?, _ attributes: [(String, String)]) {
        if let map {
            guard let corners = map.quadrilateral(of: rect) else { return }
            body.element("polygon", [("points", SVGFormat.points(corners))] + attributes)
        } else if radius > 0 {
            let corner = SVGFormat.number(radius)
            body.element("rect", Self.rectAttributes(rect) + [("rx", corner), ("ry", corner)] + attributes)
        } else {
            body.element("rect", Self.rectAttributes(rect) + attributes)
        }
    }

    /// A `<polyline>` through `points`, projected through `map` when there is one.
    mutating func drawPolyline(_ points: [Point], map: PlaneMap?, _ attributes: [(String, String)]) {
        var mapped = points
        if let map {
            mapped = []
            for point in points {
                guard let image = map.apply(to: point) else { return }
                mapped.append(image)
            }
        }
        body.element("polyline", [("points", SVGFormat.points(mapped))] + attributes)
    }

    /// `x`, `y`, `width`, `height` of a rectangle.
    static func rectAttributes(_ rect: Rect) -> [(String, String)] {
        [("x", SVGFormat.number(rect.minX)), ("y", SVGFormat.number(rect.minY)),
         ("width", SVGFormat.number(rect.width)), ("height", SVGFormat.number(rect.height))]
    }

    /// `fill` and, for a translucent colour, `fill-opacity`.
    static func fillAttributes(_ color: Color) -> [(String, String)] {
        var attributes = [("fill", SVGFormat.hex(color))]
        if color.alpha < 1 { attributes.append(("fill-opacity", SVGFormat.number(color.alpha))) }
        return attributes
    }
}
