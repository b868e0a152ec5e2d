/// Turns the XML elements of an Interface Builder document into an ``InterfaceBuilderDocument``:
/// the views, constraints, guides, scenes and metrics, checked (known document type, constraint
/// attributes present, every item an id of the document).
struct IBDocumentReader {
    private var resources: [String: Size] = [:]
    /// The intrinsic content size Xcode recorded for each designable view it rendered, by view id.
    private var designedIntrinsicSizes: [String: Size] = [:]
    /// Colours defined in `<resources>`, by name.
    var colorResources: [String: Color] = [:]
    /// Every id that a constraint may name (views and guides), with the line that declares it.
    private var itemIDs: Set<String> = []
    /// The constraints read, whose items are checked once every id is known.
    private var constraintsToCheck: [IBConstraint] = []
    /// The ids of the views some constraint mentions (a constraint without `firstItem` mentions
    /// the view that holds it), each with whether one that stays at run time does.
    private var constrainedViewIDs: [String: Bool] = [:]
    /// How many views have been read.
    private var viewCount = 0
    /// The screen of the document's default simulated metrics (old documents without a device:
    /// `<simulatedMetricsContainer key="defaultSimulatedMetrics">`), for controllers that name none.
    private var defaultSimulatedScreen: String?
    /// The document's Xcode version (`toolsVersion`'s leading number), given to every view.
    private var toolsMajor = 0

    static func read(_ root: XMLElement) throws(InterfaceBuilderError) -> InterfaceBuilderDocument {
        var reader = IBDocumentReader()
        return try reader.document(root)
    }

    /// The refusal of a document for another platform than iOS.
    private static func notIOS(_ type: String, _ platform: String, line: Int) -> InterfaceBuilderError {
        InterfaceBuilderError(line: line, "'\(type)' is a \(platform) document; only iOS (CocoaTouch) documents are read")
    }

    private mutating func document(_ root: XMLElement) throws(InterfaceBuilderError) -> InterfaceBuilderDocument {
        guard root.name == "document" else {
            if root.name == "archive", let type = root["type"], type.hasPrefix("com.apple.InterfaceBuilder") {
                guard type.contains("CocoaTouch") else { throw Self.notIOS(type, "macOS (Cocoa)", line: root.line) }
                throw InterfaceBuilderError(line: root.line, "an Interface Builder archive, the format of Xcode 4 and earlier, which is not read: open it in Xcode 5 or later and save it to convert it to the <document> format")
            }
            throw InterfaceBuilderError(line: root.line, "not an Interface Builder document (the root element is <\(root.name)>, not <document>)")
        }
        let type = root["type"] ?? ""
        let kind: InterfaceBuilderDocument.Kind
        switch type {
        // Xcode writes an iPad-only xib (targetRuntime iOS.CocoaTouch.iPad) as its own type.
        case "com.apple.InterfaceBuilder3.CocoaTouch.XIB", "com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB": kind = .xib
        case "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB": kind = .storyboard
        case _ where type.contains("Cocoa") && !type.contains("CocoaTouch"): throw Self.notIOS(type, "macOS (Cocoa)", line: root.line)
        case _ where type.contains("AppleTV"): throw Self.notIOS(type, "tvOS", line: root.line)
        case _ where type.contains("WatchKit"): throw Self.notIOS(type, "watchOS", line: root.line)
        case "": throw InterfaceBuilderError(line: root.line, "the <document> element has no 'type' attribute")
        default: throw InterfaceBuilderError(line: root.line, "unknown document type '\(type)'")
        }
        guard let toolsVersion = root["toolsVersion"] else {
            throw InterfaceBuilderError(line: root.line, "the <document> element has no 'toolsVersion' attribute")
        }
        toolsMajor = InterfaceBuilderDocument.major(ofToolsVersion: toolsVersion)
        for image in root.children(ofChild: "resources") where image.name == "image" {
            if let name = image["name"], let width = number(image["width"]), let height = number(image["height"]) {
                resources[name] = Size(width: width, height: height)
            }
        }
        for designable in root.children(ofChild: "designables") where designable.name == "designable" {
            if let id = designable["name"], let size = designable.child("size", key: "intrinsicContentSize"),
               let width = try points(size, "width"), let height = try points(size, "height") {
                designedIntrinsicSizes[id] = Size(width: width, height: height)
            }
        }
        let device = root.child("device")
        colorResources = IBColors.resources(root.child("resources"))
        defaultSimulatedScreen = root.child("simulatedMetricsContainer", key: "defaultSimulatedMetrics")?
            .child("simulatedScreenMetrics")?["type"]
        var topLevel: [IBView] = [], scenes: [IBScene] = [], ownerView: String?, ownerConnections: [IBConnection] = []
        var placeholders: [String: String] = [:]
        switch kind {
        case .xib:
            guard let objects = root.child("objects") else {
                throw InterfaceBuilderError(line: root.line, "the document has no <objects> element")
            }
            for object in objects.children {
                if object.name == "placeholder" {
                    if let id = object["id"], let identifier = object["placeholderIdentifier"] { placeholders[id] = identifier }
                    if object["placeholderIdentifier"] == "IBFilesOwner" {
                        ownerConnections = connections(of: object)
                        ownerView = object.child("connections")?.children.first {
                            $0.name == "outlet" && $0["property"] == "view"
                        }?["destination"]
                    }
                    continue
                }
                if IBViewClasses.isView(object) { topLevel.append(try view(object)) }
            }
        case .storyboard:
            for scene in root.children(ofChild: "scenes") where scene.name == "scene" {
                scenes.append(try self.scene(scene))
            }
        }
        // A constraint to an element viewsim does not lay out (a guide of a later Xcode) is left
        // out when built, as one to a view a size class leaves out; only an id the document does
        // not have at all makes it unreadable. The document's ids are gathered only then.
        var documentIDs: Set<String>?
        for constraint in constraintsToCheck {
            func unknown(_ item: String?) -> String? { item.flatMap { itemIDs.contains($0) ? nil : $0 } }
            for item in [unknown(constraint.firstItem), unknown(constraint.secondItem)].compactMap({ $0 }) {
                if documentIDs == nil { documentIDs = Set(root.descendants.compactMap { $0["id"] }) }
                guard documentIDs?.contains(item) == true else {
                    throw InterfaceBuilderError(line: constraint.line, "constraint \(constraint.id.map { "'\($0)' " } ?? "")refers to unknown id '\(item)'")
                }
            }
        }
        var document = InterfaceBuilderDocument(
            kind: kind, toolsVersion: toolsVersion, deviceID: device?["id"], orientation: device?["orientation"] ?? "portrait",
            usesSafeAreas: root.flag("useSafeAreas") == true, topLevelViews: topLevel, fileOwnerViewID: ownerView,
            scenes: scenes, initialViewControllerID: root["initialViewController"])
        document.usesSizeClasses = root.flag("useTraitCollections") == true || device != nil
        document.isPadOnly = root["targetRuntime"] == "iOS.CocoaTouch.iPad"
        document.constrainedViewIDs = constrainedViewIDs
        document.ownerConnections = ownerConnections
        document.placeholders = placeholders
        document.inferredMetricsTieBreakers = Set(root.children(ofChild: "inferredMetricsTieBreakers").compactMap { $0["reference"] })
        document.resourceColors = colorResources
        return document
    }

    // MARK: - Scenes

    private mutating func scene(_ element: XMLElement) throws(InterfaceBuilderError) -> IBScene {
        guard let id = element["sceneID"] else {
            throw InterfaceBuilderError(line: element.line, "a <scene> has no 'sceneID' attribute")
        }
        let objects = element.children(ofChild: "objects")
        let controllerElement = objects.first { $0.name.hasSuffix("Controller") || $0["sceneMemberID"] == "viewController" }
        var views: [IBView] = []
        for object in objects where IBViewClasses.isView(object) { views.append(try view(object)) }
        // A segue from an object beside the controller (a gesture recognizer, a bar button item)
        // is the controller's: UIKit performs it from the scene's controller (twenty-eighth set
        // 36352: a controller shown from a tap gesture recognizer of a navigation controller's
        // root is stored under the navigation bar).
        let triggered = objects.filter { !$0.name.lowercased().hasSuffix("controller") && $0["sceneMemberID"] != "viewController" }
            .flatMap(Self.segues(in:))
        return IBScene(id: id, controller: try controllerElement.map { e throws(InterfaceBuilderError) in
            try controller(e, triggeredBeside: triggered)
        }, views: views)
    }

    private mutating func controller(_ element: XMLElement, triggeredBeside: [XMLElement]) throws(InterfaceBuilderError) -> IBController {
        guard let id = element["id"] else {
            throw InterfaceBuilderError(line: element.line, "a <\(element.name)> has no 'id' attribute")
        }
        var root: IBView?
        if let viewElement = element.children.first(where: { $0["key"] == "view" && IBViewClasses.isView($0) }) {
            var view = try self.view(viewElement)
            // The iOS 7-10 top and bottom layout guides belong to the controller; they are laid out
            // as guides of its root view.
            for guide in element.children(ofChild: "layoutGuides") where guide.name == "viewControllerLayoutGuide" {
                guard let guideID = guide["id"] else { continue }
                itemIDs.insert(guideID)
                view.guides.append(IBGuide(id: guideID, kind: guide["type"] == "bottom" ? .bottom : .top))
            }
            root = view
        }
        var relationships: [IBController.Segue] = [], segues: [IBController.Segue] = []
        let segueElements = Self.segues(in: element) + triggeredBeside
        for segue in segueElements {
            guard let destination = segue["destination"] else { continue }
            if segue["kind"] == "relationship" {
                relationships.append((segue["relationship"] ?? "", destination, segue["id"]))
            } else {
                segues.append((segue["kind"] ?? "", destination, segue["id"]))
            }
        }
        let metrics = simulatedMetrics(of: element)
        let navigationBar = element.children.first { $0["key"] == "navigationBar" }
        let toolbar = element.children.first { $0["key"] == "toolbar" }
        var controller = IBController(
            id: id, element: element.name, customClass: element["customClass"], rootView: root,
            simulatedMetrics: metrics, statusBarHidden: statusBarHidden(element),
            navigationBarHidden: element.flag("navigationBarHidden") == true,
            navigationBarOpaque: navigationBar?.flag("translucent") == false
                || element.child("simulatedNavigationBarMetrics")?.flag("translucent") == false,
            navigationBarLargeTitles: navigationBar?.flag("largeTitles") == true,
            largeTitleDisplayMode: element.child("navigationItem")?["largeTitleDisplayMode"],
            toolbarShown: element.flag("toolbarHidden") == false && toolbar?.flag("hidden") != true,
            relationships: relationships, segues: segues, simulatedScreen: element.child("simulatedScreenMetrics")?["type"] ?? defaultSimulatedScreen,
            freeformSize: element.child("size", key: "freeformSize").flatMap { size($0) }, line: element.line)
        controller.storyboardIdentifier = element["storyboardIdentifier"]
        controller.hidesBottomBarWhenPushed = element.flag("hidesBottomBarWhenPushed") == true
        controller.adjustsScrollViewInsets = element.flag("automaticallyAdjustsScrollViewInsets") != false
        controller.extendedLayoutIncludesOpaqueBars = element.flag("extendedLayoutIncludesOpaqueBars") == true
        controller.simulatesTranslucentNavigationBar = element.child("simulatedNavigationBarMetrics").map { $0.flag("translucent") != false } ?? false
        controller.simulatesNoTopBar = element.children.contains { $0.name == "nil" && $0["key"] == "simulatedTopBarMetrics" }
        controller.simulatesNoBottomBar = element.children.contains { $0.name == "nil" && $0["key"] == "simulatedBottomBarMetrics" }
        controller.statesStatusBar = element.children.contains { $0.name == "simulatedStatusBarMetrics" || ($0.name == "nil" && $0["key"] == "simulatedStatusBarMetrics") }
        controller.connections = connections(of: element)
        controller.identifiedSegues = segueElements.compactMap { segue in
            segue["destination"].map { (segue["identifier"], segue["kind"] ?? "", $0) }
        }
        if let root = element.children.first(where: { $0["key"] == "view" && IBViewClasses.isView($0) }) {
            controller.embeds = Self.embeds(in: root)
        }
        return controller
    }

    /// The embed segues in a view tree: each from the view (a `containerView`) whose first
    /// `<connections>` holds it, ordered by that view's place in the tree (a view's own before
    /// those of its subviews), then by the segue's.
    private static func embeds(in root: XMLElement) -> [(container: String, destination: String)] {
        var found: [(container: Int, segue: Int, id: String, destination: String)] = []
        for segue in root.descendants where segue.name == "segue" && segue["kind"] == "embed" {
            guard let destination = segue["destination"], let connections = segue.parent, connections.name == "connections",
                  let container = connections.parent, let id = container["id"],
                  container.child("connections")?.index == connections.index else { continue }
            found.append((container.index, segue.index, id, destination))
        }
        found.sort { ($0.container, $0.segue) < ($1.container, $1.segue) }
        return found.map { ($0.id, $0.destination) }
    }

    /// Every segue of a controller: its own and those of its views (buttons, cells), in order.
    private static func segues(in element: XMLElement) -> [XMLElement] {
        element.descendants.filter { $0.name == "segue" }
    }

    private func simulatedMetrics(of element: XMLElement) -> Set<String> {
        Set(element.children.compactMap { child -> String? in
            guard child.name.hasPrefix("simulated"), child.name.hasSuffix("Metrics") else { return nil }
            return child.name
        })
    }

    /// Whether a controller's simulated status bar is none: a `statusBarStyle` of none, hidden,
    /// or, before Xcode 9, the metric set to None (`<nil key="simulatedStatusBarMetrics"/>`: views
    /// pinned to the top layout guide stored at the screen's top at toolsVersion 9532 and 12120,
    /// under the status bar at 14113, first set 024, 182 and 135). Nor has a widget or a
    /// notification's content, shown in the notification center (`simulatedAppContext` on the
    /// root): on a phone without a notch, views pinned to their safe area's top are stored at it
    /// (three repositories: unseen 03264, 03265, ninth set 17078, tenth set 18035; toolsVersion
    /// 13771 to 15400); a notch still insets it (02561: 44 pt on `retina6_1`).
    private func statusBarHidden(_ element: XMLElement) -> Bool {
        element.child(key: "view")?["simulatedAppContext"] == "notificationCenter"
            || element.child("simulatedStatusBarMetrics")?["statusBarStyle"] == "none"
            || element.children.contains { $0.name == "simulatedStatusBarMetrics" && $0.flag("statusBarHidden") == true }
            || (toolsMajor < InterfaceBuilderDocument.xcode9ToolsMajor
                && element.children.contains { $0.name == "nil" && $0["key"] == "simulatedStatusBarMetrics" })
    }

    // MARK: - Views

    private mutating func view(_ element: XMLElement) throws(InterfaceBuilderError) -> IBView {
        viewCount += 1
        if viewCount > Self.maximumViews {
            throw InterfaceBuilderError(line: element.line, "the document has more than \(Self.maximumViews) views, the most laid out")
        }
        var view = IBView(id: element["id"], element: element.name, key: element["key"], customClass: element["customClass"],
                          line: element.line)
        if let id = view.id { itemIDs.insert(id) }
        view.toolsMajor = toolsMajor
        view.attributes = element.attributes
        view.hidden = element.flag("hidden") == true
        view.alpha = number(element["alpha"]) ?? 1
        view.name = element["userLabel"] ?? view.id
        view.tag = element["tag"].flatMap { Int($0) }
        view.clipsSubviews = element.flag("clipsSubviews")
        view.userInteractionEnabled = element.flag("userInteractionEnabled")
        view.fixedFrame = element.flag("fixedFrame") == true
        view.misplacedOrAmbiguous = element.flag("misplaced") == true || element.flag("ambiguous") == true
        view.translatesAutoresizingMask = element.flag("translatesAutoresizingMaskIntoConstraints")
        view.text = element["text"] ?? element.child("string", key: "text")?.text ?? attributedText(element)
        view.placeholder = element["placeholder"]
        view.numberOfLines = element["numberOfLines"].flatMap { Int($0) }
        view.preferredMaxLayoutWidth = try points(element, "preferredMaxLayoutWidth")
        view.imageName = element["image"] ?? element.child("imageReference", key: "image")?["image"]
        view.showsSymbol = element.name == "imageView" && Self.showsSystemSymbol(element)
        view.hugging = (number(element["horizontalHuggingPriority"]), number(element["verticalHuggingPriority"]))
        view.compression = (number(element["horizontalCompressionResistancePriority"]),
                            number(element["verticalCompressionResistancePriority"]))
        if element["intrinsicContentSize"] == "placeholder" || element["placeholderIntrinsicWidth"] != nil
            || element["placeholderIntrinsicHeight"] != nil {
            func metric(_ text: String?) -> Double? {
                guard let text else { return nil }
                return text == "infinite" ? View.noIntrinsicMetric : number(text)
            }
            view.placeholderIntrinsic = (metric(element["placeholderIntrinsicWidth"]), metric(element["placeholderIntrinsicHeight"]))
        }
        view.preservesSuperviewLayoutMargins = element.flag("preservesSuperviewLayoutMargins") == true
        view.layoutMarginsFollowReadableWidth = element.flag("layoutMarginsFollowReadableWidth") == true
        view.insetsLayoutMarginsFromSafeArea = element.flag("insetsLayoutMarginsFromSafeArea") != false
        view.scrollEnabled = element.flag("scrollEnabled") != false
        if element.name == "stackView" { view.stack = stackProperties(element) }
        if element.name == "button" {
            let normal = element.children.first { $0.name == "state" && $0["key"] == "normal" }
            view.text = normal?["title"] ?? normal.flatMap { attributedText($0) }
            view.imageName = normal?["image"] ?? normal?.child("imageReference", key: "image")?["image"] ?? normal?["backgroundImage"]
            let configuration = element.children.first { $0.name == "buttonConfiguration" }
            // The configuration's title (plain or attributed) and image are the ones shown; the
            // state's title is Xcode's placeholder. A configuration with no title, or an empty
            // one, shows its image alone (sixteenth set 24035: `title=""` over a state titled
            // "Button"; every set: of the 148 views of 48 documents that reading a configuration
            // without a title as titled "Button" moved in `--intrinsic model`, 89 are on their
            // stored frames without the title and with the configuration's image, 15 with them).
            let shownTitle = configuration.map { $0["title"] ?? attributedText($0) } ?? view.text
            view.hasSymbolImage = normal.map(Self.showsSystemSymbol) == true || configuration.map(Self.showsSystemSymbol) == true
            view.showsSymbol = (shownTitle ?? "").isEmpty && view.hasSymbolImage
            if let configuration {
                view.text = shownTitle
                if let image = configuration["image"] ?? configuration.child("imageReference", key: "image")?["image"] {
                    view.imageName = image
                }
                view.buttonConfiguration = IBButtonConfiguration(
                    titleFont: try configuration.child("fontDescription", key: "titleFontDescription").map { element throws(InterfaceBuilderError) in try font(element) },
                    style: configuration["style"], imagePadding: number(configuration["imagePadding"]),
                    contentInsets: configuration.child("directionalEdgeInsets", key: "contentInsets").map(directionalInsets))
            }
        }
        if let name = view.imageName { view.imageSize = resources[name] }
        if let id = view.id { view.designedIntrinsicSize = designedIntrinsicSizes[id] }
        for child in element.children {
            try read(child, into: &view)
        }
        let attributedTextHolder = view.text == nil ? nil : attributedTextHolder(of: element)
        for child in element.children where child.name == "variation" {
            view.variations.append(try variation(child, of: element, attributedText: attributedTextHolder != nil))
        }
        if let holder = attributedTextHolder {
            // An attributed string's own fonts are the ones shown, whatever `fontDescription` says.
            switch fragmentFont(attributedTextOf: holder) {
            case .measurable(let font) where holder.name == "buttonConfiguration":
                // A configuration's own title font, when it names one, is applied over the attributes.
                if view.buttonConfiguration?.titleFont == nil { view.buttonConfiguration?.titleFont = font }
            case .measurable(let font): view.font = font
            case .unstated: break
            case .unmeasurable: view.attributedTextIsUnmeasurable = true
            }
        }
        return view
    }

    private mutating func read(_ child: XMLElement, into view: inout IBView) throws(InterfaceBuilderError) {
        switch child.name {
        case "rect" where child["key"] == "frame":
            _ = try (points(child, "x"), points(child, "y"), points(child, "width"), points(child, "height"))
            view.frame = rect(child)
        case "autoresizingMask":
            view.autoresizingMask = autoresizingMask(child)
        case "fontDescription":
            view.font = try font(child)
        case "edgeInsets" where child["key"] == "layoutMargins":
            view.layoutMargins = DirectionalEdgeInsets(top: number(child["top"]) ?? 0, leading: number(child["left"]) ?? 0,
                                                       bottom: number(child["bottom"]) ?? 0, trailing: number(child["right"]) ?? 0)
        case "segments":
            // A segmented control's segments, left to right (an image segment has no title).
            view.segments = child.children.filter { $0.name == "segment" }.map { ($0["title"] ?? "", number($0["width"]) ?? 0) }
        case "accessibility" where child["key"] == "accessibilityConfiguration":
            view.accessibilityIdentifier = child["identifier"]
            view.accessibility.label = child["label"]
            view.accessibility.hint = child["hint"]
            for setting in child.children {
                if setting.name == "accessibilityTraits", setting["key"] == "traits" {
                    // The inspector's whole set: what is not listed is off.
                    view.accessibility.traits = AccessibilityTraits.named.reduce(into: []) { traits, entry in
                        if InterfaceBuilderBoolean.value(of: setting[entry.name]) == true { traits.insert(entry.trait) }
                    }
                } else if setting.name == "bool", setting["key"] == "isElement" {
                    view.accessibility.isElement = InterfaceBuilderBoolean.value(of: setting["value"])
                }
            }
        case "inset" where child["key"] == "contentEdgeInsets":
            // A button's `contentEdgeInsets` (min is top and left, max bottom and right).
            view.contentEdgeInsets = EdgeInsets(top: number(child["minY"]) ?? 0, left: number(child["minX"]) ?? 0,
                                                bottom: number(child["maxY"]) ?? 0, right: number(child["maxX"]) ?? 0)
        case "directionalEdgeInsets" where child["key"] == "directionalLayoutMargins":
            view.layoutMargins = directionalInsets(child)
        case "subviews", "prototypes", "cells":
            for subview in child.children where IBViewClasses.isView(subview) || child.name != "subviews" {
                guard IBViewClasses.isView(subview) else { continue }
                view.addSubview(try self.view(subview))
            }
        case "sections":
            for section in child.children {
                for cell in section.children(ofChild: "cells") where IBViewClasses.isView(cell) {
                    view.addSubview(try self.view(cell))
                }
            }
        case "constraints":
            for constraint in child.children where constraint.name == "constraint" {
                if constraintsToCheck.count >= Self.maximumConstraints {
                    throw InterfaceBuilderError(line: constraint.line,
                                                "the document has more than \(Self.maximumConstraints) constraints, the most laid out")
                }
                let parsed = try self.constraint(constraint)
                view.addConstraint(parsed)
                constraintsToCheck.append(parsed)
                for case let id? in [parsed.firstItem ?? view.id, parsed.secondItem] {
                    if !parsed.placeholder {
                        constrainedViewIDs[id] = true
                    } else if constrainedViewIDs[id] == nil {
                        constrainedViewIDs[id] = false
                    }
                }
            }
        case "viewLayoutGuide":
            guard let id = child["id"] else { return }
            let kind: IBGuideKind
            switch child["key"] {
            case "safeArea": kind = .safeArea
            case "contentLayoutGuide": kind = .content
            case "frameLayoutGuide": kind = .frame
            default: kind = .layoutMargins
            }
            itemIDs.insert(id)
            view.guides.append(IBGuide(id: id, kind: kind))
        case "keyboardLayoutGuide":
            guard let id = child["id"] else { return }
            itemIDs.insert(id)
            view.guides.append(IBGuide(id: id, kind: .keyboard))
        case "variation":
            break  // read with the element (`view(_:)`), whose properties a variation overrides
        case "color", "userDefinedRuntimeAttributes", "connections":
            readObjectDetails(child, into: &view)
        default:
            // Keyed views: a cell's or effect view's content view, table header and footer views.
            if let key = child["key"], Self.keyedViewKeys.contains(key), IBViewClasses.isView(child) {
                let subview = try self.view(child)
                view.addSubview(subview, first: key == "contentView")
            } else if child.name.hasPrefix("simulated") || child.name == "freeformSimulatedSizeMetrics" {
                view.attributes["simulated:" + child.name] = "YES"
            } else if child.name == "collectionViewFlowLayout" {
                view.flowLayout = flowLayout(child)
                view.itemSize = view.flowLayout?.itemSize
                view.sizesItemsToFit = view.flowLayout?.estimatedItemSize != nil
            } else if child.name == "size", child["key"] == "customSize" {
                view.itemSize = size(child)
            } else if child.name == "size", child["key"] == "freeformSize", let size = size(child) {
                view.attributes["freeformWidth"] = "\(size.width)"
                view.attributes["freeformHeight"] = "\(size.height)"
            }
        }
    }

    /// The `key`s of child elements that are views of their parent (made once, not per element).
    private static let keyedViewKeys: Set<String> = ["contentView", "tableHeaderView", "tableFooterView", "sectionHeaderView",
                                                     "sectionFooterView", "backgroundView"]

    /// A `<variation>` of the view `owner`: the subviews and constraints it includes or leaves out,
    /// and the properties it varies (a stack view's arrangement, `hidden`, the font of a view
    /// whose text is not attributed).
    private func variation(_ element: XMLElement, of owner: XMLElement, attributedText: Bool) throws(InterfaceBuilderError) -> IBVariation {
        var variation = IBVariation(key: element["key"] ?? "default")
        variation.hidden = element.flag("hidden")
        if owner.name == "stackView", Self.stackAttributes.contains(where: { element[$0] != nil }) {
            variation.stack = stackProperties(owner, varied: element)
        }
        if !attributedText, let font = element.child("fontDescription", key: "fontDescription") {
            variation.font = try self.font(font)
        }
        for mask in element.children where mask.name == "mask" {
            for entry in mask.children {
                guard let reference = entry["reference"] else { continue }
                switch (mask["key"], entry.name) {
                case ("subviews", "exclude"): variation.excludedSubviews.append(reference)
                case ("subviews", "include"): variation.includedSubviews.append(reference)
                case ("constraints", "exclude"): variation.excludedConstraints.append(reference)
                case ("constraints", "include"): variation.includedConstraints.append(reference)
                default: break
                }
            }
        }
        return variation
    }

    private func constraint(_ element: XMLElement) throws(InterfaceBuilderError) -> IBConstraint {
        guard let firstName = element["firstAttribute"] else {
            throw InterfaceBuilderError(line: element.line, "a <constraint> has no 'firstAttribute' attribute")
        }
        guard let first = IBConstraintAttributes.attribute(firstName) else {
            throw InterfaceBuilderError(line: element.line, "unknown constraint attribute '\(firstName)'")
        }
        var second: LayoutAttribute?
        if let secondName = element["secondAttribute"] {
            guard let attribute = IBConstraintAttributes.attribute(secondName) else {
                throw InterfaceBuilderError(line: element.line, "unknown constraint attribute '\(secondName)'")
            }
            second = attribute
        }
        var multiplier = 1.0
        if let text = element["multiplier"] {
            guard let value = IBConstraintAttributes.multiplier(text) else {
                throw InterfaceBuilderError(line: element.line, "unreadable multiplier '\(text)'")
            }
            guard abs(value) <= Self.largestMultiplier else {
                throw InterfaceBuilderError(line: element.line, "multiplier '\(text)' is out of range (at most \(Int(Self.largestMultiplier)) either way)")
            }
            multiplier = value
        }
        let constant = try points(element, "constant")
        let variations = element.children.filter { $0.name == "variation" }.map { ($0["key"] ?? "", $0.attributes) }
        return IBConstraint(id: element["id"], firstItem: element["firstItem"], firstAttribute: first,
                            secondItem: element["secondItem"], secondAttribute: second,
                            relation: IBConstraintAttributes.relation(element["relation"]), multiplier: multiplier, constant: constant ?? 0,
                            priority: number(element["priority"]) ?? 1000, placeholder: element.flag("placeholder") == true,
                            symbolic: element.flag("symbolic") == true, variations: variations, line: element.line, identifier: element["identifier"])
    }

    /// The attributes of a stack view's arrangement, which a variation may vary.
    private static let stackAttributes = ["axis", "distribution", "alignment", "spacing", "spacingType", "baselineRelativeArrangement",
                                          "layoutMarginsRelativeArrangement"]

    /// A stack view's properties, with those a `varied` variation element sets taking its values.
    private func stackProperties(_ element: XMLElement, varied: XMLElement? = nil) -> IBStackProperties {
        func value(_ name: String) -> String? { varied?[name] ?? element[name] }
        var stack = IBStackProperties()
        stack.axis = value("axis") == "vertical" ? .vertical : .horizontal
        stack.distribution = value("distribution") ?? "fill"
        stack.alignment = value("alignment") ?? "fill"
        // `spacingType="standard"` is Xcode's "Use Standard" spacing: UIKit's system spacing (a
        // varied spacing replaces it).
        let standard = varied?["spacing"] == nil && value("spacingType") == "standard"
        stack.spacing = standard ? StackView.spacingUseSystem : number(value("spacing")) ?? 0
        stack.baselineRelative = InterfaceBuilderBoolean.value(of: value("baselineRelativeArrangement")) == true
        // Stack views given their own margins in the document arrange inside them: the stored
        // frames of every such stack in the corpus (toolsVersion 13196 and 21507) are inset by the
        // margins, and none writes `layoutMarginsRelativeArrangement`.
        let ownMargins = element.children.contains {
            ($0.name == "edgeInsets" && $0["key"] == "layoutMargins")
                || ($0.name == "directionalEdgeInsets" && $0["key"] == "directionalLayoutMargins")
        }
        stack.layoutMarginsRelative = InterfaceBuilderBoolean.value(of: value("layoutMarginsRelativeArrangement")) ?? ownMargins
        return stack
    }

    // MARK: - Values

    /// The text of an element's `attributedText` (a label's, a text view's) or `attributedTitle`
    /// (a button state's), not of its other attributed strings: Xcode keeps a localizer's note
    /// there too (`<attributedString key="userComments">`, 121 in the corpus and unseen sets).
    private func attributedText(_ element: XMLElement) -> String? {
        guard let attributed = element.child("attributedString", key: "attributedText")
                ?? element.child("attributedString", key: "attributedTitle") else { return nil }
        let fragments = attributed.children.filter { $0.name == "fragment" }
        return fragments.map { $0["content"] ?? $0.child("string", key: "content")?.text ?? "" }.joined()
    }

    /// The element whose attributed string is a view's text: the view's own, or a button's
    /// configuration's or normal state's, when no plain text or title stands before it; `nil` when
    /// the text is plain.
    private func attributedTextHolder(of element: XMLElement) -> XMLElement? {
        if element.name == "button" {
            if let configuration = element.children.first(where: { $0.name == "buttonConfiguration" }) {
                if configuration["title"] != nil { return nil }
                if configuration.child("attributedString", key: "attributedTitle") != nil { return configuration }
            }
            return element.children.first { $0.name == "state" && $0["key"] == "normal" && $0["title"] == nil }
        }
        return element["text"] == nil && element.child("string", key: "text") == nil ? element : nil
    }

    /// The font of an attributed text, as the text model can take it.
    private enum FragmentFont {
        /// One system font of a stated size, which the model measures.
        case measurable(IBFont)
        /// No fragment names a font: the view's own font stands.
        case unstated
        /// Text the model cannot measure (see ``fragmentFont(attributedTextOf:)``).
        case unmeasurable
    }

    /// The font an element's attributed text (as ``attributedText(_:)`` reads it) is in. It is
    /// unmeasurable in a font other than the system font (a named one, `name="Futura-Medium"`,
    /// not one of Apple's own names for the system font, which start with a dot), in a system font
    /// of no stated size, or in more than one font; or when set apart in ways the model does not
    /// measure: kerning (`NSKern`) or line heights and spacing of its own (`lineHeightMultiple`,
    /// `lineSpacing`, `minimumLineHeight`, `maximumLineHeight`, `paragraphSpacing`, `headIndent`).
    private func fragmentFont(attributedTextOf element: XMLElement) -> FragmentFont {
        guard let attributed = element.child("attributedString", key: "attributedText")
                ?? element.child("attributedString", key: "attributedTitle") else { return .unstated }
        var found: IBFont?
        for fragment in attributed.children where fragment.name == "fragment" {
            guard let attributes = fragment.child("attributes") else { continue }
            if attributes.child("real", key: "NSKern") != nil { return .unmeasurable }
            if let paragraph = attributes.child("paragraphStyle", key: "NSParagraphStyle"),
               Self.unmeasuredParagraphSettings.contains(where: { setting in
                   number(paragraph[setting.name]).map { !setting.neutral.contains($0) } ?? false
               }) {
                return .unmeasurable
            }
            guard let font = attributes.child("font", key: "NSFont") else { continue }
            guard font["name"].map({ $0.hasPrefix(".") }) ?? (font["family"] == nil),
                  let size = number(font["size"]), size > 0 else { return .unmeasurable }
            let weight: FontWeight = font["metaFont"] == "systemBold" ? .bold : .regular
            if let found, found.pointSize != size || found.weight != weight { return .unmeasurable }
            found = IBFont(pointSize: size, weight: weight, isSystem: true)
        }
        return found.map { .measurable($0) } ?? .unstated
    }

    /// Paragraph style settings that change a text's size, with the values that leave it as is.
    private static let unmeasuredParagraphSettings: [(name: String, neutral: [Double])] = [
        ("lineHeightMultiple", [0, 1]), ("lineSpacing", [0]), ("minimumLineHeight", [0]), ("maximumLineHeight", [0]),
        ("paragraphSpacing", [0]), ("headIndent", [0]),
    ]

    /// Whether an element's image is an SF Symbol: `catalog="system"` on the element, or on its
    /// `<imageReference key="image">` (how Xcode 12 and later write a symbol with a configuration).
    private static func showsSystemSymbol(_ element: XMLElement) -> Bool {
        element["catalog"] == "system" || element.child("imageReference", key: "image")?["catalog"] == "system"
    }

    private func font(_ element: XMLElement) throws(InterfaceBuilderError) -> IBFont {
        // Xcode writes `pointSize="0.0"` for the built-in labels of styled table cells: the size is
        // the context's default, as UIKit gives a font of size 0 (`UIFont.labelFontSize`, 17).
        let written = try points(element, "pointSize").flatMap { $0 == 0 ? nil : $0 }
        // Xcode 5 writes `size="system"` for the system font at `UIFont.systemFontSize`, 14 pt
        // (its master-detail template's label; stored 17 pt tall in 62025, 73027, 77020).
        let named: Double? = element["size"] == "system" ? 14 : nil
        let size = written ?? named ?? IBFontStyles.size(ofStyle: element["style"]) ?? 17
        guard size > 0 else {
            throw InterfaceBuilderError(line: element.line, "pointSize '\(element["pointSize"] ?? "")' of <\(element.name)> is not a positive number of points")
        }
        var weight = FontWeight.regular
        if element["type"] == "boldSystem" { weight = .bold }
        if let name = element["weight"], let value = FontWeight(rawValue: name) { weight = value }
        if let style = element["style"] { weight = IBFontStyles.weight(ofStyle: style) }
        if let name = element["name"] { weight = IBFontStyles.weight(ofFontNamed: name) }
        // Apple's own names for the system font start with a dot (".AppleSystemUIFont", ".SFNSText"):
        // Xcode writes them for the system font picked by name (corpus 13001, 14066 and 19 more).
        let isSystem = element["name"].map { $0.hasPrefix(".") } ?? (element["family"] == nil)
        return IBFont(pointSize: size, weight: weight, isSystem: isSystem)
    }

    private func autoresizingMask(_ element: XMLElement) -> AutoresizingMask {
        var mask: AutoresizingMask = []
        for (name, flag) in Self.autoresizingFlags where element.flag(name) == true { mask.insert(flag) }
        return mask
    }

    private static let autoresizingFlags: [(String, AutoresizingMask)] = [
        ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth), ("flexibleMaxX", .flexibleRightMargin),
        ("flexibleMinY", .flexibleTopMargin), ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
    ]

    private func rect(_ element: XMLElement) -> Rect {
        Rect(x: number(element["x"]) ?? 0, y: number(element["y"]) ?? 0,
             width: number(element["width"]) ?? 0, height: number(element["height"]) ?? 0)
    }

    /// A `<collectionViewFlowLayout>`: its attributes, and its `itemSize`, `estimatedItemSize`
    /// and `sectionInset` children (min is top and left, max bottom and right).
    private func flowLayout(_ element: XMLElement) -> IBFlowLayout {
        var layout = IBFlowLayout()
        layout.scrollDirection = element["scrollDirection"] == "horizontal" ? .horizontal : .vertical
        layout.minimumLineSpacing = number(element["minimumLineSpacing"])
        layout.minimumInteritemSpacing = number(element["minimumInteritemSpacing"])
        layout.sectionInsetFromSafeArea = element["sectionInsetReference"] == "safeArea"
        for child in element.children {
            switch (child.name, child["key"]) {
            case ("size", "itemSize"): layout.itemSize = size(child)
            case ("size", "estimatedItemSize"):
                if let estimated = size(child), estimated.width > 0, estimated.height > 0 { layout.estimatedItemSize = estimated }
            case ("inset", "sectionInset"):
                layout.sectionInset = EdgeInsets(top: number(child["minY"]) ?? 0, left: number(child["minX"]) ?? 0,
                                                 bottom: number(child["maxY"]) ?? 0, right: number(child["maxX"]) ?? 0)
            default: break
            }
        }
        if element.flag("automaticEstimatedItemSize") == true { layout.estimatedItemSize = FlowLayout.automaticSize }
        return layout
    }

    private func size(_ element: XMLElement) -> Size? {
        guard let width = number(element["width"]), let height = number(element["height"]) else { return nil }
        return Size(width: width, height: height)
    }

    /// The most views and constraints laid out: far more than real documents hold (the largest
    /// storyboard of the corpus has 117 views and 192 constraints), few enough that a hostile
    /// document is laid out and checked in seconds, not minutes.
    static let maximumViews = 5_000
    static let maximumConstraints = 20_000

    /// The largest coordinate or constant read, in points (far beyond any screen; larger values
    /// would overflow the layout to infinities).
    static let largestPoints = 1_000_000.0
    /// The largest multiplier read, either way.
    static let largestMultiplier = 10_000.0

    /// An attribute that is a number of points, if present; an error when it is not a number or
    /// is out of range.
    private func points(_ element: XMLElement, _ name: String) throws(InterfaceBuilderError) -> Double? {
        guard let text = element[name] else { return nil }
        guard let value = Self.decimal(text), value.isFinite else {
            throw InterfaceBuilderError(line: element.line, "\(name) '\(text)' of <\(element.name)> is not a number")
        }
        guard abs(value) <= Self.largestPoints else {
            throw InterfaceBuilderError(line: element.line, "\(name) '\(text)' of <\(element.name)> is out of range (at most \(Int(Self.largestPoints)) points either way)")
        }
        return value
    }

    /// A `<directionalEdgeInsets>` element's insets (a side it leaves out is 0).
    private func directionalInsets(_ element: XMLElement) -> DirectionalEdgeInsets {
        DirectionalEdgeInsets(top: number(element["top"]) ?? 0, leading: number(element["leading"]) ?? 0,
                              bottom: number(element["bottom"]) ?? 0, trailing: number(element["trailing"]) ?? 0)
    }

    private func number(_ text: String?) -> Double? {
        guard let text, let value = Self.decimal(text), value.isFinite else { return nil }
        return value
    }

    /// `Double(text)`, with a fast path for the plain decimals Interface Builder writes
    /// (`-12.5`): up to 15 digits are an exact integer and their power of ten an exact double,
    /// so one division is correctly rounded, the same double `Double(text)` gives.
    static func decimal(_ text: String) -> Double? {
        var utf8 = text.utf8.makeIterator()
        var mantissa: Int64 = 0, digits = 0, decimals = 0
        var negative = false, point = false
        var byte = utf8.next()
        if byte == UInt8(ascii: "-") { negative = true; byte = utf8.next() }
        while let current = byte {
            if current == UInt8(ascii: "."), !point, digits > 0 {
                point = true
            } else if current >= UInt8(ascii: "0"), current <= UInt8(ascii: "9"), digits < 15 {
                mantissa = mantissa * 10 + Int64(current - UInt8(ascii: "0"))
                digits += 1
                if point { decimals += 1 }
            } else {
                return Double(text)
            }
            byte = utf8.next()
        }
        guard digits > 0, !point || decimals > 0 else { return Double(text) }
        let magnitude = Double(mantissa) / Self.powersOfTen[decimals]
        return negative ? -magnitude : magnitude
    }

    private static let powersOfTen: [Double] = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15]
}
