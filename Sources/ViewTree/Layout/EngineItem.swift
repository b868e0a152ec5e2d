import Cassowary

/// A view's four unknowns in a layout engine: the untransformed frame's origin (in the
/// superview's coordinate system) and size, plus the constraints the engine made for the view
/// itself (autoresizing pins and intrinsic-size constraints).
final class EngineItem {
    /// The view (alive while the item is in its engine, see ``Unretained``).
    var view: View { viewLink.view }
    /// ``view``, unretained (visiting it costs no retain).
    let viewLink: ViewLink
    /// `minX`, `minY`, `width`, `height`, by ``Component`` index.
    let variables: FourSlots<Variable>
    /// How many installed constraints mention each component (by ``Component`` index): counted,
    /// not flagged, so a component whose last constraint is deactivated is unused again.
    var useCounts = SIMD4<Int32>(repeating: 0)
    /// Whether the view is a multi-line label whose intrinsic height follows the width the
    /// engine gives it (see `LayoutEngine.collectChanges()`).
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var wrapsToSolvedWidth = false
    /// Whether the item is in the engine's `huggingLabels` (listed once).
    var isListedAsHugging = false
    /// The autoresizing pins by component (only while the view translates its frame).
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var pins = FourSlots<LayoutConstraint?>(nil, nil, nil, nil)
    /// The intrinsic-size constraints, horizontal then vertical (only while the view is
    /// positioned by constraints and has an intrinsic size on that axis): per axis, a
    /// content-size constraint in the first slot, or, when one of the priorities is required,
    /// hugging in the first and compression resistance in the second.
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var intrinsicConstraints = FourSlots<LayoutConstraint?>(nil, nil, nil, nil)
    /// Set while the engine lists the item among those the solver moved (see `LayoutEngine.takeChanges`).
    var hasNewSolvedFrame = false
    /// Set while `View.systemLayoutSizeFitting` measures the view: its frame must not pin it.
    var isBeingMeasured = false
    /// The engine's flush in which a constraint that mentions the item first reached the
    /// solver, 0 before (see `LayoutEngine.flushPending(deferringSatisfiedPins:)`).
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var solverEpoch = 0
    /// The fitting-size constraints of the last measurement by component (width and height
    /// only), kept in the solver while the pin they stood in for is back (see
    /// `LayoutEngine.endMeasuring`).
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var parkedFitting = FourSlots<LayoutConstraint?>(nil, nil, nil, nil)
    /// Where a system guide made after the last layout pass stands until its pins first reach
    /// the solver (see `PinnedGuide`): ``solvedFrame`` is the solver's report, and the solver
    /// reports only values that moved from zero.
    var provisionalFrame: Rect?
    /// The solved frame as the solver last reported it (origin and size; untransformed, in the
    /// superview), kept so a layout pass needs no solver lookups.
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var solvedFrame = Rect.zero

    /// The components of a frame.
    enum Component: Int {
        case minX = 0, minY, width, height
    }

    init(view: View) {
        viewLink = ViewLink(view)
        variables = FourSlots(Variable("minX"), Variable("minY"), Variable("width"), Variable("height"))
    }

    func variable(_ component: Component) -> Variable { variables[component.rawValue] }

    func isUsed(_ component: Component) -> Bool { useCounts[component.rawValue] > 0 }

    /// Whether some installed constraint mentions every component.
    var usesAllComponents: Bool { useCounts[0] > 0 && useCounts[1] > 0 && useCounts[2] > 0 && useCounts[3] > 0 }

    /// The engine-made constraints currently held, pins first (not the parked fitting-size
    /// constraints: they are not part of the view's layout, see `allOwnConstraints`).
    var ownConstraints: [LayoutConstraint] {
        pins.compactMap { $0 } + intrinsicConstraints.compactMap { $0 }
    }

    /// ``ownConstraints`` and the parked fitting-size constraints: everything the item holds in
    /// the engine.
    var allOwnConstraints: [LayoutConstraint] {
        ownConstraints + parkedFitting.compactMap { $0 }
    }

    /// Stores a solved component value.
    @inline(__always)
    func setSolved(_ component: Int, _ value: Double) {
        switch component {
        case 0: solvedFrame.origin.x = value
        case 1: solvedFrame.origin.y = value
        case 2: solvedFrame.size.width = value
        default: solvedFrame.size.height = value
        }
    }

    /// The component's value in the view's current geometry (what a pin holds it to).
    func currentValue(_ component: Component) -> Double {
        let frame = view.untransformedFrame
        switch component {
        case .minX: return frame.minX
        case .minY: return frame.minY
        case .width: return frame.width
        case .height: return frame.height
        }
    }
}

/// An engine item's place in its engine's table of items (`LayoutEngine.items`): the slot, and
/// the slot's generation when the item took it. A view refers to its item by this id; an id kept
/// after its item left the slot is detected by the generation, never followed to another item.
struct ItemID: Equatable {
    let slot: Int
    let generation: UInt32
}

/// Four values held inline, indexed 0 to 3 (an item's variables, pins and intrinsic-size
/// constraints): an array would be one more allocation for every view in an engine.
struct FourSlots<Element>: RandomAccessCollection, MutableCollection {
    private var slots: (Element, Element, Element, Element)

    init(_ first: Element, _ second: Element, _ third: Element, _ fourth: Element) {
        slots = (first, second, third, fourth)
    }

    var startIndex: Int { 0 }
    var endIndex: Int { 4 }

    subscript(position: Int) -> Element {
        get {
            switch position {
            case 0: return slots.0
            case 1: return slots.1
            case 2: return slots.2
            case 3: return slots.3
            default: preconditionFailure("slot \(position) of four")
            }
        }
        set {
            switch position {
            case 0: slots.0 = newValue
            case 1: slots.1 = newValue
            case 2: slots.2 = newValue
            case 3: slots.3 = newValue
            default: preconditionFailure("slot \(position) of four")
            }
        }
    }
}
