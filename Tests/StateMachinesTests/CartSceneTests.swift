import Foundation
import Testing
@testable import StateMachines
import ViewTree

private func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

private func near(_ a: Rect, _ b: Rect, _ tolerance: Double = 1e-9) -> Bool {
    near(a.minX, b.minX, tolerance) && near(a.minY, b.minY, tolerance)
        && near(a.width, b.width, tolerance) && near(a.height, b.height, tolerance)
}

@Suite struct CartPhaseTests {
    @Test func thePhasesFollowTheTapsAndTheTransitions() {
        #expect(CartPhase.browsing.next(on: .tapAddToCart) == .presenting)
        #expect(CartPhase.presenting.next(on: .transitionCompleted) == .sheetShown)
        #expect(CartPhase.sheetShown.next(on: .tapSheet) == .dismissing)
        #expect(CartPhase.dismissing.next(on: .transitionCompleted) == .browsing)
    }

    @Test func everyOtherEventIsIgnored() {
        let applies: Set<String> = ["browsing.tapAddToCart", "presenting.transitionCompleted",
                                    "sheetShown.tapSheet", "dismissing.transitionCompleted"]
        for phase in CartPhase.allCases {
            for event in CartPhase.Event.allCases where !applies.contains("\(phase.rawValue).\(event.rawValue)") {
                #expect(phase.next(on: event) == nil, "\(phase) on \(event)")
            }
        }
        #expect(CartPhase.allCases.filter(\.isTransitioning) == [.presenting, .dismissing])
    }
}

@Suite struct CartSceneTests {
    /// A scene with the sheet presented by a tap at time 0.
    private func presentedScene() -> CartScene {
        let scene = CartScene(clock: SimulationClock(frameRate: .fps120))
        scene.tap(atWindowPoint: scene.addToCartFrame.center)
        return scene
    }

    @Test func theSnapshotStandsInForThePageWithItsAnchorOnTheBottomEdge() throws {
        let scene = presentedScene()
        #expect(scene.phase == .presenting)
        let container = try #require(scene.containerView)
        #expect(container.subviews.count == 2)
        let snapshot = try #require(container.subviews.first as? SnapshotView)
        #expect(snapshot.name == CartTransitionAnimator.snapshotName)
        #expect(container.subviews[1] === scene.sheet?.view)
        #expect(scene.product.view.isHidden)
        #expect(scene.product.view.superview === scene.window) // custom style: the page stays
        #expect(snapshot.layer.anchorPoint == Point(x: 0.5, y: 1))
        // The frame set after the anchor moved, before the tilt (the model frame now includes the tilt).
        #expect(snapshot.untransformedFrame == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(snapshot.presentationFrame(in: scene.window) == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(snapshot.layer.position == Point(x: 195, y: 844))
        // The snapshot copies the page as it was: the button sits where the page had it.
        let button = try #require(snapshot.view(named: "addToCartButton"))
        #expect(button.presentationFrame(in: scene.window) == scene.addToCartFrame)
    }

    @Test func theSheetStartsOneContainerHeightBelowAndEndsCoveringTheScreen() throws {
        let scene = presentedScene()
        let sheet = try #require(scene.sheet)
        #expect(sheet.view.untransformedFrame == Rect(x: 0, y: 844, width: 390, height: 844))
        #expect(sheet.view.presentationFrame(in: scene.window) == Rect(x: 0, y: 844, width: 390, height: 844))
        #expect(sheet.view.transform == AffineTransform(translationX: 0, y: -844))
        scene.clock.advance(until: 0.5)
        #expect(sheet.view.presentationFrame(in: scene.window) == Rect(x: 0, y: 0, width: 390, height: 844))
        scene.window.layoutIfNeeded()
        #expect(sheet.imageView.frame == Rect(x: 0, y: 120, width: 390, height: 724))
        #expect(sheet.imageView.presentationFrame(in: scene.window) == Rect(x: 0, y: 120, width: 390, height: 724))
    }

    @Test func theSnapshotEndsTiltedBackInPerspective() throws {
        let scene = presentedScene()
        let snapshot = try #require(scene.containerView?.subviews.first)
        scene.clock.advance(until: 0.25)
        let halfway = snapshot.presentation.transform3D
        #expect(!halfway.isIdentity && halfway != CartTransitionAnimator.tiltTransform)
        scene.clock.advance(until: 0.5)
        let tilt = snapshot.presentation.transform3D
        #expect(tilt == CartTransitionAnimator.tiltTransform)
        // By hand: R_x(0.1) · S(0.85, 0.95, 1) · P(m34 = -1/100).
        let (s, c) = (sin(0.1), cos(0.1))
        #expect(near(tilt.m11, 0.85))
        #expect(near(tilt.m22, 0.95 * c) && near(tilt.m23, s) && near(tilt.m24, -s / 100))
        #expect(near(tilt.m32, -0.95 * s) && near(tilt.m33, c) && near(tilt.m34, -c / 100))
        #expect(near(tilt.m44, 1))
        // Projected about the bottom edge's middle (195, 844): the bottom edge keeps its place and
        // shrinks to 0.85 of its width; the top edge, 844 points up, is divided by w = 1 + 8.44 sin 0.1.
        let w = 1 + 8.44 * s
        let expected = Rect(x: 195 - 0.85 * 195, y: 844 - 844 * 0.95 * c / w, width: 0.85 * 390, height: 844 * 0.95 * c / w)
        #expect(near(snapshot.presentationFrame(in: scene.window), expected))
        let topLeft = snapshot.presentation.pointInSuperview(Point(x: 0, y: 0))
        #expect(near(topLeft.x, 195 - 0.85 * 195 / w) && near(topLeft.y, expected.minY))
    }

    @Test func thePresentationCompletesAtHalfASecond() throws {
        let scene = presentedScene()
        let transition = try #require(scene.transition)
        #expect(transition.duration == 0.5)
        #expect(transition.presentationStyle == .custom)
        scene.clock.advance(until: 0.49)
        #expect(scene.phase == .presenting)
        scene.clock.advance(until: 0.5)
        #expect(transition.state == .completed)
        #expect(transition.completionTime == 0.5)
        #expect(scene.phase == .sheetShown)
        #expect(scene.product.presentedViewController === scene.sheet)
        #expect(scene.window.presentationLog.entries.isEmpty)
    }

    @Test func aTapOnTheSheetReversesEverything() throws {
        let scene = presentedScene()
        scene.clock.advance(until: 0.6)
        let snapshot = try #require(scene.containerView?.subviews.first)
        let sheetView = try #require(scene.sheet?.view)
        scene.tapItem(0)
        #expect(scene.phase == .dismissing)
        #expect(scene.transition?.kind == .dismissal)
        scene.clock.advance(until: 0.85)
        #expect(!snapshot.presentation.transform3D.isIdentity)
        scene.clock.advance(until: 1.1)
        #expect(scene.phase == .browsing)
        #expect(snapshot.superview == nil)
        #expect(sheetView.superview == nil)
        #expect(sheetView.transform.isIdentity)
        #expect(!scene.product.view.isHidden)
        #expect(scene.window.subviews.count == 1 && scene.window.subviews[0] === scene.product.view)
        #expect(scene.product.presentedViewController == nil)
    }

    @Test func tapsDuringATransitionAreIgnored() {
        let scene = presentedScene()
        scene.clock.advance(until: 0.2)
        scene.tapItem(0)
        #expect(scene.phase == .presenting)
        #expect(scene.takeEvents().last?.hasSuffix("ignored: a transition is running") == true)
        let elsewhere = CartScene()
        elsewhere.tap(atWindowPoint: Point(x: 10, y: 10))
        #expect(elsewhere.phase == .browsing)
        #expect(elsewhere.takeEvents() == ["tap(10, 10) hit nothing"])
    }

    @Test func aSceneDroppedMidTransitionGoesAwayWholeWithItsClock() {
        weak var scene: CartScene?
        weak var sheet: CartSheetViewController?
        weak var clock: SimulationClock?
        do {
            let playing = presentedScene()
            playing.clock.advance(until: 0.2)
            #expect(playing.transition != nil)
            (scene, sheet, clock) = (playing, playing.sheet, playing.clock)
        }
        #expect(scene == nil && sheet == nil && clock == nil)
    }

    @Test func scriptsMayOnlyTapAndWait() throws {
        let scene = CartScene()
        #expect(throws: GestureScriptError.self) { try scene.play(GestureScript(parsing: "tap 1")) }
        #expect(throws: GestureScriptError.self) { try scene.play(GestureScript(parsing: "scroll 0 -100 0.2")) }
        let ticks = try scene.play(GestureScript(parsing: CartScene.defaultScript))
        #expect(ticks.first?.fields.first == SceneField("phase", .text("browsing")))
        #expect(ticks.contains { $0.fields.first == SceneField("phase", .text("sheetShown")) })
        #expect(ticks.last?.fields.first == SceneField("phase", .text("browsing")))
        #expect(scene.window.presentationLog.entries.isEmpty)
    }
}
