import ViewTree

/// `value` with exactly `digits` decimals, e.g. `formatDecimal(2.5, digits: 2)` is `2.50`.
/// (No Foundation: the harness formats its own numbers, the same way on every platform.)
func formatDecimal(_ value: Double, digits: Int) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    guard scaled < 9e15 else { return String(value) }
    let units = Int64(scaled)
    let whole = units / Int64(scale)
    let sign = value < 0 && units != 0 ? "-" : ""
    guard digits > 0 else { return sign + String(whole) }
    var fraction = String(units % Int64(scale))
    while fraction.count < digits { fraction = "0" + fraction }
    return sign + String(whole) + "." + fraction
}

/// A duration in nanoseconds as the table shows it: `245 ns`, `12.3 us`, `1.20 ms`, `2.50 s`
/// (three significant digits from 100 ns up).
func formatDuration(_ nanoseconds: Double) -> String {
    func scaled(_ value: Double, _ unit: String) -> String {
        let digits = value < 10 ? 2 : (value < 100 ? 1 : 0)
        return formatDecimal(value, digits: digits) + " " + unit
    }
    switch nanoseconds {
    case ..<1_000: return scaled(nanoseconds, "ns")
    case ..<1_000_000: return scaled(nanoseconds / 1_000, "us")
    case ..<1_000_000_000: return scaled(nanoseconds / 1_000_000, "ms")
    default: return scaled(nanoseconds / 1_000_000_000, "s")
    }
}

/// A JSON number: one decimal, or `null` for a non-finite value.
func jsonNumber(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    var text = formatDecimal(value, digits: 1)
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
}


/// `text` padded with spaces to `width` (on the left when `right` is true).
func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return right ? padding + text : text + padding
}
