import Testing
@testable import StateMachines

@Suite struct GestureScriptTests {
    @Test func parsesTheIssuesExample() throws {
        let script = try GestureScript(parsing: "wait 0.6; drag -120 0.25; release -1.8; wait 1.5; tap 3; wait 1")
        #expect(script.steps.map(\.gesture) == [
            .wait(seconds: 0.6),
            .drag(translation: ScriptVector(x: -120), seconds: 0.25),
            .release(velocity: ScriptVector(x: -1.8)),
            .wait(seconds: 1.5),
            .tapItem(3),
            .wait(seconds: 1),
        ])
        #expect(script.steps.map(\.location.column) == [1, 11, 27, 41, 51, 58])
        #expect(abs(script.duration - 3.35) < 1e-12)
    }

    @Test func acceptsPointsVectorsNewlinesAndComments() throws {
        let script = try GestureScript(parsing: """
            # a vertical fling
            drag 0,-80 0.2
            drag 0, -40 0.1 ; release 0,-2.5
            tap 195,300   # a point
            """)
        #expect(script.steps.map(\.gesture) == [
            .drag(translation: ScriptVector(x: 0, y: -80), seconds: 0.2),
            .drag(translation: ScriptVector(x: 0, y: -40), seconds: 0.1),
            .release(velocity: ScriptVector(x: 0, y: -2.5)),
            .tapPoint(x: 195, y: 300),
        ])
        #expect(script.steps[3].location == SourceLocation(line: 4, column: 1))
        #expect(try GestureScript(parsing: "  ;; \n ").steps.isEmpty)
    }

    @Test func oneNumberGoesAlongTheScrollAxis() {
        #expect(ScriptVector(x: -120).components(axisIsVertical: false) == (-120, 0))
        #expect(ScriptVector(x: -120).components(axisIsVertical: true) == (0, -120))
        #expect(ScriptVector(x: 3, y: 4).components(axisIsVertical: true) == (3, 4))
    }

    /// Each malformed script fails at the expected position with a message naming the fix.
    @Test(arguments: [
        ("wait 0.5; jump 3", 1, 11, "unknown command 'jump'"),
        ("wait", 1, 5, "expected a duration in seconds after 'wait'"),
        ("wait x", 1, 6, "found 'x'"),
        ("wait 1.5s", 1, 6, "'1.5s' is not a number"),
        ("wait -1", 1, 6, "0 or more"),
        ("drag -120 0; release 1", 1, 11, "more than 0"),
        ("drag -120", 1, 10, "a duration in seconds"),
        ("release -1.8", 1, 1, "'release' without a finger down"),
        ("drag 10 0.1; tap 2", 1, 14, "'tap' while a drag is in progress"),
        ("wait 1\ndrag 10 0.1", 2, 1, "never released"),
        ("tap 2.5", 1, 5, "whole number"),
        ("tap -1", 1, 5, "whole number"),
        ("tap 3,", 1, 7, "a second number"),
        ("wait 1 2", 1, 8, "expected ';' or a new line"),
        ("wait 400; wait 300", 1, 11, "longer than 600 seconds"),
        ("wait nan", 1, 6, "found 'nan'"),
        ("wait 1e5", 1, 6, "'1e5' has an exponent, which scripts do not accept; write a duration in seconds in plain decimals, like 1.5 or 1000"),
        ("drag 1E-3 0.1", 1, 6, "'1E-3' has an exponent, which scripts do not accept"),
        ("wait 1e", 1, 6, "'1e' is not a number"),
        ("drag 2000000000 0.1", 1, 6, "2000000000 is too large for a distance in points after 'drag'; numbers in a script must be below 1000000000 (1e9) in magnitude"),
        ("tap 5,-1000000000", 1, 7, "-1000000000 is too large for a second number after 'tap X,'; numbers in a script must be below 1000000000 (1e9) in magnitude"),
        ("tap 1000000000", 1, 5, "numbers in a script must be below 1000000000 (1e9)"),
    ] as [(String, Int, Int, String)])
    func malformedScriptsReportTheirPosition(source: String, line: Int, column: Int, message: String) {
        #expect {
            _ = try GestureScript(parsing: source)
        } throws: { error in
            guard let error = error as? GestureScriptError else { return false }
            return error.location == SourceLocation(line: line, column: column) && error.message.contains(message)
        }
    }

    @Test func errorsDescribeThemselvesWithThePosition() {
        let error = GestureScriptError(location: SourceLocation(line: 1, column: 11), message: "unknown command 'jump'")
        #expect(error.description == "script 1:11: unknown command 'jump'")
    }
}

@Suite struct CompoundGestureTests {
    @Test func aScrollIsADragReleasedAtRest() throws {
        let script = try GestureScript(parsing: "wait 0.5; scroll 0 -900 0.6\nscroll 10,-5 0.25")
        #expect(script.steps.map(\.gesture) == [
            .wait(seconds: 0.5),
            .drag(translation: ScriptVector(x: 0, y: -900), seconds: 0.6),
            .release(velocity: ScriptVector(x: 0, y: 0)),
            .drag(translation: ScriptVector(x: 10, y: -5), seconds: 0.25),
            .release(velocity: ScriptVector(x: 0, y: 0)),
        ])
        #expect(script.steps.map(\.compound) == [nil, "scroll", "scroll", "scroll", "scroll"])
        #expect(script.steps.map(\.location.column) == [1, 11, 11, 1, 1])
        #expect(abs(script.duration - 1.35) < 1e-12)
    }

    /// A swipe moves the finger 100 points in 0.1 s and lifts it at that speed, 1 point per ms.
    @Test(arguments: [("up", 0.0, -1.0), ("down", 0, 1), ("left", -1, 0), ("right", 1, 0)] as [(String, Double, Double)])
    func aSwipeIsAQuickFlick(direction: String, dx: Double, dy: Double) throws {
        let script = try GestureScript(parsing: "swipe \(direction)")
        #expect(script.steps.map(\.gesture) == [
            .drag(translation: ScriptVector(x: 100 * dx, y: 100 * dy), seconds: 0.1),
            .release(velocity: ScriptVector(x: dx, y: dy)),
        ])
        #expect(script.steps.allSatisfy { $0.compound == "swipe" })
    }

    @Test(arguments: [
        ("drag 10 0.1; scroll 0 -900 0.6", 1, 14, "'scroll' while a drag is in progress"),
        ("drag 10 0.1; swipe up", 1, 14, "'swipe' while a drag is in progress"),
        ("swipe sideways", 1, 7, "expected a direction after 'swipe' (up, down, left, right), found 'sideways'"),
        ("swipe", 1, 6, "found 'end of command'"),
        ("scroll 0 -900", 1, 14, "a duration in seconds"),
        ("scroll 0 -900 0", 1, 15, "more than 0"),
        ("scroll 0", 1, 9, "a vertical distance"),
        ("fling up", 1, 1, "valid commands: wait, drag, release, tap, scroll, swipe"),
    ] as [(String, Int, Int, String)])
    func malformedCompoundsReportTheirPosition(source: String, line: Int, column: Int, message: String) {
        #expect {
            _ = try GestureScript(parsing: source)
        } throws: { error in
            guard let error = error as? GestureScriptError else { return false }
            return error.location == SourceLocation(line: line, column: column) && error.message.contains(message)
        }
    }
}
