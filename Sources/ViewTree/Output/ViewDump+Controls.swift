/// A control's one field in a text dump, where a label shows its text (`isOn = true`,
/// `value = 0.5`, …): each control conforms in its own file.
protocol ControlValueDescribing {
    /// The field, or `nil` to show none.
    var controlValueField: String? { get }
}

extension ViewDump {
    /// The one field a control shows in a text dump (see ``ControlValueDescribing``); `nil` for
    /// every other view, so dumps without controls are unchanged.
    static func controlValueField(of view: View) -> String? {
        (view as? ControlValueDescribing)?.controlValueField
    }
}
