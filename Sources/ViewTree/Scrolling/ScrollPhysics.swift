#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The arithmetic of scrolling along one axis, as pure functions: where a fling comes to rest,
/// how a decelerating offset approaches it, clamping to the content, and paging.
///
/// **Deceleration model** (UIKit's, as Apple describes it in "Designing Fluid Interfaces"): every
/// millisecond the velocity v (points per millisecond) is multiplied by the rate r and the offset
/// moves by the new velocity. Summed over all milliseconds a fling released at `offset` comes to
/// rest at the *projection* `offset + v·r / (1 - r)`. After t milliseconds the offset is
/// `offset + v·r·(1 - rᵗ) / (1 - r)`, which equals `target - (target - offset)·rᵗ`: the distance
/// left shrinks by the factor r every millisecond. When the target is moved (by the delegate's
/// `targetContentOffset`, clamping or paging) the scroll view keeps the rate and re-derives the
/// velocity so that the same formula lands exactly on the new target.
///
/// The motion counts as finished when less than `restingDistance` (half a point) is left; the
/// offset then lands exactly on the target.
public enum ScrollPhysics {
    /// The distance from the target, in points, under which a deceleration ends.
    public static let restingDistance = 0.5

    /// Where a fling released at `offset` with `velocity` (points per millisecond) comes to rest
    /// with deceleration rate `rate`: `offset + velocity · r / (1 - r)`.
    public static func projectedOffset(_ offset: Double, velocity: Double, rate: DecelerationRate) -> Double {
        let r = rate.rawValue
        return offset + velocity * r / (1 - r)
    }

    /// The range of offsets a scroll view may rest at along one axis: from `-insetBefore` to
    /// `contentLength + insetAfter - viewportLength`, or just `-insetBefore` when the content
    /// (with its insets) is shorter than the viewport.
    public static func offsetRange(contentLength: Double, viewportLength: Double,
                                   insetBefore: Double, insetAfter: Double) -> ClosedRange<Double> {
        let minimum = -insetBefore
        let maximum = max(minimum, contentLength + insetAfter - viewportLength)
        return minimum...maximum
    }

    /// `offset` moved into `range` (viewsim has no rubber band: offsets never leave the content).
    public static func clamp(_ offset: Double, to range: ClosedRange<Double>) -> Double {
        min(max(offset, range.lowerBound), range.upperBound)
    }

    /// The offset t milliseconds after a deceleration from `start` towards `target` began:
    /// `target - (target - start)·rᵗ`, exactly `target` once less than `restingDistance` is left.
    public static func deceleratingOffset(from start: Double, to target: Double, rate: DecelerationRate,
                                          afterMilliseconds t: Double) -> Double {
        guard t > 0 else { return start }
        let remaining = (target - start) * pow(rate.rawValue, t)
        return abs(remaining) < restingDistance ? target : target - remaining
    }

    /// The velocity (points per millisecond) at which a deceleration from `start` must begin to come
    /// to rest at `target` with rate `rate`: the inverse of `projectedOffset`.
    public static func velocity(from start: Double, to target: Double, rate: DecelerationRate) -> Double {
        let r = rate.rawValue
        return (target - start) * (1 - r) / r
    }

    /// How many milliseconds a deceleration from `start` to `target` lasts: until less than
    /// `restingDistance` is left (0 when it already is).
    public static func decelerationDuration(from start: Double, to target: Double,
                                            rate: DecelerationRate) -> Double {
        let distance = abs(target - start)
        guard distance >= restingDistance else { return 0 }
        // distance · rᵗ < restingDistance  ⇔  t > ln(restingDistance / distance) / ln r
        return log(restingDistance / distance) / log(rate.rawValue)
    }

    /// The resting offset of a paging scroll view released at `offset` with `velocity`: the page
    /// nearest the projected offset, but at most one page away from where the finger lifted (the
    /// pages on either side of `offset`, or its neighbours when `offset` is exactly on a page),
    /// clamped to `range`. Pages start at `range.lowerBound` and are `pageLength` long.
    public static func pagedOffset(_ offset: Double, velocity: Double, rate: DecelerationRate,
                                   pageLength: Double, range: ClosedRange<Double>) -> Double {
        guard pageLength > 0 else { return clamp(offset, to: range) }
        let origin = range.lowerBound
        let position = (offset - origin) / pageLength
        var lowest = position.rounded(.down)
        var highest = position.rounded(.up)
        if lowest == highest {
            lowest -= 1
            highest += 1
        }
        let projected = (projectedOffset(offset, velocity: velocity, rate: rate) - origin) / pageLength
        let page = min(max(projected.rounded(), lowest), highest)
        return clamp(origin + page * pageLength, to: range)
    }
}
