import Testing
@testable import viewsim
import ViewTree

/// How `play` and `dump --scene` report a scene's presentation issues.
@Suite struct PresentationIssueReportTests {
    @Test func issuesGoToStandardErrorWithStatus1() {
        let window = Window()
        var console = Console()
        #expect(PresentationIssueReport.report(window.presentationLog.entries, command: "play", console: &console) == ExitStatus.success)
        #expect(console.error == "")
        window.presentationLog.record(PresentationIssue(kind: .transitionNotCompleted, message: "the presentation of x was not completed",
                                                        time: 1.5))
        #expect(PresentationIssueReport.report(window.presentationLog.entries, command: "play", console: &console) == ExitStatus.recovered)
        #expect(console.error == "viewsim play: t=1.5: the presentation of x was not completed\n")
        #expect(console.output == "")
    }
}
