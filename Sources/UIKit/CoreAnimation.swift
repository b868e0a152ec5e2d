import ViewTree

// Core Animation's C-style functions over ``CATransform3D`` (ViewTree's `Transform3D`), with
// Core Animation's argument order: `CATransform3DTranslate(t, …)` applies the translation first,
// then `t`.

/// The identity transform.
public let CATransform3DIdentity = CATransform3D.identity

/// A translation by `(tx, ty, tz)`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3D(translationX: tx, y: ty, z: tz)
}

/// A scale by `(sx, sy, sz)`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3D(scaleX: sx, y: sy, z: sz)
}

/// A rotation by `angle` radians about the vector `(x, y, z)`.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3D(rotationAngle: angle, x: x, y: y, z: z)
}

/// `t` with a translation applied before it.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    t.translated(x: tx, y: ty, z: tz)
}

/// `t` with a scale applied before it.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    t.scaled(x: sx, y: sy, z: sz)
}

/// `t` with a rotation applied before it.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat,
                                _ z: CGFloat) -> CATransform3D {
    t.rotated(by: angle, x: x, y: y, z: z)
}

/// `a` then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    a.concatenating(b)
}

/// The inverse of `t` (`t` itself when it has none, as Core Animation's).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    t.inverted()
}

/// Whether `t` is the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
    t.isIdentity
}

/// Whether `a` and `b` are equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    a == b
}

/// Whether `t` is an affine transform of the plane.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.isAffine
}

/// The 3-D form of an affine transform.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(m)
}

/// The affine part of `t`.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    t.affineTransform
}
