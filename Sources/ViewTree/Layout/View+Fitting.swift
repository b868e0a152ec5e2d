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
    /// resized (the engine's state is as before afterwards); multi-line labels inside wrap at the
    /// widths they get. Pending `updateConstraints()` calls run first, as in UIKit.
    public func systemLayoutSizeFitting(_ targetSize: Size, withHorizontalFittingPriority horizontal: LayoutPriority,
                                        verticalFittingPriority vertical: LayoutPriority) -> Size {
        let engine = self.engine
        // Views that build constraints lazily (a stack view) must have them before measuring.
        engine.updateConstraintsIfNeeded()
        let item = engine.item(for: self)
        // The view's own frame must not hold it: its size pins leave while it is measured.
        var removedPins: [EngineItem.Component] = []
        for component in [EngineItem.Component.width, .height] {
            if let pin = item.pins[component.rawValue] {
                engine.uninstall(pin)
                item.pins[component.rawValue] = nil
                removedPins.append(component)
            }
        }
        let fitting = [widthAnchor.constraint(equalToConstant: targetSize.width).withPriority(horizontal),
                       heightAnchor.constraint(equalToConstant: targetSize.height).withPriority(vertical)]
        item.isBeingMeasured = true
        LayoutConstraint.activate(fitting)
        let size = engine.fittedSize(of: item)
        LayoutConstraint.deactivate(fitting)
        item.isBeingMeasured = false
        for component in removedPins where item.pins[component.rawValue] == nil { engine.restorePin(component, of: item) }
        return size
    }

    /// ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`` with
    /// both dimensions at ``LayoutPriority/fittingSizeLevel``.
    public func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }
}
