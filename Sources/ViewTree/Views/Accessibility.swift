/// What an accessibility element is and how it behaves (`UIAccessibilityTraits`). The member names
/// are UIKit's, which are also the attribute names Interface Builder writes on
/// `<accessibilityTraits key="traits">`.
public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// Treat the element as a button.
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    /// Treat the element as a link.
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    /// Treat the element as an image.
    public static let image = AccessibilityTraits(rawValue: 1 << 2)
    /// The element is selected.
    public static let selected = AccessibilityTraits(rawValue: 1 << 3)
    /// The element plays its own sound when activated.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 4)
    /// Treat the element as a keyboard key.
    public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 5)
    /// Treat the element as text that cannot change.
    public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
    /// The element summarises the app's state when it starts.
    public static let summaryElement = AccessibilityTraits(rawValue: 1 << 7)
    /// The element is not enabled and does not respond to the user.
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 8)
    /// The element updates its label or value often.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 9)
    /// Treat the element as a search field.
    public static let searchField = AccessibilityTraits(rawValue: 1 << 10)
    /// Activating the element starts a media session.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    /// The element can be adjusted through a range of values.
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 12)
    /// The element takes touches directly.
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 13)
    /// The element turns the page when VoiceOver finishes reading it.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 14)
    /// Treat the element as a header for a section of content.
    public static let header = AccessibilityTraits(rawValue: 1 << 15)
    /// Treat the element as a tab bar.
    public static let tabBar = AccessibilityTraits(rawValue: 1 << 16)

    /// Each trait by the name UIKit and Interface Builder give it, in declaration order.
    static let named: [(name: String, trait: AccessibilityTraits)] = [
        ("button", .button), ("link", .link), ("image", .image), ("selected", .selected), ("playsSound", .playsSound),
        ("keyboardKey", .keyboardKey), ("staticText", .staticText), ("summaryElement", .summaryElement),
        ("notEnabled", .notEnabled), ("updatesFrequently", .updatesFrequently), ("searchField", .searchField),
        ("startsMediaSession", .startsMediaSession), ("adjustable", .adjustable),
        ("allowsDirectInteraction", .allowsDirectInteraction), ("causesPageTurn", .causesPageTurn), ("header", .header),
        ("tabBar", .tabBar),
    ]
}

/// The accessibility values set on a view; nil leaves the view's class default (a label is an
/// element that reads its text, a button one that reads its title, an image view an image).
struct AccessibilitySettings: Sendable, Equatable {
    var isElement: Bool?
    var label: String?
    var hint: String?
    var value: String?
    var traits: AccessibilityTraits?

    /// Whether nothing is set.
    var isEmpty: Bool { self == AccessibilitySettings() }
}

/// A view's ``AccessibilitySettings``, kept apart from the view.
final class AccessibilityStorage {
    var settings: AccessibilitySettings

    init(_ settings: AccessibilitySettings) { self.settings = settings }
}
