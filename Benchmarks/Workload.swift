import ViewTree
/// A value that describes a measured case: `"blocks": 1000`, `"items": 5`, or a derived figure.
enum ParameterValue: Equatable, CustomStringConvertible {
    case integer(Int)
    case number(Double)
    /// A number shown with exactly `digits` decimals in the table and the JSON (for figures far
    /// below one, such as a share of a frame, that one decimal would round away).
    case decimal(Double, digits: Int)
    case text(String)

    /// The value as the text table shows it (`1,000` style grouping is left to the reader).
    var description: String {
        switch self {
        case let .integer(value): return String(value)
        case let .number(value): return formatDecimal(value, digits: 3)
        case let .decimal(value, digits): return formatDecimal(value, digits: digits)
        case let .text(value): return value
        }
    }

    /// The value as a JSON literal.
    var json: String {
        switch self {
        case let .integer(value): return String(value)
        case let .number(value): return jsonNumber(value)
        case let .decimal(value, digits): return value.isFinite ? formatDecimal(value, digits: digits) : "null"
        case let .text(value): return JSONNumber.quoted(value)
        }
    }
}

/// A named parameter of a case, kept in the order it was declared (never a dictionary, so
/// the output order is fixed).
struct Parameter: Equatable {
    var name: String
    var value: ParameterValue

    init(_ name: String, _ value: Int) { self.init(name, .integer(value)) }
    init(_ name: String, _ value: ParameterValue) {
        self.name = name
        self.value = value
    }
}

/// How many steps one timed sample holds.
enum Batching: Equatable {
    /// The harness picks the batch so one sample lasts about ``Budget/sampleTarget``: right for
    /// steps far shorter than a microsecond, where the clock's own cost would distort a
    /// single reading. Reported times are still per step.
    case automatic
    /// One step per sample: every step is timed on its own (right for ticks of a simulation,
    /// where p99 and max must see single slow steps).
    case single
    /// One step per sample, for steps of milliseconds to seconds (a whole build): sampled with
    /// ``Budget/long`` (``Budget/longQuick`` with `--quick`) instead of the run's budget, as the
    /// anchor drivers sample their chains, so a case of multi-second steps ends in minutes.
    case long
}

/// A prepared case: the step to time, and what to do around it.
struct Steps {
    /// One step: the work that is timed. Called many times in a row.
    var step: () throws -> Void
    /// Called after each sample with the clock stopped (e.g. to free what the steps built, so
    /// deallocation is not timed).
    var afterSample: () -> Void = {}
    /// Called once after the measurement: checks the steps computed the right thing and
    /// throws ``WorkloadError`` if not. A benchmark of wrong answers is worthless.
    var verify: () throws -> Void = {}
    /// How steps are grouped into samples.
    var batching: Batching = .automatic
    /// Figures to report beside the times, asked for after the measurement (e.g. memory).
    var extras: () -> [Parameter] = { [] }
}

/// One benchmark: a name, its parameters, and how to run it.
///
/// Register new workloads in ``Registry/workloads(quick:)``. Two shapes exist:
/// - ``Body/steps(_:)``: the harness owns the loop. `setup` runs once, untimed, and returns
///   the ``Steps``; the harness warms up, picks a batch size and takes samples.
/// - ``Body/ticks(_:)``: the workload owns the loop (e.g. a simulation that advances a clock
///   and whose ticks fall into kinds): it times single ticks with a ``TickRecorder`` and may
///   report several cases, one per label, plus extra figures.
struct Workload {
    enum Body {
        case steps(() throws -> Steps)
        case ticks((TickRecorder) throws -> Void)
    }

    /// The case name, e.g. `solver.independent`; `--filter` matches its prefix.
    var name: String
    /// The case's parameters, printed in the table and the JSON.
    var parameters: [Parameter]
    /// Another case with the same parameters whose median this one is compared with
    /// (e.g. `solver.churn` against `solver.independent`); the ratio is reported when both ran.
    var baseline: String?
    /// What to run.
    var body: Body

    init(_ name: String, parameters: [Parameter] = [], baseline: String? = nil, body: Body) {
        self.name = name
        self.parameters = parameters
        self.baseline = baseline
        self.body = body
    }

    /// Whether `--filter` selects this workload: its name starts with one of the prefixes, or a
    /// prefix names one of the cases it reports (`scroll.tick.state` selects `scroll.tick`); no
    /// prefixes selects every workload.
    func matches(_ prefixes: [String]) -> Bool {
        prefixes.isEmpty || prefixes.contains { name.hasPrefix($0) || $0.hasPrefix(name + ".") }
    }
}

/// A workload found something wrong: a setup that failed or a result that is not right.
struct WorkloadError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
