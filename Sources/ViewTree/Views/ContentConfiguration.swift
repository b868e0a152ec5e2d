import Foundation

/// What a cell shows, as a value that makes its own view (`UIContentConfiguration`): set it as a
/// cell's `contentConfiguration`.
public protocol ContentConfiguration {
    /// A new view showing this configuration.
    func makeContentView() -> View & ContentView
}

/// A view that shows a ``ContentConfiguration`` (`UIContentView`); setting ``configuration``
/// shows the new one.
public protocol ContentView: AnyObject {
    /// The configuration shown.
    var configuration: any ContentConfiguration { get set }
}

/// A list row's content (`UIListContentConfiguration`): an image, a text and a secondary text,
/// laid out as a cell, a subtitle cell (the secondary text under the text) or a value cell (the
/// secondary text at the trailing side).
///
/// UIKit does not document its list metrics; viewsim's are the classic cell's: 11 pt above and
/// below, 16 pt at the sides (20 in rows 414 pt wide or wider), 16 pt between image and text.
public struct ListContentConfiguration: ContentConfiguration, Equatable {
    /// How a text is drawn (`UIListContentConfiguration.TextProperties`).
    public struct TextProperties: Equatable {
        /// The font.
        public var font: Font
        /// The colour.
        public var color: Color
        /// The most lines (0: as many as needed).
        public var numberOfLines = 0
        /// The alignment.
        public var alignment = TextAlignment.natural
    }

    /// How the image is drawn (`UIListContentConfiguration.ImageProperties`).
    public struct ImageProperties: Equatable {
        /// The tint of a template image (nil: the view's tint).
        public var tintColor: Color?
        /// The largest size the image is shown at (zero: its own size).
        public var maximumSize = Size.zero
        /// The corner radius.
        public var cornerRadius = 0.0
    }

    enum Layout: Equatable { case cell, subtitle, value }

    let layout: Layout
    /// The main text.
    public var text: String?
    /// The secondary text.
    public var secondaryText: String?
    /// The image at the leading side.
    public var image: Image?
    /// How ``text`` is drawn.
    public var textProperties: TextProperties
    /// How ``secondaryText`` is drawn.
    public var secondaryTextProperties: TextProperties
    /// How ``image`` is drawn.
    public var imageProperties = ImageProperties()
    /// The margins around the content (`nil`: the row's, see the type's documentation).
    public var directionalLayoutMargins: DirectionalEdgeInsets?
    /// The room between the image and the texts.
    public var imageToTextPadding = 16.0
    /// The room between the text and a secondary text under it.
    public var textToSecondaryTextVerticalPadding = 0.0
    /// The room between the text and a secondary text beside it.
    public var textToSecondaryTextHorizontalPadding = 8.0

    private init(layout: Layout, secondary: TextProperties) {
        self.layout = layout
        textProperties = TextProperties(font: .preferredFont(forTextStyle: .body), color: .label)
        secondaryTextProperties = secondary
    }

    /// A cell's content: the secondary text under the text, in the subheadline style.
    public static func cell() -> ListContentConfiguration {
        ListContentConfiguration(layout: .cell, secondary: TextProperties(font: .preferredFont(forTextStyle: .subheadline), color: .label))
    }

    /// A subtitle cell's content: the secondary text under the text, in the footnote style.
    public static func subtitleCell() -> ListContentConfiguration {
        ListContentConfiguration(layout: .subtitle, secondary: TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .label))
    }

    /// A value cell's content: the secondary text at the trailing side, in the secondary colour.
    public static func valueCell() -> ListContentConfiguration {
        var configuration = ListContentConfiguration(layout: .value,
                                                     secondary: TextProperties(font: .preferredFont(forTextStyle: .body), color: .secondaryLabel))
        configuration.textProperties.numberOfLines = 1
        configuration.secondaryTextProperties.numberOfLines = 1
        return configuration
    }

    public func makeContentView() -> View & ContentView { ListContentView(configuration: self) }
}

/// The view that shows a ``ListContentConfiguration`` (`UIListContentView`).
open class ListContentView: View, ContentView {
    /// The configuration shown.
    public var listConfiguration: ListContentConfiguration {
        didSet { apply() }
    }
    private let imageView = ImageView()
    private let textLabel = Label()
    private let secondaryLabel = Label()

    /// Creates a view showing `configuration`.
    public init(configuration: ListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        for view in [imageView, textLabel, secondaryLabel] as [View] { addSubview(view) }
        apply()
    }

    /// See `View.init(coder:)`: viewsim decodes no archives, so this always fails.
    public required init?(coder: NSCoder) { return nil }

    /// The configuration shown; a configuration of another kind is ignored.
    public var configuration: any ContentConfiguration {
        get { listConfiguration }
        set { if let list = newValue as? ListContentConfiguration { listConfiguration = list } }
    }

    private func apply() {
        let configuration = listConfiguration
        for (label, text, properties) in [(textLabel, configuration.text, configuration.textProperties),
                                          (secondaryLabel, configuration.secondaryText, configuration.secondaryTextProperties)] {
            label.text = text
            label.isHidden = text == nil
            label.font = properties.font
            label.textColor = properties.color
            label.numberOfLines = properties.numberOfLines
            label.textAlignment = properties.alignment
        }
        imageView.image = configuration.image
        imageView.isHidden = configuration.image == nil
        imageView.layer.cornerRadius = configuration.imageProperties.cornerRadius
        if let tint = configuration.imageProperties.tintColor { imageView.tintColor = tint }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The margins in use: the configuration's, or the row's.
    private var margins: DirectionalEdgeInsets {
        let side: Double = bounds.width >= 414 ? 20 : 16
        return listConfiguration.directionalLayoutMargins ?? DirectionalEdgeInsets(top: 11, leading: side, bottom: 11, trailing: side)
    }

    private var imageSize: Size {
        guard let image = listConfiguration.image else { return .zero }
        let maximum = listConfiguration.imageProperties.maximumSize
        guard maximum.width > 0 || maximum.height > 0 else { return image.size }
        let scale = min(maximum.width > 0 ? maximum.width / image.size.width : .infinity,
                        maximum.height > 0 ? maximum.height / image.size.height : .infinity, 1)
        return Size(width: image.size.width * scale, height: image.size.height * scale)
    }

    /// The frames of the image, text and secondary text in a view `width` wide, and the height
    /// they need.
    private func arrangement(width: Double) -> (image: Rect, text: Rect, secondary: Rect, height: Double) {
        let margins = self.margins, configuration = listConfiguration
        let image = imageSize
        var leading = margins.leading
        if image.width > 0 { leading += image.width + configuration.imageToTextPadding }
        let available = max(0, width - leading - margins.trailing)
        func size(_ label: Label, in width: Double) -> Size {
            label.isHidden ? .zero : label.sizeThatFits(Size(width: width, height: .greatestFiniteMagnitude))
        }
        var text = Rect.zero, secondary = Rect.zero
        let contentHeight: Double
        if configuration.layout == .value {
            let secondarySize = size(secondaryLabel, in: available)
            let textWidth = max(0, available - (secondarySize.width > 0 ? secondarySize.width + configuration.textToSecondaryTextHorizontalPadding : 0))
            let textSize = size(textLabel, in: textWidth)
            contentHeight = max(textSize.height, secondarySize.height, image.height)
            text = Rect(x: leading, y: margins.top + (contentHeight - textSize.height) / 2, width: textWidth, height: textSize.height)
            secondary = Rect(x: width - margins.trailing - secondarySize.width, y: margins.top + (contentHeight - secondarySize.height) / 2,
                             width: secondarySize.width, height: secondarySize.height)
        } else {
            let textSize = size(textLabel, in: available), secondarySize = size(secondaryLabel, in: available)
            let padding = textSize.height > 0 && secondarySize.height > 0 ? configuration.textToSecondaryTextVerticalPadding : 0
            let texts = textSize.height + padding + secondarySize.height
            contentHeight = max(texts, image.height)
            let top = margins.top + (contentHeight - texts) / 2
            text = Rect(x: leading, y: top, width: available, height: textSize.height)
            secondary = Rect(x: leading, y: top + textSize.height + padding, width: available, height: secondarySize.height)
        }
        let imageFrame = Rect(x: margins.leading, y: margins.top + (contentHeight - image.height) / 2, width: image.width, height: image.height)
        return (imageFrame, text, secondary, margins.top + contentHeight + margins.bottom)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // Content shorter than the row is centred in it, as UIKit centres a cell's content.
        let frames = arrangement(width: bounds.width)
        let shift = max(0, (bounds.height - frames.height) / 2)
        imageView.frame = frames.image.offsetBy(dx: 0, dy: shift)
        textLabel.frame = frames.text.offsetBy(dx: 0, dy: shift)
        secondaryLabel.frame = frames.secondary.offsetBy(dx: 0, dy: shift)
    }

    /// The height the content needs at the view's width (no intrinsic width).
    open override var intrinsicContentSize: Size {
        Size(width: View.noIntrinsicMetric, height: arrangement(width: bounds.width).height)
    }

    /// The height the content needs at `size`'s width.
    open override func sizeThatFits(_ size: Size) -> Size {
        Size(width: size.width, height: arrangement(width: size.width).height)
    }
}

/// A collection view cell for list layouts (`UICollectionViewListCell`), whose content is usually
/// a ``ListContentConfiguration``.
open class CollectionViewListCell: CollectionViewCell {
    /// The configuration to start the cell's content from (`defaultContentConfiguration()`).
    public func defaultContentConfiguration() -> ListContentConfiguration { .cell() }
}
