import Foundation

/// A view a collection view recycles (`UICollectionReusableView`).
open class CollectionReusableView: View {
    /// The identifier the view was registered and dequeued with.
    public internal(set) var reuseIdentifier: String?

    /// Called before the view is handed out again by a dequeue; reset state here
    /// (call `super`).
    open func prepareForReuse() {}

    /// Called after the collection view placed the view as its layout's attributes say (frame,
    /// transform, alpha): apply what a custom attributes subclass adds here (`apply(_:)`; the
    /// default does nothing, as UIKit's).
    open func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {}

    // MARK: - Interface Builder

    override class var interfaceBuilderClass: IBElementClass? {
        IBElementClass("collectionReusableView", make: CollectionReusableView.init(frame:), intrinsic: .none)
    }
}

/// A collection view cell (`UICollectionViewCell`): content goes into ``contentView``,
/// which always covers the cell's bounds (UIKit's flexible-size autoresizing).
open class CollectionViewCell: CollectionReusableView {
    /// The view that holds the cell's content.
    public let contentView: View

    /// Whether the cell is selected.
    open var isSelected = false {
        didSet { updateSelectedBackground() }
    }
    /// Whether the cell is highlighted (touched down).
    open var isHighlighted = false {
        didSet { updateSelectedBackground() }
    }

    /// A view behind the content, as large as the cell (`backgroundView`).
    public var backgroundView: View? {
        didSet { installBackground(backgroundView, replacing: oldValue, at: 0) }
    }

    /// A view behind the content, above ``backgroundView``, shown while the cell is selected or
    /// highlighted (`selectedBackgroundView`).
    public var selectedBackgroundView: View? {
        didSet {
            installBackground(selectedBackgroundView, replacing: oldValue, at: backgroundView == nil ? 0 : 1)
            updateSelectedBackground()
        }
    }

    private func installBackground(_ view: View?, replacing old: View?, at index: Int) {
        guard view !== old else { return }
        old?.removeFromSuperview()
        guard let view else { return }
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(view, at: index)
    }

    private func updateSelectedBackground() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }

    /// What the cell shows, as a configuration whose view fills the content view
    /// (`contentConfiguration`); a configuration of the kind shown updates its view.
    public var contentConfiguration: (any ContentConfiguration)? {
        get { configurationView?.configuration }
        set {
            guard let newValue else {
                configurationView?.removeFromSuperview()
                configurationView = nil
                return
            }
            if let shown = configurationView, type(of: shown.configuration) == type(of: newValue) {
                shown.configuration = newValue
                return
            }
            configurationView?.removeFromSuperview()
            let view = newValue.makeContentView()
            view.frame = contentView.bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            contentView.addSubview(view)
            configurationView = view
        }
    }
    /// The view showing ``contentConfiguration`` (which it holds: the cell keeps no copy).
    private(set) var configurationView: (View & ContentView)?

    /// Creates a cell with the given frame and a content view covering it.
    public override init(frame: Rect) {
        contentView = View(name: "contentView", frame: Rect(origin: .zero, size: frame.standardized.size))
        super.init(frame: frame)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) { return nil }

    /// The attributes the cell wants instead of the layout's, asked when a self-sizing layout is
    /// about to show the cell (after the data source configured it). The default keeps everything
    /// but the size, which becomes the content view's fitting size from the layout's (estimated)
    /// size with both dimensions at ``LayoutPriority/fittingSizeLevel``: UIKit documents only that
    /// the default "adjusts the size values", and its flow layout lets a cell's content decide
    /// both its width and height; to fix the width, override this, call `super` and set it (or
    /// constrain the content view's width). ``TableViewCell`` fixes the width to the table's.
    /// Asked by a table view with automatic row heights and by a ``FlowLayout`` with an
    /// `estimatedItemSize`, once per width and content.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        var preferred = layoutAttributes
        preferred.size = contentView.systemLayoutSizeFitting(layoutAttributes.size)
        return preferred
    }

    /// Clears the selection and highlight, as UIKit does; subclasses call `super`.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isSelected = false
        isHighlighted = false
    }

    // MARK: - Interface Builder

    override class var interfaceBuilderClass: IBElementClass? {
        IBElementClass("collectionViewCell", make: CollectionViewCell.init(frame:), intrinsic: .none)
    }
}
