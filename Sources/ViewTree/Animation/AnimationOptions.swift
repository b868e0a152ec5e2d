/// Options of `View.animate(withDuration:delay:options:animations:completion:)`
/// (`UIView.AnimationOptions`): the timing curve, and flags viewsim accepts for compatibility.
public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Start from the current presentation value. viewsim always does (as UIKit does since iOS 8).
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Accepted for compatibility; simulated touches are never blocked by animations.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Ease in and out: Core Animation's (0.42, 0), (0.58, 1). The default (raw value 0).
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// Ease in: (0.42, 0), (1, 1).
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Ease out: (0, 0), (0.58, 1).
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Linear.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// The cubic Bézier the curve bits select (UIKit keeps the curve in bits 16-19).
    public var timingCurve: TimingCurve {
        switch (rawValue >> 16) & 0xF {
        case 1: return .easeIn
        case 2: return .easeOut
        case 3: return .linear
        default: return .easeInOut
        }
    }
}
