/// How many times per second the simulated display refreshes: the two rates iOS devices run at.
///
/// The simulation advances in whole ticks of `1 / framesPerSecond` seconds; nothing in viewsim
/// reads the wall clock.
public enum FrameRate: Int, Sendable, CaseIterable, CustomStringConvertible {
    /// 60 Hz: a tick is 16.67 ms, as on most iPhones.
    case fps60 = 60
    /// 120 Hz: a tick is 8.33 ms, as on ProMotion displays. The default.
    case fps120 = 120

    /// The default rate, 120 Hz.
    public static let `default` = FrameRate.fps120

    /// Ticks per second.
    public var framesPerSecond: Int { rawValue }

    /// The length of one tick in seconds.
    public var tickInterval: Double { 1 / Double(rawValue) }

    /// The rate with `framesPerSecond` ticks per second, or nil unless it is 60 or 120.
    public init?(framesPerSecond: Int) {
        self.init(rawValue: framesPerSecond)
    }

    public var description: String { "\(rawValue) Hz" }
}
