/// Formats a number exactly as C's `printf("%g")` (six significant digits, trailing zeros
/// removed, exponent notation for very large or small magnitudes), the way UIKit's
/// descriptions print geometry. `-0` prints as `0` so dumps do not depend on a zero's sign.
///
/// The number is rounded from its exact decimal value, ties to even, as glibc's `printf` rounds:
/// rounding Swift's shortest round-trip digits instead would round twice (0.1234565 is stored
/// just below its shortest digits, and prints as 0.123456).
public func formatGeometry(_ value: Double) -> String {
    if value == 0 { return "0" }
    let sign = value < 0 ? "-" : ""
    if value.isNaN { return value.sign == .minus ? "-nan" : "nan" }
    if value.isInfinite { return sign + "inf" }
    var number = ExactDecimal(value.magnitude)
    number.round(toSignificantDigits: 6)
    // %g: exponent notation when the exponent is below -4 or at least the precision.
    let exponent = number.exponent
    var text = sign
    if exponent < -4 || exponent >= 6 {
        text.append(Character(Unicode.Scalar(number.digits[0] + 48)))
        if number.digits.count > 1 {
            text.append(".")
            for digit in number.digits.dropFirst() { text.append(Character(Unicode.Scalar(digit + 48))) }
        }
        text += exponent < 0 ? "e-" : "e+"
        let magnitude = String(abs(exponent))
        if magnitude.count < 2 { text.append("0") }
        text += magnitude
        return text
    }
    if exponent < 0 {
        text += "0." + String(repeating: "0", count: -exponent - 1)
        for digit in number.digits { text.append(Character(Unicode.Scalar(digit + 48))) }
        return text
    }
    for index in 0...exponent {
        text.append(index < number.digits.count ? Character(Unicode.Scalar(number.digits[index] + 48)) : "0")
    }
    if number.digits.count > exponent + 1 {
        text.append(".")
        for digit in number.digits[(exponent + 1)...] { text.append(Character(Unicode.Scalar(digit + 48))) }
    }
    return text
}

/// A positive finite `Double`'s exact value in decimal: `digits` (most significant first, no
/// trailing zeros) with the first digit at `10^exponent`. A double is `m * 2^e`, so its decimal
/// expansion is finite: `m * 2^e` for `e >= 0`, `m * 5^-e / 10^-e` otherwise.
private struct ExactDecimal {
    var digits: [UInt8]
    var exponent: Int

    init(_ value: Double) {
        let bits = value.bitPattern
        let biased = Int((bits >> 52) & 0x7FF)
        var significand = bits & (1 << 52 - 1)
        var binaryExponent = biased == 0 ? -1074 : biased - 1075
        if biased != 0 { significand |= 1 << 52 }
        while significand & 1 == 0 {
            significand >>= 1
            binaryExponent += 1
        }
        var integer = BigUnsigned(significand)
        if binaryExponent >= 0 {
            integer.shiftLeft(by: binaryExponent)
        } else {
            integer.multiply(byPowerOfFive: -binaryExponent)
        }
        var digits = integer.decimalDigits()
        var scale = Swift.min(binaryExponent, 0)  // the value is `digits * 10^scale`
        while digits.count > 1, digits.last == 0 {
            digits.removeLast()
            scale += 1
        }
        self.digits = digits
        exponent = digits.count - 1 + scale
    }

    /// Rounds to at most `count` significant digits, ties to even, and drops trailing zeros.
    mutating func round(toSignificantDigits count: Int) {
        guard digits.count > count else { return }
        let first = digits[count]
        let beyond = digits[(count + 1)...].contains { $0 != 0 }
        let up = first > 5 || (first == 5 && (beyond || digits[count - 1] % 2 == 1))
        digits.removeLast(digits.count - count)
        if up {
            var index = count - 1
            while index >= 0 && digits[index] == 9 {
                digits[index] = 0
                index -= 1
            }
            if index >= 0 {
                digits[index] += 1
            } else {
                digits.insert(1, at: 0)
                digits.removeLast()
                exponent += 1
            }
        }
        while digits.count > 1, digits.last == 0 { digits.removeLast() }
    }
}

/// An unsigned integer of any size, as little-endian 32-bit limbs: just what
/// ``ExactDecimal`` needs.
private struct BigUnsigned {
    var limbs: [UInt32]

    init(_ value: UInt64) {
        limbs = [UInt32(truncatingIfNeeded: value), UInt32(truncatingIfNeeded: value >> 32)]
        trim()
    }

    private mutating func trim() {
        while limbs.count > 1, limbs.last == 0 { limbs.removeLast() }
    }

    mutating func multiply(by factor: UInt32) {
        var carry: UInt64 = 0
        for index in limbs.indices {
            let product = UInt64(limbs[index]) * UInt64(factor) + carry
            limbs[index] = UInt32(truncatingIfNeeded: product)
            carry = product >> 32
        }
        if carry != 0 { limbs.append(UInt32(carry)) }
    }

    mutating func multiply(byPowerOfFive power: Int) {
        var remaining = power
        while remaining >= 13 {  // 5^13 is the largest power of five below 2^32
            multiply(by: 1_220_703_125)
            remaining -= 13
        }
        var factor: UInt32 = 1
        for _ in 0..<remaining { factor *= 5 }
        if factor > 1 { multiply(by: factor) }
    }

    mutating func shiftLeft(by bits: Int) {
        let whole = bits / 32
        let part = UInt32(bits % 32)
        if part > 0 {
            var carry: UInt32 = 0
            for index in limbs.indices {
                let limb = limbs[index]
                limbs[index] = limb << part | carry
                carry = limb >> (32 - part)
            }
            if carry != 0 { limbs.append(carry) }
        }
        if whole > 0 { limbs.insert(contentsOf: repeatElement(0, count: whole), at: 0) }
    }

    /// The decimal digits, most significant first.
    func decimalDigits() -> [UInt8] {
        var remainder = limbs
        var chunks: [UInt32] = []  // base 10^9, least significant first
        while remainder.count > 1 || remainder[0] != 0 {
            var rest: UInt64 = 0
            for index in remainder.indices.reversed() {
                let current = rest << 32 | UInt64(remainder[index])
                remainder[index] = UInt32(current / 1_000_000_000)
                rest = current % 1_000_000_000
            }
            chunks.append(UInt32(rest))
            while remainder.count > 1, remainder.last == 0 { remainder.removeLast() }
        }
        var digits: [UInt8] = []
        for (position, chunk) in chunks.reversed().enumerated() {
            var chunkDigits = [UInt8](repeating: 0, count: 9)
            var value = chunk
            for index in stride(from: 8, through: 0, by: -1) {
                chunkDigits[index] = UInt8(value % 10)
                value /= 10
            }
            digits += position == 0 ? Array(chunkDigits.drop { $0 == 0 }) : chunkDigits
        }
        return digits.isEmpty ? [0] : digits
    }
}
