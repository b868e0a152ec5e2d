import Foundation

/// A system-type button (`UIButton(type: .system)`): a title in the tint colour, an optional
/// image before it, both centred in the bounds inset by ``contentEdgeInsets``.
///
/// **Intrinsic size**, as Xcode stores system buttons (23 of the corpus's files, toolsVersion
/// 7706 to 22505): the title's size plus the image's width, and then
/// - with zero ``contentEdgeInsets``, UIKit's own vertical padding of 6 pt above and below a
///   title and no horizontal padding (a 15 pt title is 30 high; 17 pt 33, 20 pt 36, 27 pt 45,
///   30 pt 48 in the corpus; a smaller title makes a shorter button: 10 pt 24, 11 pt 26, 12 pt
///   27, 13 pt 28 and 14 pt 29, as 98 of the system buttons with such titles that no height
///   constraint sizes are stored in every set, 24 at 30) and, with a title, 30 pt wide (every titled
///   button the corpus and the unseen sets store at their title's width whose title measures
///   less, 5 of 5, is stored 30 wide: "RTT", "yes", "no", ">", "+"; none of 770 is narrower); an
///   empty button is 30 x 30 (an icon type's, its icon: ``systemIconSide``), and an image
///   alone is at least a line of the title font tall (a custom button's 18 pt: 22);
/// - with non-zero insets, the insets instead of that padding and no minimum (a 15 pt title
///   with 5 pt insets is 28 high, a 19 pt one 33).
///
/// The size is in whole points, rounded up, on any screen: of the 77 titled buttons of the
/// corpus and the unseen sets that Xcode stores at their title's size, 76 are whole points wide
/// and all 77 whole points high, where labels beside them take half and third points.
///
/// The title is drawn by ``titleLabel`` and the image by ``imageView``, subviews made when
/// first needed, as UIKit's.
open class Button: Control {
    /// The default title font: the 15-point system font, as Interface Builder's buttons.
    public static let defaultTitleFont = Font(size: 15)
    /// A custom-type button's default title font, the 18-point system font: Interface Builder
    /// documents store custom buttons with no font of their own 34 pt high around a title (three
    /// buttons in two of the unseen sets' repositories; one other is 30) and 22 pt high around an
    /// image shorter than that (11 of 11, five repositories), where system buttons are 30 and 18.
    public static let customTitleFont = Font(size: 18)
    /// The vertical padding above and below the title with zero ``contentEdgeInsets``.
    public static let defaultVerticalPadding = 6.0
    /// An empty button's intrinsic height and width with zero ``contentEdgeInsets``.
    public static let emptySystemSide = 30.0
    /// The smallest intrinsic width of a titled button with zero ``contentEdgeInsets``.
    public static let minimumSystemWidth = 30.0

    private var titles: [State.RawValue: String] = [:]
    private var titleColors: [State.RawValue: Color] = [:]
    private var images: [State.RawValue: Image] = [:]
    private var storedTitleLabel: Label?
    private var storedImageView: ImageView?

    /// Space around the content (zero by default; see the type's intrinsic size).
    open var contentEdgeInsets: EdgeInsets = .zero {
        didSet { if contentEdgeInsets != oldValue { contentDidChange() } }
    }

    /// The button's content and look as a ``Configuration`` (`UIButton.configuration`, iOS 15):
    /// setting one replaces the title, image, insets and colours with its own; nil (the default)
    /// leaves the button as set up without one.
    public var configuration: Configuration? {
        didSet { if configuration != oldValue { applyConfiguration() } }
    }

    /// Room between the image and the title (a configuration's `imagePadding`).
    private var imageTitlePadding = 0.0

    /// Creates a system button with the given frame.
    public override init(frame: Rect) {
        super.init(frame: frame)
    }

    /// The kinds of button UIKit makes (`UIButton.ButtonType`), for titled buttons: both are
    /// sized alike (UIKit pads a custom button's title as a system one's), but a custom button
    /// titles in ``customTitleFont`` unless given a font.
    public enum ButtonType: Sendable {
        /// A title in the tint colour with UIKit's system padding (see the type's intrinsic size).
        case system
        /// A title in white, the app's own look (`UIButton(type: .custom)`).
        case custom
        /// The detail disclosure icon (ⓘ); see ``systemIconSide``.
        case detailDisclosure
        /// The light information icon (ⓘ); see ``systemIconSide``.
        case infoLight
        /// The dark information icon (ⓘ); see ``systemIconSide``.
        case infoDark
        /// The contact-add icon (⊕); see ``systemIconSide``.
        case contactAdd

        /// Whether the type draws one of UIKit's icons rather than a title.
        var isIcon: Bool {
            switch self {
            case .detailDisclosure, .infoLight, .infoDark, .contactAdd: true
            case .system, .custom: false
            }
        }
    }

    /// The side of an icon type's button without a title or image (``ButtonType/infoLight`` and
    /// the others), before it rounds up to the screen's pixels: Interface Builder documents from
    /// Xcode 11 (iOS 13's symbol icons) store such buttons 26 pt square on 2x screens and 25.67 on
    /// 3x (six buttons of six documents), a side between 25.5 and 25.67.
    public static let systemIconSide = 25.6

    /// The side of an icon button before iOS 13: every such button of a document from before
    /// Xcode 11 is stored 22 pt square (13 buttons of 12 documents).
    static let preIOS13SystemIconSide = 22.0

    /// The icon's side (``systemIconSide``, or ``preIOS13SystemIconSide`` on an Interface
    /// Builder canvas of before Xcode 11).
    var iconSide = Button.systemIconSide

    /// The button's type.
    public private(set) var buttonType = ButtonType.system

    /// Creates a button of the given type (`UIButton(type: .system)`).
    public convenience init(type: ButtonType) {
        self.init(frame: .zero)
        buttonType = type
    }

    /// Creates a named button with a title for the normal state.
    /// (`Button(name:)` alone is `View`'s initialiser: the title is required here so the two do not clash.)
    public convenience init(name: String, title: String?) {
        self.init(name: name)
        setTitle(title, for: .normal)
    }

    public required init?(coder: NSCoder) { return nil }

    // MARK: - Content per state

    /// Sets the title shown in `state` (`nil` removes it, falling back to the normal title).
    public func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        contentDidChange()
    }

    /// The title for `state`: its own, else the normal state's (UIKit's fallback).
    public func title(for state: State) -> String? {
        titles[state.rawValue] ?? titles[State.normal.rawValue]
    }

    /// Sets the title colour for `state` (`nil` returns to the default).
    public func setTitleColor(_ color: Color?, for state: State) {
        titleColors[state.rawValue] = color
        updateSubviews()
    }

    /// The title colour for `state`: its own, else the normal state's, else the tint colour
    /// (grey when disabled), as a system button's.
    public func titleColor(for state: State) -> Color {
        if let color = titleColors[state.rawValue] ?? titleColors[State.normal.rawValue] { return color }
        if buttonType == .custom { return .white }
        return state.contains(.disabled) ? .systemGray : tintColor
    }

    /// Sets the image shown in `state` (`nil` removes it, falling back to the normal image).
    public func setImage(_ image: Image?, for state: State) {
        images[state.rawValue] = image
        contentDidChange()
    }

    /// The image for `state`: its own, else the normal state's.
    public func image(for state: State) -> Image? {
        images[state.rawValue] ?? images[State.normal.rawValue]
    }

    /// The title shown now (for the current ``state``).
    public var currentTitle: String? { title(for: state) }

    override var defaultAccessibilityLabel: String? { configuration?.title ?? currentTitle }
    override var defaultAccessibilityTraits: AccessibilityTraits { super.defaultAccessibilityTraits.union(.button) }
    /// The image shown now (for the current ``state``).
    public var currentImage: Image? { image(for: state) }

    /// The label that draws the title (created on first use, in the 15 pt system font, 18 pt for
    /// a custom button; optional as UIKit's, though never nil here).
    public var titleLabel: Label? {
        if let storedTitleLabel { return storedTitleLabel }
        let label = ButtonLabel(frame: .zero)
        label.font = typeTitleFont
        label.textAlignment = .center
        storedTitleLabel = label
        addSubview(label)
        updateSubviews()
        return label
    }

    /// The image view that draws the image (created on first use; optional as UIKit's, though
    /// never nil here).
    public var imageView: ImageView? {
        if let storedImageView { return storedImageView }
        let view = ImageView(frame: .zero)
        storedImageView = view
        insertSubview(view, at: 0)
        updateSubviews()
        return view
    }

    // MARK: - Size and layout

    /// The title's and image's size with UIKit's padding; see the type's documentation.
    open override var intrinsicContentSize: Size {
        let title = currentTitle ?? ""
        let titleSize = TextMetrics.size(of: title, font: titleFont, scale: titleScale)
        let imageSize = currentImage?.size ?? .zero
        let padding = title.isEmpty || currentImage == nil ? 0 : imageTitlePadding
        var content = Size(width: titleSize.width + padding + imageSize.width, height: max(titleSize.height, imageSize.height))
        if contentEdgeInsets != .zero {
            return Size(width: content.width + contentEdgeInsets.horizontal,
                        height: content.height + contentEdgeInsets.vertical)
        }
        if title.isEmpty && currentImage == nil {
            if buttonType.isIcon {
                let side = TextMetrics.roundUp(iconSide, scale: pixelScale)
                return Size(width: side, height: side)
            }
            return Size(width: Self.emptySystemSide, height: Self.emptySystemSide)
        }
        // An image alone is at least a line of the (empty) title tall.
        if title.isEmpty { content.height = max(content.height, TextMetrics.roundUp(titleFont.lineHeight, scale: titleScale)) }
        if !title.isEmpty {
            content.height = max(titleSize.height + 2 * Self.defaultVerticalPadding, imageSize.height)
            content.width = max(content.width, Self.minimumSystemWidth)
        }
        return content
    }

    /// The title's baseline below the top of the button at its intrinsic height (the title is
    /// centred); the top for a button without a title.
    open override var firstBaselineOffsetFromTop: Double {
        guard let title = currentTitle, !title.isEmpty else { return 0 }
        return titleFont.firstBaseline(centredIn: layoutIntrinsicContentSize.height)
    }

    /// The title's baseline above the bottom of the button at its intrinsic height.
    open override var lastBaselineOffsetFromBottom: Double {
        guard let title = currentTitle, !title.isEmpty else { return 0 }
        return titleFont.lastBaselineFromBottom(centredIn: layoutIntrinsicContentSize.height)
    }

    /// A titled button centres its title in whatever height its constraints give it (its title
    /// label is laid out in its bounds on every pass), so its baselines follow its centre, as a
    /// text field's do, and not its top: a button stretched taller than its title stays aligned.
    override var baselineOffsetFromCenterY: Double? {
        guard let title = currentTitle, !title.isEmpty, contentVerticalAlignment == .center else { return nil }
        return titleFont.ascender - titleFont.lineHeight / 2 + (contentEdgeInsets.top - contentEdgeInsets.bottom) / 2
    }

    private var titleFont: Font { storedTitleLabel?.font ?? typeTitleFont }

    /// The title font a button of this type starts with.
    private var typeTitleFont: Font { buttonType == .custom ? Self.customTitleFont : Self.defaultTitleFont }

    /// The intrinsic size (as `UIButton.sizeThatFits`).
    open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }

    /// Places the image and the title side by side, centred in the bounds inset by
    /// ``contentEdgeInsets`` (the title shrinks to the room left).
    open override func layoutSubviews() {
        super.layoutSubviews()
        // Inset as UIKit insets (`UIEdgeInsetsInsetRect`): insets larger than the bounds leave a
        // negative size, not the null rectangle `inset(by:)` gives, whose centre is not finite (a
        // configured button Xcode squeezes to 0 pt high in a stack, third set 4001).
        let content = Rect(x: bounds.minX + contentEdgeInsets.left, y: bounds.minY + contentEdgeInsets.top,
                           width: bounds.width - contentEdgeInsets.horizontal, height: bounds.height - contentEdgeInsets.vertical)
        let imageSize = storedImageView?.image?.size ?? .zero
        var titleSize = Size.zero
        var padding = 0.0
        if let label = storedTitleLabel, let text = label.text {
            padding = storedImageView?.image == nil || text.isEmpty ? 0 : imageTitlePadding
            titleSize = TextMetrics.size(of: text, font: label.font, scale: titleScale)
            titleSize.width = max(0, min(titleSize.width, content.width - imageSize.width - padding))
        }
        // Placed by the content alignments: filling stretches the title over the room left.
        if contentHorizontalAlignment == .fill { titleSize.width = max(0, content.width - imageSize.width - padding) }
        if contentVerticalAlignment == .fill, storedTitleLabel?.text != nil { titleSize.height = max(0, content.height) }
        let width = imageSize.width + padding + titleSize.width
        let left = switch contentHorizontalAlignment {
        case .center: content.midX - width / 2
        case .left, .leading, .fill: content.minX
        case .right, .trailing: content.maxX - width
        }
        func top(_ height: Double) -> Double {
            switch contentVerticalAlignment {
            case .center: content.midY - height / 2
            case .top, .fill: content.minY
            case .bottom: content.maxY - height
            }
        }
        storedImageView?.frame = Rect(x: left, y: top(imageSize.height), width: imageSize.width, height: imageSize.height)
        storedTitleLabel?.frame = Rect(x: left + imageSize.width + padding, y: top(titleSize.height),
                                       width: titleSize.width, height: titleSize.height)
    }

    override var tapIsPrimaryAction: Bool { true }

    /// A configured button measures its title in the screen's pixels, and an icon button rounds its
    /// icon to them: a new screen measures them again.
    override func displayScaleDidChange() {
        if isConfigured || buttonType.isIcon { contentDidChange() }
    }

    /// Recolours the title.
    open override func tintColorDidChange() {
        updateSubviews()
    }

    override func stateDidChange() {
        contentDidChange()
    }

    fileprivate func contentDidChange() {
        updateSubviews()
        invalidateIntrinsicContentSize()
        baselinesDidChange()
        setNeedsLayout()
    }

    open override var contentVerticalAlignment: ContentVerticalAlignment {
        didSet { if contentVerticalAlignment != oldValue { baselinesDidChange() } }
    }

    /// Whether the baselines were last read from the centre (``baselineOffsetFromCenterY``).
    private var baselinesFollowCentre = false

    /// Moves the baseline constraints with the title, or builds them again on the other edge when
    /// the baselines start or stop following the centre (a title set or cleared after they were
    /// made, another vertical alignment).
    private func baselinesDidChange() {
        let followsCentre = baselineOffsetFromCenterY != nil
        guard followsCentre != baselinesFollowCentre else { return baselineMetricsDidChange() }
        baselinesFollowCentre = followsCentre
        baselineViewsDidChange()
    }

    /// Shows the current state's title and image in the subviews, making them when needed.
    private func updateSubviews() {
        if let title = currentTitle, storedTitleLabel == nil, !title.isEmpty { _ = titleLabel }
        if currentImage != nil, storedImageView == nil { _ = imageView }
        storedTitleLabel?.text = currentTitle
        storedTitleLabel?.textColor = titleColor(for: state)
        storedImageView?.image = currentImage
    }

    // MARK: - Interface Builder

    override class var interfaceBuilderClass: IBElementClass? {
        IBElementClass("button", make: Button.init(frame:), intrinsic: .both)
    }

    override func configure(fromInterfaceBuilder model: IBView) {
        super.configure(fromInterfaceBuilder: model)
        let image = model.imageName.flatMap { name in model.imageSize.map { Image(name: name, size: $0) } }
        if let document = model.buttonConfiguration {
            // A configuration sets its title in 17 pt unless it names a font (``IBView/textFont``),
            // inside insets of 7 pt above and below and 12 at the sides: Xcode stores such buttons
            // 34.33 pt high on 3x screens (sixth set 14005, 14066; seventh 15041 to 15044) and
            // their title's width plus about 24 pt wide.
            var configuration = Configuration(style: Configuration.Style(rawValue: document.style ?? "") ?? .plain)
            configuration.title = model.text
            configuration.image = image
            if let padding = document.imagePadding { configuration.imagePadding = padding }
            if let insets = document.contentInsets { configuration.contentInsets = insets }
            self.configuration = configuration
            if let font = model.textFont { titleLabel?.font = font.font }
            return
        }
        // A document writes `buttonType` for every type but custom.
        switch model.attributes["buttonType"] {
        case nil: buttonType = .custom
        case "detailDisclosure": buttonType = .detailDisclosure
        case "infoLight": buttonType = .infoLight
        case "infoDark": buttonType = .infoDark
        case "contactAdd": buttonType = .contactAdd
        default: break
        }
        if let title = model.text { setTitle(title, for: .normal) }
        if let font = model.textFont { titleLabel?.font = font.font }
        if let insets = model.contentEdgeInsets { contentEdgeInsets = insets }
        if let image { setImage(image, for: .normal) }
    }

    override func configure(forInterfaceBuilderCanvas model: IBView, device: InterfaceBuilderDevice?) {
        super.configure(forInterfaceBuilderCanvas: model, device: device)
        // Xcode 13 (iOS 15) draws a configuration's title in 15 pt, 6.5 pt from the top and
        // bottom: its documents store titled configured buttons 31 pt high and their 15 pt title's
        // width plus 24 wide (unseen second set 050's "CLOSE" 69, 102's "Select Currency" 128,
        // third set 1004's "Save" 56; toolsVersion 19162 to 20037), where Xcode 14 and later
        // store 34.33 and the 17 pt title's width plus 24.
        if model.toolsMajor < InterfaceBuilderDocument.xcode11ToolsMajor { iconSide = Self.preIOS13SystemIconSide }
        guard var configuration, model.toolsMajor < InterfaceBuilderDocument.xcode14ToolsMajor else { return }
        if model.buttonConfiguration?.contentInsets == nil {
            configuration.contentInsets.top = Self.iOS15ConfigurationVerticalInset
            configuration.contentInsets.bottom = Self.iOS15ConfigurationVerticalInset
            self.configuration = configuration
        }
        titleLabel?.font = model.buttonConfiguration?.titleFont?.font ?? Font(size: Self.iOS15ConfigurationTitleSize)
    }

    /// A configured button's title size on iOS 15 (Xcode 13's canvas).
    static let iOS15ConfigurationTitleSize = 15.0
    /// A configured button's inset above and below its content on iOS 15 (Xcode 13's canvas).
    static let iOS15ConfigurationVerticalInset = 6.5

    /// Whether the button shows a ``configuration``, whose title UIKit measures in pixels, as a
    /// label's: Xcode stores such buttons 34.33 pt high on 3x screens, and 108.33 wide, where other
    /// buttons are whole points.
    private var isConfigured = false

    /// The scale the title's size rounds up to: the screen's for a configured button, whole
    /// points for others.
    private var titleScale: Double { isConfigured ? pixelScale : 1 }
}

/// The title label of a ``Button`` (UIKit's `UIButtonLabel`): a new font resizes the button.
final class ButtonLabel: Label {
    override var font: Font {
        didSet { if font != oldValue { (superview as? Button)?.contentDidChange() } }
    }
}

extension Button: ControlValueDescribing {
    var controlValueField: String? { currentTitle.map { "title = '\($0)'" } }
}

// MARK: - Configurations

extension Button {
    /// A button's content and look (`UIButton.Configuration`, iOS 15, Interface Builder's default
    /// for new buttons since Xcode 13): a title and an image inside content insets, in a style.
    /// The title is the 17 pt system font, measured in the screen's pixels, and the default insets
    /// are 7 pt above and below and 12 at the sides, as Xcode stores configured buttons (34.33 pt
    /// high on 3x screens, their title's width plus 24 wide).
    public struct Configuration: Sendable, Equatable {
        /// The looks UIKit offers (`plain()`, `filled()`, ...).
        public enum Style: String, Sendable, Equatable {
            /// The kinds UIKit offers (named as Interface Builder writes them, `style="filled"`).
            case plain, gray, tinted, filled, borderless, bordered, borderedTinted, borderedProminent
        }

        /// The look.
        public var style: Style
        /// The title (none by default).
        public var title: String?
        /// The image before the title (none by default).
        public var image: Image?
        /// The room between the image and the title (0 by default).
        public var imagePadding = 0.0
        /// The room around the content (7 pt above and below, 12 at the sides by default).
        public var contentInsets = DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        /// The title's and image's colour (the style's by default: white on a filled background,
        /// else the tint colour).
        public var baseForegroundColor: Color?
        /// The background's colour (the style's by default: the tint colour when filled, a light
        /// grey or a pale tint for the gray and tinted styles, none for plain).
        public var baseBackgroundColor: Color?

        /// A configuration of `style` with the defaults above.
        public init(style: Style) { self.style = style }

        /// No background (`UIButton.Configuration.plain()`).
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A grey background (`gray()`).
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A pale background of the tint colour (`tinted()`).
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A background of the tint colour, white content (`filled()`).
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// No background (`borderless()`).
        public static func borderless() -> Configuration { Configuration(style: .borderless) }
        /// A grey background (`bordered()`).
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        /// A pale background of the tint colour (`borderedTinted()`).
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
        /// A background of the tint colour, white content (`borderedProminent()`).
        public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }
    }

    /// A system button showing `configuration` (`UIButton(configuration:primaryAction:)`); the
    /// action, if any, answers ``Control/Event/primaryActionTriggered``.
    public convenience init(configuration: Configuration, primaryAction: Action? = nil) {
        self.init(frame: .zero)
        self.configuration = configuration
        applyConfiguration()  // an initializer's own assignment does not run `didSet`
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Puts ``configuration`` into the title, image, insets and colours.
    fileprivate func applyConfiguration() {
        guard let configuration else {
            isConfigured = false  // back to a button without one: its title in whole points
            contentDidChange()
            return
        }
        isConfigured = true
        setTitle(configuration.title, for: .normal)
        setImage(configuration.image, for: .normal)
        titleLabel?.font = Font(size: 17)
        imageTitlePadding = configuration.imagePadding
        let insets = configuration.contentInsets
        contentEdgeInsets = EdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
        let prominent = configuration.style == .filled || configuration.style == .borderedProminent
        setTitleColor(configuration.baseForegroundColor ?? (prominent ? .white : nil), for: .normal)
        contentDidChange()
    }

    /// The background a configuration draws behind the content (UIKit draws it in a view of its
    /// own, leaving ``View/backgroundColor`` as it is): its base colour, else the style's.
    var configurationBackgroundColor: Color? {
        guard let configuration else { return nil }
        if let color = configuration.baseBackgroundColor { return color }
        switch configuration.style {
        case .plain, .borderless: return nil
        case .gray, .bordered: return .systemGray5
        case .tinted, .borderedTinted: return tintColor.withAlphaComponent(0.15)
        case .filled, .borderedProminent: return tintColor
        }
    }
}

extension Button: ControlDrawing {
    /// A configuration's background, in a rectangle rounded by 6 pt (viewsim's choice); the
    /// title and image draw themselves.
    func draw(on canvas: inout SVGCanvas, in bounds: Rect) {
        guard let fill = configurationBackgroundColor else { return }
        canvas.roundedRect("background", bounds, radius: 6, fill: fill)
    }
}
