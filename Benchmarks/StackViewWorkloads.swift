import ViewTree

/// `layout.stack.toggle`: a horizontal stack of 10 arranged views, one of which is hidden and
/// shown in turn, each step laid out (issue 13's speed target: at most 10 µs a step).
enum StackViewWorkloads {
    static func all() -> [Workload] {
        [Workload("layout.stack.toggle", body: .steps { StackToggle().steps() })]
    }
}

/// A view with a fixed intrinsic size, like a label without the text model.
private final class FixedSizeView: View {
    override var intrinsicContentSize: Size { Size(width: 20, height: 20) }
}

/// The timed step: toggle `isHidden` of the middle arranged view and lay the container out (one
/// constraint rebuild, which keeps every constraint but the hiding one and changes two spacing
/// constants in place, and one solve).
final class StackToggle {
    let container = View(name: "container", frame: Rect(x: 0, y: 0, width: 400, height: 100))
    let stack: StackView
    let toggled: View

    init() {
        let views = (0..<10).map { index -> View in
            let view = FixedSizeView(frame: .zero)
            view.name = "item\(index)"
            return view
        }
        stack = StackView(name: "stack", arrangedSubviews: views)
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(stack)
        LayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                                   stack.topAnchor.constraint(equalTo: container.topAnchor)])
        toggled = views[5]
        container.layoutIfNeeded()
    }

    func steps() -> Steps {
        Steps(step: {
            self.toggled.isHidden.toggle()
            self.container.layoutIfNeeded()
        }, verify: { try self.verify() })
    }

    /// 10 views of 20 pt with 8 pt gaps: 272 pt, or 244 pt with one hidden.
    func verify() throws {
        let expected: Double = toggled.isHidden ? 244 : 272
        guard stack.frame.width == expected, toggled.frame.width == (toggled.isHidden ? 0 : 20) else {
            throw WorkloadError("the stack is \(stack.frame.width) pt wide, expected \(expected)")
        }
    }
}
