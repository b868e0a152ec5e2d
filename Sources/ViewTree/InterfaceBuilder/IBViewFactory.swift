/// Makes the ViewTree view for an element of a document and gives it the element's content
/// (text, font, image, control settings). Knows no XML: it reads ``IBView``s.
enum IBViewFactory {
    /// A new view of the element's class (a plain ``View`` for elements ViewTree has no class for),
    /// or `custom` (a custom class's instance) given the element's frame and content when it is
    /// of the element's class.
    static func makeView(for model: IBView, custom: View? = nil) -> View {
        let frame = model.frame ?? .zero
        custom?.frame = frame
        switch model.element {
        case "label":
            let label = custom as? Label ?? Label(frame: frame)
            label.text = model.text
            if let font = model.font { label.font = Font(size: font.pointSize, weight: font.weight) }
            label.numberOfLines = model.numberOfLines ?? 1
            if let mode = IBLineBreakModes.mode(model.attributes["lineBreakMode"]) { label.lineBreakMode = mode }
            return label
        case "button":
            let button = custom as? Button ?? Button(frame: frame)
            if let title = model.text { button.setTitle(title, for: .normal) }
            if let font = model.font { button.titleLabel.font = Font(size: font.pointSize, weight: font.weight) }
            if let name = model.imageName, let size = model.imageSize { button.setImage(Image(name: name, size: size), for: .normal) }
            return button
        case "imageView":
            let view = custom as? ImageView ?? ImageView(frame: frame)
            if let name = model.imageName, let size = model.imageSize { view.image = Image(name: name, size: size) }
            return view
        case "textField":
            let field = custom as? TextField ?? TextField(frame: frame)
            field.text = model.text
            field.placeholder = model.placeholder
            if let font = model.font { field.font = Font(size: font.pointSize, weight: font.weight) }
            field.borderStyle = TextField.BorderStyle(rawValue: model.attributes["borderStyle"] ?? "none") ?? .none
            return field
        case "textView":
            let view = TextView(frame: frame)
            view.isScrollEnabled = model.scrollEnabled
            return view
        case "switch": return Switch(frame: frame)
        case "slider": return Slider(frame: frame)
        case "segmentedControl": return SegmentedControl(frame: frame)
        case "stepper": return Stepper(frame: frame)
        case "pickerView": return custom as? PickerView ?? PickerView(frame: frame)
        case "navigationBar": return custom as? NavigationBar ?? NavigationBar(frame: frame)
        case "toolbar": return custom as? Toolbar ?? Toolbar(frame: frame)
        case "searchBar": return custom as? SearchBar ?? SearchBar(frame: frame)
        case "tabBar": return custom as? TabBar ?? TabBar(frame: frame)
        case "datePicker": return custom as? DatePicker ?? DatePicker(frame: frame)
        case "progressView":
            let view = ProgressView(frame: frame)
            if model.attributes["progressViewStyle"] == "bar" { view.progressViewStyle = .bar }
            return view
        case "activityIndicatorView":
            let view = ActivityIndicatorView(frame: frame)
            if let style = model.attributes["style"], style.lowercased().contains("large") { view.style = .large }
            return view
        case "pageControl":
            let view = PageControl(frame: frame)
            view.numberOfPages = Int(model.attributes["numberOfPages"] ?? "") ?? 0
            return view
        case "stackView":
            let stack = custom as? StackView ?? StackView(frame: frame)
            if let properties = model.stack { configure(stack, properties) }
            return stack
        case "scrollView": return custom as? ScrollView ?? ScrollView(frame: frame)
        case "tableView":
            return custom as? TableView ?? TableView(frame: frame)
        case "collectionView":
            return custom as? CollectionView ?? CollectionView(frame: frame, collectionViewLayout: FlowLayout())
        case "tableViewCell", "collectionViewCell": return custom as? CollectionViewCell ?? CollectionViewCell(frame: frame)
        case "collectionReusableView": return custom as? CollectionReusableView ?? CollectionReusableView(frame: frame)
        default: return custom ?? View(frame: frame)
        }
    }

    private static func configure(_ stack: StackView, _ properties: IBStackProperties) {
        stack.axis = properties.axis
        switch properties.distribution {
        case "fillEqually": stack.distribution = .fillEqually
        case "fillProportionally": stack.distribution = .fillProportionally
        case "equalSpacing": stack.distribution = .equalSpacing
        case "equalCentering": stack.distribution = .equalCentering
        default: stack.distribution = .fill
        }
        switch properties.alignment {
        case "top", "leading": stack.alignment = .leading
        case "bottom", "trailing": stack.alignment = .trailing
        case "center": stack.alignment = .center
        case "firstBaseline": stack.alignment = .firstBaseline
        case "lastBaseline", "baseline": stack.alignment = .lastBaseline
        default: stack.alignment = .fill
        }
        stack.spacing = properties.spacing
        stack.isBaselineRelativeArrangement = properties.baselineRelative
        stack.isLayoutMarginsRelativeArrangement = properties.layoutMarginsRelative
    }

    /// The dimensions of a view's intrinsic content size that UIKit gives its class (width,
    /// height): what ``IntrinsicSizeSource/stored`` takes from the stored frame.
    static func intrinsicDimensions(of model: IBView) -> (width: Bool, height: Bool) {
        // A subclass of a UIKit control keeps the control's intrinsic size; a custom plain view has none.
        if model.customClass != nil, !["label", "button", "imageView", "textField", "textView", "switch", "segmentedControl",
                                       "stepper", "activityIndicatorView", "pageControl", "slider", "progressView",
                                       "pickerView", "datePicker", "navigationBar", "toolbar", "searchBar", "tabBar"]
            .contains(model.element) { return (false, false) }
        switch model.element {
        case "label", "button", "textField", "switch", "segmentedControl", "stepper", "activityIndicatorView", "pageControl",
             "adBannerView":  // iAd's banner sizes itself to the device's banner size
            return (true, true)
        case "imageView":
            let has = model.imageName != nil
            return (has, has)
        case "textView":
            return model.scrollEnabled ? (false, false) : (true, true)
        case "slider", "progressView", "searchBar", "navigationBar", "toolbar", "tabBar", "pickerView", "datePicker":
            return (false, true)
        default: return (false, false)
        }
    }
}
