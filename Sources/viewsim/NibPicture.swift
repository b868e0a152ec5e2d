import ViewTree

/// `viewsim render --nib FILE [--object ID]`: one root of an Interface Builder document, laid
/// out as `dump --nib` lays it out, drawn as SVG.
enum NibPicture {
    /// What to draw.
    struct Request {
        var path: String
        /// The IB id of a top-level view, a scene or a view controller; `nil`: the first
        /// top-level view of a xib, the initial (else first) scene of a storyboard.
        var object: String?
        var options = InterfaceBuilderLayout.Options()
    }

    /// The picture, or why the document cannot be read; throws for
    /// an unknown `--object` (a usage error listing the valid ids).
    static func draw(_ request: Request, showsOutlines: Bool, console: Console)
        throws(UsageError) -> Result<RenderCommand.Picture, InterfaceBuilderError> {
        let layout: InterfaceBuilderLayout
        switch NibArguments.load(request.path, options: request.options, console: console) {
        case let .success(laidOut): layout = laidOut
        case let .failure(error): return .failure(error)
        }
        let root = try self.root(of: layout, object: request.object)
        guard let root else { return .success(RenderCommand.Picture(svg: SVGRenderer().render(View()))) }
        let title = "\(request.path) \(root.sceneID.map { "scene \($0)" } ?? root.id ?? "")"
        let options = SVGRenderOptions(showsOutlines: showsOutlines, title: title)
        return .success(RenderCommand.Picture(svg: SVGRenderer(options: options).render(root.view),
                                              problems: root.view.layoutLog.entries))
    }

    /// The root `object` names (by its view's, scene's or view controller's id), else the default one.
    static func root(of layout: InterfaceBuilderLayout, object: String?) throws(UsageError) -> InterfaceBuilderLayout.Root? {
        guard let object else {
            let initial = layout.document.initialViewControllerID
            return layout.roots.first { initial != nil && $0.viewControllerID == initial } ?? layout.roots.first
        }
        if let root = layout.roots.first(where: { [$0.id, $0.sceneID, $0.viewControllerID].contains(object) }) { return root }
        let valid = layout.roots.map { root in
            if let scene = root.sceneID {
                return "\(scene) (scene; view controller \(root.viewControllerID ?? "-"), view \(root.id ?? "-"))"
            }
            return "\(root.id ?? "-") (view)"
        }
        throw UsageError("no top-level view, scene or view controller has the id '\(object)'; valid ids: "
                         + (valid.isEmpty ? "none (the document has no views)" : valid.joined(separator: ", ")))
    }
}
