import Foundation

/// A blur or vibrancy behind content (`UIVisualEffectView`): content goes in ``contentView``,
/// which fills the view. viewsim draws no blur; the effect is kept for the app.
open class VisualEffectView: View {
    /// The effect shown (`UIBlurEffect` or `UIVibrancyEffect` in UIKit).
    public var effect: VisualEffect?
    /// The view to add content to; it follows the view's bounds.
    public let contentView: View

    /// A view showing `effect`.
    public convenience init(effect: VisualEffect?) {
        self.init(frame: .zero)
        self.effect = effect
    }

    /// A view with no effect, with the given frame.
    public override init(frame: Rect) {
        contentView = View(frame: Rect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) { return nil }
}

/// A visual effect (`UIVisualEffect`): a blur of a style.
public struct VisualEffect: Hashable, Sendable {
    /// The blur's style (`UIBlurEffect.Style`), by UIKit's name.
    public let blurStyle: BlurStyle?

    /// A blur of `style` (`UIBlurEffect(style:)`).
    public init(style: BlurStyle) {
        blurStyle = style
    }

    /// `UIBlurEffect.Style`.
    public enum BlurStyle: Hashable, Sendable {
        /// The styles UIKit offers.
        case extraLight, light, dark, regular, prominent, systemUltraThinMaterial, systemThinMaterial,
             systemMaterial, systemThickMaterial, systemChromeMaterial
    }
}
