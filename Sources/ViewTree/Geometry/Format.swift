#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Formats a number exactly as C's `printf("%g")` (six significant digits, trailing zeros
/// removed, exponent notation for very large or small magnitudes), the way UIKit's
/// descriptions print geometry. `-0` prints as `0` so dumps do not depend on a zero's sign.
public func formatGeometry(_ value: Double) -> String {
    if value == 0 { return "0" }
    var buffer = [CChar](repeating: 0, count: 32)
    let count = withVaList([value]) { arguments in
        buffer.withUnsafeMutableBufferPointer { vsnprintf($0.baseAddress, 32, "%g", arguments) }
    }
    let bytes = buffer.prefix(Int(max(0, min(count, 31)))).map { UInt8(bitPattern: $0) }
    return String(decoding: bytes, as: UTF8.self)
}
