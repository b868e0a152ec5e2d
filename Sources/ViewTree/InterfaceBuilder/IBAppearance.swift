/// Gives a built view the colours and user-defined runtime attributes its element declares, onto
/// the properties ViewTree models.
enum IBAppearance {
    /// Sets the element's colours that the view's class has (`backgroundColor` on every view,
    /// `textColor` on labels and text fields and views, `tintColor` on controls, …). Others
    /// (`highlightedColor`, `shadowColor`, a bar's tints) and asset colours the document does not
    /// define are left out: they do not change layout.
    static func applyColors(of model: IBView, to view: View, resources: [String: Color]) {
        for (key, ibColor) in model.colors {
            guard let color = IBColors.resolve(ibColor, resources: resources) else { continue }
            _ = IBElementClass.setColor(color, forKey: key, on: view)
        }
    }

    /// Applies user-defined runtime attributes as UIKit's `setValue(_:forKeyPath:)` does after
    /// loading, for the key paths whose property ViewTree models: the layer's transform
    /// (`layer.transform.rotation[.z]`, `.scale[.x|.y]`, `.translation.x|.y`, set on the current
    /// transform as Core Animation's key-path extensions do), `alpha`/`layer.opacity`,
    /// `hidden`, `clipsToBounds`/`layer.masksToBounds`, `layer.cornerRadius`, `layer.borderWidth`,
    /// `layer.shadowOpacity`, `layer.shadowRadius`, `layer.shadowOffset`, colours. Returns the
    /// attributes not applied (key paths the view tree does not model, such as
    /// `layer.shouldRasterize`; `layer.borderColor` and `layer.shadowColor`, which take a
    /// `CGColor` that IB's colour attribute cannot give, so UIKit's key-value coding cannot set
    /// them either; a value of the wrong type), in order.
    static func applyRuntimeAttributes(_ attributes: [RuntimeAttribute], to view: View) -> [RuntimeAttribute] {
        attributes.filter { !apply($0, to: view) }
    }

    private static func apply(_ attribute: RuntimeAttribute, to view: View) -> Bool {
        switch (attribute.keyPath, attribute.value) {
        case ("alpha", .number(let value)), ("layer.opacity", .number(let value)):
            view.alpha = value
        case ("hidden", .boolean(let value)), ("isHidden", .boolean(let value)), ("layer.hidden", .boolean(let value)):
            view.isHidden = value
        case ("clipsToBounds", .boolean(let value)), ("layer.masksToBounds", .boolean(let value)):
            view.clipsToBounds = value
        case ("layer.cornerRadius", .number(let value)):
            view.layer.cornerRadius = value
        case ("layer.borderWidth", .number(let value)):
            view.layer.borderWidth = value
        case ("layer.shadowOpacity", .number(let value)):
            view.layer.shadowOpacity = value
        case ("layer.shadowRadius", .number(let value)):
            view.layer.shadowRadius = value
        case ("layer.shadowOffset", .size(let value)):
            view.layer.shadowOffset = value
        case (let keyPath, .color(let color?)) where keyPath.hasPrefix("layer.") == false:
            return IBElementClass.setColor(color, forKey: keyPath, on: view)
        case ("layer.backgroundColor", .color(let color?)):
            view.backgroundColor = color
        case (let keyPath, .number(let value)) where keyPath.hasPrefix("layer.transform.") || keyPath.hasPrefix("transform."):
            guard let transform = transform(view.layer.transform, keyPath, value) else { return false }
            view.layer.transform = transform
        default: return false
        }
        return true
    }

    /// The transform after setting one of Core Animation's transform key paths to `value`:
    /// the change applied before the current transform (from the identity, exactly the rotation,
    /// scale or translation asked for).
    private static func transform(_ current: Transform3D, _ keyPath: String, _ value: Double) -> Transform3D? {
        let field = keyPath.hasPrefix("layer.") ? keyPath.dropFirst("layer.transform.".count) : keyPath.dropFirst("transform.".count)
        let change: Transform3D
        switch field {
        case "rotation", "rotation.z": change = Transform3D(rotationAngle: value, x: 0, y: 0, z: 1)
        case "rotation.x": change = Transform3D(rotationAngle: value, x: 1, y: 0, z: 0)
        case "rotation.y": change = Transform3D(rotationAngle: value, x: 0, y: 1, z: 0)
        case "scale": change = Transform3D(scaleX: value, y: value, z: value)
        case "scale.x": change = Transform3D(scaleX: value, y: 1, z: 1)
        case "scale.y": change = Transform3D(scaleX: 1, y: value, z: 1)
        case "translation.x": change = Transform3D(translationX: value, y: 0, z: 0)
        case "translation.y": change = Transform3D(translationX: 0, y: value, z: 0)
        default: return nil
        }
        return current.isIdentity ? change : change.concatenating(current)
    }
}
