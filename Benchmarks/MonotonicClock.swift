#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The clock every measurement reads: `clock_gettime(CLOCK_MONOTONIC)` in nanoseconds.
///
/// Monotonic (never jumps with wall-clock changes) and cheap to read (a vDSO call, no system
/// call), so that timing a single step of a simulation costs a few tens of nanoseconds.
enum MonotonicClock {
    /// Nanoseconds since an arbitrary fixed point in the past.
    @inline(__always)
    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }

    /// The median cost of one reading of the clock, in nanoseconds (measured, not assumed).
    static func readingCost() -> Double {
        var costs: [Double] = []
        for _ in 0..<64 {
            let start = now()
            for _ in 0..<64 { _ = now() }
            costs.append(Double(now() - start) / 65)
        }
        costs.sort()
        return costs[costs.count / 2]
    }
}

/// Keeps a value alive and observable so the optimizer cannot drop the work that made it.
@inline(never)
func consume<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
