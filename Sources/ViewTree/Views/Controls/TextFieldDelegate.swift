import Foundation

/// What a text field asks and tells its delegate while it is edited (`UITextFieldDelegate`).
/// Every method is optional, with UIKit's answer as its default.
public protocol TextFieldDelegate: AnyObject {
    /// Whether editing may begin (true by default).
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
    /// Editing began: the field is the first responder.
    func textFieldDidBeginEditing(_ textField: TextField)
    /// Whether editing may end (true by default); a forced end (`endEditing(true)`, the field
    /// leaving its window) does not ask.
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool
    /// Editing ended (called by the default ``textFieldDidEndEditing(_:reason:)``).
    func textFieldDidEndEditing(_ textField: TextField)
    /// Editing ended, and why; the default calls ``textFieldDidEndEditing(_:)``, as UIKit calls
    /// whichever of the two the delegate implements.
    func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason)
    /// Whether typing may replace the characters in `range` (UTF-16 offsets of ``TextField/text``)
    /// with `string` (true by default; an empty `string` deletes).
    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// The return key was pressed (`insertText("\n")`): true lets the field send
    /// ``Control/Event/editingDidEndOnExit`` (true by default).
    func textFieldShouldReturn(_ textField: TextField) -> Bool
}

extension TextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: TextField) {}
    public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: TextField) {}
    public func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    public func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        true
    }
    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
}

extension TextField {
    /// Why editing ended (`UITextField.DidEndEditingReason`).
    public enum DidEndEditingReason: Sendable {
        /// The field resigned first responder.
        case committed
    }

    /// Posted when editing begins in a field (`UITextField.textDidBeginEditingNotification`).
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted when a field's text changes by typing (`UITextField.textDidChangeNotification`).
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted when editing ends in a field (`UITextField.textDidEndEditingNotification`).
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
}
