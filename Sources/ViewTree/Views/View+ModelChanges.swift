/// A change of one animatable model value of a ``View``, carrying the value it replaced
/// (the new value is on the view).
public enum ModelChange: Sendable {
    /// `bounds` changed.
    case bounds(from: Rect)
    /// `center` (the layer's position) changed.
    case center(from: Point)
    /// The transform (2-D or 3-D; they are one stored value) changed.
    case transform(from: Transform3D)
    /// `alpha` changed.
    case alpha(from: Double)
    /// `backgroundColor` changed.
    case backgroundColor(from: Color?)
}

extension View {
    /// Called by every animatable property's setter right after its model value changed
    /// (never for a set to the same value). This is the one hook for the animation system:
    /// inside an animation block it can record `change` as the start of an animation toward
    /// the new model value. Outside animations nothing needs to happen here.
    func modelDidChange(_ change: ModelChange) {
        animationHookModelDidChange(change)
    }
}
