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
    private let instantiator: IBInstantiator

    init(topLevelViews: [View], viewController: ViewController?, instantiator: IBInstantiator) {
        self.topLevelViews = topLevelViews
        self.viewController = viewController
        self.unappliedRuntimeAttributes = instantiator.unappliedAttributes
        self.instantiator = instantiator
    }

    /// The view, constraint or view controller built for an IB id (`nil`: no such object, or
    /// one viewsim does not build, such as a gesture recognizer).
    public func object(withID id: String) -> AnyObject? { instantiator.object(withID: id) }

    /// The class the document gives a view built here: its `customClass` (kept when no Swift
    /// class is registered for it and the view is of its element's UIKit class), else UIKit's
    /// (`UILabel`).
    public func className(of view: View) -> String? { instantiator.className(of: view) }
}
