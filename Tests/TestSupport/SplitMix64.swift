/// A small deterministic pseudo-random generator (the SplitMix64 algorithm) for reproducible property tests:
/// the same seed gives the same sequence on every platform and in every process, so a failing case
/// fails again. The helpers below sample without the standard library's algorithms, which may change.
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform integer in `range` (no modulo bias worth caring about at these sizes).
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound + 1)
        return range.lowerBound + Int(next() % span)
    }

    /// A uniform number in `[0, 1)`, from the top 53 bits.
    public mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

    /// A uniform number in `range`.
    public mutating func double(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + unit() * (range.upperBound - range.lowerBound)
    }

    /// True with probability `probability`.
    public mutating func chance(_ probability: Double) -> Bool { unit() < probability }

    /// One element of a non-empty array.
    public mutating func pick<T>(_ elements: [T]) -> T { elements[int(in: 0...(elements.count - 1))] }

    /// `count` uniform bytes.
    public mutating func bytes(count: Int) -> [UInt8] { (0..<count).map { _ in UInt8(truncatingIfNeeded: next()) } }
}
