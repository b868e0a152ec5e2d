import Foundation
import Testing
import ViewSimTesting
import ViewTree

@Suite struct ProfileCardTests {
    /// A 320 x 120 card: a title at the top-left margin and a 64 pt photo 8 pt below it.
    func makeCard() -> View {
        let card = View(frame: Rect(x: 0, y: 0, width: 320, height: 120))
        let title = Label(name: "title", text: "Salon Élan")
        let photo = ImageView(image: Image(name: "salon", size: Size(width: 64, height: 64)))
        photo.name = "photo"
        for view in [title, photo] {
            view.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(view)
        }
        LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            photo.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            photo.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
        ])
        return card
    }

    @Test func theCardLaysOutWithoutIssues() {
        let card = makeCard()
        assertNoConflicts(in: card)
        assertNoAmbiguity(in: card)                    // names each ambiguous view and what it lacks
        assertFrame(of: card.subviews[1], equals: Rect(x: 16, y: 41, width: 64, height: 64))
    }

    @Test func theCardMatchesItsSnapshots() {
        let card = makeCard()
        assertSnapshot(of: card)                       // __Snapshots__/ReadmeExampleTests/theCardMatchesItsSnapshots.1.txt
        assertSnapshot(of: card, as: .svg)             // record with VIEWSIM_RECORD=1
    }

    @Test func theCardNibChecksClean() {
        let nib = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../viewsimTests/Fixtures/nib/card.xib")
        assertChecksClean(interfaceBuilderFile: nib.path)
    }
}
