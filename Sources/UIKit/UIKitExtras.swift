import Foundation
import ViewTree

// UIKit APIs that are names over ViewTree's, with UIKit's signatures and defaults.

extension Color {
    /// `UIColor.cgColor`: the colour itself (``CGColor`` is a colour here), for
    /// `layer.borderColor = color.cgColor`.
    public var cgColor: CGColor { self }

    /// `UIColor(hue:saturation:brightness:alpha:)`, converted as UIKit does (HSB to RGB).
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (Double(hue).truncatingRemainder(dividingBy: 1) + 1).truncatingRemainder(dividingBy: 1) * 6
        let s = min(max(Double(saturation), 0), 1), v = min(max(Double(brightness), 0), 1)
        let sector = Int(h.rounded(.down)) % 6, f = h - h.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][sector]
        self.init(red: r, green: g, blue: b, alpha: Double(alpha))
    }
}

extension Font {
    /// `UIFont(name:size:)`: a font of the family's regular weight at `size` (viewsim measures
    /// every family with the system font's metrics), or nil for an empty name, as UIKit's for
    /// a font it does not have.
    public init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty, fontSize.isFinite, fontSize >= 0 else { return nil }
        self.init(size: Double(fontSize))
    }

    /// `UIFont.italicSystemFont(ofSize:)`: measured as the regular system font.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> Font {
        systemFont(ofSize: fontSize)
    }

    /// `UIFont.monospacedDigitSystemFont(ofSize:weight:)`: measured as the system font.
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: FontWeight) -> Font {
        systemFont(ofSize: fontSize, weight: weight)
    }
}

extension CollectionViewLayoutAttributes {
    /// `copy()` as UIKit's layouts call it (`attributes.copy() as! UICollectionViewLayoutAttributes`):
    /// attributes are a value here, so the copy is the value itself.
    public func copy() -> Any { self }
}

extension NSAttributedString.Key {
    /// UIKit's font attribute (a ``UIFont``).
    public static let font = NSAttributedString.Key("NSFont")
    /// UIKit's text colour attribute (a ``UIColor``).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// UIKit's background colour attribute (a ``UIColor``).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// UIKit's kerning attribute (points).
    public static let kern = NSAttributedString.Key("NSKern")
    /// UIKit's underline attribute.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
}

extension Label {
    /// The text with its attributes (`UILabel.attributedText`). viewsim lays a label out with one
    /// font: setting it sets ``text`` to the string and, when the first character has a `.font`
    /// or `.foregroundColor`, the label's font and colour; reading it gives the text with them.
    public var attributedText: NSAttributedString? {
        get {
            text.map { NSAttributedString(string: $0, attributes: [.font: font, .foregroundColor: textColor]) }
        }
        set {
            guard let newValue else {
                text = nil
                return
            }
            if newValue.length > 0 {
                let attributes = newValue.attributes(at: 0, effectiveRange: nil)
                if let font = attributes[.font] as? Font { self.font = font }
                if let color = attributes[.foregroundColor] as? Color { textColor = color }
            }
            text = newValue.string
        }
    }
}

extension Optional where Wrapped == LayoutAttribute {
    /// `NSLayoutConstraint.Attribute.notAnAttribute`, as the second attribute of a constraint to
    /// no item (`toItem: nil, attribute: .notAnAttribute`): no attribute.
    public static var notAnAttribute: LayoutAttribute? { nil }
}

extension View {
    /// `UIView.transition(with:duration:options:animations:completion:)`: the changes are
    /// animated over `duration` as `animate(withDuration:)` animates them (viewsim draws no
    /// cross-fade; the views reach the same state at the same time).
    public static func transition(with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: options, animations: animations ?? {}, completion: completion)
    }
}

extension AnimationOptions {
    /// `UIView.AnimationOptions.transitionCrossDissolve` (a transition's look; no effect on timing).
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    /// `UIView.AnimationOptions.transitionFlipFromLeft`.
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    /// `UIView.AnimationOptions.transitionFlipFromRight`.
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    /// `UIView.AnimationOptions.transitionCurlUp`.
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    /// `UIView.AnimationOptions.transitionCurlDown`.
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    /// `UIView.AnimationOptions.transitionFlipFromTop`.
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    /// `UIView.AnimationOptions.transitionFlipFromBottom`.
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
}

extension Image {
    /// `UIImage.RenderingMode`.
    public enum RenderingMode: Sendable {
        /// The modes UIKit offers.
        case automatic, alwaysOriginal, alwaysTemplate
    }

    /// The image drawn in `renderingMode` (`withRenderingMode(_:)`): the same size, so the same
    /// image here (viewsim draws no pixels).
    public func withRenderingMode(_ renderingMode: RenderingMode) -> Image { self }
}

extension Image {
    /// `UIImage.SymbolConfiguration`: the point size and weight an SF Symbol is drawn at.
    public struct SymbolConfiguration: Hashable, Sendable {
        /// The point size (nil: the default, 17 pt body text).
        public var pointSize: CGFloat?
        /// The weight (nil: regular).
        public var weight: FontWeight?

        /// A configuration of a point size and weight.
        public init(pointSize: CGFloat, weight: FontWeight = .regular) {
            self.pointSize = pointSize
            self.weight = weight
        }

        /// A configuration of a weight at the default point size.
        public init(weight: FontWeight) {
            self.weight = weight
        }

        /// A configuration of a text style's point size.
        public init(textStyle: Font.TextStyle) {
            pointSize = CGFloat(Font.preferredFont(forTextStyle: textStyle).pointSize)
        }
    }

    /// The point size SF Symbols are registered at (`Image.register(systemName:size:)`): the
    /// default configuration's, 17 pt body text.
    static let defaultSymbolPointSize: CGFloat = 17

    /// The registered symbol `name` at `configuration` (`UIImage(systemName:withConfiguration:)`):
    /// a symbol is a glyph of a font, so its size scales with the point size, from the size
    /// registered for the default 17 pt. The weight does not change the size here.
    public init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        guard let symbol = Image(systemName: name) else { return nil }
        let scale = (configuration?.pointSize).map { $0 / Self.defaultSymbolPointSize } ?? 1
        self.init(name: name, size: CGSize(width: symbol.size.width * scale, height: symbol.size.height * scale))
    }
}

extension Responder {
    // UIKit's keyboard notifications and their user-info keys, for code that observes the
    // keyboard. A headless run shows no keyboard (`keyboardLayoutGuide` stays at the bottom of
    // the safe area), so none is ever posted.

    /// `UIResponder.keyboardWillShowNotification`.
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// `UIResponder.keyboardDidShowNotification`.
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// `UIResponder.keyboardWillHideNotification`.
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// `UIResponder.keyboardDidHideNotification`.
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// `UIResponder.keyboardWillChangeFrameNotification`.
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// `UIResponder.keyboardDidChangeFrameNotification`.
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
    /// `UIResponder.keyboardFrameBeginUserInfoKey` (a `CGRect`).
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// `UIResponder.keyboardFrameEndUserInfoKey` (a `CGRect`).
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// `UIResponder.keyboardAnimationDurationUserInfoKey` (a `Double`, seconds).
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// `UIResponder.keyboardAnimationCurveUserInfoKey` (a `UIView.AnimationCurve` raw value).
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
}
