import Foundation

/// A `.xib` document read once and instantiated any number of times, as `UINib`: each
/// ``instantiate(withOwner:options:)`` builds new top-level views with their custom classes,
/// constraints and user-defined runtime attributes, and connects the document's outlets to the
/// owner (File's Owner) and to the objects themselves (see ``OutletConnectable``).
///
/// Views are built at their stored frames and not laid out: add them to a window or call
/// `layoutIfNeeded()`, as after `UINib.instantiate`.
public final class Nib: Sendable {
    /// Options for one instantiation.
    public struct Options {
        /// Objects standing in for the document's external objects (`placeholderIdentifier` of a
        /// `<placeholder>` other than File's Owner and First Responder), by identifier
        /// (`UINib.OptionsKey.externalObjects`). Outlets may point at them.
        public var externalObjects: [String: AnyObject]

        /// Options, by default none.
        public init(externalObjects: [String: AnyObject] = [:]) {
            self.externalObjects = externalObjects
        }
    }

    /// The document.
    public let document: InterfaceBuilderDocument
    /// The custom classes the document's `customClass` names are made from.
    public let classes: InterfaceBuilderClasses
    /// The device the document was laid out for, looked up once.
    private let device: InterfaceBuilderDevice?
    /// The outlets of the classes connected, read once for every instantiation.
    private let outletTables = IBOutletTables()

    /// Reads a `.xib` document from its bytes. Throws for anything but a readable iOS xib.
    public init(data: [UInt8], classes: InterfaceBuilderClasses = InterfaceBuilderClasses()) throws(InterfaceBuilderError) {
        let document = try InterfaceBuilderDocument.read(data, expecting: .xib)
        self.document = document
        self.classes = classes
        device = document.device
    }

    /// Reads a `.xib` document from its text.
    public convenience init(string: String, classes: InterfaceBuilderClasses = InterfaceBuilderClasses()) throws(InterfaceBuilderError) {
        try self.init(data: Array(string.utf8), classes: classes)
    }

    /// Reads a `.xib` file (`UINib(nibName:bundle:)` with the bundle's URL for it).
    public convenience init(contentsOf url: URL, classes: InterfaceBuilderClasses = InterfaceBuilderClasses()) throws(InterfaceBuilderError) {
        try self.init(data: try Self.bytes(of: url), classes: classes)
    }

    /// The top-level views of a new instance, owner's outlets connected (`UINib.instantiate`).
    public func instantiate(withOwner owner: AnyObject? = nil, options: Options = Options()) throws(InterfaceBuilderError) -> [View] {
        try load(withOwner: owner, options: options).topLevelViews
    }

    /// A new instance with every object reachable by its IB id. On failure (an outlet the
    /// owner's class does not declare, a destination of the wrong type) nothing is connected.
    public func load(withOwner owner: AnyObject? = nil, options: Options = Options()) throws(InterfaceBuilderError) -> InterfaceBuilderObjects {
        var instantiator = IBInstantiator(document: document, classes: classes, device: device, outletTables: outletTables)
        var roots: [View] = []
        for model in document.topLevelViews { roots.append(try instantiator.build(model)) }
        try instantiator.finish(owner: owner, ownerConnections: document.ownerConnections, externalObjects: options.externalObjects)
        return InterfaceBuilderObjects(topLevelViews: roots, viewController: nil, instantiator: instantiator)
    }

    /// The bytes of a file, or an error saying why it cannot be read.
    static func bytes(of url: URL) throws(InterfaceBuilderError) -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw InterfaceBuilderError(line: 0, "cannot read '\(url.path)' (no such file, or not readable)")
        }
        return Array(data)
    }
}
