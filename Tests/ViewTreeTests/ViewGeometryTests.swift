import Foundation
import Testing
@testable import ViewTree

@Suite struct ViewGeometryTests {
    @Test func frameIsDerivedFromCenterAndBounds() {
        let v = View(frame: Rect(x: 10, y: 20, width: 100, height: 50))
        #expect(v.bounds == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(v.center == Point(x: 60, y: 45))
        v.center = Point(x: 0, y: 0)
        #expect(v.frame == Rect(x: -50, y: -25, width: 100, height: 50))
        v.bounds = Rect(x: 5, y: 5, width: 20, height: 10)
        #expect(v.frame == Rect(x: -10, y: -5, width: 20, height: 10))
    }

    @Test func frameUnderRotationIsTheBoundingBox() {
        let v = View(frame: Rect(x: 0, y: 0, width: 100, height: 50))
        v.transform = AffineTransform(rotationAngle: .pi / 2)
        #expect(close(v.frame, Rect(x: 25, y: -25, width: 50, height: 100)))
        #expect(v.bounds.size == Size(width: 100, height: 50))
        v.transform = AffineTransform(rotationAngle: .pi / 4)
        let side = 150 / 2.0.squareRoot()
        #expect(close(v.frame.width, side) && close(v.frame.height, side))
        #expect(close(v.frame.midX, 50) && close(v.frame.midY, 25))
    }

    @Test func anchorPointMovesTheFrameAndPivot() {
        let v = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        v.anchorPoint = Point(x: 0, y: 0)
        #expect(v.center == Point(x: 50, y: 50))
        #expect(v.frame == Rect(x: 50, y: 50, width: 100, height: 100))
        v.transform = AffineTransform(scaleX: 2, y: 2)
        #expect(v.frame == Rect(x: 50, y: 50, width: 200, height: 200))
    }

    @Test func layerTransformAndViewTransformAreOneValue() {
        let v = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        v.layer.transform = Transform3D(scaleX: 3, y: 3, z: 1)
        #expect(v.transform == AffineTransform(scaleX: 3, y: 3))
        v.transform = .identity
        #expect(v.layer.transform.isIdentity)
    }

    @Test func settingFrameSetsCenterAndBoundsSize() {
        let v = View()
        v.bounds = Rect(x: 7, y: 7, width: 1, height: 1)
        v.frame = Rect(x: 10, y: 10, width: 40, height: 30)
        #expect(v.center == Point(x: 30, y: 25))
        #expect(v.bounds == Rect(x: 7, y: 7, width: 40, height: 30))
    }

    @Test func alphaIsClamped() {
        let v = View()
        v.alpha = 2
        #expect(v.alpha == 1)
        v.alpha = -1
        #expect(v.alpha == 0)
    }
}

@Suite struct ConvertTests {
    func makeTree() -> (root: View, parent: View, child: View) {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 400, height: 800))
        let parent = View(name: "parent", frame: Rect(x: 50, y: 100, width: 200, height: 200))
        let child = View(name: "child", frame: Rect(x: 10, y: 20, width: 30, height: 40))
        root.addSubview(parent)
        parent.addSubview(child)
        return (root, parent, child)
    }

    @Test func translationOnlyAddsOrigins() {
        let (root, _, child) = makeTree()
        #expect(child.convert(Point(x: 1, y: 2), to: root) == Point(x: 61, y: 122))
        #expect(child.convert(Point(x: 1, y: 2), to: nil) == Point(x: 61, y: 122))
        #expect(root.convert(Point(x: 61, y: 122), to: child) == Point(x: 1, y: 2))
        #expect(child.convert(child.bounds, to: root) == Rect(x: 60, y: 120, width: 30, height: 40))
    }

    @Test func scrolledParentHonoursBoundsOrigin() {
        let (root, parent, child) = makeTree()
        parent.bounds.origin = Point(x: 0, y: 15)  // a content offset of 15
        #expect(child.convert(Point.zero, to: root) == Point(x: 60, y: 105))
        #expect(child.convert(Point(x: 5, y: 5), from: root) == Point(x: -55, y: -100))
        #expect(root.convert(Rect(x: 60, y: 105, width: 30, height: 40), to: child) == Rect(x: 0, y: 0, width: 30, height: 40))
    }

    @Test func roundTripsUnderTranslationScaleAndRotation() {
        let (root, parent, child) = makeTree()
        parent.transform = AffineTransform(rotationAngle: 0.6).scaledBy(x: 1.5, y: 0.75)
        child.transform = AffineTransform(translationX: 4, y: -9).rotated(by: -1.2)
        parent.bounds.origin = Point(x: 3, y: 8)
        let points = [Point(x: 0, y: 0), Point(x: 12.5, y: -7), Point(x: 30, y: 40)]
        for p in points {
            let inRoot = child.convert(p, to: root)
            #expect(close(root.convert(inRoot, to: child), p, 1e-9))
            #expect(close(child.convert(inRoot, from: root), p, 1e-9))
            #expect(close(parent.convert(child.convert(p, to: parent), to: child), p, 1e-9))
        }
    }

    @Test func scaledParentScalesAboutItsCenter() {
        let (root, parent, child) = makeTree()
        parent.transform = AffineTransform(scaleX: 2, y: 2)
        // parent's centre (150, 200) stays; its local origin (0, 0) lands at 150 - 2 * 100.
        #expect(parent.convert(Point.zero, to: root) == Point(x: -50, y: 0))
        #expect(child.convert(Point.zero, to: root) == Point(x: -30, y: 40))
        #expect(child.convert(child.bounds, to: root) == Rect(x: -30, y: 40, width: 60, height: 80))
    }

    @Test func rotatedRectMapsAllFourCorners() {
        let (root, parent, _) = makeTree()
        parent.transform = AffineTransform(rotationAngle: .pi / 2)
        let r = parent.convert(Rect(x: 0, y: 0, width: 200, height: 100), to: root)
        // A 90° turn about the centre (150, 200) maps local x → down and local y → left.
        #expect(close(r, Rect(x: 150, y: 100, width: 100, height: 200)))
    }

    @Test func siblingsConvertThroughTheirCommonAncestor() {
        let (root, parent, child) = makeTree()
        let other = View(frame: Rect(x: 300, y: 300, width: 10, height: 10))
        root.addSubview(other)
        #expect(child.convert(Point.zero, to: other) == Point(x: -240, y: -180))
        #expect(child.commonAncestor(with: other) === root)
        #expect(parent.commonAncestor(with: View()) == nil)
    }
}

@Suite struct HierarchyTests {
    @Test func addInsertRemoveKeepOrder() {
        let root = View(name: "root")
        let a = View(name: "a"), b = View(name: "b"), c = View(name: "c")
        root.addSubview(a)
        root.addSubview(b)
        root.insertSubview(c, at: 0)
        #expect(root.subviews.map(\.name) == ["c", "a", "b"])
        root.addSubview(c)  // moves to the front
        #expect(root.subviews.map(\.name) == ["a", "b", "c"])
        root.insertSubview(c, belowSubview: a)
        #expect(root.subviews.map(\.name) == ["c", "a", "b"])
        root.insertSubview(c, aboveSubview: b)
        #expect(root.subviews.map(\.name) == ["a", "b", "c"])
        root.insertSubview(View(name: "d"), at: 99)
        #expect(root.subviews.map(\.name) == ["a", "b", "c", "d"])
        b.removeFromSuperview()
        #expect(root.subviews.map(\.name) == ["a", "c", "d"] && b.superview == nil)
    }

    @Test func addingToAnotherParentMovesTheView() {
        let p1 = View(), p2 = View(), v = View()
        p1.addSubview(v)
        p2.addSubview(v)
        #expect(p1.subviews.isEmpty && p2.subviews.count == 1 && v.superview === p2)
    }

    @Test func superviewIsWeak() {
        let child = View()
        do {
            let parent = View()
            parent.addSubview(child)
            #expect(child.superview != nil)
        }
        #expect(child.superview == nil)
    }

    @Test func windowIsFoundAndNotified() {
        final class Probe: View {
            var moves: [String] = []
            override func didMoveToWindow() { moves.append(window == nil ? "nil" : "window") }
        }
        let window = Window()
        #expect(window.frame == Rect(x: 0, y: 0, width: 390, height: 844))
        let container = View(), probe = Probe()
        container.addSubview(probe)
        #expect(probe.window == nil && probe.moves.isEmpty)
        window.addSubview(container)
        #expect(probe.window === window)
        container.removeFromSuperview()
        #expect(probe.moves == ["window", "nil"])
    }

    @Test func viewNamedFindsDescendants() {
        let root = View(name: "root"), a = View(name: "a"), b = View(name: "b")
        root.addSubview(a)
        a.addSubview(b)
        #expect(root.view(named: "b") === b && root.view(named: "zz") == nil)
    }

    @Test func contentViewFollowsTheCellSize() {
        let cell = CollectionViewCell(frame: Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(cell.contentView.frame == Rect(x: 0, y: 0, width: 100, height: 50))
        cell.frame = Rect(x: 0, y: 0, width: 320, height: 200)
        #expect(cell.contentView.frame == Rect(x: 0, y: 0, width: 320, height: 200))
    }

    @Test func autoresizingSharesTheChangeAmongFlexibleParts() {
        let parent = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let child = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        child.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        parent.addSubview(child)
        parent.bounds.size = Size(width: 190, height: 100)
        // margins 10 and 70 share +90 as 10:70.
        #expect(close(child.frame, Rect(x: 21.25, y: 10, width: 20, height: 20)))
    }
}

@Suite struct LayoutPassTests {
    @Test func layoutRunsTopDownOnlyWhereNeeded() {
        let log = LayoutLog()
        let root = LoggingView(name: "root", log: log)
        let a = LoggingView(name: "a", log: log), b = LoggingView(name: "b", log: log)
        root.addSubview(a)
        a.addSubview(b)
        root.layoutIfNeeded()
        log.entries.removeAll()
        b.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(log.entries == ["b"])
        a.onLayout = { b.bounds.size = Size(width: b.bounds.width + 1, height: 1) }
        a.setNeedsLayout()
        log.entries.removeAll()
        b.layoutIfNeeded()  // starts from the topmost ancestor that needs layout
        #expect(log.entries == ["a", "b"])
        #expect(!a.needsLayout && !b.needsLayout)
    }
}

final class LayoutLog { var entries: [String] = [] }

final class LoggingView: View {
    let log: LayoutLog
    var onLayout: (() -> Void)?
    init(name: String, log: LayoutLog) {
        self.log = log
        super.init(frame: .zero)
        self.name = name
    }

    required init?(coder: NSCoder) { return nil }
    override func layoutSubviews() {
        super.layoutSubviews()
        log.entries.append(name ?? "?")
        onLayout?()
    }
}
