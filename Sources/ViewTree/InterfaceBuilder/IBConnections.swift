/// An outlet or outlet collection as a document declares it (`<outlet property="titleLabel"
/// destination="abc-12-xyz" id="…"/>`): the property of the object that holds the
/// `<connections>` element, and the IB id of the object it points at.
struct IBConnection: Sendable {
    /// Whether `<outletCollection>` (the property is an array, filled in document order).
    let isCollection: Bool
    /// The property's name in the source object's class.
    let property: String
    /// The IB id of the destination.
    let destination: String
    let line: Int
}

/// A colour as a document writes it (`<color key="backgroundColor" …>`).
enum IBColor: Sendable, Equatable {
    /// Components: `red`/`green`/`blue`, or `white`, in any colour space (sRGB, calibrated,
    /// device, generic grey), with alpha.
    case components(Color)
    /// A UIKit system colour by its class method name: `systemColor="systemBackgroundColor"` or
    /// the older `cocoaTouchSystemColor="darkTextColor"`.
    case system(String)
    /// An asset catalog colour (`name="AccentColor"`), kept by name.
    case named(String)
}

/// One `<userDefinedRuntimeAttribute>`: a key path of the object and the value to set there
/// after the object is loaded (UIKit's `setValue(_:forKeyPath:)`).
public struct RuntimeAttribute: Sendable, Equatable {
    /// A value as Interface Builder types it.
    public enum Value: Sendable, Equatable {
        /// `type="number"` (`<real>` or `<integer>`).
        case number(Double)
        /// `type="boolean"`.
        case boolean(Bool)
        /// `type="string"` or `localizedString`.
        case string(String)
        /// `type="color"`, resolved to components (`nil`: an asset colour not in the document).
        case color(Color?)
        /// `type="size"` (`<size key="value" width=… height=…/>`).
        case size(Size)
        /// `type="point"` (`<point key="value" x=… y=…/>`).
        case point(Point)
        /// `type="rect"`, `range`, `image`, `nil`, or a value that did not read as its type:
        /// kept as the XML's text.
        case other(type: String, text: String)
    }

    /// The key path, e.g. `layer.cornerRadius`.
    public let keyPath: String
    /// The value.
    public let value: Value
    /// The IB id of the object it belongs to.
    public let objectID: String?
    /// The line of the document that declares it.
    public let line: Int
}
