import Foundation
import Testing
@testable import ViewTree

/// A window on a clock with one 100 x 100 view at (0, 0).
private final class Scene {
    let clock: SimulationClock
    let window = Window()
    let view = View(name: "box", frame: Rect(x: 0, y: 0, width: 100, height: 100))

    init(frameRate: FrameRate = .fps120) {
        clock = SimulationClock(frameRate: frameRate)
        window.clock = clock
        window.addSubview(view)
    }
}

private final class SideBySide: View {
    let left = View(name: "left")
    let right = View(name: "right")
    var split = 50.0

    override init(frame: Rect) {
        super.init(frame: frame)
        addSubview(left)
        addSubview(right)
    }

    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        left.frame = Rect(x: 0, y: 0, width: split, height: bounds.height)
        right.frame = Rect(x: split, y: 0, width: bounds.width - split, height: bounds.height)
    }
}

@Suite struct AnimationTests {
    @Test func theModelChangesAtOnceAndThePresentationFollowsTheCurve() {
        let scene = Scene()
        let (clock, view) = (scene.clock, scene.view)
        View.animate(withDuration: 0.5, options: .curveLinear) {
            view.alpha = 0
            view.center = Point(x: 150, y: 50)
        }
        #expect(view.alpha == 0)
        #expect(view.center == Point(x: 150, y: 50))
        #expect(view.presentation.alpha == 1)
        #expect(view.presentation.center == Point(x: 50, y: 50))
        clock.advance(ticks: 30) // 0.25 s: half-way
        #expect(abs(view.presentation.alpha - 0.5) < 1e-12)
        #expect(abs(view.presentation.center.x - 100) < 1e-12)
        #expect(abs(view.presentationFrame().minX - 50) < 1e-12)
        clock.advance(ticks: 30)
        #expect(view.presentation.alpha == 0)
        #expect(!view.isAnimating)
    }

    @Test func easeInOutIsTheDefaultCurve() {
        let scene = Scene()
        let (clock, view) = (scene.clock, scene.view)
        View.animate(withDuration: 1) { view.alpha = 0 }
        clock.advance(ticks: 30) // a quarter of the duration
        #expect(abs(view.presentation.alpha - (1 - 0.12916193104731982)) < 1e-9)
    }

    @Test func completionRunsAtTheTickTheAnimationEnds() {
        for rate in FrameRate.allCases {
            let scene = Scene(frameRate: rate)
        let (clock, view) = (scene.clock, scene.view)
            var finishedAt: [(Int, Bool)] = []
            View.animate(withDuration: 0.15, animations: { view.alpha = 0.5 },
                         completion: { finishedAt.append((clock.tickIndex, $0)) })
            clock.advance(ticks: rate.framesPerSecond)
            let expectedTick = rate == .fps120 ? 18 : 9
            #expect(finishedAt.count == 1)
            #expect(finishedAt.first?.0 == expectedTick)
            #expect(finishedAt.first?.1 == true)
        }
    }

    @Test func aZeroDurationAppliesAtOnceAndCompletesAtTheNextTick() {
        let scene = Scene()
        let (clock, view) = (scene.clock, scene.view)
        var result: [Bool] = []
        View.animate(withDuration: 0, animations: { view.alpha = 0.25 }, completion: { result.append($0) })
        #expect(view.presentation.alpha == 0.25)
        #expect(result.isEmpty)
        clock.advance()
        #expect(result == [true])
    }

    @Test func aNewAnimationStartsFromThePresentationValueAndSupersedesTheOld() {
        let scene = Scene()
        let (clock, view) = (scene.clock, scene.view)
        var results: [String] = []
        View.animate(withDuration: 1, options: .curveLinear, animations: { view.alpha = 0 },
                     completion: { results.append("first \($0)") })
        clock.advance(ticks: 60) // alpha 0.5 on screen
        View.animate(withDuration: 1, options: .curveLinear, animations: { view.alpha = 1 },
                     completion: { results.append("second \($0)") })
        #expect(abs(view.presentation.alpha - 0.5) < 1e-12)
        clock.advance()
        #expect(results == ["first false"])
        clock.advance(ticks: 59) // half of the second animation: 0.5 -> 1
        #expect(abs(view.presentation.alpha - 0.75) < 1e-12)
        clock.advance(ticks: 60)
        #expect(results == ["first false", "second true"])
        #expect(view.presentation.alpha == 1)
    }

    @Test func aChangeOutsideAnAnimationCancelsTheRunningOne() {
        let scene = Scene()
        let (clock, view) = (scene.clock, scene.view)
        var result: [Bool] = []
        View.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { result.append($0) })
        clock.advance(ticks: 10)
        view.alpha = 0.3
        #expect(view.presentation.alpha == 0.3)
        clock.advance()
        #expect(result == [false])
    }

    @Test func aDelayHoldsTheStartValue() {
        let scene = Scene()
        let (clock, view) = (scene.clock, scene.view)
        View.animate(withDuration: 0.5, delay: 0.5, options: .curveLinear, animations: { view.alpha = 0 })
        clock.advance(ticks: 60)
        #expect(view.presentation.alpha == 1)
        clock.advance(ticks: 30)
        #expect(abs(view.presentation.alpha - 0.5) < 1e-12)
    }

    @Test func framesWrittenByLayoutIfNeededInsideTheBlockAnimate() {
        let clock = SimulationClock()
        let window = Window()
        window.clock = clock
        let pair = SideBySide(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        window.addSubview(pair)
        pair.layoutIfNeeded()
        #expect(pair.left.frame == Rect(x: 0, y: 0, width: 50, height: 100))
        View.animate(withDuration: 0.2, options: .curveLinear) {
            pair.split = 150
            pair.setNeedsLayout()
            pair.layoutIfNeeded()
        }
        #expect(pair.left.frame.width == 150)
        clock.advance(ticks: 12) // half-way
        #expect(abs(pair.left.presentation.frame.width - 100) < 1e-9)
        #expect(abs(pair.right.presentationFrame(in: window).minX - 100) < 1e-9)
        clock.advance(ticks: 12)
        #expect(pair.right.presentationFrame(in: window) == Rect(x: 150, y: 0, width: 50, height: 100))
    }

    @Test func scaleAndRotationInterpolateByComponents() {
        let scene = Scene()
        let (clock, view) = (scene.clock, scene.view)
        View.animate(withDuration: 1, options: .curveLinear) {
            view.transform = AffineTransform(scaleX: 1.5, y: 1.5)
        }
        clock.advance(ticks: 60)
        let half = view.presentation.transform
        #expect(abs(half.a - 1.25) < 1e-12 && abs(half.d - 1.25) < 1e-12 && abs(half.b) < 1e-12)
        #expect(abs(view.presentation.frame.width - 125) < 1e-9)
        clock.advance(ticks: 60)
        View.animate(withDuration: 1, options: .curveLinear) {
            view.transform = AffineTransform(rotationAngle: .pi / 2)
        }
        clock.advance(ticks: 60)
        let quarterTurn = view.presentation.transform
        // Half-way from scale 1.5 to a quarter turn at scale 1: 45 degrees at scale 1.25.
        #expect(abs(quarterTurn.a - 1.25 * 0.5.squareRoot()) < 1e-9)
        #expect(abs(quarterTurn.b - 1.25 * 0.5.squareRoot()) < 1e-9)
    }

    @Test func springsOvershootAndLandOnTheTarget() {
        let scene = Scene()
        let (clock, view) = (scene.clock, scene.view)
        View.animate(withDuration: 0.5, usingSpringWithDamping: 0.3, initialSpringVelocity: 0) {
            view.center = Point(x: 150, y: 50)
        }
        var maximum = 0.0
        for _ in 0..<60 {
            clock.advance()
            maximum = max(maximum, view.presentation.center.x)
        }
        #expect(maximum > 160)
        #expect(view.presentation.center.x == 150)
    }

    @Test func colorsBlend() {
        let scene = Scene()
        let (clock, view) = (scene.clock, scene.view)
        view.backgroundColor = .lightGray
        View.animate(withDuration: 0.3, options: .curveLinear) { view.backgroundColor = .white }
        clock.advance(ticks: 18)
        let color = view.presentation.backgroundColor!
        #expect(abs(color.red - (2.0 / 3 + 1) / 2) < 1e-12)
        clock.advance(ticks: 18)
        #expect(view.presentation.backgroundColor?.name == "white")
    }

    @Test func withoutAWindowChangesApplyAtOnceAndCompleteImmediately() {
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        var result: [Bool] = []
        View.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { result.append($0) })
        #expect(view.presentation.alpha == 0)
        #expect(result == [true])
    }

    @Test func performWithoutAnimationAppliesAtOnceInsideABlock() {
        let scene = Scene()
        let (clock, view) = (scene.clock, scene.view)
        View.animate(withDuration: 1) {
            view.alpha = 0.5
            View.performWithoutAnimation { view.center = Point(x: 0, y: 0) }
        }
        #expect(view.presentation.center == Point(x: 0, y: 0))
        #expect(view.presentation.alpha == 1)
        clock.advance(ticks: 120)
        #expect(clock.animator.isIdle)
    }

    @Test func presentationFramesHonourAScrolledParent() {
        let scene = Scene()
        let (clock, window) = (scene.clock, scene.window)
        let container = View(frame: Rect(x: 10, y: 20, width: 300, height: 300))
        window.addSubview(container)
        container.bounds.origin = Point(x: 100, y: 0)
        let child = View(frame: Rect(x: 120, y: 30, width: 40, height: 40))
        container.addSubview(child)
        #expect(child.presentationFrame(in: window) == Rect(x: 30, y: 50, width: 40, height: 40))
        View.animate(withDuration: 1, options: .curveLinear) { container.bounds.origin = Point(x: 0, y: 0) }
        clock.advance(ticks: 60)
        #expect(child.presentationFrame(in: window) == Rect(x: 80, y: 50, width: 40, height: 40))
    }

    @Test func tickPhasesRunInOrder() {
        final class Recorder: FrameObserver {
            let name: String
            let log: (String) -> Void
            init(_ name: String, _ log: @escaping (String) -> Void) {
                self.name = name
                self.log = log
            }
            func clockDidTick(_ clock: SimulationClock) { log(name) }
        }
        let clock = SimulationClock()
        var log: [String] = []
        let render = Recorder("render") { log.append($0) }
        let layout = Recorder("layout") { log.append($0) }
        let update = Recorder("update") { log.append($0) }
        clock.addFrameObserver(render, phase: .render)
        clock.addFrameObserver(layout, phase: .layout)
        clock.addFrameObserver(update)
        clock.mainQueue.async { log.append("queue") }
        clock.advance()
        #expect(log == ["queue", "update", "layout", "render"])
    }
}
