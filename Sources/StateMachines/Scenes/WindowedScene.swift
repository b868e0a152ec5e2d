import ViewTree

/// A scene that runs in a window of its own and takes gestures: what `viewsim dump --scene`
/// needs (the window to print, a target for the script), and where `viewsim play` finds the
/// presentation issues (`window.presentationLog`) of a scene.
public protocol WindowedScene: GestureTarget {
    /// The window the scene runs in.
    var window: Window { get }
}

extension SalonSelectorScene: WindowedScene {}
extension PhotosScene: WindowedScene {}
extension CartScene: WindowedScene {}
extension DropInScene: WindowedScene {}
extension MultitaskScene: WindowedScene {}
