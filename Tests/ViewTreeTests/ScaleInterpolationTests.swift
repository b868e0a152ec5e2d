import Testing
@testable import ViewTree

@Suite struct ScaleInterpolationTests {
    /// The shortcut for transforms that only scale and translate gives, bit for bit, what the
    /// decomposition into translation, rotation, skew and scale gives.
    @Test(arguments: [0.0, 0.1, 0.25, 0.5, 0.77, 0.9, 1.0])
    func scalingTransformsInterpolateAsTheirDecomposition(progress: Double) throws {
        let pairs: [(AffineTransform, AffineTransform)] = [
            (.identity, AffineTransform(scaleX: 1.5, y: 1.5)),
            (AffineTransform(scaleX: 1.15, y: 1.15), AffineTransform(scaleX: 0.3, y: 2.7)),
            (AffineTransform(a: 2, b: 0, c: 0, d: 0.5, tx: 10, ty: -4), AffineTransform(a: 0.25, b: 0, c: 0, d: 3, tx: -7.5, ty: 3)),
        ]
        for (from, to) in pairs {
            let shortcut = try #require(Transform3D.interpolateScales(from, to, progress))
            let decomposed = AffineComponents.interpolate(AffineComponents(from), AffineComponents(to), progress).transform
            #expect(shortcut == decomposed)
        }
    }

    @Test func transformsThatRotateOrMirrorTakeTheGeneralPath() {
        let rotated = AffineTransform(rotationAngle: 0.3)
        #expect(Transform3D.interpolateScales(.identity, rotated, 0.5) == nil)
        #expect(Transform3D.interpolateScales(AffineTransform(scaleX: -1, y: 1), .identity, 0.5) == nil)
        #expect(Transform3D.interpolateScales(AffineTransform(scaleX: 0, y: 1), .identity, 0.5) == nil)
    }
}
