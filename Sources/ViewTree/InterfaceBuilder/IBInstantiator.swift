import Foundation

/// Builds objects of a document as UIKit loads them (shared by ``Nib`` and ``Storyboard``):
/// views of their custom classes, constraints, user-defined runtime attributes, prototype cells
/// registered under their reuse identifiers, outlets connected, then `awakeFromNib()`. Nothing
/// is connected unless every outlet checks out, so a failure leaves the owner untouched.
struct IBInstantiator {
    let document: InterfaceBuilderDocument
    let classes: InterfaceBuilderClasses
    private var builder: IBTreeBuilder
    /// Custom-class instances made, with the element they were made for.
    private let made = MadeViews()
    /// View controllers by IB id (storyboards).
    private var controllers: [String: ViewController] = [:]
    /// Objects with outlets, in document order: the object, its connections, and its class and
    /// IB id for messages.
    private var sources: [(object: AnyObject, connections: [IBConnection], className: String, id: String)] = []
    /// Views with runtime attributes, in document order.
    private var attributed: [(View, [RuntimeAttribute])] = []
    /// Every view and controller built, in document order: each hears `awakeFromNib()`.
    private var awakening: [Awakening] = []
    private enum Awakening {
        case view(View)
        case controller(ViewController)
    }
    /// Prototype cells to register once the tree is built: the cell's element and its table or
    /// collection view.
    private var prototypes: [(cell: IBView, in: CollectionView)] = []

    /// File's Owner and external objects by their placeholder's IB id.
    private var placeholders: [String: AnyObject] = [:]

    /// The user-defined runtime attributes no modelled property took, in document order.
    private(set) var unappliedAttributes: [RuntimeAttribute] = []

    private final class MadeViews {
        var list: [(model: IBView, view: View)] = []
    }

    /// The outlets of the classes connected so far, shared by the instantiations of one document.
    private let outletTables: IBOutletTables

    init(document: InterfaceBuilderDocument, classes: InterfaceBuilderClasses, device: InterfaceBuilderDevice?,
         outletTables: IBOutletTables = IBOutletTables()) {
        self.document = document
        self.classes = classes
        self.outletTables = outletTables
        let environment = IBEnvironment(document: document, device: device, landscape: document.orientation == "landscape")
        builder = IBTreeBuilder(environment: environment, options: InterfaceBuilderLayout.Options())
        builder.buildsForRunTime = true
        let made = self.made
        builder.makeCustomView = { model in
            let frame = model.frame ?? .zero
            var view: View?
            if let name = model.customClass { view = classes.makeView(named: name, frame: frame) }
            if let view { made.list.append((model, view)) }
            return view
        }
    }

    /// Builds a view's subtree (constraints are made by ``finish(owner:ownerConnections:)``).
    mutating func build(_ model: IBView) throws(InterfaceBuilderError) -> View {
        let view = builder.buildTree(model)
        try collect(model)
        return view
    }

    /// Records a view controller built for a storyboard scene, with its outlets.
    mutating func add(_ controller: ViewController, id: String, className: String, connections: [IBConnection]) {
        controllers[id] = controller
        if !connections.isEmpty { sources.append((controller, connections, className, id)) }
        awakening.append(.controller(controller))
    }

    /// Walks the built subtree: custom classes checked, runtime attributes, outlets, prototypes.
    private mutating func collect(_ model: IBView) throws(InterfaceBuilderError) {
        guard let id = model.id, let view = builder.views[id] else { return }
        if let made = made.list.first(where: { $0.model.line == model.line && $0.model.id == id }), made.view !== view {
            throw InterfaceBuilderError(line: model.line, "custom class '\(model.customClass ?? "")' makes a \(type(of: made.view)), "
                                        + "which a <\(model.element)> cannot be: register a subclass of its UIKit class")
        }
        if !model.runtimeAttributes.isEmpty { attributed.append((view, model.runtimeAttributes)) }
        if !model.connections.isEmpty {
            sources.append((view, model.connections, model.className, id))
        }
        awakening.append(.view(view))
        let isPrototypeHolder = model.element == "tableView" || model.element == "collectionView"
        for child in model.subviews {
            if isPrototypeHolder, child.isCell, let list = view as? CollectionView, child.attributes["reuseIdentifier"] != nil {
                prototypes.append((child, list))
            }
            try collect(child)
        }
    }

    /// Makes the constraints, applies runtime attributes, registers prototype cells, connects
    /// every outlet (the owner's too) and calls `awakeFromNib()`.
    mutating func finish(owner: AnyObject?, ownerConnections: [IBConnection],
                         externalObjects: [String: AnyObject] = [:]) throws(InterfaceBuilderError) {
        for (id, identifier) in document.placeholders {
            if identifier == "IBFilesOwner" { placeholders[id] = owner } else if let object = externalObjects[identifier] { placeholders[id] = object }
        }
        try builder.activateConstraints()
        var assignments: [(owner: AnyObject, outlet: Outlet, objects: [AnyObject])] = []
        if let owner { assignments += try plan(owner, ownerConnections) { "File's Owner (\(type(of: owner)))" } }
        for source in sources {
            assignments += try plan(source.object, source.connections) { "'\(source.className)' (id '\(source.id)')" }
        }
        try registerPrototypes()
        for (view, attributes) in attributed {
            unappliedAttributes += IBAppearance.applyRuntimeAttributes(attributes, to: view)
        }
        for assignment in assignments { _ = assignment.outlet.assign(assignment.owner, assignment.objects) }
        // File's Owner does not hear awakeFromNib(), as in UIKit: it was not loaded from the nib.
        for object in awakening {
            switch object {
            case .view(let view): view.awakeFromNib()
            case .controller(let controller): controller.awakeFromNib()
            }
        }
    }

    /// The class a document gives a view it built (`customClass`, registered or not, else UIKit's).
    func className(of view: View) -> String? {
        builder.classes.first { $0.0 === view }?.1
    }

    /// The object a document id names: a view, a constraint or a view controller built here.
    func object(withID id: String) -> AnyObject? {
        builder.views[id] ?? builder.constraints[id] ?? controllers[id] ?? placeholders[id]
    }

    /// Checks an object's outlets and returns what to assign (one entry per property). The
    /// checked plan is kept for the next instantiation of the document, which only looks its
    /// destinations up and checks their types.
    private func plan(_ owner: AnyObject, _ connections: [IBConnection], describedAs describe: () -> String)
        throws(InterfaceBuilderError) -> [(owner: AnyObject, outlet: Outlet, objects: [AnyObject])] {
        guard let first = connections.first else { return [] }
        let ownerClass = ObjectIdentifier(type(of: owner))
        if let kept = outletTables.plan(of: ownerClass, line: first.line), let planned = resolve(kept, for: owner) {
            return planned
        }
        let planned = try checkedPlan(owner, connections, describedAs: describe)
        outletTables.keep(planned.map { entry in
            IBOutletTables.PlannedOutlet(outlet: entry.outlet, destinations: entry.destinations)
        }, of: ownerClass, line: first.line)
        return planned.map { ($0.owner, $0.outlet, $0.objects) }
    }

    /// A kept plan's assignments for `owner`, or nil when a destination is missing or of
    /// another type this time (the full check then says why).
    private func resolve(_ kept: [IBOutletTables.PlannedOutlet], for owner: AnyObject)
        -> [(owner: AnyObject, outlet: Outlet, objects: [AnyObject])]? {
        var planned: [(owner: AnyObject, outlet: Outlet, objects: [AnyObject])] = []
        planned.reserveCapacity(kept.count)
        for entry in kept {
            var objects: [AnyObject] = []
            objects.reserveCapacity(entry.destinations.count)
            for id in entry.destinations {
                guard let destination = object(withID: id), entry.outlet.accepts(destination) else { return nil }
                objects.append(destination)
            }
            planned.append((owner, entry.outlet, objects))
        }
        return planned
    }

    /// ``plan(_:_:describedAs:)`` with every check, and the destinations' ids.
    private func checkedPlan(_ owner: AnyObject, _ connections: [IBConnection], describedAs describe: () -> String)
        throws(InterfaceBuilderError) -> [(owner: AnyObject, outlet: Outlet, objects: [AnyObject], destinations: [String])] {
        var name: String { describe() }
        guard let ownerType = type(of: owner) as? OutletConnectable.Type else {
            throw InterfaceBuilderError(line: connections[0].line, "\(name) has outlet '\(connections[0].property)', but its class declares "
                                        + "no outlets: give it a custom class that conforms to OutletConnectable and register it")
        }
        let outlets = outletTables.outlets(of: ownerType)
        // One entry per property, in the order of their first connection (a collection gathers
        // its objects in document order).
        var planned: [(owner: AnyObject, outlet: Outlet, objects: [AnyObject], destinations: [String])] = []
        var entryOfProperty: [String: Int] = Dictionary(minimumCapacity: connections.count)
        for connection in connections {
            guard let outlet = outlets[connection.property] else {
                let known = outlets.keys.sorted().joined(separator: ", ")
                throw InterfaceBuilderError(line: connection.line, "\(name) has no outlet '\(connection.property)' (its outlets: "
                                            + "\(known.isEmpty ? "none" : known)); add it to \(ownerType).outlets")
            }
            guard let destination = object(withID: connection.destination) else {
                throw InterfaceBuilderError(line: connection.line, "outlet '\(connection.property)' of \(name) refers to id "
                                            + "'\(connection.destination)', which is not a view, constraint, view controller or placeholder built from the document")
            }
            guard outlet.accepts(destination) else {
                throw InterfaceBuilderError(line: connection.line, "outlet '\(connection.property)' of \(name) has type \(outlet.typeName), "
                                            + "but its destination '\(connection.destination)' has type \(type(of: destination))")
            }
            if connection.isCollection != outlet.isCollection {
                let declared = outlet.isCollection ? "an outlet collection" : "a single outlet"
                throw InterfaceBuilderError(line: connection.line, "'\(connection.property)' of \(name) is declared as \(declared) "
                                            + "(\(outlet.typeName)), but the document connects it as \(connection.isCollection ? "<outletCollection>" : "<outlet>")")
            }
            if let entry = entryOfProperty[connection.property] {
                planned[entry].objects.append(destination)
                planned[entry].destinations.append(connection.destination)
            } else {
                entryOfProperty[connection.property] = planned.count
                planned.append((owner, outlet, [destination], [connection.destination]))
            }
        }
        return planned
    }

    /// Takes each prototype cell out of its table or collection view and registers it under its
    /// reuse identifier: every dequeue builds a new cell from the element.
    private mutating func registerPrototypes() throws(InterfaceBuilderError) {
        for (cell, list) in prototypes {
            guard let identifier = cell.attributes["reuseIdentifier"], let id = cell.id else { continue }
            if let built = builder.views[id] {
                if list is TableView, !(built is TableViewCell) {
                    throw InterfaceBuilderError(line: cell.line, "prototype cell '\(identifier)' of a table view is a \(type(of: built)), "
                                                + "not a TableViewCell: register its custom class as a TableViewCell subclass")
                }
                built.removeFromSuperview()
            }
            let document = self.document, classes = self.classes, device = builder.environment.device, tables = outletTables
            let make: () -> CollectionViewCell = {
                var instantiator = IBInstantiator(document: document, classes: classes, device: device, outletTables: tables)
                // The element was built and connected once already, so it builds again.
                guard let view = try? instantiator.build(cell), (try? instantiator.finish(owner: nil, ownerConnections: [])) != nil,
                      let made = view as? CollectionViewCell else { return CollectionViewCell() }
                return made
            }
            if let table = list as? TableView {
                table.register(forCellReuseIdentifier: identifier) { make() as? TableViewCell ?? TableViewCell() }
            } else {
                list.register(forCellWithReuseIdentifier: identifier, makeCell: make)
            }
        }
    }
}

/// The ``OutletConnectable/outlets`` of each class a document's objects are connected on, read
/// once per class (each read builds the key paths and the table), and each object's checked
/// outlet plan, shared by every instantiation of a ``Nib`` or of a prototype cell, as UIKit
/// resolves a nib's outlets once.
final class IBOutletTables: @unchecked Sendable {
    /// One property of a checked plan: its outlet and the ids of its destinations, in order.
    struct PlannedOutlet {
        let outlet: Outlet
        let destinations: [String]
    }

    /// A checked plan's key: the owner's class, and the line of the first of its connections
    /// (one document's objects have their connections on different lines).
    private struct PlanKey: Hashable {
        let ownerClass: ObjectIdentifier
        let line: Int
    }

    private let lock = NSLock()
    private var tables: [ObjectIdentifier: [String: Outlet]] = [:]
    private var plans: [PlanKey: [PlannedOutlet]] = [:]

    /// The checked plan kept for an owner of this class whose connections start at `line`.
    func plan(of ownerClass: ObjectIdentifier, line: Int) -> [PlannedOutlet]? {
        lock.lock()
        defer { lock.unlock() }
        return plans[PlanKey(ownerClass: ownerClass, line: line)]
    }

    /// Keeps a checked plan for the next instantiation.
    func keep(_ plan: [PlannedOutlet], of ownerClass: ObjectIdentifier, line: Int) {
        lock.lock()
        defer { lock.unlock() }
        plans[PlanKey(ownerClass: ownerClass, line: line)] = plan
    }

    /// The outlets of a class, by property name.
    func outlets(of type: OutletConnectable.Type) -> [String: Outlet] {
        lock.lock()
        defer { lock.unlock() }
        if let table = tables[ObjectIdentifier(type)] { return table }
        let table = type.outlets
        tables[ObjectIdentifier(type)] = table
        return table
    }
}
