import Foundation
extension Window {
    /// The controller whose view fills the window (`UIWindow.rootViewController`). Setting it
    /// removes the previous root's view and adds the new root's view below any presentation's
    /// container, sized to the window and resizing with it.
    public var rootViewController: ViewController? {
        get { presentationState.rootViewController }
        set {
            let old = presentationState.rootViewController
            if old === newValue { return }
            if let oldView = old?.viewIfLoaded, oldView.superview === self { oldView.removeFromSuperview() }
            presentationState.rootViewController = newValue
            guard let controller = newValue else { return }
            controller.assignedScreenSize = screenSize
            let view = controller.view
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insertSubview(view, at: 0)
        }
    }

    /// Shows the window (`UIWindow.makeKeyAndVisible()`): `isHidden` becomes false and it becomes
    /// the ``keyWindow``; a window made for a device makes that device the ``keyDevice`` (what
    /// `UIScreen.main` shows). A headless run has no key-window routing of events.
    public func makeKeyAndVisible() {
        isHidden = false
        Window.keyState.withLock { state in
            state.window = self
            if let device { state.device = device }
        }
    }

    /// Whether this window is the key window.
    public var isKeyWindow: Bool { Window.keyWindow === self }

    /// The window most recently made key, while something else keeps it alive.
    public static var keyWindow: Window? { keyState.withLock { $0.window } }

    /// The device of the window most recently made key for a device (an iPhone 15, the default
    /// window's size, before any).
    public static var keyDevice: Device { keyState.withLock { $0.device } }

    /// The one global UIKit's key window and `UIScreen.main` imply.
    private static let keyState = Locked(KeyWindowState())

    /// The issues of the presentations in this window (see ``PresentationIssue``).
    public var presentationLog: PresentationLog { presentationState.log }
}

/// The key window (weak: the app owns its windows) and the device of the last one made for one.
private struct KeyWindowState {
    weak var window: Window?
    var device = Device.iPhone15
}
