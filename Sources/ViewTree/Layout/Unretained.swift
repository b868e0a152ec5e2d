extension Array where Element: AnyObject {
    /// Calls `body` with each element in order, without a retain and release per element: the
    /// array (copied once, so `body` may change the original) keeps them alive. On the layout
    /// engine's paths, a retain is an atomic operation that costs as much as a dozen plain ones.
    @inline(__always)
    func forEachUnretained(_ body: (Element) throws -> Void) rethrows {
        try withUnsafeBufferPointer { elements in
            for index in elements.indices {
                try Unmanaged.passUnretained(elements[index])._withUnsafeGuaranteedRef(body)
            }
        }
    }
}
