import Foundation

/// What a navigation bar shows for a controller (`UINavigationItem`): its title and bar button
/// items. viewsim keeps them for the app and its tests; the simulated bar does not draw them.
public final class NavigationItem {
    /// The title (a controller's ``ViewController/title`` sets it too, as in UIKit).
    public var title: String?
    /// A view shown instead of the title.
    public var titleView: View?
    /// The title of the back button that leads back to this controller.
    public var backButtonTitle: String?
    /// Whether the back button is hidden.
    public var hidesBackButton = false
    /// How a large title is shown (`UINavigationItem.LargeTitleDisplayMode`).
    public var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
    /// The items at the leading side, first outermost.
    public var leftBarButtonItems: [BarButtonItem] = []
    /// The items at the trailing side, first outermost.
    public var rightBarButtonItems: [BarButtonItem] = []

    /// `UINavigationItem.LargeTitleDisplayMode`.
    public enum LargeTitleDisplayMode: Sendable {
        case automatic, always, never
    }

    /// An item with a title.
    public init(title: String? = nil) {
        self.title = title
    }

    /// The outermost leading item.
    public var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems.first }
        set { leftBarButtonItems = newValue.map { [$0] } ?? [] }
    }

    /// The outermost trailing item.
    public var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems.first }
        set { rightBarButtonItems = newValue.map { [$0] } ?? [] }
    }
}

/// A button in a navigation bar or toolbar (`UIBarButtonItem`), with a closure action.
public final class BarButtonItem {
    /// UIKit's built-in items (`UIBarButtonItem.SystemItem`), the common ones.
    public enum SystemItem: Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action,
             organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind,
             fastForward, undo, redo, close
    }

    /// `UIBarButtonItem.Style`.
    public enum Style: Sendable {
        case plain, done
    }

    /// The title shown, if any.
    public var title: String?
    /// The image shown, if any.
    public var image: Image?
    /// Plain or bold (done).
    public var style: Style
    /// What a tap does.
    public var primaryAction: Action?
    /// The built-in item, for one made with ``init(barButtonSystemItem:primaryAction:)``.
    public let systemItem: SystemItem?
    /// The view shown instead of a title or image.
    public var customView: View?
    /// Whether the item answers taps.
    public var isEnabled = true
    /// The item's tint (nil: the bar's).
    public var tintColor: Color?
    /// The width of a fixed space.
    public var width: CGFloat = 0

    /// An item with a title or an image (`UIBarButtonItem(title:image:primaryAction:menu:)`).
    public init(title: String? = nil, image: Image? = nil, primaryAction: Action? = nil) {
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        style = .plain
        systemItem = nil
    }

    /// An item with a title and a style (`UIBarButtonItem(title:style:primaryAction:)`-like).
    public convenience init(title: String?, style: Style, primaryAction: Action? = nil) {
        self.init(title: title, primaryAction: primaryAction)
        self.style = style
    }

    /// A built-in item (`UIBarButtonItem(barButtonSystemItem:primaryAction:)`).
    public init(barButtonSystemItem systemItem: SystemItem, primaryAction: Action? = nil) {
        self.systemItem = systemItem
        self.primaryAction = primaryAction
        style = systemItem == .done ? .done : .plain
    }

    /// An item that shows a view (`UIBarButtonItem(customView:)`).
    public init(customView: View) {
        self.customView = customView
        style = .plain
        systemItem = nil
    }
}
