/// The command line of the `Benchmarks` executable.
struct Options: Equatable {
    /// `--filter NAME` (repeatable): run the workloads whose name starts with NAME.
    var filters: [String] = []
    /// `--quick`: a smoke run of a few seconds.
    var quick = false
    /// `--json`: print a JSON array instead of the table.
    var json = false
    /// `--list`: print the workload names and parameters, run nothing.
    var list = false
    /// `--help`
    var help = false

    static let usage = """
        usage: swift run -c release Benchmarks [--filter NAME]... [--quick] [--json] [--list]

        Times the workloads (warm-up, then many samples) and prints the median, 99th percentile
        and maximum time per step of each case.

          --filter NAME  run only the workloads whose name starts with NAME (repeatable)
          --quick        a smoke run of a few seconds: fewer samples and smaller sizes
          --json         print a JSON array, one object per case: {"name", "median_ns", "p99_ns",
                         "max_ns", "samples", "steps_per_sample", parameters...}
          --list         print the workloads and their parameters without running them
          --help         print this text

        Exit status: 0 when every selected workload ran and verified its results, 1 when one
        failed, 2 for bad arguments.
        """

    /// A command-line mistake, phrased so the user can fix it.
    struct UsageError: Error, CustomStringConvertible {
        var description: String
    }

    /// Parses the arguments after the executable's name.
    init(parsing arguments: [String]) throws {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--filter":
                guard let name = remaining.popFirst(), !name.hasPrefix("--") else {
                    throw UsageError(description: "--filter needs a workload name (or prefix), e.g. --filter solver.enaml")
                }
                filters.append(name)
            case "--quick": quick = true
            case "--json": json = true
            case "--list": list = true
            case "--help", "-h": help = true
            default:
                throw UsageError(description: "unknown argument '\(argument)'; see --help")
            }
        }
    }

    init() {}
}
