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
