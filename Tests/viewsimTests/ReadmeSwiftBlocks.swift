// Every ```swift block of README.md, verbatim (its `import` lines are at the top of this file), each
// in a function of its own, so that a block that would not compile fails the build of the tests.
// `ReadmeTests` checks that each block of the README appears here exactly as written there.
import Foundation
import StateMachines
import Cassowary
import ViewTree
import Testing

/// The README's blocks, run: each returns what it made, checked by `ReadmeTests`.
enum ReadmeSwiftBlocks {
    static func salonCell() -> String {
let cell = SalonSelectorCell.laidOut(state: .expanded)   // or build, configure(with:), set state
print(ViewDump.text(of: cell))                           // ViewDump.json(of:) for JSON
        return ViewDump.text(of: cell)
    }

    static func pictures() throws -> [String] {
let cell = ScenePictures.cell(.expanded)                       // the SVG above, as a String
let outlined = SVGRenderer(options: SVGRenderOptions(showsOutlines: true))
    .render(SalonSelectorCell.laidOut(state: .collapsed))         // any view tree
let cart = try SceneReel(scene: SceneCatalog.scene(named: "cart")!)
let page = try ScenePlayerPage.recording(cart, script: "wait 0.1; tap 0; wait 0.8").html
        return [cell, outlined, page]
    }

    static func profileScreen() -> String {
let window = Window(device: .iPhone15)                   // 390 x 844, safe area 47 top, 34 bottom
let controller = ViewController(name: "profile")
window.rootViewController = controller

let title = Label(name: "title", text: "Salon Élan", font: .boldSystemFont(ofSize: 22))
let address = Label(name: "address", text: "12 Rue de la Paix, 75002 Paris, a minute from the Opéra")
address.numberOfLines = 0                                // wraps at the width Auto Layout gives it
let book = Button(name: "book", title: "Book a chair")
let card = StackView(name: "card", arrangedSubviews: [title, address, book])
card.axis = .vertical
card.alignment = .leading
card.spacing = 8
card.setCustomSpacing(16, after: address)
card.translatesAutoresizingMaskIntoConstraints = false
controller.view.addSubview(card)

let root = controller.view
LayoutConstraint.activate([
    card.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 16),
    card.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
    card.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
])
window.layoutIfNeeded()
print(ViewDump.text(of: root))
        return ViewDump.text(of: root)
    }

    static func selfSizingFlow() -> CollectionView {
let layout = FlowLayout()
layout.estimatedItemSize = FlowLayout.automaticSize      // each cell's Auto Layout decides its size
layout.sectionInset = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
let tags = CollectionView(frame: Rect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: layout)
        return tags
    }

    static func constraintFile() throws -> (ConstraintSystem, Solver) {
let text = "width == 100\nwidth == 50\nspare >= 0"      // or the bytes of a .constraints file
let system = try ConstraintSystem(parsing: text)        // throws ParseError (line, column, message)
let solver = Solver(options: .recoversFromConflicts)     // or Solver() to get thrown errors
try system.load(into: solver)
for conflict in solver.conflicts {                       // minimal sets and what was broken
    print(conflict.constraints.compactMap { system.line(of: $0) }, system.line(of: conflict.broken) ?? 0)
}
print(solver.ambiguousVariables().map(\.name))           // a debugging call
print(system.text)                                       // canonical text; parses back to itself
        return (system, solver)
    }

    /// The two-sided preference block, on a fresh solver; returns the width at the end.
    static func twoSidedPreference() throws -> Double {
let solver = Solver()
let width = Variable("width")
let content = Constraint(width - 42, equalWithPriority: Priority(250), below: Priority(750))
try solver.add(content)                                  // as width <= 42 @250 and width >= 42 @750
try solver.add((width == 30).priority(Priority(500)))    // loses to the side below: width stays 42
try solver.setPriority(Priority(250), below: Priority(400), for: content)   // now width is 30
        return solver.value(of: width)
    }

    static func weights() throws -> Double {
let solver = Solver()
let left = Variable("left"), right = Variable("right")
try solver.add(left + right == 100)                                              // 100 points to share
try solver.add(Constraint(Expression(left), .equal, priority: Priority(250)))     // each pulled to 0
try solver.add(Constraint(Expression(right), .equal, priority: Priority(250), weight: 1.001))
// right weighs more: left takes the 100 points
        return solver.value(of: left)
    }

    static func nibBadge() throws -> String {
final class BadgeView: View, OutletConnectable {                 // customClass="BadgeView" in the xib
    var titleLabel: Label!
    var heightConstraint: LayoutConstraint!
    static var outlets: [String: Outlet] {                       // outlet names -> writable key paths
        ["titleLabel": Outlet(\BadgeView.titleLabel), "heightConstraint": Outlet(\BadgeView.heightConstraint)]
    }
}
var classes = InterfaceBuilderClasses()
classes.register(BadgeView.self) { BadgeView(frame: $0) }      // what customClass="BadgeView" makes
let nib = try Nib(contentsOf: URL(fileURLWithPath: "Tests/viewsimTests/Fixtures/nib/badge.xib"), classes: classes)
let contents = try nib.load(withOwner: nil)                     // instantiate(withOwner:) returns the views only
let badge = contents.topLevelViews.first as? BadgeView          // new views at every call
badge?.heightConstraint.constant = 60                           // outlets connected, awakeFromNib() called
print(badge?.titleLabel.text ?? "", contents.unappliedRuntimeAttributes.map(\.keyPath))
// New ["layer.shouldRasterize"]
        return (badge?.titleLabel.text ?? "") + " " + "\(contents.unappliedRuntimeAttributes.map(\.keyPath))"
    }
}
