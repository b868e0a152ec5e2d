import Foundation

/// A `.storyboard` document read once, whose view controllers are instantiated on demand, as
/// `UIStoryboard`: each controller with its root view (custom classes, constraints, runtime
/// attributes, prototype cells registered), its outlets connected (see ``OutletConnectable``),
/// and the controllers its relationship segues hold (a navigation controller's root, a tab bar
/// controller's tabs) and its container views embed (child controllers whose views fill the
/// containers). Other segues' destinations are instantiated when performed
/// (``instantiateDestination(ofSegueWithIdentifier:from:)``, ``ViewController/performSegue(withIdentifier:)``).
public final class Storyboard: Sendable {
    /// The document.
    public let document: InterfaceBuilderDocument
    /// The custom classes the document's `customClass` names are made from.
    public let classes: InterfaceBuilderClasses

    /// Reads a `.storyboard` document from its bytes. Throws for anything but a readable iOS
    /// storyboard.
    public init(data: [UInt8], classes: InterfaceBuilderClasses = InterfaceBuilderClasses()) throws(InterfaceBuilderError) {
        self.document = try InterfaceBuilderDocument.read(data, expecting: .storyboard)
        self.classes = classes
    }

    /// Reads a `.storyboard` document from its text.
    public convenience init(string: String, classes: InterfaceBuilderClasses = InterfaceBuilderClasses()) throws(InterfaceBuilderError) {
        try self.init(data: Array(string.utf8), classes: classes)
    }

    /// Reads a `.storyboard` file.
    public convenience init(contentsOf url: URL, classes: InterfaceBuilderClasses = InterfaceBuilderClasses()) throws(InterfaceBuilderError) {
        try self.init(data: try Nib.bytes(of: url), classes: classes)
    }

    /// A new instance of the initial view controller (`nil` when the document names none).
    public func instantiateInitialViewController() throws(InterfaceBuilderError) -> ViewController? {
        guard let id = document.initialViewControllerID else { return nil }
        return try load(controllerID: id).viewController
    }

    /// A new instance of the view controller with a storyboard identifier. An identifier the
    /// document does not have is an error (UIKit raises an exception).
    public func instantiateViewController(withIdentifier identifier: String) throws(InterfaceBuilderError) -> ViewController {
        guard let controller = controllers.first(where: { $0.storyboardIdentifier == identifier }) else {
            let known = controllers.compactMap(\.storyboardIdentifier).sorted().joined(separator: ", ")
            throw InterfaceBuilderError(line: 0, "the storyboard has no view controller with identifier '\(identifier)' "
                                        + "(identifiers: \(known.isEmpty ? "none" : known))")
        }
        return try load(controllerID: controller.id).viewController ?? ViewController()
    }

    /// A new instance of the view controller with an IB id, with every object of its scene (and
    /// of the controllers it holds) reachable by IB id.
    public func load(controllerID id: String) throws(InterfaceBuilderError) -> InterfaceBuilderObjects {
        var instantiator = IBInstantiator(document: document, classes: classes, device: document.device)
        var building: [String] = []
        let controller = try build(id, with: &instantiator, building: &building)
        try instantiator.finish(owner: nil, ownerConnections: [])
        return InterfaceBuilderObjects(topLevelViews: controller.viewIfLoaded.map { [$0] } ?? [], viewController: controller,
                                       instantiator: instantiator)
    }

    /// A new instance of the destination of a segue of `source` (a controller from this
    /// storyboard) with `identifier`, as `performSegue(withIdentifier:sender:)` makes it.
    public func instantiateDestination(ofSegueWithIdentifier identifier: String,
                                       from source: ViewController) throws(InterfaceBuilderError) -> ViewController {
        guard let sourceID = source.storyboardObjectID, let controller = controllers.first(where: { $0.id == sourceID }) else {
            throw InterfaceBuilderError(line: 0, "\(source.displayName) was not instantiated from this storyboard")
        }
        guard let segue = controller.identifiedSegues.first(where: { $0.identifier == identifier }) else {
            let known = controller.identifiedSegues.compactMap(\.identifier).sorted().joined(separator: ", ")
            throw InterfaceBuilderError(line: controller.line, "view controller '\(controller.id)' has no segue with identifier "
                                        + "'\(identifier)' (identifiers: \(known.isEmpty ? "none" : known))")
        }
        return try load(controllerID: segue.destination).viewController ?? ViewController()
    }

    /// Every view controller of the document, in scene order.
    private var controllers: [IBController] { document.scenes.compactMap(\.controller) }

    /// Builds a controller, its root view and the controllers its relationships hold.
    private func build(_ id: String, with instantiator: inout IBInstantiator,
                       building: inout [String]) throws(InterfaceBuilderError) -> ViewController {
        guard let model = controllers.first(where: { $0.id == id }) else {
            throw InterfaceBuilderError(line: 0, "a segue or the initial view controller refers to unknown id '\(id)'")
        }
        if building.contains(id) {
            throw InterfaceBuilderError(line: model.line, "view controller '\(id)' holds itself through its relationship or embed segues")
        }
        building.append(id)
        defer { building.removeLast() }
        var children: [(kind: String, controller: ViewController)] = []
        for relationship in model.relationships {
            children.append((relationship.kind, try build(relationship.destination, with: &instantiator, building: &building)))
        }
        let controller = try makeController(model, children: children)
        controller.storyboard = self
        controller.storyboardObjectID = model.id
        if let rootModel = model.rootView {
            let root = try instantiator.build(rootModel)
            controller.view = root
            if let collection = controller as? CollectionViewController, let view = root as? CollectionView {
                view.dataSource = collection
                view.delegate = collection
            }
        }
        for embed in model.embeds { try embedChild(embed.destination, in: embed.container, of: controller, model: model,
                                                   with: &instantiator, building: &building) }
        instantiator.add(controller, id: model.id, className: model.customClass ?? model.element, connections: model.connections)
        return controller
    }

    /// An embed segue, as UIKit performs it when the container's controller loads its view: the
    /// destination becomes a child controller, and its view fills the container view (its frame
    /// the container's bounds, following it by autoresizing).
    private func embedChild(_ destination: String, in containerID: String, of controller: ViewController, model: IBController,
                            with instantiator: inout IBInstantiator, building: inout [String]) throws(InterfaceBuilderError) {
        guard let container = instantiator.object(withID: containerID) as? View else {
            throw InterfaceBuilderError(line: model.line, "the embed segue of view controller '\(model.id)' starts from unknown view '\(containerID)'")
        }
        let child = try build(destination, with: &instantiator, building: &building)
        controller.addChild(child)
        let view = child.view
        view.frame = container.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.translatesAutoresizingMaskIntoConstraints = true
        container.addSubview(view)
        child.didMove(toParent: controller)
    }

    /// The controller object for an element: its registered custom class, else its UIKit class;
    /// containers get the controllers their relationships hold.
    private func makeController(_ model: IBController,
                                children: [(kind: String, controller: ViewController)]) throws(InterfaceBuilderError) -> ViewController {
        let root = children.first { $0.kind == "rootViewController" }?.controller
        let tabs = children.filter { $0.kind == "viewControllers" }.map(\.controller)
        var controller: ViewController
        if let name = model.customClass, let custom = classes.makeViewController(named: name) {
            controller = custom
            if let navigation = custom as? NavigationController, let root { navigation.pushViewController(root, animated: false) }
        } else {
            switch model.element {
            case "navigationController":
                guard let root else {
                    throw InterfaceBuilderError(line: model.line, "navigation controller '\(model.id)' has no root view controller relationship")
                }
                let navigation = NavigationController(rootViewController: root)
                navigation.isNavigationBarHidden = model.navigationBarHidden
                controller = navigation
            case "tabBarController": controller = TabBarController()
            case "collectionViewController": controller = CollectionViewController(collectionViewLayout: FlowLayout())
            default: controller = ViewController()
            }
        }
        if let tabBar = controller as? TabBarController, !tabs.isEmpty { tabBar.setViewControllers(tabs, animated: false) }
        controller.hidesBottomBarWhenPushed = model.hidesBottomBarWhenPushed
        return controller
    }
}

extension ViewController {
    /// Instantiates the destination of the segue with `identifier` from this controller's
    /// storyboard and shows it: pushed on the navigation controller for `show` and `push`
    /// segues inside one, else presented. Throws when the controller has no such segue.
    public func performSegue(withIdentifier identifier: String) throws(InterfaceBuilderError) {
        guard let storyboard else {
            throw InterfaceBuilderError(line: 0, "\(displayName) was not instantiated from a storyboard")
        }
        let destination = try storyboard.instantiateDestination(ofSegueWithIdentifier: identifier, from: self)
        let kind = storyboard.document.scenes.compactMap(\.controller).first { $0.id == storyboardObjectID }?
            .identifiedSegues.first { $0.identifier == identifier }?.kind
        if kind == "show" || kind == "push", let navigation = navigationController {
            navigation.pushViewController(destination, animated: false)
        } else {
            present(destination, animated: false)
        }
    }
}
