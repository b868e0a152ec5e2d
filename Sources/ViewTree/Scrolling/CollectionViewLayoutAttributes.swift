import Foundation

/// Where and how a layout places one item (`UICollectionViewLayoutAttributes`), as a value.
///
/// `center` and `size` are stored; `frame` is derived (the untransformed rectangle), so setting
/// `frame` sets both, as in UIKit. `transform` and `transform3D` are one value, as on a layer.
public struct CollectionViewLayoutAttributes: Equatable, Sendable, CustomStringConvertible {
    /// The item these attributes place.
    public var indexPath: IndexPath {
        get { IndexPath(item: position.item, section: position.section) }
        set { position = ItemPosition(section: newValue.section, item: newValue.item) }
    }
    /// The index path's two indexes as plain integers, so that attributes copy without
    /// reference counting (Foundation's `IndexPath` can hold an array) and compare inline.
    var position: ItemPosition
    /// The centre of the item in the collection view's content coordinates.
    public var center: Point
    /// The size of the item before its transform.
    public var size: Size
    /// The 3-D transform applied to the item about its centre.
    public var transform3D: Transform3D = .identity
    /// The item's opacity.
    public var alpha: Double = 1
    /// The stacking order: higher values are drawn above lower ones.
    public var zIndex: Int = 0
    /// Whether the item is hidden.
    public var isHidden = false

    /// Attributes for `indexPath` with the given frame and default everything else.
    public init(indexPath: IndexPath, frame: Rect) {
        position = ItemPosition(section: indexPath.section, item: indexPath.item)
        center = Point(x: frame.midX, y: frame.midY)
        size = frame.standardized.size
    }

    /// The item's rectangle before its transform, in content coordinates.
    public var frame: Rect {
        get { Rect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
        set {
            let frame = newValue.standardized
            center = Point(x: frame.midX, y: frame.midY)
            size = frame.size
        }
    }

    /// The 2-D part of ``transform3D`` (setting it replaces the 3-D transform).
    public var transform: AffineTransform {
        get { transform3D.affineTransform }
        set { transform3D = Transform3D(newValue) }
    }

    public var description: String {
        var text = "<attributes \(indexPath); frame = \(frame)"
        if !transform3D.isIdentity { text += "; transform = \(transform3D)" }
        if alpha != 1 { text += "; alpha = \(formatGeometry(alpha))" }
        if zIndex != 0 { text += "; zIndex = \(zIndex)" }
        if isHidden { text += "; hidden" }
        return text + ">"
    }
}

/// A section and an item in it, ordered by section, then item: the two indexes of a collection
/// view's `IndexPath` kept where the layout compares and copies them often.
struct ItemPosition: Hashable, Comparable, Sendable {
    var section: Int
    var item: Int

    static func < (lhs: ItemPosition, rhs: ItemPosition) -> Bool {
        lhs.section != rhs.section ? lhs.section < rhs.section : lhs.item < rhs.item
    }
}
