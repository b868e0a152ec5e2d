/// A view a collection view recycles (`UICollectionReusableView`).
open class CollectionReusableView: View {
    /// The identifier the view was registered and dequeued with.
    public internal(set) var reuseIdentifier: String?

    /// Called before the view is handed out again by a dequeue; reset state here
    /// (call `super`).
    open func prepareForReuse() {}
}

/// A collection view cell (`UICollectionViewCell`): content goes into ``contentView``,
/// which always covers the cell's bounds (UIKit's flexible-size autoresizing).
open class CollectionViewCell: CollectionReusableView {
    /// The view that holds the cell's content.
    public let contentView: View

    /// Whether the cell is selected.
    open var isSelected = false
    /// Whether the cell is highlighted (touched down).
    open var isHighlighted = false

    /// Creates a cell with the given frame and a content view covering it.
    public override init(frame: Rect = .zero) {
        contentView = View(name: "contentView", frame: Rect(origin: .zero, size: frame.standardized.size))
        super.init(frame: frame)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// Clears the selection and highlight, as UIKit does; subclasses call `super`.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isSelected = false
        isHighlighted = false
    }
}
