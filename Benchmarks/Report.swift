import ViewTree
/// Writes measurements as a text table or as JSON.
enum Report {
    /// The table's header lines.
    static func tableHeader() -> [String] {
        [
            pad("case", 52) + pad("median", 11, right: true) + pad("p99", 11, right: true)
                + pad("max", 11, right: true) + pad("samples", 9, right: true)
                + pad("steps/sample", 14, right: true),
            String(repeating: "-", count: 108),
        ]
    }

    /// One table row: name and parameters, times per step, sample counts, then extra figures.
    static func tableRow(_ measurement: Measurement) -> String {
        let parameters = measurement.parameters.map { "\($0.name)=\($0.value)" }
        let title = ([measurement.name] + parameters).joined(separator: " ")
        var row = pad(title, 52)
        if let statistics = measurement.statistics {
            row += pad(formatDuration(statistics.median), 11, right: true)
            row += pad(formatDuration(statistics.p99), 11, right: true)
            row += pad(formatDuration(statistics.max), 11, right: true)
            row += pad(String(statistics.samples), 9, right: true)
            row += pad(String(measurement.stepsPerSample), 14, right: true)
        } else {
            row += pad("-", 11, right: true) + pad("-", 11, right: true) + pad("-", 11, right: true)
            row += pad("0", 9, right: true) + pad("-", 14, right: true)
        }
        let extras = measurement.extras.map { "\($0.name)=\($0.value)" }
        if !extras.isEmpty { row += "   " + extras.joined(separator: " ") }
        return row
    }

    /// The JSON array: one object per case, keys in a fixed order.
    static func json(_ measurements: [Measurement]) -> String {
        let objects = measurements.map { measurement -> String in
            var fields = [("name", JSONNumber.quoted(measurement.name))]
            let statistics = measurement.statistics
            fields.append(("median_ns", statistics.map { jsonNumber($0.median) } ?? "null"))
            fields.append(("p99_ns", statistics.map { jsonNumber($0.p99) } ?? "null"))
            fields.append(("max_ns", statistics.map { jsonNumber($0.max) } ?? "null"))
            fields.append(("samples", String(statistics?.samples ?? 0)))
            fields.append(("steps_per_sample", String(measurement.stepsPerSample)))
            for parameter in measurement.parameters + measurement.extras {
                fields.append((parameter.name, parameter.value.json))
            }
            return "  {" + fields.map { "\(JSONNumber.quoted($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
        }
        return objects.isEmpty ? "[]" : "[\n" + objects.joined(separator: ",\n") + "\n]"
    }
}
