/// A small deterministic pseudo-random generator (the SplitMix64 algorithm) for reproducible property tests:
/// the same seed gives the same sequence on every platform and in every process.
struct OracleRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform integer in `range` (no modulo bias worth caring about at these sizes, and no
    /// dependence on the standard library's sampling algorithm, which may change).
    mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound + 1)
        return range.lowerBound + Int(next() % span)
    }

    /// True with probability `probability`.
    mutating func chance(_ probability: Double) -> Bool {
        Double(next() >> 11) / Double(1 << 53) < probability
    }

    /// One element of a non-empty array.
    mutating func pick<T>(_ elements: [T]) -> T { elements[int(in: 0...(elements.count - 1))] }
}
