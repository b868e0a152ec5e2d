import Foundation
import Testing

/// The `Benchmarks` executable's arguments, checked before any workload runs.
@Suite struct BenchmarksArgumentTests {
    @Test func anSVGPathThatCannotBeWrittenIsRefusedBeforeTheWorkloadsRun() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("viewsim-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let refused = try CommandRunner.run(["--quick", "--svg", directory.path], product: "Benchmarks")
        #expect(refused.status == 2)
        #expect(refused.output == "")  // no table: nothing ran
        #expect(refused.error == "Benchmarks: --svg: \(directory.path) is a directory; name a file in it, "
                + "e.g. --svg \(directory.path)/scroll-ticks.svg\n")
        let missing = try CommandRunner.run(["--quick", "--svg", directory.appendingPathComponent("no/chart.svg").path],
                                            product: "Benchmarks")
        #expect(missing.status == 2 && missing.output == "")
        #expect(missing.error.hasSuffix("chart.svg: No such file or directory\n"))
        // A path that can be written is left as it was found: nothing is created before the run.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }
}
