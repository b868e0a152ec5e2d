/// How quickly a scroll view slows down after a fling: the fraction of its velocity kept after
/// each millisecond (UIKit's `UIScrollView.DecelerationRate`).
public struct DecelerationRate: RawRepresentable, Sendable, Equatable, Hashable, CustomStringConvertible {
    /// The fraction of velocity kept per millisecond, in (0, 1).
    public let rawValue: Double

    /// UIKit's default: 0.998 per millisecond.
    public static let normal = DecelerationRate(uncheckedRawValue: 0.998)
    /// UIKit's fast rate, used e.g. for paging-like feel: 0.99 per millisecond.
    public static let fast = DecelerationRate(uncheckedRawValue: 0.99)

    /// A rate, or nil unless `rawValue` lies strictly between 0 and 1.
    public init?(rawValue: Double) {
        guard rawValue > 0, rawValue < 1 else { return nil }
        self.rawValue = rawValue
    }

    private init(uncheckedRawValue: Double) {
        rawValue = uncheckedRawValue
    }

    public var description: String {
        switch self {
        case .normal: return "normal"
        case .fast: return "fast"
        default: return "\(rawValue)"
        }
    }
}
