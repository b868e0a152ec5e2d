import ViewTree

/// `UIScreen`: the screen of one of ViewTree's devices.
///
/// ``main`` is the screen of the device of the window most recently made key
/// (`makeKeyAndVisible()`), or of ViewTree's default window size (an iPhone 15, 390 x 844 at 3x)
/// before any.
public final class UIScreen: Sendable {
    /// The device whose screen this is.
    public let device: Device

    /// The screen of `device`.
    public init(device: Device) {
        self.device = device
    }

    /// The screen's bounds in points, origin zero (portrait).
    public var bounds: CGRect { CGRect(origin: .zero, size: device.screenSize) }
    /// The number of pixels per point.
    public var scale: CGFloat { CGFloat(device.scale) }
    /// The screen's bounds in pixels.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: device.screenSize.width * scale, height: device.screenSize.height * scale)
    }
    /// The pixels per point of the physical display (the same as ``scale`` here).
    public var nativeScale: CGFloat { scale }

    /// The screen the app shows on (see the type's description).
    public static var main: UIScreen { UIScreen(device: Window.keyDevice) }
}

/// `UIApplication`: the app's windows, as far as layout needs them.
public final class UIApplication: Sendable {
    /// The app (`UIApplication.shared`).
    public static let shared = UIApplication()

    private init() {}

    /// The window most recently made key with `makeKeyAndVisible()`, while it is alive.
    public var keyWindow: UIWindow? { Window.keyWindow }

    /// The app's windows: here the key window, if any.
    public var windows: [UIWindow] { Window.keyWindow.map { [$0] } ?? [] }
}
