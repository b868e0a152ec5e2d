import Foundation

/// The traits of a view's environment (`UITraitCollection`): size classes, idiom, appearance and
/// scale, from the window's screen.
///
/// Size classes follow Apple's table (Human Interface Guidelines, "Layout": device size classes):
/// an iPad (a screen whose shorter side is at least 768 points) is regular in both directions;
/// an iPhone in portrait is compact wide and regular tall; in landscape it is compact tall, and
/// regular wide when its portrait width is at least 414 points (the Plus, Max and iPhone 11
/// sizes), else compact. A view outside any window has unspecified traits.
public struct TraitCollection: Hashable, Sendable {
    /// A size class (`UIUserInterfaceSizeClass`).
    public enum SizeClass: Hashable, Sendable {
        case unspecified, compact, regular
    }

    /// Light or dark appearance (`UIUserInterfaceStyle`).
    public enum UserInterfaceStyle: Hashable, Sendable {
        case unspecified, light, dark
    }

    /// The kind of device (`UIUserInterfaceIdiom`).
    public enum UserInterfaceIdiom: Hashable, Sendable {
        case unspecified, phone, pad
    }

    /// The width's size class.
    public var horizontalSizeClass: SizeClass
    /// The height's size class.
    public var verticalSizeClass: SizeClass
    /// Light or dark.
    public var userInterfaceStyle: UserInterfaceStyle
    /// Phone or pad.
    public var userInterfaceIdiom: UserInterfaceIdiom
    /// Pixels per point (0 when unspecified).
    public var displayScale: CGFloat

    /// Traits with the given values (all unspecified by default).
    public init(horizontalSizeClass: SizeClass = .unspecified, verticalSizeClass: SizeClass = .unspecified,
                userInterfaceStyle: UserInterfaceStyle = .unspecified,
                userInterfaceIdiom: UserInterfaceIdiom = .unspecified, displayScale: CGFloat = 0) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceStyle = userInterfaceStyle
        self.userInterfaceIdiom = userInterfaceIdiom
        self.displayScale = displayScale
    }

    /// The traits of a full-screen window of `size` points (its orientation is its shape) at
    /// `scale`, in the light appearance.
    public init(screenSize size: Size, scale: CGFloat) {
        let shorter = min(size.width, size.height)
        let isPad = shorter >= 768
        let isLandscape = size.width > size.height
        let horizontal: SizeClass = isPad || (isLandscape && shorter >= 414) ? .regular : .compact
        let vertical: SizeClass = isPad || !isLandscape ? .regular : .compact
        self.init(horizontalSizeClass: horizontal, verticalSizeClass: vertical, userInterfaceStyle: .light,
                  userInterfaceIdiom: isPad ? .pad : .phone, displayScale: scale)
    }
}

extension TraitCollection {
    /// The traits of a view in `window` (unspecified for none).
    init(window: Window?) {
        guard let window else {
            self.init()
            return
        }
        self.init(screenSize: window.bounds.size, scale: window.device?.scale ?? 0)
    }
}

extension View {
    /// The traits of the view's window (unspecified outside any window), with the interface
    /// style the nearest ``overrideUserInterfaceStyle`` on the way up sets (a view's, or its
    /// controller's).
    public var traitCollection: TraitCollection {
        var traits = TraitCollection(window: window)
        let style = userInterfaceStyle(withOwnOverride: overrideUserInterfaceStyle)
        if style != .unspecified { traits.userInterfaceStyle = style }
        return traits
    }

    /// The nearest override of the interface style from here up, if the view's own were `own`:
    /// that, else its controller's, else what its superview shows (`.unspecified`: none).
    func userInterfaceStyle(withOwnOverride own: TraitCollection.UserInterfaceStyle) -> TraitCollection.UserInterfaceStyle {
        if own != .unspecified { return own }
        if let style = owningViewController?.overrideUserInterfaceStyle, style != .unspecified { return style }
        return superview.map { $0.userInterfaceStyle(withOwnOverride: $0.overrideUserInterfaceStyle) } ?? .unspecified
    }

    /// Tells the subtree (and the controllers of its root views) that its traits changed from
    /// `previous`; nothing when they did not (an override equal to the inherited style).
    func traitsDidChange(from previous: TraitCollection) {
        guard previous != traitCollection else { return }
        traitCollectionDidChange(previous)
        owningViewController?.traitCollectionDidChange(previous)
        for subview in subviews where subview.overrideUserInterfaceStyle == .unspecified {
            var old = subview.traitCollection
            old.userInterfaceStyle = previous.userInterfaceStyle
            subview.traitsDidChange(from: old)
        }
    }

    /// The scale of the screen the view is on (2 or 3), whose pixels UIKit rounds a label's text
    /// size up to; 1, whole points, outside a window of a known device.
    var pixelScale: Double { window?.device?.scale ?? 1 }
}

extension ViewController {
    /// The traits of the controller's view (unspecified before it is loaded or shown).
    public var traitCollection: TraitCollection {
        viewIfLoaded?.traitCollection ?? TraitCollection()
    }
}
