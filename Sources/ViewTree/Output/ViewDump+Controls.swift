extension ViewDump {
    /// The one field a control shows in a text dump, where a label shows its text: a button's
    /// title, a text field's text (or placeholder), a text view's text, a switch's `isOn`, a
    /// slider's, stepper's or progress view's value, the selected segment, the current page, an
    /// activity indicator's `isAnimating`. `nil` for every other view, so dumps without controls
    /// are unchanged.
    static func controlValueField(of view: View) -> String? {
        switch view {
        case let button as Button:
            return button.currentTitle.map { "title = '\($0)'" }
        case let field as TextField:
            if field.isShowingPlaceholder { return field.placeholder.map { "placeholder = '\($0)'" } }
            return "text = '\(field.text ?? "")'"
        case let textView as TextView:
            return "text = '\(textView.text)'"
        case let control as Switch:
            return "isOn = \(control.isOn)"
        case let control as Slider:
            return "value = \(formatGeometry(Double(control.value)))"
        case let control as Stepper:
            return "value = \(formatGeometry(control.value))"
        case let control as SegmentedControl:
            return "selectedSegmentIndex = \(control.selectedSegmentIndex)"
        case let control as PageControl:
            return "currentPage = \(control.currentPage)/\(control.numberOfPages)"
        case let progress as ProgressView:
            return "progress = \(formatGeometry(Double(progress.progress)))"
        case let indicator as ActivityIndicatorView:
            return "isAnimating = \(indicator.isAnimating)"
        default:
            return nil
        }
    }
}
