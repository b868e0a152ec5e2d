import Foundation
import Testing
@testable import ViewTree

/// What `print(view)` and the console show, in UIKit's forms.
@Suite struct ViewDescriptionTests {
    @Test func aViewDescribesItselfAsUIKitDoes() {
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 100))
        let label = Label(frame: Rect(x: 16, y: 8, width: 120, height: 21))
        label.text = "Hello"
        label.name = "title"
        root.addSubview(label)
        #expect(label.description == "<Label; frame = (16 8; 120 21); text = 'Hello'; layer = <CALayer>>")
        #expect("\(label)" == label.description)
        #expect(String(reflecting: label) == label.description)
        #expect(root.recursiveDescription() == """
            <View; frame = (0 0; 320 100); layer = <CALayer>>
               | <Label; name = title; frame = (16 8; 120 21); text = 'Hello'; layer = <CALayer>>

            """)
    }

    /// A broken constraint's block goes to `ViewTree.LayoutLog.console` (standard error by default) when the
    /// log has no handler of its own, and nowhere when the console is nil.
    @Test func aBrokenConstraintIsPrintedToTheConsole() {
        final class Collected: @unchecked Sendable {
            let lock = NSLock()
            var messages: [String] = []
            func append(_ message: String) { lock.withLock { messages.append(message) } }
            var all: [String] { lock.withLock { messages } }
        }
        let collected = Collected()
        let previous = ViewTree.LayoutLog.console
        defer { ViewTree.LayoutLog.console = previous }
        ViewTree.LayoutLog.console = { collected.append($0) }
        func conflict(named name: String) -> View {
            let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
            let box = View()
            box.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(box)
            LayoutConstraint.activate([box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                       box.topAnchor.constraint(equalTo: root.topAnchor),
                                       box.heightAnchor.constraint(equalToConstant: 5),
                                       box.widthAnchor.constraint(equalToConstant: 100),
                                       box.widthAnchor.constraint(equalToConstant: 200).named(name)])
            root.layoutIfNeeded()
            return root
        }
        _ = conflict(named: "printed")
        #expect(collected.all.contains { $0.hasPrefix("Unable to simultaneously satisfy constraints.") && $0.contains("(printed)") })
        ViewTree.LayoutLog.console = nil
        let silent = conflict(named: "unprinted")
        #expect(!collected.all.contains { $0.contains("(unprinted)") })
        #expect(silent.layoutLog.entries.count == 1)  // still recorded
    }
}
