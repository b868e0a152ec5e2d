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

    /// Shows the window (`UIWindow.makeKeyAndVisible()`): `isHidden` becomes false. A headless
    /// run has one screen and no key-window routing, so there is nothing else to change.
    public func makeKeyAndVisible() {
        isHidden = false
    }

    /// The issues of the presentations in this window (see ``PresentationIssue``).
    public var presentationLog: PresentationLog { presentationState.log }
}
