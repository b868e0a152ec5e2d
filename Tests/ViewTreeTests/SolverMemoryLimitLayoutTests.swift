import Cassowary
import Testing
@testable import ViewTree

/// A layout larger than its solver's memory limit is refused, not laid out with the constraints
/// that did not fit ignored, and never traps.
@Suite struct SolverMemoryLimitLayoutTests {
    /// A row of `count` views, each at least 1 pt after the previous one and preferring 8 pt
    /// (the generated document of issue 38's memory budget, small).
    static func chainDocument(views count: Int) -> String {
        var views = "", constraints = ""
        for i in 1...count {
            views += "<view translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"v\(i)\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/></view>\n"
            let previous = i == 1 ? "secondItem=\"root\" secondAttribute=\"leading\"" : "secondItem=\"v\(i - 1)\" secondAttribute=\"trailing\""
            constraints += """
                <constraint firstItem="v\(i)" firstAttribute="leading" relation="greaterThanOrEqual" \(previous) constant="1" id="g\(i)"/>
                <constraint firstItem="v\(i)" firstAttribute="leading" \(previous) constant="8" priority="250" id="p\(i)"/>
                <constraint firstItem="v\(i)" firstAttribute="width" constant="10" id="w\(i)"/>
                <constraint firstItem="v\(i)" firstAttribute="height" constant="10" id="h\(i)"/>
                <constraint firstItem="v\(i)" firstAttribute="top" secondItem="root" secondAttribute="top" id="t\(i)"/>

                """
        }
        return InterfaceBuilderReadingTests.xib("""
            <view id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <subviews>\(views)</subviews>
            <constraints>\(constraints)</constraints>
            </view>
            """)
    }

    @Test func aDocumentPastTheLimitIsRefusedWithTheLimitNamed() throws {
        let document = try InterfaceBuilderDocument.read(Array(Self.chainDocument(views: 200).utf8))
        var options = InterfaceBuilderLayout.Options()
        options.solverMemoryLimit = 128 << 10
        #expect {
            _ = try InterfaceBuilderLayout(document: document, options: options)
        } throws: { error in
            let message = (error as? InterfaceBuilderError)?.diagnostic(file: "row.xib") ?? ""
            return message == "row.xib: error: the document's layout needs more memory than the solver's limit of 0.125 MB "
                + "(Options.solverMemoryLimit), so it was not laid out; split its views among smaller documents"
        }
        // Under the default limit the same document lays out: each view 8 pt after the last.
        let layout = try InterfaceBuilderLayout(document: document)
        let views = layout.roots[0].view.subviews
        #expect(views.count == 200 && !layout.brokeConstraints)
        #expect(views[199].frame.minX == 3_590)  // 8 + 199 * 18
    }

    @Test func anEnginePastItsLimitLogsOnceAndLaysOutWhatItHolds() {
        let window = Window(device: .iPhone15)
        window.engine.solverMemoryLimit = 64 << 10
        var previous = window as View
        for index in 0..<300 {
            let view = View()
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)
            let anchor = index == 0 ? previous.leadingAnchor : previous.trailingAnchor
            view.leadingAnchor.constraint(equalTo: anchor, constant: 1).isActive = true
            view.widthAnchor.constraint(equalToConstant: 10).isActive = true
            previous = view
            // A pass per view: the first views reach the solver before it fills up.
            window.layoutIfNeeded()
        }
        let entries = window.layoutLog.entries
        #expect(entries.count == 1)
        #expect(entries.first?.contains("has reached its limit of 0.06 MB") == true)
        #expect(window.existingEngine?.memoryLimitFailure != nil)
        // The views whose constraints went in before the limit are where they belong.
        #expect(window.subviews[0].frame.minX == 1 && window.subviews[1].frame.minX == 12)
    }
}
