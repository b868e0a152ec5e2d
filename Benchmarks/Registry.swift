/// The one list of workloads. Add a file with your workloads and one line here.
enum Registry {
    /// Every workload in run order. `quick` asks for smaller sizes where a size dominates
    /// setup time, so `--quick` stays a smoke run of a few seconds.
    static func workloads(quick: Bool) -> [Workload] {
        var list: [Workload] = []
        // First, while the allocator is as a fresh process leaves it: after the 100,000-block
        // solvers free their memory, glibc serves large blocks from its heap (its mmap threshold
        // rises), and this document's peak growth measured twice what it is on its own.
        list += GeneratedDocumentWorkload.all(quick: quick)
        list += EnamlWorkloads.all()
        list += IndependentBlocksWorkloads.all(quick: quick)
        list += DegenerateWorkloads.all(quick: quick)
        list += ChainWorkloads.all(quick: quick)
        list += CellLayoutWorkloads.all()
        list += StackViewWorkloads.all()
        list += ColumnLayoutWorkloads.all(quick: quick)
        list += NibWorkloads.all()
        list += FeedLayoutWorkload.all()
        list += ScrollTickWorkloads.all()
        list += ScrollMemoryWorkload.all(quick: quick)
        return list
    }
}
