/// UIKit's system and semantic colours in the light appearance (the values of Apple's Human
/// Interface Guidelines), which the controls draw with and Interface Builder documents name.
extension Color {
    private static func rgb(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) -> Color {
        Color(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
    }

    /// iOS's system blue (#007AFF), UIKit's default tint.
    public static let systemBlue = Color(red: 0, green: 122.0 / 255, blue: 1)
    /// iOS's system green (#34C759), a switch's "on" track.
    public static let systemGreen = Color(red: 52.0 / 255, green: 199.0 / 255, blue: 89.0 / 255)
    /// iOS's system grey (#8E8E93).
    public static let systemGray = Color(red: 142.0 / 255, green: 142.0 / 255, blue: 147.0 / 255)
    /// iOS's system grey 4 (#D1D1D6): unfilled tracks and borders.
    public static let systemGray4 = Color(red: 209.0 / 255, green: 209.0 / 255, blue: 214.0 / 255)
    /// iOS's system grey 5 (#E5E5EA): an off switch's track, a segmented control's background.
    public static let systemGray5 = Color(red: 229.0 / 255, green: 229.0 / 255, blue: 234.0 / 255)
    /// The placeholder text colour (`UIColor.placeholderText`, #3C3C43 at 30 % opacity, as it shows over white).
    public static let placeholderText = Color(red: 196.0 / 255, green: 196.0 / 255, blue: 199.0 / 255)
    /// iOS's system red (#FF3B30).
    public static let systemRed = rgb(255, 59, 48)
    /// iOS's system orange (#FF9500).
    public static let systemOrange = rgb(255, 149, 0)
    /// iOS's system yellow (#FFCC00).
    public static let systemYellow = rgb(255, 204, 0)
    /// iOS's system pink (#FF2D55).
    public static let systemPink = rgb(255, 45, 85)
    /// iOS's system purple (#AF52DE).
    public static let systemPurple = rgb(175, 82, 222)
    /// iOS's system teal (#5AC8FA).
    public static let systemTeal = rgb(90, 200, 250)
    /// iOS's system indigo (#5856D6).
    public static let systemIndigo = rgb(88, 86, 214)
    /// iOS's system brown (#A2845E).
    public static let systemBrown = rgb(162, 132, 94)
    /// iOS's system mint (#00C7BE).
    public static let systemMint = rgb(0, 199, 190)
    /// iOS's system cyan (#32ADE6).
    public static let systemCyan = rgb(50, 173, 230)
    /// iOS's system grey 2 (#AEAEB2).
    public static let systemGray2 = rgb(174, 174, 178)
    /// iOS's system grey 3 (#C7C7CC).
    public static let systemGray3 = rgb(199, 199, 204)
    /// iOS's system grey 6 (#F2F2F7).
    public static let systemGray6 = rgb(242, 242, 247)

    /// Primary text (`UIColor.label`: black).
    public static let label = black
    /// Secondary text (`UIColor.secondaryLabel`: #3C3C43 at 60 %).
    public static let secondaryLabel = rgb(60, 60, 67, 0.6)
    /// Tertiary text (`UIColor.tertiaryLabel`: #3C3C43 at 30 %).
    public static let tertiaryLabel = rgb(60, 60, 67, 0.3)
    /// Quaternary text (`UIColor.quaternaryLabel`: #3C3C43 at 18 %).
    public static let quaternaryLabel = rgb(60, 60, 67, 0.18)
    /// Links (`UIColor.link`: the system blue).
    public static let link = systemBlue
    /// Thin separators (`UIColor.separator`: #3C3C43 at 29 %).
    public static let separator = rgb(60, 60, 67, 0.29)
    /// Opaque separators (`UIColor.opaqueSeparator`: #C6C6C8).
    public static let opaqueSeparator = rgb(198, 198, 200)
    /// A screen's background (`UIColor.systemBackground`: white).
    public static let systemBackground = white
    /// Content over the background (`UIColor.secondarySystemBackground`: #F2F2F7).
    public static let secondarySystemBackground = rgb(242, 242, 247)
    /// Content over secondary content (`UIColor.tertiarySystemBackground`: white).
    public static let tertiarySystemBackground = white
    /// A grouped table's background (`UIColor.systemGroupedBackground`: #F2F2F7).
    public static let systemGroupedBackground = rgb(242, 242, 247)
    /// A grouped table's cells (`UIColor.secondarySystemGroupedBackground`: white).
    public static let secondarySystemGroupedBackground = white
    /// Over grouped cells (`UIColor.tertiarySystemGroupedBackground`: #F2F2F7).
    public static let tertiarySystemGroupedBackground = rgb(242, 242, 247)
    /// Thin fills (`UIColor.systemFill`: #787880 at 20 %).
    public static let systemFill = rgb(120, 120, 128, 0.2)
    /// `UIColor.secondarySystemFill`: #787880 at 16 %.
    public static let secondarySystemFill = rgb(120, 120, 128, 0.16)
    /// `UIColor.tertiarySystemFill`: #767680 at 12 %.
    public static let tertiarySystemFill = rgb(118, 118, 128, 0.12)
    /// `UIColor.quaternarySystemFill`: #747480 at 8 %.
    public static let quaternarySystemFill = rgb(116, 116, 128, 0.08)
}
