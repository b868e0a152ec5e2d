import Cassowary

/// A block of constraints shaped like a table cell: a frame and a label inset by padding.
/// A cell has two states (collapsed, expanded) that differ only in constants: the padding
/// and the preferred height.
///
/// Variables (9): left, width, right, top, height, labelLeft, labelWidth, labelTop, labelHeight.
/// Constraints (11): the frame (`left == 0`, `width == 320`, `right == left + width`,
/// `top == 0`, `height >= 44`), the preferred height (`height == H @strong`), the label inset
/// (`labelLeft == left + p`, `labelWidth == width - 2p`, `labelTop == top + p`,
/// `labelHeight <= height - 2p`) and a weak wish for a tall label (`labelHeight == 400 @weak`,
/// which the inset caps, so it stays violated). The last five but one depend on the state.
struct CellBlock {
    /// The state-dependent figures.
    struct State {
        var padding: Double
        var height: Double
        static let collapsed = State(padding: 8, height: 60)
        static let expanded = State(padding: 16, height: 160)
    }

    static let width = 320.0
    static let variableCount = 9
    static let constraintCount = 11
    static let stateConstraintCount = 5
    /// Variables a change of state moves: height and the label's four.
    static let variablesChangedByFlip = 5

    let variables: [Variable]

    init(name: Int) {
        let prefix = "cell\(name)."
        variables = ["left", "width", "right", "top", "height", "labelLeft", "labelWidth", "labelTop", "labelHeight"]
            .map { Variable(prefix + $0) }
    }

    var left: Variable { variables[0] }
    var width: Variable { variables[1] }
    var right: Variable { variables[2] }
    var top: Variable { variables[3] }
    var height: Variable { variables[4] }
    var labelLeft: Variable { variables[5] }
    var labelWidth: Variable { variables[6] }
    var labelTop: Variable { variables[7] }
    var labelHeight: Variable { variables[8] }

    /// The constraints that do not depend on the state.
    func fixedConstraints() -> [Constraint] {
        [
            left == 0,
            width == CellBlock.width,
            right == left + width,
            top == 0,
            height >= 44,
            (labelHeight == 400).priority(.weak),
        ]
    }

    /// The constraints whose constants the state sets (``stateConstraintCount`` of them).
    func stateConstraints(_ state: State) -> [Constraint] {
        let padding = state.padding
        return [
            (height == state.height).priority(.strong),
            labelLeft == left + padding,
            labelWidth == width - 2 * padding,
            labelTop == top + padding,
            labelHeight <= height - 2 * padding,
        ]
    }

    /// The normalized constants of ``stateConstraints(_:)`` for a state, in the same order:
    /// what `setConstant` must be given to switch a block to that state in place.
    static func constants(_ state: State) -> [Double] {
        CellBlock(name: 0).stateConstraints(state).map(\.constant)
    }

    /// The solution of one block in a state, in the order of ``variables``: what the solver
    /// must give (the frame, the inset label, the weak wish capped by the inset).
    static func expectedValues(_ state: State) -> [Double] {
        let padding = state.padding
        return [0, width, width, 0, state.height, padding, width - 2 * padding, padding, state.height - 2 * padding]
    }
}
