/// How a view follows changes of its superview's bounds size (`UIView.AutoresizingMask`).
///
/// Along each axis the flexible parts (the margin before, the size, the margin after) share
/// the change in proportion to their current lengths (equally when those are all zero),
/// and the fixed parts keep their lengths, as UIKit does.
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    /// Creates a mask from its raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The left margin stretches.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width stretches.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin stretches.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin stretches.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height stretches.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin stretches.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
}

extension View {
    /// Applies the autoresizing mask after the superview's bounds size changed.
    func autoresize(superviewSizeChangedFrom oldSize: Size, to newSize: Size) {
        let frame = untransformedFrame
        let (x, width) = distribute(delta: newSize.width - oldSize.width,
                                    before: frame.minX, length: frame.width, after: oldSize.width - frame.maxX,
                                    flexible: (autoresizingMask.contains(.flexibleLeftMargin),
                                               autoresizingMask.contains(.flexibleWidth),
                                               autoresizingMask.contains(.flexibleRightMargin)))
        let (y, height) = distribute(delta: newSize.height - oldSize.height,
                                     before: frame.minY, length: frame.height, after: oldSize.height - frame.maxY,
                                     flexible: (autoresizingMask.contains(.flexibleTopMargin),
                                                autoresizingMask.contains(.flexibleHeight),
                                                autoresizingMask.contains(.flexibleBottomMargin)))
        var newBounds = bounds
        newBounds.size = Size(width: width, height: height)
        bounds = newBounds
        center = Point(x: x + anchorPoint.x * width, y: y + anchorPoint.y * height)
    }
}

/// Shares `delta` among the flexible parts of one axis; returns the new start and length.
private func distribute(delta: Double, before: Double, length: Double, after: Double,
                        flexible: (Bool, Bool, Bool)) -> (start: Double, length: Double) {
    if delta == 0 { return (before, length) }
    let parts = [flexible.0 ? max(before, 0) : 0, flexible.1 ? max(length, 0) : 0, flexible.2 ? max(after, 0) : 0]
    let count = [flexible.0, flexible.1, flexible.2].filter { $0 }.count
    if count == 0 { return (before, length) }
    let total = parts[0] + parts[1] + parts[2]
    func share(_ index: Int, _ isFlexible: Bool) -> Double {
        guard isFlexible else { return 0 }
        return total > 0 ? delta * parts[index] / total : delta / Double(count)
    }
    return (before + share(0, flexible.0), max(length + share(1, flexible.1), 0))
}
