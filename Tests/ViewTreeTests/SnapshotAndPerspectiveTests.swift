import Foundation
import Testing
@testable import ViewTree

@Suite struct SnapshotAndPerspectiveTests {
    @Test func aSnapshotIsAFrozenCopyOfWhatIsOnScreen() throws {
        let clock = SimulationClock(frameRate: .fps120)
        let window = Window()
        window.clock = clock
        let screen = View(name: "screen", frame: Rect(x: 0, y: 0, width: 390, height: 844))
        screen.backgroundColor = .white
        let title = Label(name: "title", text: "Cart")
        title.frame = Rect(x: 20, y: 40, width: 100, height: 30)
        let badge = View(name: "badge", frame: Rect(x: 300, y: 40, width: 40, height: 40))
        let hidden = View(name: "hidden", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        hidden.isHidden = true
        screen.addSubview(title)
        screen.addSubview(badge)
        screen.addSubview(hidden)
        window.addSubview(screen)
        View.animate(withDuration: 1, options: .curveLinear) {
            badge.center = Point(x: 320 + 100, y: 60)
            badge.alpha = 0
        }
        clock.advance(until: 0.5)
        let snapshot = try #require(screen.snapshotView(afterScreenUpdates: false) as? SnapshotView)
        #expect(snapshot.frame == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(snapshot.superview == nil)
        #expect(snapshot.sourceTypeName == "View")
        #expect(snapshot.backgroundColor == .white)
        #expect(snapshot.subviews.map(\.name) == ["title", "badge"]) // hidden views are not drawn
        let badgeCopy = snapshot.subviews[1]
        #expect(close(badgeCopy.frame, Rect(x: 350, y: 40, width: 40, height: 40)))
        #expect(close(badgeCopy.alpha, 0.5))
        #expect(!badgeCopy.isAnimating)
        #expect((snapshot.subviews[0] as? SnapshotView)?.text == "Cart")
        clock.advance(until: 1)
        title.frame.origin.x = 200
        #expect(close(badgeCopy.frame, Rect(x: 350, y: 40, width: 40, height: 40)))
        #expect(snapshot.subviews[0].frame.minX == 20)
    }

    @Test func aSnapshotOfAScrolledViewKeepsItsContentOffset() throws {
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentSize = Size(width: 100, height: 500)
        let row = View(name: "row", frame: Rect(x: 0, y: 200, width: 100, height: 50))
        scroll.addSubview(row)
        scroll.contentOffset = Point(x: 0, y: 180)
        let snapshot = try #require(scroll.snapshotView(afterScreenUpdates: true))
        #expect(snapshot.frame == Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(snapshot.bounds.origin == Point(x: 0, y: 180))
        let holder = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        holder.addSubview(snapshot)
        #expect(snapshot.subviews[0].convert(snapshot.subviews[0].bounds, to: holder).minY == 20)
    }

    @Test func movingTheAnchorPointThenRestoringTheFrameMovesThePosition() {
        let view = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        let frame = view.frame
        view.layer.anchorPoint = Point(x: 0.5, y: 1)
        // Changing the anchor keeps the position, so the frame moves up by half its height.
        #expect(view.center == Point(x: 195, y: 422))
        #expect(view.frame == Rect(x: 0, y: -422, width: 390, height: 844))
        view.frame = frame // as the cart seed does
        #expect(view.frame == frame)
        #expect(view.layer.position == Point(x: 195, y: 844))
    }

    /// The cart seed's tilt with its perspective taking effect: rotation 0.1 rad about x, then the
    /// scale (0.85, 0.95, 1), then the projection m34 = -1/100, about the bottom edge's middle.
    @Test func perspectiveShowsInThePresentationValuesAndTheProjectedFrame() {
        let clock = SimulationClock(frameRate: .fps120)
        let window = Window()
        window.clock = clock
        let view = View(frame: window.bounds)
        window.addSubview(view)
        view.layer.anchorPoint = Point(x: 0.5, y: 1)
        view.frame = window.bounds
        let tilt = Transform3D(rotationAngle: 0.1, x: 1, y: 0, z: 0)
            .concatenating(Transform3D(scaleX: 0.85, y: 0.95, z: 1))
            .withPerspective(distance: 100)
        View.animate(withDuration: 0.5) { view.layer.transform = tilt }
        #expect(view.presentation.transform3D.isIdentity)
        clock.advance(until: 0.5)
        let shown = view.presentation.transform3D
        // The entries a point of the layer's plane meets: m24 = sin(0.1) * -1/100, m34 = cos(0.1) * -1/100.
        #expect(close(shown.m24, -sin(0.1) / 100, 1e-15))
        #expect(close(shown.m34, -cos(0.1) / 100, 1e-15))
        #expect(close(shown.m22, 0.95 * cos(0.1), 1e-15))
        // Hand projection: the bottom edge (844 below the top, at the anchor) only scales in x:
        // 195 ± 0.85 * 195. The top edge, 844 points above the anchor, has w = 1 + 8.44 sin 0.1
        // and lands 844 * 0.95 cos 0.1 / w above the bottom, its half-width 0.85 * 195 / w.
        let w = 1 + 8.44 * sin(0.1)
        let topY = 844 - 844 * 0.95 * cos(0.1) / w
        let frame = view.presentation.frame
        #expect(close(frame.minX, 195 - 0.85 * 195, 1e-9))
        #expect(close(frame.maxX, 195 + 0.85 * 195, 1e-9))
        #expect(close(frame.maxY, 844, 1e-9))
        #expect(close(frame.minY, topY, 1e-9))
        #expect(close(topY, 411.0265, 1e-4))
        #expect(close(view.presentationFrame(in: window), frame, 1e-9))
        let topLeft = view.presentation.pointInSuperview(Point(x: 0, y: 0))
        #expect(close(topLeft.x, 195 - 0.85 * 195 / w, 1e-9))
        // Half-way through, the perspective is half in effect (matrices interpolate entry by entry).
        View.animate(withDuration: 1, options: .curveLinear) { view.layer.transform = .identity }
        clock.advance(until: 1.0)
        #expect(close(view.presentation.transform3D.m34, -cos(0.1) / 200, 1e-15))
    }

    /// The seed sets m34 and then assigns a new transform, which drops it: no perspective at all.
    @Test func settingM34BeforeAssigningANewTransformLosesThePerspective() {
        let view = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        view.layer.anchorPoint = Point(x: 0.5, y: 1)
        view.frame = Rect(x: 0, y: 0, width: 390, height: 844)
        var transform = view.layer.transform
        transform.m34 = -1 / 100.0
        view.layer.transform = transform
        view.layer.transform = Transform3D(rotationAngle: 0.1, x: 1, y: 0, z: 0)
            .concatenating(Transform3D(scaleX: 0.85, y: 0.95, z: 1))
        #expect(view.layer.transform.m34 == 0)
        // Without perspective both edges keep the same width.
        #expect(close(view.frame.width, 0.85 * 390, 1e-9))
        #expect(close(view.frame.minY, 844 - 844 * 0.95 * cos(0.1), 1e-9))
    }
}
