import StateMachines
import ViewTree

/// How `viewsim play` and `viewsim dump --scene` report a scene's presentation issues (e.g. a
/// transition whose animator never called `completeTransition`): on standard error, after the
/// output, with exit status 1.
enum PresentationIssueReport {
    /// The issues recorded in the window of `scene`.
    static func issues(of scene: any PlayableScene) -> [PresentationIssue] {
        scene.window.presentationLog.entries
    }

    /// Prints each issue to standard error; returns 1 if there were any, else 0.
    static func report(_ issues: [PresentationIssue], command: String, console: inout Console) -> Int32 {
        if issues.isEmpty { return ExitStatus.success }
        for issue in issues { console.printError("viewsim \(command): \(issue)") }
        return ExitStatus.recovered
    }
}
