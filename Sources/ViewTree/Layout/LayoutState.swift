/// Per-view layout bookkeeping, stored inline in each ``View``.
struct LayoutState {
    /// `setNeedsLayout()` was called and `layoutSubviews()` has not run since.
    var needsLayout = false
    /// Some descendant needs layout (so a layout pass must walk into this subtree).
    var subtreeNeedsLayout = false
    /// `setNeedsUpdateConstraints()` was called and `updateConstraints()` has not run since.
    var needsUpdateConstraints = false
    /// UIKit's `translatesAutoresizingMaskIntoConstraints`.
    var translatesAutoresizingMask = true
    /// The engine computed a new frame that the superview's next layout applies.
    var engineFramePending = false
    /// The frame the engine last solved for the view (untransformed, in the superview).
    var engineFrame = Rect.zero
    /// The view's item (its variables and engine-made constraints) in its hierarchy's engine,
    /// once a constraint involves it; the engine owns the item (`LayoutEngine.item(_:)`).
    var itemID: ItemID?
    /// The constraints installed on this view (it is their items' nearest common ancestor).
    var installedConstraints: [LayoutConstraint] = []
    /// The constraints that mention this view (unretained; each removes itself when it goes away,
    /// and the view clears its references from them when it goes away first).
    var referencingConstraints: [ConstraintLink] = []
    /// The layout engine of the hierarchy, kept by its root view only.
    var engine: LayoutEngine?
    /// The layout guides added to the view (``View/addLayoutGuide(_:)``).
    var guides: [LayoutGuide] = []
    /// Margins, safe area and readable-content guides and their settings, once used.
    var systemGuides: SystemGuides?
    /// Whether `systemGuides` holds a scroll view's frame layout guide (which each offset change moves).
    var hasFrameLayoutGuide = false
    /// Content hugging priorities (horizontal, vertical).
    var hugging = (horizontal: LayoutPriority.defaultLow, vertical: LayoutPriority.defaultLow)
    /// Compression resistance priorities (horizontal, vertical).
    var compressionResistance = (horizontal: LayoutPriority.defaultHigh, vertical: LayoutPriority.defaultHigh)
    /// Dimensions of the intrinsic content size fixed from outside the view's content model (an
    /// Interface Builder document's stored or placeholder sizes); `nil` per dimension keeps the model's.
    var fixedIntrinsicSize: (width: Double?, height: Double?)?

    /// Whether ``fixedIntrinsicSize`` fixes the width (asked without copying the state out).
    var hasFixedIntrinsicWidth: Bool { fixedIntrinsicSize?.width != nil }
}
