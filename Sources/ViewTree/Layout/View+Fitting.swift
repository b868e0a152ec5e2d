extension View {
    /// The smallest size to fit in: ask ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
    /// for it to get the tightest size the constraints allow (`layoutFittingCompressedSize`).
    public static let layoutFittingCompressedSize = Size(width: 0, height: 0)

    /// A size larger than any screen, to get the largest size the constraints allow
    /// (`layoutFittingExpandedSize`; UIKit documents no value, any size far beyond a screen's does).
    public static let layoutFittingExpandedSize = Size(width: 10_000_000, height: 10_000_000)

    /// The size the view's constraints give it when its width and height are pulled towards
    /// `targetSize` at the fitting priorities (`systemLayoutSizeFitting`): `.required` fixes that
    /// dimension, ``LayoutPriority/fittingSizeLevel`` (50) lets the content decide. The view is not
    /// resized (the layout is as before afterwards); multi-line labels inside wrap at the widths
    /// they get. Pending `updateConstraints()` calls run first, as in UIKit.
    public func systemLayoutSizeFitting(_ targetSize: Size, withHorizontalFittingPriority horizontal: LayoutPriority,
                                        verticalFittingPriority vertical: LayoutPriority) -> Size {
        let engine = self.engine
        // Views that build constraints lazily (a stack view) must have them before measuring.
        rootLink.with { engine.updateConstraintsIfNeeded(root: $0) }
        let item = engine.item(for: self)
        // The view's own frame must not hold it: its size pins leave while it is measured. A
        // required target is held by the view's own (required) pin instead, its constant set to
        // the target and then put back: nothing leaves the solver afterwards (a removal lets the
        // content spring to its own size, and the pin's return pulls it back), and the pin's old
        // constant waits as a pending change, which costs nothing when the caller then gives
        // the view that size, as a table view does a row. A fitting-size constraint under a pin
        // that comes back stays for the next measurement (`LayoutEngine.endMeasuring`).
        var removedPins: [EngineItem.Component] = []
        var heldPins: [(pin: LayoutConstraint, constant: Double)] = []
        var fitting: [(component: EngineItem.Component, constraint: LayoutConstraint)] = []
        var requiredFitting: [LayoutConstraint] = []
        item.isBeingMeasured = true  // before the fitting constraints: they must not bring the pins back
        for (component, target, priority) in [(EngineItem.Component.width, targetSize.width, horizontal),
                                              (.height, targetSize.height, vertical)] {
            if let pin = item.pins[component.rawValue] {
                if priority.isRequired && target.isFinite {
                    heldPins.append((pin, pin.constant))
                    pin.constant = target
                    continue
                }
                engine.uninstall(pin)
                item.pins[component.rawValue] = nil
                removedPins.append(component)
            }
            if priority.isRequired {
                // Required (an infinite target, or a view without its pin): the app's kind of
                // constraint, installed on the view, so that a conflict breaks it (the newest)
                // and logs it as UIKit does; it goes when the measurement ends.
                let anchor = component == .width ? widthAnchor : heightAnchor
                requiredFitting.append(anchor.constraint(equalToConstant: target))
                continue
            }
            fitting.append((component, engine.fittingConstraint(of: item, component, target: target, priority: priority)))
        }
        LayoutConstraint.activate(requiredFitting)
        let size = engine.fittedSize(of: item)
        LayoutConstraint.deactivate(requiredFitting)
        item.isBeingMeasured = false
        for (pin, constant) in heldPins { pin.constant = constant }
        for component in removedPins where item.pins[component.rawValue] == nil { engine.restorePin(component, of: item) }
        for (component, constraint) in fitting { engine.endMeasuring(with: constraint, of: item, component) }
        return size
    }

    /// ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`` with
    /// both dimensions at ``LayoutPriority/fittingSizeLevel``.
    public func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }
}
