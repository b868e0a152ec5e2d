/// Reads Interface Builder's colours and resolves them to ``Color``s.
enum IBColors {
    /// The colour an element describes (`nil`: an element that is no colour). Xcode writes
    /// components in several colour spaces (`sRGB`, `calibratedRGB`, `deviceRGB`, `displayP3`,
    /// `genericGamma22GrayColorSpace`, `calibratedWhite`); they are taken as sRGB components,
    /// as ViewTree's colour model has one colour space.
    static func color(_ element: XMLElement) -> IBColor? {
        if let name = element["systemColor"] ?? element["cocoaTouchSystemColor"] { return .system(name) }
        if let name = element["name"] { return .named(name) }
        let alpha = component(element["alpha"]) ?? 1
        if let white = component(element["white"]) { return .components(Color(white: white, alpha: alpha)) }
        if let red = component(element["red"]), let green = component(element["green"]), let blue = component(element["blue"]) {
            return .components(Color(red: red, green: green, blue: blue, alpha: alpha))
        }
        return nil
    }

    /// The colours a document defines in `<resources>`: `<systemColor name=…>` (Xcode 12 and
    /// later write each system colour's light-mode components) and `<namedColor name=…>`
    /// (asset catalog colours).
    static func resources(_ element: XMLElement?) -> [String: Color] {
        var colors: [String: Color] = [:]
        guard let element else { return colors }
        for resource in element.children where resource.name == "systemColor" || resource.name == "namedColor" {
            guard let name = resource["name"], let inner = resource.child("color"),
                  case .components(let color)? = self.color(inner) else { continue }
            colors[name] = color
        }
        return colors
    }

    /// The colour's components: its own, a document resource's, or (system colours) UIKit's
    /// light-mode value; `nil` for an asset colour the document does not define.
    static func resolve(_ color: IBColor, resources: [String: Color]) -> Color? {
        switch color {
        case .components(let value): return value
        case .named(let name): return resources[name]
        case .system(let name): return resources[name] ?? systemColors[name]
        }
    }

    private static func component(_ text: String?) -> Double? {
        guard let text, let value = Double(text), value.isFinite else { return nil }
        return value
    }

    private static func rgb(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) -> Color {
        Color(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
    }

    /// UIKit's system colours in the light appearance (Apple's Human Interface Guidelines values),
    /// by the names Xcode writes for `systemColor` and `cocoaTouchSystemColor`.
    static let systemColors: [String: Color] = [
        "blackColor": .black, "darkGrayColor": .darkGray, "lightGrayColor": .lightGray, "whiteColor": .white,
        "grayColor": .gray, "redColor": .red, "greenColor": .green, "blueColor": .blue, "cyanColor": .cyan,
        "yellowColor": .yellow, "magentaColor": .magenta, "orangeColor": .orange, "purpleColor": .purple,
        "brownColor": .brown, "clearColor": .clear,
        "darkTextColor": .black, "lightTextColor": Color(white: 1, alpha: 0.6),
        "groupTableViewBackgroundColor": rgb(239, 239, 244), "tableCellGroupedBackgroundColor": .white,
        "labelColor": .label, "secondaryLabelColor": .secondaryLabel, "tertiaryLabelColor": .tertiaryLabel,
        "quaternaryLabelColor": .quaternaryLabel, "placeholderTextColor": rgb(60, 60, 67, 0.3),
        "linkColor": .link, "separatorColor": .separator, "opaqueSeparatorColor": .opaqueSeparator,
        "systemBackgroundColor": .systemBackground, "secondarySystemBackgroundColor": .secondarySystemBackground,
        "tertiarySystemBackgroundColor": .tertiarySystemBackground, "systemGroupedBackgroundColor": .systemGroupedBackground,
        "secondarySystemGroupedBackgroundColor": .secondarySystemGroupedBackground,
        "tertiarySystemGroupedBackgroundColor": .tertiarySystemGroupedBackground,
        "systemFillColor": .systemFill, "secondarySystemFillColor": .secondarySystemFill,
        "tertiarySystemFillColor": .tertiarySystemFill, "quaternarySystemFillColor": .quaternarySystemFill,
        "systemBlueColor": .systemBlue, "systemGreenColor": .systemGreen, "systemRedColor": .systemRed,
        "systemOrangeColor": .systemOrange, "systemYellowColor": .systemYellow, "systemPinkColor": .systemPink,
        "systemPurpleColor": .systemPurple, "systemTealColor": .systemTeal, "systemIndigoColor": .systemIndigo,
        "systemBrownColor": .systemBrown, "systemMintColor": .systemMint, "systemCyanColor": .systemCyan,
        "systemGrayColor": .systemGray, "systemGray2Color": .systemGray2, "systemGray3Color": .systemGray3,
        "systemGray4Color": .systemGray4, "systemGray5Color": .systemGray5, "systemGray6Color": .systemGray6,
        "tintColor": .systemBlue,
    ]
}
