import Foundation
import Testing
import ViewSimTesting
import ViewTree

/// A card: a title pinned to the top-left margin and a 64 pt square image below it.
func makeCard(imageHeight: Double = 64) -> (card: View, title: Label, image: View) {
    let card = View(frame: Rect(x: 0, y: 0, width: 320, height: 120))
    let title = Label(name: "title", text: "Salon Élan")
    let image = View()
    image.name = "image"
    for view in [title, image] {
        view.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(view)
    }
    LayoutConstraint.activate([
        title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
        title.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
        image.leadingAnchor.constraint(equalTo: title.leadingAnchor),
        image.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
        image.widthAnchor.constraint(equalToConstant: 64),
        image.heightAnchor.constraint(equalToConstant: imageHeight),
    ])
    card.layoutIfNeeded()
    return (card, title, image)
}

/// Each assertion passes on a sound layout and records a failure, under Swift Testing, on a
/// broken one.
@Suite struct ViewSimTestingTests {
    @Test func aSoundLayoutPasses() {
        let (card, title, image) = makeCard()
        #expect(assertNoConflicts(in: card))
        #expect(assertNoAmbiguity(in: card))
        let titleBottom = title.frame.maxY
        #expect(assertFrame(of: image, equals: Rect(x: 16, y: titleBottom + 8, width: 64, height: 64)))
    }

    @Test func aConflictFails() {
        let (card, _, image) = makeCard()
        LayoutConstraint.activate([image.heightAnchor.constraint(equalToConstant: 80)])
        withKnownIssue {
            #expect(!assertNoConflicts(in: card))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("1 conflict in <View; frame = (0 0; 320 120)") }
        }
    }

    @Test func anAmbiguousViewIsNamedWithWhatItLacks() {
        let (card, _, _) = makeCard()
        let loose = View()
        loose.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(loose)
        LayoutConstraint.activate([loose.leadingAnchor.constraint(equalTo: card.leadingAnchor),
                                   loose.widthAnchor.constraint(equalToConstant: 10)])
        withKnownIssue {
            assertNoAmbiguity(in: card)
        } matching: { issue in
            issue.comments.contains { $0.rawValue == "1 ambiguous view:\n  - <View; frame = (0 0; 10 0); layer = <CALayer>> needs constraints for y, height" }
        }
    }

    @Test func aFrameOffByMoreThanTheAccuracyFails() {
        let (card, title, image) = makeCard()
        defer { withExtendedLifetime(card) {} }
        let expected = Rect(x: 16, y: title.frame.maxY + 8, width: 64, height: 64)
        #expect(assertFrame(of: image, equals: expected.offsetBy(dx: 0.4, dy: 0), accuracy: 0.5))
        withKnownIssue {
            assertFrame(of: image, equals: expected.offsetBy(dx: 0, dy: 2))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasSuffix("minY is \(formatGeometry(expected.minY)), expected \(formatGeometry(expected.minY + 2))") }
        }
    }

    /// The snapshots in __Snapshots__/ViewSimTestingTests/ were recorded from this card.
    @Test func storedSnapshotsMatch() {
        let (card, _, _) = makeCard()
        #expect(assertSnapshot(of: card))
        #expect(assertSnapshot(of: card, as: .svg, named: "card"))
    }

    @Test func aChangedViewFailsWithADiff() {
        let (card, _, _) = makeCard(imageHeight: 40)
        withKnownIssue {
            assertSnapshot(of: card, named: "1", testName: "storedSnapshotsMatch()")
        } matching: { issue in
            issue.comments.contains { comment in
                comment.rawValue.contains("− ") && comment.rawValue.contains("+ ")
                    && comment.rawValue.contains("Run with VIEWSIM_RECORD=1")
            }
        }
    }

    /// A missing snapshot is recorded, and the test fails until it runs again.
    @Test func aMissingSnapshotIsRecordedAndFails() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viewsim-snapshots-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (card, _, _) = makeCard()
        withKnownIssue {
            assertSnapshot(of: card, named: "new", snapshotDirectory: folder.path)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("no snapshot was stored; recorded") }
        }
        let stored = try String(contentsOf: folder.appendingPathComponent("aMissingSnapshotIsRecordedAndFails.new.txt"), encoding: .utf8)
        #expect(stored == card.recursiveDescription())
        #expect(assertSnapshot(of: card, named: "new", snapshotDirectory: folder.path))
    }

    @Test func anInterfaceBuilderFileChecksClean() throws {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../viewsimTests/Fixtures/nib").standardized
        #expect(assertChecksClean(interfaceBuilderFile: fixtures.appendingPathComponent("card.xib").path))
        withKnownIssue {
            assertChecksClean(interfaceBuilderFile: fixtures.appendingPathComponent("profile.xib").path)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("profile.xib:17: error: ambiguous layout: 'name-label' (UILabel)") }
        }
    }
}
