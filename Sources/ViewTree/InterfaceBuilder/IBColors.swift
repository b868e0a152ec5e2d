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
        for resource in element?.children ?? [] where resource.name == "systemColor" || resource.name == "namedColor" {
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
        "labelColor": .black, "secondaryLabelColor": rgb(60, 60, 67, 0.6), "tertiaryLabelColor": rgb(60, 60, 67, 0.3),
        "quaternaryLabelColor": rgb(60, 60, 67, 0.18), "placeholderTextColor": rgb(60, 60, 67, 0.3),
        "linkColor": .systemBlue, "separatorColor": rgb(60, 60, 67, 0.29), "opaqueSeparatorColor": rgb(198, 198, 200),
        "systemBackgroundColor": .white, "secondarySystemBackgroundColor": rgb(242, 242, 247),
        "tertiarySystemBackgroundColor": .white, "systemGroupedBackgroundColor": rgb(242, 242, 247),
        "secondarySystemGroupedBackgroundColor": .white, "tertiarySystemGroupedBackgroundColor": rgb(242, 242, 247),
        "systemFillColor": rgb(120, 120, 128, 0.2), "secondarySystemFillColor": rgb(120, 120, 128, 0.16),
        "tertiarySystemFillColor": rgb(118, 118, 128, 0.12), "quaternarySystemFillColor": rgb(116, 116, 128, 0.08),
        "systemBlueColor": .systemBlue, "systemGreenColor": .systemGreen, "systemRedColor": rgb(255, 59, 48),
        "systemOrangeColor": rgb(255, 149, 0), "systemYellowColor": rgb(255, 204, 0), "systemPinkColor": rgb(255, 45, 85),
        "systemPurpleColor": rgb(175, 82, 222), "systemTealColor": rgb(90, 200, 250), "systemIndigoColor": rgb(88, 86, 214),
        "systemBrownColor": rgb(162, 132, 94), "systemMintColor": rgb(0, 199, 190), "systemCyanColor": rgb(50, 173, 230),
        "systemGrayColor": .systemGray, "systemGray2Color": rgb(174, 174, 178), "systemGray3Color": rgb(199, 199, 204),
        "systemGray4Color": .systemGray4, "systemGray5Color": .systemGray5, "systemGray6Color": rgb(242, 242, 247),
        "tintColor": .systemBlue,
    ]
}
