// The references ViewTree holds without retaining. They are the only uses of `Unmanaged` and
// `_withUnsafeGuaranteedRef` in the module: everything else reaches objects through these
// types, whose invariants are stated here once.
//
// Why unretained at all: a view is retained and released atomically, and a weakly referenced
// one (a window, a collection view) through a side table; the hierarchy walks and the layout
// engine's loops visit views, constraints and items thousands of times per layout pass. Making
// those visits unretained took a table feed from 2,690 to 1,508 retains a cell (counted with uprobes).

/// An object reached without retaining it: a view (``ViewLink``), an engine item (``ItemLink``)
/// or a constraint (``ConstraintLink``).
///
/// **Invariant.** Each stored reference is cleared, or its holder gone, before the object is
/// freed, so reading one never reaches a freed object. They are stored in these places only:
/// - a view's ``View/superviewLink``: a superview owns its subviews (and its guides' stand-ins),
///   and clears their links when it detaches them or goes away (`View.deinit`);
/// - a constraint's items and container (``LayoutConstraint``): a view lists the constraints
///   that mention it or are installed on it, and clears their links in its `deinit`;
/// - an engine item's view (``EngineItem/viewLink``): the engine owns the item (views refer to it
///   by ``ItemID``) and lets go of it when the view leaves the hierarchy
///   (`LayoutEngine.removeItem(of:)`), and of all of them when the root goes away, before the
///   views that go with the root are freed (`View.deinit`, `LayoutEngine.releaseItems()`);
/// - a view's list of the constraints that mention it (``LayoutState/referencingConstraints``):
///   a constraint registers with each distinct view it mentions when it is made, and
///   unregisters in its `deinit`.
///
/// A reference made for the length of one operation (a walk up the superview chain, a stack
/// view's rebuild, an item the engine's table lends, see `LayoutEngine.owner(of:)`) borrows an
/// object that the caller, the hierarchy or the engine's table keeps for that long: the
/// operation frees no view, and no slot of the table, before it is done with the reference.
struct Unretained<Object: AnyObject>: Equatable {
    private let reference: Unmanaged<Object>

    init(_ object: Object) {
        reference = .passUnretained(object)
    }

    /// The object (retained by whoever keeps the result).
    var object: Object { reference.takeUnretainedValue() }

    /// Calls `body` with the object lent, without a retain and release.
    @inline(__always)
    func with<Result>(_ body: (Object) throws -> Result) rethrows -> Result {
        try reference._withUnsafeGuaranteedRef(body)
    }

    /// Whether the reference reaches `object` (compared by identity, retaining nothing).
    @inline(__always)
    func refers(to object: Object) -> Bool { reference.toOpaque() == Unmanaged.passUnretained(object).toOpaque() }

    static func == (lhs: Unretained, rhs: Unretained) -> Bool { lhs.reference.toOpaque() == rhs.reference.toOpaque() }
}

/// A view reached without retaining it (see ``Unretained``).
typealias ViewLink = Unretained<View>
/// An engine item lent by the engine's table of items (see ``Unretained``).
typealias ItemLink = Unretained<EngineItem>
/// A constraint reached without retaining it (see ``Unretained``).
typealias ConstraintLink = Unretained<LayoutConstraint>

extension Unretained where Object == View {
    /// The view.
    var view: View { object }

    /// The view's superview, unretained.
    @inline(__always)
    var superview: ViewLink? { with { $0.superviewLink } }
}

extension Unretained where Object == EngineItem {
    /// The item.
    var item: EngineItem { object }
}

extension Unretained where Object == LayoutConstraint {
    /// The constraint.
    var constraint: LayoutConstraint { object }
}

extension Array where Element: AnyObject {
    /// Calls `body` with each element in order, without a retain and release per element: the
    /// array (copied once, so `body` may change the original) keeps them alive.
    @inline(__always)
    func forEachUnretained(_ body: (Element) throws -> Void) rethrows {
        try withUnsafeBufferPointer { elements in
            for index in elements.indices {
                try Unmanaged.passUnretained(elements[index])._withUnsafeGuaranteedRef(body)
            }
        }
    }
}
