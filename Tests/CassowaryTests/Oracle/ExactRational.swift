/// Exact arithmetic for the oracle, written only for the tests: a sign-magnitude integer of
/// any size and a rational built on it. Every `Double` is a rational (a 53-bit integer times a
/// power of two), so a linear program over the solver's inputs can be solved exactly; the
/// floating-point oracle is trusted only where it needs no tie broken by round-off.
struct BigInt: Equatable {
    /// Little-endian 32-bit limbs without trailing zeros (zero has none).
    var magnitude: [UInt32]
    var negative: Bool

    static let zero = BigInt(magnitude: [], negative: false)
    static let one = BigInt(1)

    init(magnitude: [UInt32], negative: Bool) {
        self.magnitude = Self.trimmed(magnitude)
        self.negative = negative && !self.magnitude.isEmpty
    }

    init(_ value: Int) {
        var limbs: [UInt32] = []
        var rest = value.magnitude
        while rest != 0 {
            limbs.append(UInt32(truncatingIfNeeded: rest))
            rest >>= 32
        }
        self.init(magnitude: limbs, negative: value < 0)
    }

    var isZero: Bool { magnitude.isEmpty }
    var signum: Int { isZero ? 0 : (negative ? -1 : 1) }

    /// `self * 2^shift`.
    func shifted(left shift: Int) -> BigInt {
        BigInt(magnitude: Self.shiftLeft(magnitude, shift), negative: negative)
    }

    static func + (a: BigInt, b: BigInt) -> BigInt {
        if a.negative == b.negative { return BigInt(magnitude: add(a.magnitude, b.magnitude), negative: a.negative) }
        if compare(a.magnitude, b.magnitude) >= 0 {
            return BigInt(magnitude: subtract(a.magnitude, b.magnitude), negative: a.negative)
        }
        return BigInt(magnitude: subtract(b.magnitude, a.magnitude), negative: b.negative)
    }

    static prefix func - (a: BigInt) -> BigInt { BigInt(magnitude: a.magnitude, negative: !a.negative) }
    static func - (a: BigInt, b: BigInt) -> BigInt { a + (-b) }

    static func * (a: BigInt, b: BigInt) -> BigInt {
        BigInt(magnitude: multiply(a.magnitude, b.magnitude), negative: a.negative != b.negative)
    }

    /// Truncating division of magnitudes; the quotient takes the sign of `a * b`.
    static func / (a: BigInt, b: BigInt) -> BigInt {
        BigInt(magnitude: divide(a.magnitude, b.magnitude).quotient, negative: a.negative != b.negative)
    }

    static func < (a: BigInt, b: BigInt) -> Bool {
        if a.negative != b.negative { return a.negative }
        let order = compare(a.magnitude, b.magnitude)
        return a.negative ? order > 0 : order < 0
    }

    /// The greatest common divisor of the magnitudes (Euclid).
    static func gcd(_ a: BigInt, _ b: BigInt) -> BigInt {
        var x = a.magnitude, y = b.magnitude
        while !y.isEmpty { (x, y) = (y, divide(x, y).remainder) }
        return BigInt(magnitude: x, negative: false)
    }

    /// The nearest `Double` (to within one unit in the last place, which the judge's tolerances
    /// dwarf).
    var doubleValue: Double {
        var value = 0.0
        for limb in magnitude.reversed() { value = value * 4_294_967_296 + Double(limb) }
        return negative ? -value : value
    }

    /// `(d, e)` with `self ≈ d * 2^e`, where `d` holds the top three limbs.
    var scaledDouble: (Double, Int) {
        let dropped = max(0, magnitude.count - 3)
        let kept = BigInt(magnitude: Array(magnitude.dropFirst(dropped)), negative: negative)
        return (kept.doubleValue, 32 * dropped)
    }

    // MARK: Magnitudes

    static func trimmed(_ limbs: [UInt32]) -> [UInt32] {
        var limbs = limbs
        while limbs.last == 0 { limbs.removeLast() }
        return limbs
    }

    static func compare(_ a: [UInt32], _ b: [UInt32]) -> Int {
        if a.count != b.count { return a.count < b.count ? -1 : 1 }
        for i in stride(from: a.count - 1, through: 0, by: -1) where a[i] != b[i] {
            return a[i] < b[i] ? -1 : 1
        }
        return 0
    }

    static func add(_ a: [UInt32], _ b: [UInt32]) -> [UInt32] {
        var result = [UInt32](repeating: 0, count: max(a.count, b.count) + 1)
        var carry: UInt64 = 0
        for i in 0..<(result.count - 1) {
            let sum = UInt64(i < a.count ? a[i] : 0) + UInt64(i < b.count ? b[i] : 0) + carry
            result[i] = UInt32(truncatingIfNeeded: sum)
            carry = sum >> 32
        }
        result[result.count - 1] = UInt32(carry)
        return trimmed(result)
    }

    /// `a - b` for `a >= b`.
    static func subtract(_ a: [UInt32], _ b: [UInt32]) -> [UInt32] {
        var result = a
        var borrow: Int64 = 0
        for i in 0..<a.count {
            let difference = Int64(a[i]) - (i < b.count ? Int64(b[i]) : 0) - borrow
            result[i] = UInt32(truncatingIfNeeded: difference)
            borrow = difference < 0 ? 1 : 0
        }
        return trimmed(result)
    }

    static func multiply(_ a: [UInt32], _ b: [UInt32]) -> [UInt32] {
        if a.isEmpty || b.isEmpty { return [] }
        var result = [UInt32](repeating: 0, count: a.count + b.count)
        for i in 0..<a.count {
            var carry: UInt64 = 0
            let ai = UInt64(a[i])
            for j in 0..<b.count {
                let product = ai * UInt64(b[j]) + UInt64(result[i + j]) + carry
                result[i + j] = UInt32(truncatingIfNeeded: product)
                carry = product >> 32
            }
            result[i + b.count] = UInt32(carry)
        }
        return trimmed(result)
    }

    static func shiftLeft(_ a: [UInt32], _ shift: Int) -> [UInt32] {
        if a.isEmpty { return [] }
        let limbs = shift / 32, bits = shift % 32
        var result = [UInt32](repeating: 0, count: a.count + limbs + 1)
        for i in 0..<a.count {
            let wide = UInt64(a[i]) << UInt64(bits)
            result[i + limbs] |= UInt32(truncatingIfNeeded: wide)
            result[i + limbs + 1] |= UInt32(truncatingIfNeeded: wide >> 32)
        }
        return trimmed(result)
    }

    static func shiftRight(_ a: [UInt32], _ bits: Int) -> [UInt32] {
        if bits == 0 { return trimmed(a) }
        var result = [UInt32](repeating: 0, count: a.count)
        for i in 0..<a.count {
            let high = i + 1 < a.count ? UInt64(a[i + 1]) << 32 : 0
            result[i] = UInt32(truncatingIfNeeded: (high | UInt64(a[i])) >> UInt64(bits))
        }
        return trimmed(result)
    }

    /// Long division (Knuth's algorithm D) of magnitudes; `b` is not zero.
    static func divide(_ a: [UInt32], _ b: [UInt32]) -> (quotient: [UInt32], remainder: [UInt32]) {
        precondition(!b.isEmpty, "division by zero")
        if compare(a, b) < 0 { return ([], a) }
        if b.count == 1 {
            var quotient = [UInt32](repeating: 0, count: a.count)
            var remainder: UInt64 = 0
            let divisor = UInt64(b[0])
            for i in stride(from: a.count - 1, through: 0, by: -1) {
                let current = (remainder << 32) | UInt64(a[i])
                quotient[i] = UInt32(current / divisor)
                remainder = current % divisor
            }
            return (trimmed(quotient), trimmed([UInt32(remainder)]))
        }
        let shift = b.last!.leadingZeroBitCount
        let v = shiftLeft(b, shift)
        var u = shiftLeft(a, shift)
        while u.count < a.count + 1 { u.append(0) }
        let n = v.count, m = u.count - n
        var quotient = [UInt32](repeating: 0, count: m)
        let top = UInt64(v[n - 1]), next = UInt64(v[n - 2])
        for j in stride(from: m - 1, through: 0, by: -1) {
            let numerator = (UInt64(u[j + n]) << 32) | UInt64(u[j + n - 1])
            var estimate = numerator / top
            var rest = numerator % top
            while estimate > UInt64(UInt32.max) || estimate * next > ((rest << 32) | UInt64(u[j + n - 2])) {
                estimate -= 1
                rest += top
                if rest > UInt64(UInt32.max) { break }
            }
            var borrow: Int64 = 0
            var carry: UInt64 = 0
            for i in 0..<n {
                let product = estimate * UInt64(v[i]) + carry
                carry = product >> 32
                let difference = Int64(u[i + j]) - borrow - Int64(product & 0xFFFF_FFFF)
                u[i + j] = UInt32(truncatingIfNeeded: difference)
                borrow = difference < 0 ? 1 : 0
            }
            let difference = Int64(u[j + n]) - borrow - Int64(carry)
            u[j + n] = UInt32(truncatingIfNeeded: difference)
            if difference < 0 {
                estimate -= 1
                var carryBack: UInt64 = 0
                for i in 0..<n {
                    let sum = UInt64(u[i + j]) + UInt64(v[i]) + carryBack
                    u[i + j] = UInt32(truncatingIfNeeded: sum)
                    carryBack = sum >> 32
                }
                u[j + n] = UInt32(truncatingIfNeeded: UInt64(u[j + n]) + carryBack)
            }
            quotient[j] = UInt32(estimate)
        }
        return (trimmed(quotient), shiftRight(Array(u[0..<n]), shift))
    }
}

/// An exact fraction in lowest terms with a positive denominator.
struct Rational: Equatable, Comparable, CustomStringConvertible {
    private(set) var numerator: BigInt
    private(set) var denominator: BigInt

    static let zero = Rational(numerator: .zero, denominator: .one, reduced: true)
    static let one = Rational(numerator: .one, denominator: .one, reduced: true)

    private init(numerator: BigInt, denominator: BigInt, reduced: Bool) {
        self.numerator = numerator
        self.denominator = denominator
    }

    init(_ numerator: BigInt, _ denominator: BigInt) {
        precondition(!denominator.isZero, "zero denominator")
        let divisor = BigInt.gcd(numerator, denominator)
        var top = numerator / divisor, bottom = denominator / divisor
        if bottom.negative { (top, bottom) = (-top, -bottom) }
        self.init(numerator: top, denominator: bottom, reduced: true)
    }

    /// The exact value of a finite `Double`.
    init(_ value: Double) {
        precondition(value.isFinite, "not a finite number")
        if value == 0 { self = .zero; return }
        // value = ±mantissa * 2^exponent, exactly.
        let subnormal = value.exponentBitPattern == 0
        let mantissa = Int(value.significandBitPattern | (subnormal ? 0 : 1 << 52))
        let exponent = subnormal ? -1074 : Int(value.exponentBitPattern) - 1075
        let top = BigInt(value < 0 ? -mantissa : mantissa)
        if exponent >= 0 {
            self.init(numerator: top.shifted(left: exponent), denominator: .one, reduced: true)
        } else {
            self.init(top, BigInt.one.shifted(left: -exponent))
        }
    }

    var isZero: Bool { numerator.isZero }
    var signum: Int { numerator.signum }
    /// The nearest `Double` (to within a few units in the last place), subnormal or not: each
    /// term is split into its top bits and a power of two, so neither overflows on its own.
    var doubleValue: Double {
        let (top, topExponent) = numerator.scaledDouble
        let (bottom, bottomExponent) = denominator.scaledDouble
        return Double(sign: .plus, exponent: topExponent - bottomExponent, significand: top / bottom)
    }

    var magnitude: Rational { numerator.negative ? -self : self }
    var description: String { "\(doubleValue)" }

    static func + (a: Rational, b: Rational) -> Rational {
        if a.isZero { return b }
        if b.isZero { return a }
        if a.denominator == b.denominator { return Rational(a.numerator + b.numerator, a.denominator) }
        return Rational(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator)
    }

    static prefix func - (a: Rational) -> Rational { Rational(numerator: -a.numerator, denominator: a.denominator, reduced: true) }
    static func - (a: Rational, b: Rational) -> Rational { a + (-b) }

    static func * (a: Rational, b: Rational) -> Rational {
        if a.isZero || b.isZero { return .zero }
        return Rational(a.numerator * b.numerator, a.denominator * b.denominator)
    }

    static func / (a: Rational, b: Rational) -> Rational {
        Rational(a.numerator * b.denominator, a.denominator * b.numerator)
    }

    static func < (a: Rational, b: Rational) -> Bool {
        a.numerator * b.denominator < b.numerator * a.denominator
    }
}
