import AllocationCounting

// The counting itself is C (Benchmarks/AllocationCounting), which can define `malloc` and
// friends: Swift reserves those names for its runtime.

/// The number of heap allocations the process has made, for counting the allocations of a piece
/// of work: read it before and after.
enum AllocationCounter {
    /// Allocations so far (0 where allocations are not counted: see ``isCounting``).
    @inline(__always)
    static var count: Int {
        viewsim_heap_allocations()
    }

    /// Blocks allocated and not yet freed, counted from an arbitrary start (compare two readings).
    static var liveBlocks: Int {
        viewsim_heap_allocations() &- viewsim_heap_frees()
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
