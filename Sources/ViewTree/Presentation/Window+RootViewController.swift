import Synchronization
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

    /// Shows the window (`UIWindow.makeKeyAndVisible()`): `isHidden` becomes false, and a window
    /// made for a device makes that device the key one (``keyDevice``, what `UIScreen.main`
    /// shows). A headless run has no key-window routing of events.
    public func makeKeyAndVisible() {
        isHidden = false
        if let device { Window.keyDeviceStorage.withLock { $0 = device } }
    }

    /// The device of the window most recently made key (an iPhone 15, the default window's
    /// size, before any).
    public static var keyDevice: Device { keyDeviceStorage.withLock { $0 } }

    /// The one global that UIKit's `UIScreen.main` implies, behind a lock.
    private static let keyDeviceStorage = Mutex(Device.iPhone15)

    /// The issues of the presentations in this window (see ``PresentationIssue``).
    public var presentationLog: PresentationLog { presentationState.log }
}
