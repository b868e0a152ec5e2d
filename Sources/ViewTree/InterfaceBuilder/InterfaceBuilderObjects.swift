/// What one instantiation of a ``Nib`` or a ``Storyboard`` scene built: the top-level views or
/// view controller, every object by its IB id, and the user-defined runtime attributes that no
/// modelled property took.
public struct InterfaceBuilderObjects {
    /// A nib's top-level views in document order (what `UINib.instantiate` returns); a
    /// storyboard's: the view controller's root view, if it has one.
    public let topLevelViews: [View]
    /// The view controller instantiated from a storyboard (`nil` for a nib).
    public let viewController: ViewController?
    /// The user-defined runtime attributes not applied (key paths the view tree does not
    /// model, such as `layer.cornerRadius`, or values of the wrong type), in document order.
    public let unappliedRuntimeAttributes: [RuntimeAttribute]
    private let objects: (String) -> AnyObject?

    init(topLevelViews: [View], viewController: ViewController?, unappliedRuntimeAttributes: [RuntimeAttribute],
         objects: @escaping (String) -> AnyObject?) {
        self.topLevelViews = topLevelViews
        self.viewController = viewController
        self.unappliedRuntimeAttributes = unappliedRuntimeAttributes
        self.objects = objects
    }

    /// The view, constraint or view controller built for an IB id (`nil`: no such object, or
    /// one viewsim does not build, such as a gesture recognizer).
    public func object(withID id: String) -> AnyObject? { objects(id) }
}
