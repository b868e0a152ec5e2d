import Foundation
import Testing
@testable import ViewTree

/// A text field delegate that logs what it is asked and told, and answers as configured.
private final class LoggingFieldDelegate: TextFieldDelegate {
    var log: [String] = []
    var allowsEnd = true
    var allowsChange = true
    var ranges: [NSRange] = []

    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool {
        log.append("shouldBegin \(textField.name ?? "")")
        return true
    }
    func textFieldDidBeginEditing(_ textField: TextField) { log.append("didBegin \(textField.name ?? "")") }
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool {
        log.append("shouldEnd \(textField.name ?? "")")
        return allowsEnd
    }
    // Only the plain form: UIKit calls it when the delegate lacks the one with a reason.
    func textFieldDidEndEditing(_ textField: TextField) { log.append("didEnd \(textField.name ?? "")") }
    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        ranges.append(range)
        return allowsChange
    }
    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        log.append("return \(textField.name ?? "")")
        return true
    }
}

/// A count that notification observers (`@Sendable` closures) can add to.
private final class PostCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func add() { lock.withLock { count += 1 } }
}

/// A collection view delegate that notes the items selected.
private final class SelectionLog: CollectionViewDelegate {
    var selected: [IndexPath] = []
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
}

/// Two sections of three items for a collection view.
private final class ThreeByTwo: CollectionViewDataSource {
    func numberOfSections(in collectionView: CollectionView) -> Int { 2 }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

/// A controller that takes the touches its root view does not handle.
private final class TouchTakingController: ViewController {
    var touchesEnded = 0
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { touchesEnded += 1 }
}

/// The first responder (UIKit's rules: one per window, only views in a window, a text field only
/// while enabled) and a text field's editing, told to its delegate and control events in UIKit's
/// order.
@Suite struct ResponderTests {
    /// A window holding two fields, `name` and `email`, with one delegate.
    private static func form() -> (Window, TextField, TextField, LoggingFieldDelegate) {
        let window = Window(device: .iPhone15)
        let delegate = LoggingFieldDelegate()
        let name = TextField(name: "name", placeholder: "Name"), email = TextField(name: "email", placeholder: "Email")
        for field in [name, email] {
            field.delegate = delegate
            window.addSubview(field)
        }
        return (window, name, email, delegate)
    }

    @Test func aFieldInAWindowBecomesTheFirstResponderAndEditsUntilAnotherTakesOver() {
        let (window, name, email, delegate) = Self.form()
        var events: [String] = []
        name.addAction(Action { _ in events.append("began") }, for: .editingDidBegin)
        name.addAction(Action { _ in events.append("ended") }, for: .editingDidEnd)
        #expect(name.becomeFirstResponder())
        #expect(name.isFirstResponder && name.isEditing && !email.isFirstResponder)
        #expect(email.becomeFirstResponder())
        #expect(!name.isFirstResponder && !name.isEditing && email.isEditing)
        #expect(delegate.log == ["shouldBegin name", "didBegin name", "shouldBegin email", "shouldEnd name", "didEnd name",
                                 "didBegin email"])
        #expect(events == ["began", "ended"])
        #expect(window.subviews.count == 2)  // the window holds the fields (views hold their superview weakly)
    }

    @Test func onlyAnEnabledFieldInAWindowCanBecomeTheFirstResponder() {
        let loose = TextField()
        #expect(!loose.becomeFirstResponder() && !loose.isFirstResponder)
        let (window, name, _, _) = Self.form()
        name.isEnabled = false
        #expect(!name.becomeFirstResponder())
        let plain = View()
        window.addSubview(plain)
        #expect(!plain.canBecomeFirstResponder && !plain.becomeFirstResponder())
    }

    @Test func aDelegateThatRefusesToEndKeepsEditingUntilEndEditingForcesIt() {
        let (window, name, email, delegate) = Self.form()
        name.becomeFirstResponder()
        delegate.allowsEnd = false
        #expect(!email.becomeFirstResponder() && name.isFirstResponder)
        #expect(!window.endEditing(false) && name.isEditing)
        #expect(window.endEditing(true))
        #expect(!name.isFirstResponder && !name.isEditing && delegate.log.last == "didEnd name")
    }

    @Test func aFieldLeavingItsWindowResigns() {
        let (window, name, _, delegate) = Self.form()
        name.becomeFirstResponder()
        name.removeFromSuperview()
        #expect(!name.isFirstResponder && !name.isEditing && delegate.log.last == "didEnd name")
        window.addSubview(name)
        #expect(!name.isFirstResponder)
    }

    /// The delegate sees each change as a UTF-16 range of the text and may refuse it; the return
    /// key asks `textFieldShouldReturn(_:)` and sends `editingDidEndOnExit`, changing nothing.
    @Test func typingAsksTheDelegateWithUTF16RangesAndReturnIsNotText() {
        let (window, name, _, delegate) = Self.form()
        var exits = 0
        name.addAction(Action { _ in exits += 1 }, for: .editingDidEndOnExit)
        name.insertText("Zoë")
        name.insertText("😀")
        name.deleteBackward()
        #expect(name.text == "Zoë")
        #expect(delegate.ranges == [NSRange(location: 0, length: 0), NSRange(location: 3, length: 0), NSRange(location: 3, length: 2)])
        delegate.allowsChange = false
        name.insertText("!")
        #expect(name.text == "Zoë")
        name.insertText("\n")
        #expect(name.text == "Zoë" && exits == 1 && delegate.log.last == "return name")
        #expect(name.window === window)
    }

    @Test func typingPostsTextDidChange() {
        let field = TextField()
        let posted = PostCount()
        let observer = NotificationCenter.default.addObserver(forName: TextField.textDidChangeNotification, object: field, queue: nil) { _ in
            posted.add()
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        field.insertText("a")
        field.deleteBackward()
        #expect(posted.value == 2)
    }

    /// UIKit's responder chain: a controller's root view passes the touches it does not handle
    /// to its controller, and the controller to its view's superview.
    @Test func aRootViewsUnhandledTouchesGoToItsController() {
        let window = Window(device: .iPhone15)
        let controller = TouchTakingController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        #expect(controller.view.next === controller && controller.next === window)
        window.sendTap(at: Point(x: 100, y: 300))
        #expect(controller.touchesEnded == 1)
    }

    /// A tap on a cell goes up the chain from the cell to its collection view, which selects the
    /// item under the finger, as UIKit's does.
    @Test func aTapOnACellSelectsItsItem() {
        let window = Window(device: .iPhone15)
        let layout = FlowLayout()
        layout.itemSize = Size(width: 390, height: 50)
        layout.minimumLineSpacing = 0
        let collectionView = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.register(forCellWithReuseIdentifier: "cell") { CollectionViewCell() }
        let source = ThreeByTwo(), log = SelectionLog()
        collectionView.dataSource = source
        collectionView.delegate = log
        window.addSubview(collectionView)
        window.layoutIfNeeded()
        let hit = window.sendTap(at: Point(x: 20, y: 175))  // the fourth row: the second section's first
        #expect(hit is CollectionViewCell || hit?.superview is CollectionViewCell)
        #expect(log.selected == [IndexPath(item: 0, section: 1)] && collectionView.isSelected(IndexPath(item: 0, section: 1)))
    }
}
