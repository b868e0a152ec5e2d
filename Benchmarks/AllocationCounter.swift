// Counts the process's heap allocations by interposing glibc's allocation functions.
//
// The `Benchmarks` executable defines `malloc`, `calloc`, `realloc`, `aligned_alloc`,
// `posix_memalign` and `memalign` itself. The dynamic linker resolves every shared library's calls
// to these names (the Swift runtime's `swift_slowAlloc` included) to the executable's definitions
// first, so each allocation passes through here: it is counted and handed to glibc's own allocator
// through the entry points glibc exports for exactly this purpose (`__libc_malloc` and friends).
// `free` is counted too, so the number of live blocks (allocations minus frees) shows a leak.
//
// The compiler warns that `malloc` is a name the Swift runtime reserves: the runtime allocates
// through it, which is exactly why defining it here sees every allocation; the definition only
// counts and forwards, so the runtime gets glibc's allocator as before.
//
// The counters are process-wide mutable state, which the house style avoids: an allocator has no
// other place to keep them. The benchmarks run on one thread, so plain increments are exact.
// This file deliberately imports nothing (the C library's own declarations of these names would
// clash with the definitions).

#if os(Linux)
nonisolated(unsafe) private var heapAllocations = 0
nonisolated(unsafe) private var heapFrees = 0

@_silgen_name("__libc_malloc") private func libcMalloc(_ size: Int) -> UnsafeMutableRawPointer?
@_silgen_name("__libc_calloc") private func libcCalloc(_ count: Int, _ size: Int) -> UnsafeMutableRawPointer?
@_silgen_name("__libc_realloc") private func libcRealloc(_ pointer: UnsafeMutableRawPointer?, _ size: Int) -> UnsafeMutableRawPointer?
@_silgen_name("__libc_memalign") private func libcMemalign(_ alignment: Int, _ size: Int) -> UnsafeMutableRawPointer?
@_silgen_name("__libc_free") private func libcFree(_ pointer: UnsafeMutableRawPointer?)

@_cdecl("malloc")
public func countingMalloc(_ size: Int) -> UnsafeMutableRawPointer? {
    heapAllocations &+= 1
    return libcMalloc(size)
}

@_cdecl("calloc")
public func countingCalloc(_ count: Int, _ size: Int) -> UnsafeMutableRawPointer? {
    heapAllocations &+= 1
    return libcCalloc(count, size)
}

@_cdecl("free")
public func countingFree(_ pointer: UnsafeMutableRawPointer?) {
    if pointer != nil { heapFrees &+= 1 }
    libcFree(pointer)
}

/// A `realloc` of nothing allocates, to size 0 frees, otherwise it moves or resizes a block: counted
/// as one allocation and one free, so the live count stays.
@_cdecl("realloc")
public func countingRealloc(_ pointer: UnsafeMutableRawPointer?, _ size: Int) -> UnsafeMutableRawPointer? {
    if pointer == nil || size != 0 { heapAllocations &+= 1 }
    if pointer != nil { heapFrees &+= 1 }
    return libcRealloc(pointer, size)
}

@_cdecl("aligned_alloc")
public func countingAlignedAlloc(_ alignment: Int, _ size: Int) -> UnsafeMutableRawPointer? {
    heapAllocations &+= 1
    return libcMemalign(alignment, size)
}

@_cdecl("memalign")
public func countingMemalign(_ alignment: Int, _ size: Int) -> UnsafeMutableRawPointer? {
    heapAllocations &+= 1
    return libcMemalign(alignment, size)
}

@_cdecl("posix_memalign")
public func countingPosixMemalign(_ result: UnsafeMutablePointer<UnsafeMutableRawPointer?>, _ alignment: Int,
                                  _ size: Int) -> Int32 {
    let pointerSize = MemoryLayout<UnsafeRawPointer>.size
    guard alignment >= pointerSize, alignment & (alignment - 1) == 0 else { return 22 }  // EINVAL
    heapAllocations &+= 1
    guard let memory = libcMemalign(alignment, size) else { return 12 }  // ENOMEM
    result.pointee = memory
    return 0
}
#endif

/// The number of heap allocations the process has made, for counting the allocations of a piece
/// of work: read it before and after.
enum AllocationCounter {
    /// Allocations so far (0 where allocations are not counted: see ``isCounting``).
    @inline(__always)
    static var count: Int {
        #if os(Linux)
        return heapAllocations
        #else
        return 0
        #endif
    }

    /// Blocks allocated and not yet freed, counted from an arbitrary start (compare two readings).
    static var liveBlocks: Int {
        #if os(Linux)
        return heapAllocations &- heapFrees
        #else
        return 0
        #endif
    }

    /// Whether allocations are really counted: allocates an array (of a size the optimizer cannot
    /// know, so it cannot live on the stack) and checks the count moved (false on platforms where
    /// the interposition does not exist or did not take effect).
    static func isCounting() -> Bool {
        let before = count
        let array = [Int](repeating: before, count: 100 + before & 1)
        consume(array)
        return count > before
    }
}
