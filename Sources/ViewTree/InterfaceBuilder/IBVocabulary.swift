/// Interface Builder's element names for views and the UIKit classes they stand for.
enum IBViewClasses {
    /// Element names that are always views: those of ViewTree's classes, and the others UIKit
    /// and its frameworks define (shown as plain views).
    static let viewElements: Set<String> = Set(IBViewRegistry.byElement.keys).union([
        "view", "tableViewCellContentView", "collectionViewCellContentView", "visualEffectView", "mapView", "webView",
        "wkWebView", "containerView", "glkView", "mtkView", "arscnView", "arskView", "sceneKitView", "skView",
        "tableViewHeaderFooterView", "adBannerView",
    ])

    /// Whether an element describes a view: a known view element, or any element with a frame.
    static func isView(_ element: XMLElement) -> Bool {
        if viewElements.contains(element.name) { return true }
        return element.children.contains { $0.name == "rect" && $0["key"] == "frame" }
    }

    /// The UIKit class of an element (`label` -> `UILabel`); unknown elements keep their name
    /// with the first letter capitalised.
    static func uiKitName(of element: String) -> String {
        switch element {
        case "view", "containerView": return "UIView"
        case "tableViewCellContentView", "collectionViewCellContentView": return "UITableViewCellContentView"
        case "wkWebView": return "WKWebView"
        case "mapView": return "MKMapView"
        case "switch": return "UISwitch"
        default: return "UI" + element.prefix(1).uppercased() + element.dropFirst()
        }
    }
}

/// Constraint attribute names as Interface Builder writes them.
enum IBConstraintAttributes {
    static func attribute(_ name: String) -> LayoutAttribute? {
        switch name {
        case "left": return .left
        case "right": return .right
        case "top": return .top
        case "bottom": return .bottom
        case "leading": return .leading
        case "trailing": return .trailing
        case "width": return .width
        case "height": return .height
        case "centerX": return .centerX
        case "centerY": return .centerY
        case "leftMargin": return .leftMargin
        case "rightMargin": return .rightMargin
        case "topMargin": return .topMargin
        case "bottomMargin": return .bottomMargin
        case "leadingMargin": return .leadingMargin
        case "trailingMargin": return .trailingMargin
        case "centerXWithinMargins": return .centerXWithinMargins
        case "centerYWithinMargins": return .centerYWithinMargins
        case "firstBaseline": return .firstBaseline
        // `baseline` is the older name of the last baseline (`NSLayoutAttributeBaseline`).
        case "baseline", "lastBaseline": return .lastBaseline
        default: return nil
        }
    }

    /// A multiplier as IB writes it: `2`, `0.5`, `16:9` (16/9), `1/3` or `30%` (0.3), spaces allowed.
    static func multiplier(_ text: String) -> Double? {
        let text = String(text.filter { $0 != " " })
        // Xcode stores the multiplier as typed: a percentage is a fraction.
        if text.hasSuffix("%") {
            return multiplier(String(text.dropLast())).flatMap { $0 / 100 }
        }
        for separator in [":", "/"] where text.contains(separator) {
            let parts = text.split(separator: Character(separator), omittingEmptySubsequences: false)
            guard parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0, a.isFinite, b.isFinite else {
                return nil
            }
            return a / b
        }
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }

    static func relation(_ name: String?) -> LayoutRelation {
        switch name {
        case "lessThanOrEqual": return .lessThanOrEqual
        case "greaterThanOrEqual": return .greaterThanOrEqual
        default: return .equal
        }
    }
}

/// Dynamic Type styles and font names, reduced to the size and weight the text model uses.
enum IBFontStyles {
    /// The default (Large) size of a text style, e.g. `UICTFontTextStyleBody` 17. Large Title is
    /// `UICTFontTextStyleTitle0`, the raw value of `UIFont.TextStyle.largeTitle`, as Xcode writes it.
    static func size(ofStyle style: String?) -> Double? {
        guard let style else { return nil }
        let sizes: [String: Double] = [
            "UICTFontTextStyleTitle0": 34, "UICTFontTextStyleTitle1": 28, "UICTFontTextStyleTitle2": 22,
            "UICTFontTextStyleTitle3": 20, "UICTFontTextStyleHeadline": 17, "UICTFontTextStyleBody": 17,
            "UICTFontTextStyleCallout": 16, "UICTFontTextStyleSubhead": 15, "UICTFontTextStyleFootnote": 13,
            "UICTFontTextStyleCaption1": 12, "UICTFontTextStyleCaption2": 11,
        ]
        return sizes[style] ?? 17
    }

    static func weight(ofStyle style: String) -> FontWeight {
        style == "UICTFontTextStyleHeadline" ? .semibold : .regular
    }

    /// The weight a font's name suggests (`HelveticaNeue-Bold` -> bold).
    static func weight(ofFontNamed name: String) -> FontWeight {
        let lower = name.lowercased()
        let table: [(String, FontWeight)] = [
            ("ultralight", .ultraLight), ("thin", .thin), ("light", .light), ("semibold", .semibold),
            ("medium", .medium), ("heavy", .heavy), ("black", .black), ("bold", .bold),
        ]
        for (word, weight) in table where lower.contains(word) { return weight }
        return .regular
    }
}

/// A label's `lineBreakMode` as Interface Builder writes it.
enum IBLineBreakModes {
    static func mode(_ name: String?) -> LineBreakMode? {
        switch name {
        case "wordWrap", "wordWrapping": .byWordWrapping
        case "characterWrap": .byCharWrapping
        case "clip", "clipping": .byClipping
        case "headTruncation": .byTruncatingHead
        case "tailTruncation": .byTruncatingTail
        case "middleTruncation": .byTruncatingMiddle
        default: nil
        }
    }
}
