import Foundation

/// A table view row (`UITableViewCell`): a collection view cell, so that tables share the
/// collection view's reuse machinery (in UIKit the two classes are siblings).
///
/// A cell made with a ``CellStyle`` has UIKit's built-in views: ``textLabel`` (17 pt),
/// ``detailTextLabel`` for the `subtitle` (12 pt, below) and `value1`/`value2` (17 pt, secondary
/// colour, at the trailing side) styles, and ``imageView`` at the leading side. They are laid out
/// as UIKit's classic cells are: the 16 pt side margin (20 pt from 414 pt wide), the image first
/// and 16 pt before the text, the text centred vertically. A cell with no text and no image
/// shows none of them.
open class TableViewCell: CollectionViewCell {
    /// UIKit's built-in cell layouts (`UITableViewCell.CellStyle`).
    public enum CellStyle: Sendable {
        /// An image and one label.
        case `default`
        /// A label and a detail label at the trailing side.
        case value1
        /// A label and a detail label side by side (laid out here as `value1`).
        case value2
        /// A label above a smaller detail label.
        case subtitle
    }

    /// The cell's built-in layout.
    public let style: CellStyle
    /// How the cell looks when selected (`selectionStyle`; drawing only).
    public var selectionStyle = SelectionStyle.default
    /// The accessory at the trailing side (`accessoryType`). Kept for the app: accessories take
    /// no room from the content view here.
    public var accessoryType = AccessoryType.none
    /// A view shown as the accessory (`accessoryView`; kept, not laid out).
    public var accessoryView: View?

    /// `UITableViewCell.SelectionStyle`.
    public enum SelectionStyle: String, Sendable {
        /// The kinds UIKit offers.
        case none, blue, gray, `default`
    }

    /// `UITableViewCell.AccessoryType`.
    public enum AccessoryType: String, Sendable {
        /// The kinds UIKit offers.
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// Sets ``CollectionViewCell/isSelected`` (`setSelected(_:animated:)`; not animated).
    open func setSelected(_ selected: Bool, animated: Bool) {
        isSelected = selected
    }

    /// Sets ``CollectionViewCell/isHighlighted`` (`setHighlighted(_:animated:)`; not animated).
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        isHighlighted = highlighted
    }
    private var builtInTextLabel: Label?
    private var builtInDetailLabel: Label?
    private var builtInImageView: ImageView?

    /// A cell of the default style with the given frame.
    public override init(frame: Rect) {
        style = .default
        super.init(frame: frame)
    }

    /// A cell of `style` (UIKit's designated initialiser; the table sets the reuse identifier
    /// when it dequeues the cell, so `reuseIdentifier` is kept only until then).
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        super.init(frame: Rect(x: 0, y: 0, width: 320, height: 44))
        self.reuseIdentifier = reuseIdentifier
    }

    public required init?(coder: NSCoder) { return nil }

    /// The main label, made on first use (`textLabel`).
    public var textLabel: Label? {
        if let builtInTextLabel { return builtInTextLabel }
        let label = Label(name: "textLabel", text: nil, font: Font(size: 17))
        contentView.addSubview(label)
        builtInTextLabel = label
        return label
    }

    /// The detail label of the `subtitle`, `value1` and `value2` styles, made on first use; nil
    /// for the default style, as in UIKit.
    public var detailTextLabel: Label? {
        guard style != .default else { return nil }
        if let builtInDetailLabel { return builtInDetailLabel }
        let label = Label(name: "detailTextLabel", text: nil, font: Font(size: style == .subtitle ? 12 : 17))
        if style != .subtitle { label.textColor = .secondaryLabel }
        contentView.addSubview(label)
        builtInDetailLabel = label
        return label
    }

    /// The configuration to start a row's content from (`defaultContentConfiguration()`): a
    /// cell's, to set as ``CollectionViewCell/contentConfiguration``.
    public func defaultContentConfiguration() -> ListContentConfiguration { .cell() }

    /// The image view at the leading side, made on first use (`imageView`).
    public var imageView: ImageView? {
        if let builtInImageView { return builtInImageView }
        let view = ImageView(frame: .zero)
        view.name = "imageView"
        contentView.addSubview(view)
        builtInImageView = view
        return view
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutBuiltInViews()
    }

    /// Places the built-in views that were made, in the content view's bounds.
    private func layoutBuiltInViews() {
        guard builtInTextLabel != nil || builtInDetailLabel != nil || builtInImageView != nil else { return }
        let bounds = contentView.bounds
        let side: Double = bounds.width >= 414 ? 20 : 16
        var leading = side
        if let imageView = builtInImageView, let image = imageView.image {
            imageView.frame = Rect(x: side, y: ((bounds.height - image.size.height) / 2).rounded(),
                                   width: image.size.width, height: image.size.height)
            leading = imageView.frame.maxX + 16
        } else {
            builtInImageView?.frame = .zero
        }
        let trailing = bounds.width - side
        let text = builtInTextLabel.map { ($0, $0.intrinsicContentSize) }
        let detail = builtInDetailLabel.map { ($0, $0.intrinsicContentSize) }
        switch style {
        case .subtitle:
            let textHeight = text?.1.height ?? 0, detailHeight = detail?.1.height ?? 0
            let top = ((bounds.height - textHeight - detailHeight) / 2).rounded()
            text?.0.frame = Rect(x: leading, y: top, width: max(0, trailing - leading), height: textHeight)
            detail?.0.frame = Rect(x: leading, y: top + textHeight, width: max(0, trailing - leading),
                                   height: detailHeight)
        case .default, .value1, .value2:
            var textTrailing = trailing
            if let (label, size) = detail {
                let width = min(size.width, max(0, trailing - leading))
                label.frame = Rect(x: trailing - width, y: ((bounds.height - size.height) / 2).rounded(),
                                   width: width, height: size.height)
                if width > 0 { textTrailing = label.frame.minX - 8 }
            }
            if let (label, size) = text {
                label.frame = Rect(x: leading, y: ((bounds.height - size.height) / 2).rounded(),
                                   width: max(0, textTrailing - leading), height: size.height)
            }
        }
    }

    /// A self-sizing row's size: the table's width, and the height of the content view fitted at
    /// that width (required) with its height at ``LayoutPriority/fittingSizeLevel``, as UIKit sizes
    /// table cells.
    open override func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        var preferred = layoutAttributes
        let width = layoutAttributes.size.width
        let fitted = contentView.systemLayoutSizeFitting(
            Size(width: width, height: View.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height
        // A configuration's view fills the content view by its autoresizing mask: ask it.
        let configured = configurationView?.sizeThatFits(Size(width: width, height: .greatestFiniteMagnitude)).height ?? 0
        preferred.size = Size(width: width, height: max(fitted, configured))
        return preferred
    }

    // MARK: - Interface Builder

    override class var interfaceBuilderClass: IBElementClass? {
        IBElementClass("tableViewCell", make: TableViewCell.init(frame:), intrinsic: .none)
    }

    /// The accessory and selection style the document sets.
    override func configure(fromInterfaceBuilder model: IBView) {
        super.configure(fromInterfaceBuilder: model)
        // The cases' names are the ones Interface Builder writes.
        if let type = AccessoryType(rawValue: model.attributes["accessoryType"] ?? "") { accessoryType = type }
        if let style = SelectionStyle(rawValue: model.attributes["selectionStyle"] ?? "") { selectionStyle = style }
    }
}
