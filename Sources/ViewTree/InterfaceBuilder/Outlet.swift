/// A class whose properties Interface Builder documents connect, as `@IBOutlet`s are in UIKit.
/// Swift on Linux has no key-value coding, so the class lists its outlets: each name a document
/// uses, with the writable key path it sets.
///
/// ```swift
/// final class ProfileView: View, OutletConnectable {
///     var nameLabel: Label!
///     var heightConstraint: LayoutConstraint!
///     var badges: [ImageView] = []
///     static var outlets: [String: Outlet] {
///         ["nameLabel": Outlet(\ProfileView.nameLabel), "heightConstraint": Outlet(\ProfileView.heightConstraint),
///          "badges": .collection(\ProfileView.badges)]
///     }
/// }
/// ```
public protocol OutletConnectable: AnyObject {
    /// The outlets by the property names documents use (`<outlet property="nameLabel" …>`).
    static var outlets: [String: Outlet] { get }
}

/// One outlet of an ``OutletConnectable`` class: sets a property to the object a document names.
/// Its initialisers are inlinable so that each outlet's casts and key path are specialised for its
/// class where it is declared: generic, one assignment took about 2,300 instructions, about 160 so.
public struct Outlet: Sendable {
    /// The property's element type, for messages (its name is made only for a message).
    @usableFromInline let valueType: Any.Type
    /// The property's type, for messages (`Label`, `[ImageView]`).
    var typeName: String { isCollection ? "[\(valueType)]" : "\(valueType)" }
    /// Whether the property is an array that an outlet collection fills.
    @usableFromInline let isCollection: Bool
    /// Whether an object may be assigned (is of the property's type).
    @usableFromInline let accepts: @Sendable (AnyObject) -> Bool
    /// Sets the property of an owner to the objects (one for an outlet, in order for a
    /// collection); `false` when the owner is not of the key path's class.
    @usableFromInline let assign: @Sendable (AnyObject, [AnyObject]) -> Bool

    /// An outlet to an optional (or implicitly unwrapped, or weak) property.
    @inlinable public init<Owner: AnyObject, Value: AnyObject>(_ keyPath: ReferenceWritableKeyPath<Owner, Value?> & Sendable) {
        valueType = Value.self
        isCollection = false
        accepts = { $0 is Value }
        assign = { owner, objects in
            guard let owner = owner as? Owner else { return false }
            owner[keyPath: keyPath] = objects.last as? Value
            return true
        }
    }

    /// An outlet to a property that is never `nil`: the document replaces its value.
    @inlinable public init<Owner: AnyObject, Value: AnyObject>(_ keyPath: ReferenceWritableKeyPath<Owner, Value> & Sendable) {
        valueType = Value.self
        isCollection = false
        accepts = { $0 is Value }
        assign = { owner, objects in
            guard let owner = owner as? Owner, let value = objects.last as? Value else { return false }
            owner[keyPath: keyPath] = value
            return true
        }
    }

    @usableFromInline init(collectionOf valueType: Any.Type, accepts: @escaping @Sendable (AnyObject) -> Bool,
                 assign: @escaping @Sendable (AnyObject, [AnyObject]) -> Bool) {
        self.valueType = valueType
        isCollection = true
        self.accepts = accepts
        self.assign = assign
    }

    /// An outlet collection (`<outletCollection>`, UIKit's `@IBOutlet var views: [UIView]`): the
    /// array gets the document's objects in document order.
    @inlinable public static func collection<Owner: AnyObject, Value: AnyObject>(_ keyPath: ReferenceWritableKeyPath<Owner, [Value]> & Sendable) -> Outlet {
        Outlet(collectionOf: Value.self, accepts: { $0 is Value }, assign: { owner, objects in
            guard let owner = owner as? Owner else { return false }
            owner[keyPath: keyPath] = objects.compactMap { $0 as? Value }
            return true
        })
    }
}

/// The Swift classes that documents name by `customClass`, with how to make each: UIKit finds
/// classes by name at run time; Swift on Linux cannot, so a loader is told them. A custom class
/// not registered is built as its element's UIKit class, keeping its class name.
public struct InterfaceBuilderClasses: Sendable {
    private var views: [String: @Sendable (Rect) -> View] = [:]
    private var controllers: [String: @Sendable () -> ViewController] = [:]

    /// No custom classes.
    public init() {}

    /// Registers a view class under `name` (by default its Swift name, as Xcode writes
    /// `customClass`): `make` creates an empty instance with a frame, as `init(coder:)` does.
    public mutating func register<V: View>(_ type: V.Type, named name: String? = nil, make: @escaping @Sendable (Rect) -> V) {
        views[name ?? String(describing: type)] = make
    }

    /// Registers a view controller class under `name` (by default its Swift name).
    public mutating func register<C: ViewController>(_ type: C.Type, named name: String? = nil, make: @escaping @Sendable () -> C) {
        controllers[name ?? String(describing: type)] = make
    }

    /// A new instance of the view class registered under `name`.
    func makeView(named name: String, frame: Rect) -> View? { views[name]?(frame) }

    /// A new instance of the view controller class registered under `name`.
    func makeViewController(named name: String) -> ViewController? { controllers[name]?() }
}
