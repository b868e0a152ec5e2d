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
/// pages where an `Array` copies every element and fills the new room (a chain of 2,000 links
/// keeps 32 MB of rows, and growing them as an array doubled the time to build it), or into a
/// large buffer that a solver gone before left in ``BufferPool``.
struct ArenaStorage<Element: BitwiseCopyable> {
    /// Owns the memory; only a uniquely referenced owner's memory is changed.
    private final class Owner {
        var memory: UnsafeMutableRawPointer?
        var byteCount: Int
        init(_ memory: UnsafeMutableRawPointer?, byteCount: Int) { self.memory = memory; self.byteCount = byteCount }
        deinit { if let memory { BufferPool.shared.give(memory, byteCount: byteCount) } }
    }

    private var owner = Owner(nil, byteCount: 0)
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
            if capacity == 0 { BufferPool.shared.freeStale() }  // a new solver's storage
            let stride = MemoryLayout<Element>.stride
            var newCapacity = Swift.max(needed, (capacity * stride < 1 << 20 ? 4 : 2) * capacity, 64)
            if let (memory, byteCount) = BufferPool.shared.take(atLeast: newCapacity * stride) {
                if let base { memory.copyMemory(from: base, byteCount: count * stride) }
                free(owner.memory)
                owner.memory = memory
                owner.byteCount = byteCount
                newCapacity = byteCount / stride
            } else {
                guard let memory = realloc(owner.memory, newCapacity * stride) else {
                    fatalError("out of memory growing the solver's storage to \(newCapacity) elements")
                }
                owner.memory = memory
                owner.byteCount = newCapacity * stride
            }
            base = owner.memory!.bindMemory(to: Element.self, capacity: newCapacity)
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
        owner = Owner(memory, byteCount: size)
        base = capacity > 0 ? memory.bindMemory(to: Element.self, capacity: capacity) : nil
    }
}

/// Large storage buffers (1 to 64 MB) of solvers that are gone, kept for a quarter of a second
/// for the next solver that grows that large, at most two. A buffer over glibc's largest `mmap`
/// threshold is mapped afresh each time it is allocated and returned to the system when freed,
/// so building solvers of that size one after another (a chain of 2,000 links keeps 32 MB of
/// rows) faulted every page in again each time, three times the time of the build. Kept briefly,
/// so that memory a large solver used goes back to the system soon after (at the next solver's
/// first growth or release). Shared by all threads.
final class BufferPool: @unchecked Sendable {
    static let shared = BufferPool()

    static let smallest = 1 << 20
    static let largest = 64 << 20
    static let count = 2
    static let keptFor = Duration.milliseconds(250)

    private let lock: UnsafeMutablePointer<pthread_mutex_t>
    private var buffers: [(memory: UnsafeMutableRawPointer, byteCount: Int, given: ContinuousClock.Instant)] = []

    private init() {
        lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(lock, nil)
    }

    /// The smallest kept buffer of at least `byteCount` bytes, if there is one (only for large
    /// requests).
    func take(atLeast byteCount: Int) -> (UnsafeMutableRawPointer, Int)? {
        guard byteCount >= Self.smallest else { return nil }
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        freeStaleBuffers()
        var best = -1
        for index in buffers.indices where buffers[index].byteCount >= byteCount {
            if best < 0 || buffers[index].byteCount < buffers[best].byteCount { best = index }
        }
        guard best >= 0 else { return nil }
        let buffer = buffers.remove(at: best)
        return (buffer.memory, buffer.byteCount)
    }

    /// Takes back a buffer: kept if it is large (but not too large) and there is room, else freed.
    func give(_ memory: UnsafeMutableRawPointer, byteCount: Int) {
        if byteCount >= Self.smallest && byteCount <= Self.largest {
            pthread_mutex_lock(lock)
            freeStaleBuffers()
            let keeps = buffers.count < Self.count
            if keeps { buffers.append((memory, byteCount, ContinuousClock.now)) }
            pthread_mutex_unlock(lock)
            if keeps { return }
        }
        free(memory)
    }

    /// Frees the buffers kept longer than ``keptFor`` (called as a new storage first grows).
    func freeStale() {
        pthread_mutex_lock(lock)
        freeStaleBuffers()
        pthread_mutex_unlock(lock)
    }

    /// With the lock held.
    private func freeStaleBuffers() {
        guard !buffers.isEmpty else { return }
        let now = ContinuousClock.now
        buffers.removeAll { buffer in
            guard now - buffer.given > Self.keptFor else { return false }
            free(buffer.memory)
            return true
        }
    }
}
