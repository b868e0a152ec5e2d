/// The iOS system colours the controls draw with (light appearance), as UIKit defines them.
extension Color {
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
}
