import Foundation

/// A single line of editable text (`UITextField`): its text, or a grey placeholder while empty,
/// inside an optional border.
///
/// **Intrinsic size**: the text's size (the placeholder's while the text is empty) plus the
/// border style's padding:
/// - `.roundedRect`: 7 pt each side and at least 34 pt high (a 14 pt field is 34; Xcode files
///   from toolsVersion 22505 store 34, older ones, 6250 to 14113, 30: iOS 13 made it taller);
///   a taller font adds 7 pt above and below its line (a 30 pt font gives 50);
/// - `.none`: no padding (a 14 pt field is 17 high, as stored at toolsVersion 15505);
/// - `.line` and `.bezel`: 2 pt each side (not in the corpus).
///
/// Content hugging stays UIKit's 250, which Interface Builder also writes for text fields.
/// ``insertText(_:)`` and ``deleteBackward()`` stand in for the keyboard: they ask the
/// ``delegate`` and send ``Control/Event/editingChanged``; setting ``text`` sends nothing, as in
/// UIKit. ``becomeFirstResponder()`` starts editing (in a window) and ``resignFirstResponder()``
/// or `endEditing(_:)` ends it, with the delegate's calls and control events in UIKit's order.
open class TextField: Control {
    /// The border (`UITextField.BorderStyle`).
    public enum BorderStyle: String, Sendable, CaseIterable {
        /// No border (the default in code).
        case none
        /// A thin rectangle.
        case line
        /// A sunken rectangle.
        case bezel
        /// A rounded rectangle (Interface Builder's default).
        case roundedRect
    }

    /// The default font: the 14-point system font, as Interface Builder's text fields.
    public static let defaultFont = Font(size: 14)
    /// The smallest height of a rounded-rect field (iOS 13 and later).
    public static let roundedRectMinimumHeight = 34.0
    /// What a rounded-rect field adds to its text's line height (iOS 13 and later), 8 pt, within
    /// ``roundedRectMinimumHeight``: from Xcode 11, unconstrained fields in 14 to 20 pt text are
    /// stored 34 pt tall (653 fields; 18 and 20 pt in four documents of four repositories), 25 pt
    /// text 38 (twenty-fifth set 33112) and 30 pt text 44 (eighteenth set 26067). With the text
    /// insets' 14, `--intrinsic model` reported 6 more clean files over every set.
    static let roundedRectVerticalPadding = 8.0
    /// Whether the field has iOS 12's rounded-rectangle height, 30 pt for 14 pt text: an
    /// Interface Builder document saved before Xcode 11 shows it so (every unconstrained 14 pt
    /// field of the corpus and the unseen files is stored 30 pt tall up to toolsVersion 14xxx,
    /// 34 from 16xxx).
    var hasPreIOS13Height = false
    /// iOS 12's rounded-rect field: at least 30 pt, and 3.5 pt more than the text's line. Larger
    /// text keeps the 30 pt: unconstrained system-font fields of 18, 20 and 22 pt are stored 30
    /// tall before Xcode 11 (eightieth set 88007 at 22 pt; seventy-eighth set 86004 and corpus
    /// 221 at 18; 86085's eight and corpus 030 at 20: five repositories), so the line's 26.5 pt at
    /// 22 pt leaves at most 3.5.
    static let preIOS13MinimumHeight = 30.0, preIOS13VerticalPadding = 3.5

    /// Asked before editing changes, and told when it does (`delegate`; held weakly, as UIKit's).
    public weak var delegate: TextFieldDelegate?
    /// Whether the field is being edited: it is its window's first responder (`isEditing`).
    public private(set) var isEditing = false

    /// The keyboard the field asks for (`keyboardType`; no keyboard shows here).
    public var keyboardType = KeyboardType.default
    /// The return key's title (`returnKeyType`; no keyboard shows here).
    public var returnKeyType = ReturnKeyType.default
    /// Whether the text is hidden as typed (`isSecureTextEntry`; the text still lays out).
    public var isSecureTextEntry = false
    /// When the clear button shows (`clearButtonMode`): never while not editing, which is
    /// always here, so it takes no room.
    public var clearButtonMode = ViewMode.never
    /// How typed text is capitalised (`autocapitalizationType`; nothing is typed here).
    public var autocapitalizationType = AutocapitalizationType.sentences
    /// Whether typing is corrected (`autocorrectionType`; nothing is typed here).
    public var autocorrectionType = AutocorrectionType.default

    /// `UIKeyboardType`.
    public enum KeyboardType: Sendable {
        /// The kinds UIKit offers.
        case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad,
             emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
    }

    /// `UIReturnKeyType`.
    public enum ReturnKeyType: Sendable {
        /// The kinds UIKit offers.
        case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
    }

    /// `UITextField.ViewMode`.
    public enum ViewMode: Sendable {
        /// The modes UIKit offers.
        case never, whileEditing, unlessEditing, always
    }

    /// `UITextAutocapitalizationType`.
    public enum AutocapitalizationType: Sendable {
        /// The kinds UIKit offers.
        case none, words, sentences, allCharacters
    }

    /// `UITextAutocorrectionType`.
    public enum AutocorrectionType: Sendable {
        /// The kinds UIKit offers.
        case `default`, no, yes
    }

    /// The text (`nil` reads as empty, as UIKit returns "").
    open var text: String? {
        didSet { if text != oldValue { contentDidChange() } }
    }
    /// The grey text shown while ``text`` is empty.
    open var placeholder: String? {
        didSet { if placeholder != oldValue { contentDidChange() } }
    }
    /// The font (14 pt system by default).
    open var font: Font = TextField.defaultFont {
        didSet { if font != oldValue { contentDidChange() } }
    }
    /// The text colour (black).
    open var textColor: Color = .black
    /// The horizontal alignment of the text.
    open var textAlignment: TextAlignment = .natural
    /// The border (`.none` by default, as in code).
    open var borderStyle: BorderStyle = .none {
        didSet { if borderStyle != oldValue { contentDidChange() } }
    }

    /// Creates a text field with the given frame.
    public override init(frame: Rect) {
        super.init(frame: frame)
    }

    /// Creates a named text field. (`TextField(name:)` alone is `View`'s initialiser: the text
    /// is required here so that the two do not clash.)
    public convenience init(name: String, text: String?, placeholder: String? = nil,
                            borderStyle: BorderStyle = .none) {
        self.init(name: name)
        self.text = text
        self.placeholder = placeholder
        self.borderStyle = borderStyle
    }

    /// Creates a named, empty text field showing a placeholder.
    public convenience init(name: String, placeholder: String?, borderStyle: BorderStyle = .none) {
        self.init(name: name, text: nil, placeholder: placeholder, borderStyle: borderStyle)
    }

    public required init?(coder: NSCoder) { return nil }

    /// Whether the placeholder is what shows (the text is empty).
    public var isShowingPlaceholder: Bool { (text ?? "").isEmpty }

    /// The string drawn: the text, or the placeholder while the text is empty.
    public var displayedText: String {
        isShowingPlaceholder ? (placeholder ?? "") : (text ?? "")
    }

    /// The padding between the border and the text on each side.
    public var textInsets: EdgeInsets {
        switch borderStyle {
        case .none: return .zero
        case .line, .bezel: return EdgeInsets(all: 2)
        case .roundedRect: return EdgeInsets(top: 7, left: 7, bottom: 7, right: 7)
        }
    }

    /// Appends `text` as typed, when the delegate allows it, and sends
    /// ``Control/Event/editingChanged`` and ``textDidChangeNotification`` (nothing when disabled).
    /// A newline is the return key: the delegate's `textFieldShouldReturn(_:)`, then
    /// ``Control/Event/editingDidEndOnExit``; the text does not change.
    public func insertText(_ text: String) {
        guard isEnabled, !text.isEmpty else { return }
        if text == "\n" {
            if delegate?.textFieldShouldReturn(self) ?? true { sendActions(for: .editingDidEndOnExit) }
            return
        }
        let current = self.text ?? ""
        let end = NSRange(location: current.utf16.count, length: 0)
        guard delegate?.textField(self, shouldChangeCharactersIn: end, replacementString: text) ?? true else { return }
        self.text = current + text
        textDidChangeByEditing()
    }

    /// Deletes the last character as the delete key does, when the delegate allows it, and sends
    /// ``Control/Event/editingChanged`` and ``textDidChangeNotification`` (nothing when disabled
    /// or empty).
    public func deleteBackward() {
        guard isEnabled, var current = text, let last = current.last else { return }
        let length = String(last).utf16.count
        let range = NSRange(location: current.utf16.count - length, length: length)
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: "") ?? true else { return }
        current.removeLast()
        text = current
        textDidChangeByEditing()
    }

    private func textDidChangeByEditing() {
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: TextField.textDidChangeNotification, object: self)
    }

    // MARK: - Editing

    /// An enabled field can be edited.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Starts editing when the delegate allows it (`textFieldShouldBeginEditing(_:)`) and the
    /// field can become its window's first responder; then sends
    /// ``Control/Event/editingDidBegin``, tells the delegate and posts
    /// ``textDidBeginEditingNotification``. No keyboard shows in a headless run.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil, delegate?.textFieldShouldBeginEditing(self) ?? true,
              super.becomeFirstResponder() else { return false }
        isEditing = true
        sendActions(for: .editingDidBegin)
        delegate?.textFieldDidBeginEditing(self)
        NotificationCenter.default.post(name: TextField.textDidBeginEditingNotification, object: self)
        return true
    }

    /// Ends editing when the delegate allows it (`textFieldShouldEndEditing(_:)`).
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        return super.resignFirstResponder()
    }

    override func didResignFirstResponder() {
        guard isEditing else { return }
        isEditing = false
        sendActions(for: .editingDidEnd)
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        NotificationCenter.default.post(name: TextField.textDidEndEditingNotification, object: self)
    }

    /// The displayed text's size plus the border's padding; see the type's documentation.
    open override var intrinsicContentSize: Size {
        let insets = textInsets
        let textWidth = TextMetrics.size(of: displayedText, font: font).width
        let lineHeight = TextMetrics.roundUp(font.lineHeight)
        var height = lineHeight + insets.vertical
        if borderStyle == .roundedRect {
            height = hasPreIOS13Height ? max(Self.preIOS13MinimumHeight, lineHeight + Self.preIOS13VerticalPadding)
                : max(lineHeight + Self.roundedRectVerticalPadding, Self.roundedRectMinimumHeight)
        }
        return Size(width: textWidth + insets.horizontal, height: height)
    }

    /// The intrinsic size.
    open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }

    /// The text's baseline below the top of the field at its intrinsic height (the text is centred).
    open override var firstBaselineOffsetFromTop: Double { font.firstBaseline(centredIn: layoutIntrinsicContentSize.height) }

    /// The text's baseline above the bottom of the field at its intrinsic height.
    open override var lastBaselineOffsetFromBottom: Double {
        font.lastBaselineFromBottom(centredIn: layoutIntrinsicContentSize.height)
    }

    /// The text is centred in the field's height, whatever constraints make it (Xcode stores a
    /// 30 pt borderless field baseline-aligned with a label with its text centred in the 30 pt:
    /// unseen 14021 to 14023).
    override var baselineOffsetFromCenterY: Double? { font.ascender - font.lineHeight / 2 }

    private func contentDidChange() {
        invalidateIntrinsicContentSize()
        baselineMetricsDidChange()
        setNeedsLayout()
    }

    // MARK: - Interface Builder

    override class var interfaceBuilderClass: IBElementClass? {
        IBElementClass("textField", make: TextField.init(frame:), intrinsic: .both, colors: ["textColor": \.textColor],
                       canvasMetrics: .savedBefore(InterfaceBuilderDocument.xcode11ToolsMajor, sets: \.hasPreIOS13Height))
    }

    override func configure(fromInterfaceBuilder model: IBView) {
        super.configure(fromInterfaceBuilder: model)
        text = model.text
        placeholder = model.placeholder
        if let font = model.font { self.font = font.font }
        borderStyle = BorderStyle(rawValue: model.attributes["borderStyle"] ?? "none") ?? .none
        if let alignment = TextAlignment(rawValue: model.attributes["textAlignment"] ?? "") { textAlignment = alignment }
    }

}

extension TextField: ControlValueDescribing {
    var controlValueField: String? { isShowingPlaceholder ? placeholder.map { "placeholder = '\($0)'" } : "text = '\(text ?? "")'" }
}

extension TextField: ControlDrawing {
    /// The border of the style, then the text (or the grey placeholder) on one line.
    func draw(on canvas: inout SVGCanvas, in bounds: Rect) {
        switch borderStyle {
        case .none: break
        case .line: canvas.roundedRect("border", bounds.insetBy(dx: 0.5, dy: 0.5), radius: 0, fill: nil, stroke: .black)
        case .bezel: canvas.roundedRect("border", bounds.insetBy(dx: 0.5, dy: 0.5), radius: 0, fill: nil, stroke: .systemGray)
        case .roundedRect:
            canvas.roundedRect("border", bounds.insetBy(dx: 0.5, dy: 0.5), radius: 5, fill: .white, stroke: .systemGray4)
        }
        let color = isShowingPlaceholder ? Color.placeholderText : textColor
        canvas.text(displayedText, font: font, color: color, alignment: textAlignment,
                    in: bounds.inset(by: textInsets))
    }
}
