import Testing

@testable import Cassowary

/// Random call sequences through the public API, judged call by call (``CallSequenceFuzzer``),
/// with fixed seeds so every run checks the same sequences; a finding names its seed and the
/// calls that led to it.
@Suite struct CallSequenceFuzzTests {
    /// Runs the sequences; returns how many calls were refused with an error other than a
    /// conflict, and how many the oracle could not judge.
    @discardableResult
    private func run(seeds: Range<UInt64>, calls: Int, scale: CallSequenceFuzzer.Scale, recovering: Bool) throws -> (refusals: Int, unjudged: Int) {
        var refusals = 0, unjudged = 0
        for seed in seeds {
            var fuzzer = CallSequenceFuzzer(seed: seed, scale: scale, recovering: recovering)
            for _ in 0..<calls where fuzzer.findings.isEmpty { try fuzzer.step() }
            refusals += fuzzer.otherRefusals
            unjudged += fuzzer.unjudged
            if let finding = fuzzer.findings.first {
                Issue.record(Comment(rawValue: "seed \(seed) (\(scale), recovering: \(recovering)): \(finding)"))
            }
        }
        return (refusals, unjudged)
    }

    @Test func ordinaryCallSequencesKeepTheOptimumAndReportEveryChange() throws {
        try run(seeds: 0..<80, calls: 50, scale: .ordinary, recovering: false)
    }

    @Test func recoveringSolversKeepTheOptimumAndReportEveryChange() throws {
        try run(seeds: 1000..<1050, calls: 50, scale: .ordinary, recovering: true)
    }

    /// Wide coefficients are judged for atomicity, change reports and termination only (see
    /// ``CallSequenceFuzzer/judgeSuccess()``).
    @Test func coefficientsFromOneMillionthToOneMillionNeverHangAndRefuseAtomically() throws {
        try run(seeds: 2000..<2150, calls: 40, scale: .wide, recovering: false)
    }
}
