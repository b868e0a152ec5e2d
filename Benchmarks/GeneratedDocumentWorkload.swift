import ViewTree

/// `nib.generated`: the largest document the Interface Builder reader takes (5,000 views), made
/// here: a row of views, each at least 1 pt after the previous one (a chain of inequalities) and
/// preferring 8 pt (an optional constraint between neighbours), with a fixed size and top. Its
/// tableau grows quadratically, so it lays out within the solver's default memory limit or is
/// refused cleanly at it. Reports the time to read and lay out, the peak resident memory of the
/// whole process (from a reset of the peak just before), the resident memory before and the
/// growth (what the document cost, when earlier cases of the run left memory behind), and which
/// of the two happened.
enum GeneratedDocumentWorkload {
    static func all(quick: Bool) -> [Workload] {
        let views = quick ? 500 : 5_000  // the reader's cap of views
        return [Workload("nib.generated", parameters: [Parameter("views", views)], body: .ticks { recorder in
            try run(recorder, views: views)
        })]
    }

    /// The document: a root holding `views - 1` views (the root counts), four constraints each
    /// plus a top, within the reader's cap of constraints.
    static func document(views: Int) -> [UInt8] {
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="15705" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait"/>
            <objects><view id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/><subviews>

            """
        let count = views - 1
        for index in 1...count {
            xml += "<view translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"v\(index)\"/>\n"
        }
        xml += "</subviews><constraints>\n"
        for index in 1...count {
            let after = index == 1 ? "secondItem=\"root\" secondAttribute=\"leading\""
                : "secondItem=\"v\(index - 1)\" secondAttribute=\"trailing\""
            xml += "<constraint firstItem=\"v\(index)\" firstAttribute=\"leading\" relation=\"greaterThanOrEqual\" \(after) constant=\"1\" id=\"a\(index)\"/>\n"
                + "<constraint firstItem=\"v\(index)\" firstAttribute=\"leading\" \(after) constant=\"8\" priority=\"250\" id=\"b\(index)\"/>\n"
                + "<constraint firstItem=\"v\(index)\" firstAttribute=\"width\" constant=\"10\" id=\"c\(index)\"/>\n"
                + "<constraint firstItem=\"v\(index)\" firstAttribute=\"height\" constant=\"10\" id=\"d\(index)\"/>\n"
        }
        xml += "</constraints></view></objects></document>\n"
        return Array(xml.utf8)
    }

    static func run(_ recorder: TickRecorder, views: Int) throws {
        let label = "nib.generated"
        let bytes = document(views: views)
        // The log line that says so is part of the outcome reported, not printed on its own.
        let console = LayoutLog.console
        LayoutLog.console = nil
        defer { LayoutLog.console = console }
        let canReset = MemoryUsage.resetPeak()
        let before = MemoryUsage.residentBytes()
        let start = MonotonicClock.now()
        let outcome: String
        do {
            let layout = try InterfaceBuilderLayout(document: InterfaceBuilderDocument.read(bytes))
            let last = layout.roots[0].view.subviews.last?.frame.minX
            let expected = 8 + 18 * Double(views - 2)
            guard last == expected else {
                throw WorkloadError("the last view is at x = \(last.map { "\($0)" } ?? "nothing"), not \(expected)")
            }
            outcome = "laid out"
        } catch let error as InterfaceBuilderError where error.message.contains("needs more memory than the solver's limit") {
            outcome = "refused at the solver's memory limit"
        }
        let seconds = Double(MonotonicClock.now() - start) / 1e9
        recorder.report(label, Parameter("seconds", .decimal(seconds, digits: 2)))
        MemoryUsage.reportPeak(to: recorder, label, before: canReset ? before : nil)
        recorder.report(label, Parameter("outcome", .text(outcome)))
    }
}
