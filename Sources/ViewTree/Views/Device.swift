/// A device's screen as a window sees it in portrait: its size in points, pixel scale and the
/// insets of the status bar and home indicator (`Window(device:)` takes them).
///
/// Insets are what Xcode stores for each device in Interface Builder files from toolsVersion 22xxx
/// on (the `../shared/ib-corpus` measurements) and what UIKit reports on iOS 16 and later.
public struct Device: Hashable, Sendable, CustomStringConvertible {
    /// The model's name, e.g. `iPhone 15`.
    public let name: String
    /// The screen in points, portrait.
    public let screenSize: Size
    /// Pixels per point (2 or 3).
    public let scale: Double
    /// The status bar's and home indicator's insets, portrait.
    public let safeAreaInsets: EdgeInsets

    /// A device with the given screen.
    public init(name: String, screenSize: Size, scale: Double, safeAreaInsets: EdgeInsets) {
        self.name = name
        self.screenSize = screenSize
        self.scale = scale
        self.safeAreaInsets = safeAreaInsets
    }

    private static func phone(_ name: String, _ width: Double, _ height: Double, scale: Double, top: Double,
                              bottom: Double) -> Device {
        Device(name: name, screenSize: Size(width: width, height: height), scale: scale,
               safeAreaInsets: EdgeInsets(top: top, left: 0, bottom: bottom, right: 0))
    }

    /// iPhone SE (3rd generation): 375 x 667 @2x, a 20 pt status bar, a home button.
    public static let iPhoneSE3 = phone("iPhone SE (3rd generation)", 375, 667, scale: 2, top: 20, bottom: 0)
    /// iPhone 13 mini: 375 x 812 @3x, 50 pt top, 34 pt home indicator.
    public static let iPhone13Mini = phone("iPhone 13 mini", 375, 812, scale: 3, top: 50, bottom: 34)
    /// iPhone 11: 414 x 896 @2x, 48 pt top, 34 pt home indicator.
    public static let iPhone11 = phone("iPhone 11", 414, 896, scale: 2, top: 48, bottom: 34)
    /// iPhone 15: 390 x 844 @3x, 47 pt top, 34 pt home indicator.
    public static let iPhone15 = phone("iPhone 15", 390, 844, scale: 3, top: 47, bottom: 34)
    /// iPhone 15 Pro: 393 x 852 @3x, 59 pt top (the Dynamic Island), 34 pt home indicator.
    public static let iPhone15Pro = phone("iPhone 15 Pro", 393, 852, scale: 3, top: 59, bottom: 34)
    /// iPhone 15 Pro Max: 430 x 932 @3x, 59 pt top, 34 pt home indicator.
    public static let iPhone15ProMax = phone("iPhone 15 Pro Max", 430, 932, scale: 3, top: 59, bottom: 34)
    /// iPad (10th generation): 820 x 1180 @2x, a 24 pt status bar, a 20 pt home indicator.
    public static let iPad10 = phone("iPad (10th generation)", 820, 1180, scale: 2, top: 24, bottom: 20)

    /// Every profile above, smallest screen first.
    public static let all: [Device] = [.iPhoneSE3, .iPhone13Mini, .iPhone15, .iPhone15Pro, .iPhone11, .iPhone15ProMax, .iPad10]

    /// The name.
    public var description: String { name }
}
