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
    /// `--svg FILE`: also write the chart of the scroll tick costs to FILE.
    var svg: String?
    /// `--soak [TICKS]`: run the soak for this many ticks instead of the workloads.
    var soakTicks: Int?
    /// `--help`
    var help = false

    static let usage = """
        usage: swift run -c release Benchmarks [--filter NAME]... [--quick] [--json] [--list] [--svg FILE]
               swift run -c release Benchmarks --soak [TICKS]

        Times the workloads (warm-up, then many samples) and prints the median, 99th percentile
        and maximum time per step of each case.

          --filter NAME  run only the workloads whose name starts with NAME (repeatable)
          --quick        a smoke run of a few seconds: fewer samples and smaller sizes
          --json         print a JSON array, one object per case: {"name", "median_ns", "p99_ns",
                         "max_ns", "samples", "steps_per_sample", parameters...}
          --list         print the workloads and their parameters without running them
          --svg FILE     also write an SVG chart of the scroll tick costs (scroll.tick.offset and
                         scroll.tick.state against the number of items, log scales, with the
                         120 Hz frame budget) to FILE; needs the scroll.tick workloads
          --soak [TICKS] instead of the workloads, scroll the 100,000-salon selector back and forth
                         for TICKS ticks (default 1,000,000) and check that no view, cell,
                         constraint or heap byte grows and every state machine ends valid
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
            case "--svg":
                guard let path = remaining.popFirst(), !path.hasPrefix("--"), !path.isEmpty else {
                    throw UsageError(description: "--svg needs a file to write, e.g. --svg docs/scroll-ticks.svg")
                }
                svg = path
            case "--soak":
                soakTicks = Soak.defaultTicks
                if let next = remaining.first, !next.hasPrefix("--") {
                    remaining.removeFirst()
                    guard let ticks = Int(next), ticks > 0 else {
                        throw UsageError(description: "--soak takes a positive number of ticks, not '\(next)', e.g. --soak 1000000")
                    }
                    soakTicks = ticks
                }
            case "--quick": quick = true
            case "--json": json = true
            case "--list": list = true
            case "--help", "-h": help = true
            default:
                throw UsageError(description: "unknown argument '\(argument)'; see --help")
            }
        }
    }

    /// Rejects combinations that cannot work together.
    func validate() throws {
        if soakTicks != nil && (!filters.isEmpty || json || list || svg != nil) {
            throw UsageError(description: "--soak runs on its own; drop --filter, --json, --list and --svg")
        }
        if svg != nil && !filters.isEmpty && !filters.contains(where: { "scroll.tick".hasPrefix($0) }) {
            throw UsageError(description: "--svg draws the scroll.tick cases, which --filter leaves out; add --filter scroll.tick")
        }
    }

    init() {}
}
