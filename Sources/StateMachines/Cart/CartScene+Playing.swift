import ViewTree

extension CartScene: PlayableScene, DefaultScriptedScene {
    /// The cart as `viewsim scenes` lists it, on black (the page tilts back into it).
    public static let sceneDescription = SceneDescription(
        name: "cart",
        summary: "a product page that tilts back in 3-D while the add-to-cart sheet slides up; a tap dismisses",
        backdrop: .black, make: { CartScene(clock: $0) })

    /// The phase and the transition's state and progress, then the product page's view (hidden
    /// while the snapshot stands in for it) and every view in the presentation's container, back
    /// to front, with presentation frames in the window, 3-D transforms and opacities.
    public func tickRecord() -> SceneTick {
        var fields = [SceneField("phase", .text(phase.rawValue))]
        fields += SceneField.transitionFields(transition, at: clock.now)
        var elements: [SceneElement] = []
        let productView = product.view
        elements.append(SceneElement(name: productView.name ?? "product.view", view: productView, in: window,
                                     details: [SceneField("hidden", .bool(productView.isHidden))]))
        for view in containerView?.subviews ?? [] {
            elements.append(SceneElement(name: view.name ?? ViewDump.typeName(of: view), view: view, in: window))
        }
        return SceneTick(at: clock, fields: fields, elements: elements, events: takeEvents())
    }

    /// Nothing scrolls on this screen; `validate` rejects drags before a script runs.
    public var scrollAxisIsVertical: Bool { true }
    public func beginDrag() { events.note("drag ignored: nothing scrolls") }
    public func moveFinger(toTranslation translation: Vector) {}
    public func releaseFinger(velocity: Vector) {}

    /// `tap 0`: the middle of the button while browsing, of the sheet's image otherwise.
    public func tapItem(_ index: Int) {
        if phase == .browsing {
            tap(atWindowPoint: addToCartFrame.center)
        } else if let sheet {
            tap(atWindowPoint: sheet.imageView.presentationFrame(in: window).center)
        } else {
            tap(atWindowPoint: window.bounds.center)
        }
    }

    /// The cart screen takes taps and waits only: `tap 0` or `tap X,Y`.
    public func validate(_ step: GestureScript.Step) throws(GestureScriptError) {
        switch step.gesture {
        case .tapItem(let index) where index != 0:
            throw GestureScriptError(location: step.location,
                                     message: "item \(index) does not exist; the cart scene has one target: 'tap 0' (the add-to-cart button, or the sheet while it is up)")
        case .drag, .release:
            let command = step.compound ?? (step.gesture.description.split(separator: " ").first.map(String.init) ?? "drag")
            throw GestureScriptError(location: step.location,
                                     message: "'\(command)': nothing scrolls on the cart screen; use 'tap 0', 'tap X,Y' and 'wait SECONDS'")
        default:
            return
        }
    }
}
