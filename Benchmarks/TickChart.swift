#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--svg FILE`: a hand-written SVG chart of the cost of a scroll tick against the number of items,
/// for offset-only ticks and for ticks in which a cell changes state, both axes logarithmic, with a
/// 120 Hz frame (8.33 ms) drawn as the reference line, so a reader sees at a glance whether the cost
/// is flat and how far under the frame budget it stays. Medians are solid lines with their values;
/// 99th percentiles are dashed. The same measurements give the same bytes.
enum TickChart {
    /// The kinds of tick drawn, with their colours.
    static let series = [("scroll.tick.offset", "offset-only tick", "#1f6fb4"),
                         ("scroll.tick.state", "tick with a cell state change", "#d9730d")]

    /// One drawn point.
    struct Point {
        var items: Int
        var median: Double
        var p99: Double
    }

    // The canvas and the plot area inside it.
    static let width = 720.0, height = 440.0
    static let plotLeft = 90.0, plotRight = 560.0, plotTop = 56.0, plotBottom = 370.0

    /// The chart for the `scroll.tick` cases among `measurements`; throws when there are none.
    static func svg(_ measurements: [Measurement]) throws -> String {
        let points = series.map { series in
            measurements.compactMap { measurement -> Point? in
                guard measurement.name == series.0, let statistics = measurement.statistics,
                      let items = measurement.parameters.first(where: { $0.name == "items" }),
                      case let .integer(count) = items.value else { return nil }
                return Point(items: count, median: statistics.median, p99: statistics.p99)
            }.sorted { $0.items < $1.items }
        }
        guard points.contains(where: { !$0.isEmpty }) else {
            throw WorkloadError("--svg: no scroll.tick case was measured, so there is nothing to draw")
        }
        let all = points.flatMap { $0 }
        let frame = ScrollTickWorkloads.frameNanoseconds
        let yLow = decadeBelow(all.map(\.median).min() ?? 1_000)
        let yHigh = decadeAbove(max(frame, all.map(\.p99).max() ?? frame) * 1.01)
        let xLow = decadeBelow(Double(all.map(\.items).min() ?? 1))
        let xHigh = decadeAbove(Double(all.map(\.items).max() ?? 10) * 1.01)
        let axes = Axes(xLow: xLow, xHigh: xHigh, yLow: yLow, yHigh: yHigh)

        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" \
            viewBox="0 0 \(n(width)) \(n(height))" font-family="Helvetica, Arial, sans-serif" font-size="12">
            <rect width="100%" height="100%" fill="white"/>
            <text x="\(n(plotLeft))" y="24" font-size="15" font-weight="bold">Cost of one scroll tick, salon selector</text>
            <text x="\(n(plotLeft))" y="42" fill="#555">median (solid, labelled) and 99th percentile (dashed), log scales</text>

            """
        svg += grid(axes)
        svg += referenceLine(axes, nanoseconds: frame, label: "120 Hz frame: 8.33 ms")
        for (index, series) in series.enumerated() where !points[index].isEmpty {
            svg += line(points[index], axes, color: series.2, value: \.median, dashed: false, labelled: true)
            svg += line(points[index], axes, color: series.2, value: \.p99, dashed: true, labelled: false)
        }
        svg += legend()
        svg += "</svg>\n"
        return svg
    }

    /// Writes the chart to `path`.
    /// Checks, before any workload runs, that `path` can be written: not a directory, and an
    /// existing file opens for writing (untouched) or a new one can be created (then removed).
    static func checkWritable(_ path: String) throws {
        var info = stat()
        if stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            let directory = path.hasSuffix("/") ? path : path + "/"
            throw WorkloadError("--svg: \(path) is a directory; name a file in it, e.g. --svg \(directory)scroll-ticks.svg")
        }
        let exists = stat(path, &info) == 0
        let descriptor = exists ? open(path, O_WRONLY) : open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else {
            throw WorkloadError("--svg: cannot write \(path): \(String(cString: strerror(errno)))")
        }
        close(descriptor)
        if !exists { unlink(path) }
    }

    static func write(_ measurements: [Measurement], to path: String) throws {
        let text = try svg(measurements)
        guard let file = fopen(path, "w") else {
            throw WorkloadError("--svg: cannot write \(path): \(String(cString: strerror(errno)))")
        }
        let written = fputs(text, file)
        guard fclose(file) == 0, written >= 0 else {
            throw WorkloadError("--svg: writing \(path) failed: \(String(cString: strerror(errno)))")
        }
    }

    // MARK: - Parts

    struct Axes {
        var xLow: Double, xHigh: Double, yLow: Double, yHigh: Double

        func x(_ items: Double) -> Double {
            plotLeft + (log10(items) - log10(xLow)) / (log10(xHigh) - log10(xLow)) * (plotRight - plotLeft)
        }

        func y(_ nanoseconds: Double) -> Double {
            plotBottom - (log10(nanoseconds) - log10(yLow)) / (log10(yHigh) - log10(yLow)) * (plotBottom - plotTop)
        }
    }

    private static func grid(_ axes: Axes) -> String {
        var svg = "<g stroke=\"#ddd\" stroke-width=\"1\">\n"
        var labels = ""
        var value = axes.yLow
        while value <= axes.yHigh * 1.001 {
            let y = axes.y(value)
            svg += "<line x1=\"\(n(plotLeft))\" y1=\"\(n(y))\" x2=\"\(n(plotRight))\" y2=\"\(n(y))\"/>\n"
            labels += "<text x=\"\(n(plotLeft - 8))\" y=\"\(n(y + 4))\" text-anchor=\"end\">\(duration(value))</text>\n"
            value *= 10
        }
        value = axes.xLow
        while value <= axes.xHigh * 1.001 {
            let x = axes.x(value)
            svg += "<line x1=\"\(n(x))\" y1=\"\(n(plotTop))\" x2=\"\(n(x))\" y2=\"\(n(plotBottom))\"/>\n"
            labels += "<text x=\"\(n(x))\" y=\"\(n(plotBottom + 18))\" text-anchor=\"middle\">\(count(value))</text>\n"
            value *= 10
        }
        svg += "</g>\n"
        svg += "<rect x=\"\(n(plotLeft))\" y=\"\(n(plotTop))\" width=\"\(n(plotRight - plotLeft))\" "
            + "height=\"\(n(plotBottom - plotTop))\" fill=\"none\" stroke=\"#888\"/>\n"
        svg += labels
        svg += "<text x=\"\(n((plotLeft + plotRight) / 2))\" y=\"\(n(plotBottom + 40))\" text-anchor=\"middle\">"
            + "salons in the collection view</text>\n"
        svg += "<text transform=\"translate(24 \(n((plotTop + plotBottom) / 2))) rotate(-90)\" text-anchor=\"middle\">"
            + "time per tick</text>\n"
        return svg
    }

    private static func referenceLine(_ axes: Axes, nanoseconds: Double, label: String) -> String {
        let y = axes.y(nanoseconds)
        return "<line x1=\"\(n(plotLeft))\" y1=\"\(n(y))\" x2=\"\(n(plotRight))\" y2=\"\(n(y))\" "
            + "stroke=\"#c0392b\" stroke-width=\"2\" stroke-dasharray=\"8 4\"/>\n"
            + "<text x=\"\(n(plotRight - 4))\" y=\"\(n(y + 15))\" text-anchor=\"end\" fill=\"#c0392b\">\(label)</text>\n"
    }

    private static func line(_ points: [Point], _ axes: Axes, color: String, value: KeyPath<Point, Double>,
                             dashed: Bool, labelled: Bool) -> String {
        let coordinates = points.map { "\(n(axes.x(Double($0.items)))),\(n(axes.y($0[keyPath: value])))" }
        var svg = "<polyline fill=\"none\" stroke=\"\(color)\" stroke-width=\"\(dashed ? "1.5" : "2.5")\""
            + (dashed ? " stroke-dasharray=\"5 4\"" : "") + " points=\"\(coordinates.joined(separator: " "))\"/>\n"
        for point in points {
            let x = axes.x(Double(point.items)), y = axes.y(point[keyPath: value])
            svg += "<circle cx=\"\(n(x))\" cy=\"\(n(y))\" r=\"\(dashed ? "2.5" : "4")\" fill=\"\(color)\"/>\n"
            if labelled {
                svg += "<text x=\"\(n(x + 7))\" y=\"\(n(y - 7))\" fill=\"\(color)\">\(duration(point[keyPath: value]))</text>\n"
            }
        }
        return svg
    }

    private static func legend() -> String {
        var svg = ""
        var y = plotTop + 10
        for series in series {
            svg += "<line x1=\"\(n(plotRight + 16))\" y1=\"\(n(y))\" x2=\"\(n(plotRight + 40))\" y2=\"\(n(y))\" "
                + "stroke=\"\(series.2)\" stroke-width=\"2.5\"/>\n"
            svg += "<text x=\"\(n(plotRight + 46))\" y=\"\(n(y + 4))\" font-size=\"11\">\(series.1.split(separator: " ").prefix(2).joined(separator: " "))</text>\n"
            let rest = series.1.split(separator: " ").dropFirst(2).joined(separator: " ")
            if !rest.isEmpty {
                svg += "<text x=\"\(n(plotRight + 46))\" y=\"\(n(y + 18))\" font-size=\"11\">\(rest)</text>\n"
            }
            y += 44
        }
        svg += "<line x1=\"\(n(plotRight + 16))\" y1=\"\(n(y))\" x2=\"\(n(plotRight + 40))\" y2=\"\(n(y))\" "
            + "stroke=\"#555\" stroke-width=\"1.5\" stroke-dasharray=\"5 4\"/>\n"
        svg += "<text x=\"\(n(plotRight + 46))\" y=\"\(n(y + 4))\" font-size=\"11\">99th percentile</text>\n"
        return svg
    }

    // MARK: - Numbers

    /// A coordinate with at most one decimal.
    private static func n(_ value: Double) -> String {
        var text = formatDecimal(value, digits: 1)
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }

    private static func duration(_ nanoseconds: Double) -> String {
        let parts = formatDuration(nanoseconds).split(separator: " ")
        guard parts.count == 2 else { return formatDuration(nanoseconds) }
        var number = String(parts[0])
        // Decades read better without trailing zeros: 10 µs, not 10.0 µs.
        if isDecade(nanoseconds), let value = Double(number) { number = String(Int(value.rounded())) }
        return number + " " + (parts[1] == "us" ? "µs" : String(parts[1]))
    }

    private static func isDecade(_ value: Double) -> Bool {
        abs(log10(value) - log10(value).rounded()) < 1e-9
    }

    private static func count(_ value: Double) -> String {
        let integer = Int(value.rounded())
        var digits = Array(String(integer))
        var grouped = ""
        while digits.count > 3 {
            grouped = "," + String(digits.suffix(3)) + grouped
            digits.removeLast(3)
        }
        return String(digits) + grouped
    }

    private static func decadeBelow(_ value: Double) -> Double {
        pow(10, (log10(max(value, 1e-9)) + 1e-9).rounded(.down))
    }

    private static func decadeAbove(_ value: Double) -> Double {
        pow(10, (log10(max(value, 1e-9)) - 1e-9).rounded(.up))
    }
}
