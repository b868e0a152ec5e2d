// What `import ViewTree` gives besides ViewTree's own declarations: the solver's `Priority`, which
// ViewTree's public API names as ``LayoutPriority``, and `ConstraintSystem`, whose `format` is the
// one round-trip number text (gesture scripts echo their numbers with it), and nothing else of
// Cassowary. The solver's variables, expressions and their global `==`, `<=`, `>=`, `+`, `*`
// operators stay behind `import Cassowary`, so they do not join the overloads of every file that
// lays out views.
@_exported import struct Cassowary.Priority
@_exported import struct Cassowary.ConstraintSystem

// Stored properties that layout reads for every view or constraint it touches (a label's text
// and font, a stack view's axis, a layout constraint's priorities and identifier, a table's row
// heights, the engine's scratch lists) are `@exclusivity(unchecked)` in release builds only
// (`#if !DEBUG`): views are used from one thread, one access at a time, as in UIKit, and the
// dynamic check Swift makes on a class property cost a building feed 5% of its instructions.
// Debug builds, which run the tests, check every access, so a callback that re-enters a
// property's access traps there. No public declaration carries the attribute: a public property
// reads and writes a private `stored…` one that does. The attribute does not reach another
// module: ViewTree keeps the terms of its solver constraints itself
// (`LayoutConstraint.solverTerms`) rather than read Cassowary's stored expressions.

/// Stores `newValue` in `stored` (the private property behind a public one, see above) and tells
/// whether it changed: the setter then reacts, as a `didSet` comparing old and new would.
@inline(__always)
func replace<Value: Equatable>(_ stored: inout Value, with newValue: Value) -> Bool {
    guard stored != newValue else { return false }
    stored = newValue
    return true
}

/// ``replace(_:with:)`` for a setter that reports what it replaced: stores `newValue` in `stored`
/// and returns the old value, or nil when nothing changed (a view's model geometry, whose change
/// carries the value it changed from).
@inline(__always)
func exchange<Value: Equatable>(_ stored: inout Value, with newValue: Value) -> Value? {
    let old = stored
    guard old != newValue else { return nil }
    stored = newValue
    return old
}
