/// Makes the ViewTree view for an element of a document and gives it the element's content
/// (text, font, image, control settings). Knows no XML: it reads ``IBView``s. What each class
/// takes from its element is declared by the class itself (`View.interfaceBuilderClass`).
enum IBViewFactory {
    /// A new view of the element's class (a plain ``View`` for elements ViewTree has no class for),
    /// or `custom` (a custom class's instance) given the element's frame and content when it is
    /// of the element's class.
    static func makeView(for model: IBView, custom: View? = nil) -> View {
        let frame = model.frame ?? .zero
        custom?.frame = frame
        guard let viewClass = IBViewRegistry.byElement[model.element] else { return custom ?? View(frame: frame) }
        let view = custom.flatMap { viewClass.isInstance($0) ? $0 : nil } ?? viewClass.make(frame)
        view.configure(fromInterfaceBuilder: model)
        return view
    }

    /// Gives `view` the metrics Xcode's canvas draws it at on `device`: first the flags its
    /// classes declare by the Xcode that saved the document (``IBElementClass/CanvasMetrics``),
    /// then what the classes decide themselves (`View.configure(forInterfaceBuilderCanvas:device:)`).
    static func configureForCanvas(_ view: View, _ model: IBView, device: InterfaceBuilderDevice?) {
        for setCanvasMetrics in IBViewRegistry.canvasMetricsSetters { setCanvasMetrics(view, model.toolsMajor) }
        view.configure(forInterfaceBuilderCanvas: model, device: device)
    }

    /// The dimensions of a view's intrinsic content size that UIKit gives its class (width,
    /// height): what ``IntrinsicSizeSource/stored`` takes from the stored frame. A subclass of a
    /// UIKit class keeps the class's.
    static func intrinsicDimensions(of model: IBView) -> (width: Bool, height: Bool) {
        if let viewClass = IBViewRegistry.byElement[model.element] { return viewClass.intrinsicDimensions(model) }
        // A custom plain view has none; iAd's banner sizes itself to the device's banner size.
        return model.customClass == nil && model.element == "adBannerView" ? (true, true) : (false, false)
    }
}

/// What Interface Builder knows of a view class: the elements that name it, how to make one,
/// the dimensions of its intrinsic size, and its colour properties by their UIKit names.
struct IBElementClass: Sendable {
    /// Which dimensions of its intrinsic content size UIKit gives a class.
    enum IntrinsicDimensions: Sendable {
        case none, height, both
        /// Decided by the element's content.
        case custom(@Sendable (IBView) -> (width: Bool, height: Bool))
    }

    /// The element names (`switch`).
    let elements: [String]
    /// A new instance at a frame.
    let make: @Sendable (Rect) -> View
    /// Whether a view is an instance of the class (or of a subclass).
    let isInstance: @Sendable (View) -> Bool
    /// Whether the class is a scroll view (``ScrollView`` or a subclass).
    let isScrollView: Bool
    /// The intrinsic dimensions for an element.
    let intrinsicDimensions: @Sendable (IBView) -> (width: Bool, height: Bool)
    /// Sets a colour property by its UIKit name on an instance; `false` when the class has none.
    private let setOwnColor: @Sendable (View, String, Color) -> Bool
    /// Sets an instance's ``CanvasMetrics`` flag for a document saved by Xcode of a tools major
    /// (nothing for a view of another class); nil for a class without one.
    let setCanvasMetrics: (@Sendable (View, Int) -> Void)?

    /// A flag by which Xcode's canvas draws a class at other metrics than today's UIKit (an older
    /// iOS's height, iOS 26's size), set by the Xcode that saved the document.
    struct CanvasMetrics<Class: View>: Sendable {
        /// The flag.
        let flag: any ReferenceWritableKeyPath<Class, Bool> & Sendable
        /// Whether a document saved by Xcode of a tools major sets it.
        let isSet: @Sendable (Int) -> Bool

        /// `flag` is set for a document saved before the Xcode of `toolsMajor`.
        static func savedBefore(_ toolsMajor: Int, sets flag: any ReferenceWritableKeyPath<Class, Bool> & Sendable) -> Self {
            CanvasMetrics(flag: flag) { $0 < toolsMajor }
        }

        /// `flag` is set for a document saved by Xcode 26.
        static func savedByXcode26(sets flag: any ReferenceWritableKeyPath<Class, Bool> & Sendable) -> Self {
            CanvasMetrics(flag: flag) { InterfaceBuilderDocument.xcode26ToolsMajors.contains($0) }
        }
    }

    /// Declares `Class` for `elements`: `make` creates one at a frame, `intrinsic` says which
    /// dimensions of its intrinsic size UIKit gives it, `colors` and `optionalColors` map IB's
    /// colour keys to its properties, and `canvasMetrics` names its flag for an older or newer
    /// Xcode's canvas.
    init<Class: View>(_ elements: String..., make: @escaping @Sendable (Rect) -> Class, intrinsic: IntrinsicDimensions,
                      colors: [String: any ReferenceWritableKeyPath<Class, Color> & Sendable] = [:],
                      optionalColors: [String: any ReferenceWritableKeyPath<Class, Color?> & Sendable] = [:],
                      canvasMetrics: CanvasMetrics<Class>? = nil) {
        self.elements = elements
        self.make = make
        if let canvasMetrics {
            setCanvasMetrics = { view, toolsMajor in
                guard let instance = view as? Class else { return }
                instance[keyPath: canvasMetrics.flag] = canvasMetrics.isSet(toolsMajor)
            }
        } else {
            setCanvasMetrics = nil
        }
        isInstance = { $0 is Class }
        isScrollView = Class.self is ScrollView.Type
        switch intrinsic {
        case .none: intrinsicDimensions = { _ in (false, false) }
        case .height: intrinsicDimensions = { _ in (false, true) }
        case .both: intrinsicDimensions = { _ in (true, true) }
        case .custom(let decide): intrinsicDimensions = decide
        }
        setOwnColor = { view, key, color in
            guard let instance = view as? Class else { return false }
            if let property = colors[key] {
                instance[keyPath: property] = color
            } else if let property = optionalColors[key] {
                instance[keyPath: property] = color
            } else {
                return false
            }
            return true
        }
    }

    /// Sets a colour property by its UIKit name: the class's own, a control's `tintColor`, or any
    /// view's `backgroundColor`; `false` when the view has no such property.
    static func setColor(_ color: Color, forKey key: String, on view: View) -> Bool {
        switch key {
        case "backgroundColor": view.backgroundColor = color
        case "tintColor":
            guard let control = view as? Control else { return false }
            control.tintColor = color
        default:
            return IBViewRegistry.all.contains { $0.isInstance(view) && $0.setOwnColor(view, key, color) }
        }
        return true
    }
}

/// The view classes Interface Builder documents can name, listed once.
enum IBViewRegistry {
    /// Every class's declaration, subclasses before their superclasses.
    static let all: [IBElementClass] = [
        Label.self, Button.self, ImageView.self, TextField.self, TextView.self, Switch.self, Slider.self,
        SegmentedControl.self, Stepper.self, DatePicker.self, PickerView.self, NavigationBar.self, Toolbar.self,
        SearchBar.self, TabBar.self, ProgressView.self, ActivityIndicatorView.self, PageControl.self, ColorWell.self, StackView.self,
        TableView.self, CollectionView.self, ScrollView.self, TableViewCell.self, CollectionViewCell.self,
        CollectionReusableView.self,
    ].compactMap { (viewClass: View.Type) in viewClass.interfaceBuilderClass }

    /// The ``IBElementClass/setCanvasMetrics`` of the classes that declare canvas metrics.
    static let canvasMetricsSetters = all.compactMap(\.setCanvasMetrics)

    /// The class of each element name (each element is listed once: `NibLoadingTests` checks).
    static let byElement: [String: IBElementClass] = Dictionary(
        all.flatMap { viewClass in viewClass.elements.map { ($0, viewClass) } }, uniquingKeysWith: { first, _ in first })
}
