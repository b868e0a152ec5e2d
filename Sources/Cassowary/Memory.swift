#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#elseif canImport(WASILibc)
import WASILibc
#endif

/// One value on the heap, behind a pointer whose address never changes: the mutable state of
/// ``Variable`` and ``Solver``, read and changed in place through it without dynamic
/// exclusivity checks (see each).
///
/// From `malloc`, not `UnsafeMutablePointer.allocate`: the standard library's allocation always
/// takes the runtime's aligned path (`posix_memalign` on Linux), which bypasses glibc's
/// per-thread cache and made every new variable a slow allocation.
enum MallocBox {
    /// A pointer to a new copy of `value`; free it with ``release(_:)``.
    @inline(__always)
    static func make<Value>(_ value: Value) -> UnsafeMutablePointer<Value> {
        // malloc's blocks are aligned for any standard type: two words.
        precondition(MemoryLayout<Value>.alignment <= 2 * MemoryLayout<Int>.size, "MallocBox holds values aligned to at most two words")
        guard let memory = malloc(Swift.max(MemoryLayout<Value>.size, 1)) else {
            fatalError("out of memory allocating \(MemoryLayout<Value>.size) bytes")
        }
        let pointer = memory.bindMemory(to: Value.self, capacity: 1)
        pointer.initialize(to: value)
        return pointer
    }

    /// Destroys the value and frees its memory.
    @inline(__always)
    static func release<Value>(_ pointer: UnsafeMutablePointer<Value>) {
        pointer.deinitialize(count: 1)
        free(pointer)
    }
}

/// Growable storage of plain values with value semantics (a copy of the solver shares it until
/// one side changes it). It grows with `realloc`, which moves a large buffer by remapping its
/// pages where an `Array` copies every element and fills the new room. The memory is the
/// solver's own: freed with it.
struct ArenaStorage<Element: BitwiseCopyable> {
    /// Owns the memory; only a uniquely referenced owner's memory is changed.
    private final class Owner {
        var memory: UnsafeMutableRawPointer?
        init(_ memory: UnsafeMutableRawPointer?) { self.memory = memory }
        deinit { free(memory) }
    }

    private var owner = Owner(nil)
    /// The elements (`nil` until the first growth).
    private var base: UnsafeMutablePointer<Element>?
    /// How many elements are in use (all of them written before they are read).
    private(set) var count = 0
    private var capacity = 0

    @inline(__always)
    subscript(position: Int) -> Element {
        get {
            precondition(position >= 0 && position < count, "arena index out of range")
            return base.unsafelyUnwrapped[position]
        }
        set {
            precondition(position >= 0 && position < count, "arena index out of range")
            makeUnique()
            base.unsafelyUnwrapped[position] = newValue
        }
    }

    /// The first element, to read: valid until the storage next changes (nil before any growth).
    @inline(__always)
    var baseAddress: UnsafePointer<Element>? { UnsafePointer(base) }

    /// Calls `body` with the elements in use.
    @inline(__always)
    func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<Element>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: base, count: count))
    }

    /// Calls `body` with the elements in use, to change them.
    @inline(__always)
    mutating func withUnsafeMutableBufferPointer<Result>(
        _ body: (UnsafeMutableBufferPointer<Element>) throws -> Result
    ) rethrows -> Result {
        makeUnique()
        return try body(UnsafeMutableBufferPointer(start: base, count: count))
    }

    /// Extends the elements in use by `extra`, whose values the caller writes before reading them.
    mutating func extend(by extra: Int) {
        makeUnique()
        let needed = count + extra
        if needed > capacity {
            let stride = MemoryLayout<Element>.stride
            let newCapacity = Swift.max(needed, (capacity * stride < 1 << 20 ? 4 : 2) * capacity, 64)
            guard let memory = realloc(owner.memory, newCapacity * stride) else {
                fatalError("out of memory growing the solver's storage to \(newCapacity) elements")
            }
            owner.memory = memory
            base = memory.bindMemory(to: Element.self, capacity: newCapacity)
            capacity = newCapacity
        }
        count = needed
    }

    @inline(__always)
    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&owner) { copyOwnMemory() }
    }

    private mutating func copyOwnMemory() {
        let size = Swift.max(capacity, 1) * MemoryLayout<Element>.stride
        guard let memory = malloc(size) else { fatalError("out of memory copying the solver's storage") }
        if let base { memory.copyMemory(from: base, byteCount: count * MemoryLayout<Element>.stride) }
        owner = Owner(memory)
        base = capacity > 0 ? memory.bindMemory(to: Element.self, capacity: capacity) : nil
    }
}
