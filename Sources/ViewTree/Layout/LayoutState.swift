/// Per-view layout bookkeeping, stored inline in each ``View``.
struct LayoutState {
    /// `setNeedsLayout()` was called and `layoutSubviews()` has not run since.
    var needsLayout = false
    /// Some descendant needs layout (so a layout pass must walk into this subtree).
    var subtreeNeedsLayout = false
}
