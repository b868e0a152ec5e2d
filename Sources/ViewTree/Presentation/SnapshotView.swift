import Foundation

/// A frozen copy of a view's look (what `snapshotView(afterScreenUpdates:)` returns): a tree of
/// plain views with the copied views' presentation geometry, opacity and colours at the moment
/// of the snapshot, and their text or image. Later changes to the original do not show in it.
public final class SnapshotView: View {
    /// The type of the view this node copies, e.g. `Label`.
    public let sourceTypeName: String
    /// The text of the copied label, if it was one.
    public let text: String?
    /// The image of the copied image view, if it was one.
    public let image: Image?
    /// The copied label's font, text colour, alignment and line limit (a label's defaults for
    /// other views), so the copy's text is drawn as the original's.
    public let font: Font, textColor: Color, textAlignment: TextAlignment, numberOfLines: Int
    /// How the copied image view placed its image (`scaleToFill` for other views).
    public let contentMode: ContentMode

    init(copying view: View) {
        sourceTypeName = ViewDump.typeName(of: view)
        let label = view as? Label
        text = label?.text
        font = label?.font ?? .label
        textColor = label?.textColor ?? .black
        textAlignment = label?.textAlignment ?? .natural
        numberOfLines = label?.numberOfLines ?? 1
        image = (view as? ImageView)?.image
        contentMode = (view as? ImageView)?.contentMode ?? .scaleToFill
        super.init(frame: .zero)
        name = view.name
        clipsToBounds = view.clipsToBounds
    }

    public required init?(coder: NSCoder) { return nil }

}

extension View {
    /// A frozen copy of the view's current look (`snapshotView(afterScreenUpdates:)`), as a new
    /// view outside any hierarchy with the view's bounds at origin zero (frame `(0, 0, w, h)`), to
    /// be placed by the caller.
    ///
    /// The copy holds the view's subtree as it is on screen now: every visible (not hidden) view
    /// with its presentation bounds, position, anchor point, 3-D transform, alpha and background
    /// colour, so running animations are frozen mid-way. The copied view's own alpha and transform
    /// are not part of its look (its superview applies them) and are left at their defaults.
    /// With `afterScreenUpdates` the view is laid out first (pending layout shows in the copy).
    ///
    /// The result is optional, as UIKit's, though here the snapshot always succeeds: a
    /// ``SnapshotView``.
    public func snapshotView(afterScreenUpdates: Bool) -> View? {
        if afterScreenUpdates { layoutIfNeeded() }
        var root: SnapshotView!
        View.performWithoutAnimation {
            let look = presentation
            root = SnapshotView(copying: self)
            root.bounds = look.bounds
            root.center = Point(x: look.bounds.width / 2, y: look.bounds.height / 2)
            root.backgroundColor = look.backgroundColor
            for subview in subviews where !subview.isHidden {
                root.addSubview(subview.frozenCopy())
            }
        }
        return root
    }

    private func frozenCopy() -> SnapshotView {
        let look = presentation
        let copy = SnapshotView(copying: self)
        copy.bounds = look.bounds
        copy.anchorPoint = look.anchorPoint
        copy.center = look.center
        copy.transform3D = look.transform3D
        copy.alpha = look.alpha
        copy.backgroundColor = look.backgroundColor
        for subview in subviews where !subview.isHidden {
            copy.addSubview(subview.frozenCopy())
        }
        return copy
    }
}
