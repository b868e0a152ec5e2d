import Foundation
import Testing
@testable import ViewTree

@Suite struct RectTests {
    @Test func minMidMaxReadNegativeSizesAsStandardized() {
        let r = Rect(x: 10, y: 20, width: -4, height: 8)
        #expect(r.minX == 6 && r.midX == 8 && r.maxX == 10)
        #expect(r.minY == 20 && r.midY == 24 && r.maxY == 28)
        #expect(r.standardized == Rect(x: 6, y: 20, width: 4, height: 8))
    }

    @Test func insetByShrinksAndGivesNullWhenNothingIsLeft() {
        let r = Rect(x: 0, y: 0, width: 100, height: 50)
        #expect(r.insetBy(dx: 10, dy: 5) == Rect(x: 10, y: 5, width: 80, height: 40))
        #expect(r.insetBy(dx: -10, dy: 0) == Rect(x: -10, y: 0, width: 120, height: 50))
        #expect(r.insetBy(dx: 60, dy: 0).isNull)
        #expect(r.inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == Rect(x: 2, y: 1, width: 94, height: 46))
    }

    @Test func unionAndIntersection() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        let b = Rect(x: 5, y: 5, width: 10, height: 10)
        #expect(a.union(b) == Rect(x: 0, y: 0, width: 15, height: 15))
        #expect(a.intersection(b) == Rect(x: 5, y: 5, width: 5, height: 5))
        #expect(a.intersection(Rect(x: 20, y: 0, width: 1, height: 1)).isNull)
        #expect(a.intersection(Rect(x: 10, y: 0, width: 5, height: 5)) == Rect(x: 10, y: 0, width: 0, height: 5))
        #expect(Rect.null.union(b) == b)
        #expect(a.union(.null) == a)
        #expect(a.intersects(b) && !a.intersects(Rect(x: 20, y: 0, width: 1, height: 1)))
    }

    @Test func integralCoversTheRectangle() {
        #expect(Rect(x: 0.5, y: 1.2, width: 10, height: 3.1).integral == Rect(x: 0, y: 1, width: 11, height: 4))
        #expect(Rect(x: -0.5, y: -0.5, width: 1, height: 1).integral == Rect(x: -1, y: -1, width: 2, height: 2))
    }

    @Test func containsExcludesTheMaxEdges() {
        let r = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(r.contains(Point(x: 0, y: 0)) && r.contains(Point(x: 9.99, y: 5)))
        #expect(!r.contains(Point(x: 10, y: 5)))
        #expect(r.contains(Rect(x: 2, y: 2, width: 8, height: 8)))
    }

    @Test func descriptionUsesUIKitFrameFormat() {
        #expect(Rect(x: 0, y: 0, width: 320, height: 200).description == "(0 0; 320 200)")
        #expect(Rect(x: 35, y: 25.5, width: 250, height: 150).description == "(35 25.5; 250 150)")
    }
}

@Suite struct NumberFormatTests {
    @Test func matchesPrintfPercentG() {
        let values: [Double] = [0, 1, -1, 0.5, 2.0 / 3, 1.0 / 3, 320, 123456, 1234567, 999999.5, 0.0001, 0.00001234,
                                1e-9, 1e20, -2.5, 25.5, 0.1, 100, 1e6, 12345.678, 3.14159265, 1.5e-5, 99999.95]
        for value in values {
            #expect(formatGeometry(value) == String(format: "%g", value), "\(value)")
        }
        #expect(formatGeometry(-0.0) == "0")
    }

    /// The digits are rounded from the exact value, ties to even, as glibc's printf rounds them:
    /// exact ties (123456.5, 0.5 steps of large values), values stored just below or above a tie
    /// (0.1234565), the extremes, and 20,000 numbers spread over every magnitude.
    @Test func roundsTheExactValueAsPrintfDoes() {
        var values: [Double] = [123456.5, 123457.5, 999999.5, 0.1234565, 0.0001234565, 1.5, 2.5, 1e-5, 9.999995e-5, 9.9999949e-5,
                                .greatestFiniteMagnitude, .leastNonzeroMagnitude, .leastNormalMagnitude, 1e300, 4.35e-310, 0.3, 1e15 + 0.5]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {  // SplitMix64: the same numbers on every run
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        for _ in 0..<10_000 { values.append(Double(bitPattern: next() & ~(0x7FF << 52) | (next() % 2046 + 1) << 52)) }
        for _ in 0..<10_000 { values.append(Double(next() % 10_000_000) / [1, 2, 3, 4, 8, 10, 100, 1000][Int(next() % 8)]) }
        var mismatches: [String] = []
        for value in values + values.map(-) where formatGeometry(value) != String(format: "%g", value) {
            mismatches.append("\(value): \(formatGeometry(value)) != \(String(format: "%g", value))")
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
        #expect(formatGeometry(.infinity) == "inf" && formatGeometry(-.infinity) == "-inf" && formatGeometry(.nan) == "nan")
    }
}

@Suite struct AffineTransformTests {
    @Test func rotationByQuarterTurnIsExact() {
        let t = AffineTransform(rotationAngle: .pi / 2)
        #expect(t == AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
        #expect(t.apply(to: Point(x: 1, y: 0)) == Point(x: 0, y: 1))
    }

    @Test func concatenationAppliesLeftFirst() {
        let scale = AffineTransform(scaleX: 2, y: 3)
        let move = AffineTransform(translationX: 10, y: 20)
        #expect(scale.concatenating(move).apply(to: Point(x: 1, y: 1)) == Point(x: 12, y: 23))
        #expect(move.concatenating(scale).apply(to: Point(x: 1, y: 1)) == Point(x: 22, y: 63))
        // translatedBy applies the translation first, as CGAffineTransformTranslate.
        #expect(scale.translatedBy(x: 10, y: 20).apply(to: .zero) == Point(x: 20, y: 60))
    }

    @Test func inverseUndoes() {
        let t = AffineTransform(rotationAngle: 0.3).scaledBy(x: 2, y: 0.5).translatedBy(x: 7, y: -3)
        let p = Point(x: 12.5, y: -4)
        #expect(close(t.inverted().apply(to: t.apply(to: p)), p))
        let singular = AffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
    }

    @Test func rectApplyingIsTheBoundingBox() {
        let r = Rect(x: 0, y: 0, width: 10, height: 20)
        #expect(close(r.applying(AffineTransform(rotationAngle: .pi / 2)), Rect(x: -20, y: 0, width: 20, height: 10)))
    }
}

@Suite struct Transform3DTests {
    @Test func rotationAboutZMatchesTheAffineRotation() {
        let t3 = Transform3D(rotationAngle: 0.7, x: 0, y: 0, z: 1)
        let t2 = AffineTransform(rotationAngle: 0.7)
        #expect(t3.isAffine)
        #expect(close(t3.affineTransform.a, t2.a) && close(t3.affineTransform.b, t2.b)
            && close(t3.affineTransform.c, t2.c) && close(t3.affineTransform.d, t2.d))
    }

    @Test func rotationAboutYTurnsXTowardMinusZ() {
        // CATransform3DMakeRotation(pi/2, 0, 1, 0) maps (1, 0, 0) to (0, 0, -1): m13 = -1.
        let t = Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0)
        #expect(t.m11 == 0 && t.m13 == -1 && t.m31 == 1 && t.m33 == 0)
        #expect(!t.isAffine)
        // Seen edge-on, the plane collapses onto a line.
        #expect(close(t.apply(to: Point(x: 5, y: 3)), Point(x: 0, y: 3)))
    }

    @Test func arbitraryAxisRotationIsOrthonormal() {
        let t = Transform3D(rotationAngle: 1.1, x: 1, y: 2, z: 3)
        let rows = t.rows
        for i in 0..<3 {
            for j in 0..<3 {
                let dot = (0..<3).map { rows[i][$0] * rows[j][$0] }.reduce(0, +)
                #expect(close(dot, i == j ? 1 : 0, 1e-12))
            }
        }
        #expect(Transform3D(rotationAngle: 1, x: 0, y: 0, z: 0) == .identity)
    }

    @Test func concatenationAndHelpersFollowCoreAnimationOrder() {
        let t = Transform3D.identity.translated(x: 10, y: 0, z: 0).scaled(x: 2, y: 2, z: 1)
        // CATransform3DScale(CATransform3DTranslate(I, 10, 0, 0), 2, 2, 1): scale first, then translate.
        #expect(t.apply(to: Point(x: 1, y: 1)) == Point(x: 12, y: 2))
        let a = Transform3D(scaleX: 2, y: 2, z: 1), b = Transform3D(translationX: 5, y: 0, z: 0)
        #expect(a.concatenating(b).apply(to: Point(x: 1, y: 0)) == Point(x: 7, y: 0))
    }

    @Test func perspectiveShrinksPointsThatTiltAway() {
        let t = Transform3D(rotationAngle: .pi / 4, x: 0, y: 1, z: 0).withPerspective(distance: 500)
        #expect(Transform3D.perspective(distance: 500).m34 == -1.0 / 500)
        let right = t.apply(to: Point(x: 100, y: 50))
        let left = t.apply(to: Point(x: -100, y: 50))
        // The right side moves away from the eye (z < 0), so it is drawn smaller than the left.
        #expect(abs(right.y) < abs(left.y))
        #expect(close(t.unapply(to: right)!, Point(x: 100, y: 50), 1e-9))
    }

    @Test func inverseOfAGeneralTransform() {
        let t = Transform3D(rotationAngle: 0.4, x: 1, y: 1, z: 0).translated(x: 3, y: 4, z: 5).scaled(x: 2, y: 1, z: 1)
        let product = t.concatenating(t.inverted())
        for (i, row) in product.rows.enumerated() {
            for (j, value) in row.enumerated() { #expect(close(value, i == j ? 1 : 0, 1e-12)) }
        }
    }
}

@Suite struct ColorTests {
    @Test func namedColorsHaveUIKitValues() {
        #expect(Color.lightGray == Color(white: 2.0 / 3))
        #expect(Color.darkGray == Color(white: 1.0 / 3))
        #expect(Color.clear.alpha == 0)
        #expect(Color.white.name == "white")
        #expect(Color.lightGray.description == "UIExtendedGrayColorSpace 0.666667 1")
        #expect(Color.red.description == "UIExtendedSRGBColorSpace 1 0 0 1")
    }

    @Test func interpolationIsComponentWise() {
        let mid = Color.lightGray.interpolated(to: .white, fraction: 0.5)
        #expect(close(mid.red, 5.0 / 6) && mid.alpha == 1)
    }
}
