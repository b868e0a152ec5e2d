import Foundation

/// A value behind a lock, for the few globals UIKit's API implies (the key window, the app's
/// named images). Invariant: `value` is read and written only inside `withLock`, while `lock` is
/// held, which is what makes the type `Sendable`. (Synchronization's `Mutex` would say the same,
/// but needs macOS 15, and it refuses a non-`Sendable` value such as a weak window.)
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
