import Foundation
import Testing
@testable import StateMachines
@testable import ViewTree

/// The seed's own Interface Builder files, embedded in the module: the cell's xib and the screen's
/// storyboard, loaded with their outlets connected by name.
@Suite struct SalonSeedFilesTests {
    /// The embedded bytes are the files in Sources/StateMachines/Resources, byte for byte.
    @Test func theFilesAreEmbeddedInTheModule() throws {
        let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/StateMachines/Resources").standardized
        for (name, fileExtension) in [("SalonSelectorCollectionViewCell", "xib"), ("Main", "storyboard")] {
            let file = try Data(contentsOf: resources.appendingPathComponent("\(name).\(fileExtension)"))
            #expect(SeedResources.bytes(named: name, extension: fileExtension) == [UInt8](file))
        }
        #expect(SeedResources.bytes(named: "Main", extension: "xib") == nil)
    }

    @Test func theCellsNibConnectsEveryOutlet() throws {
        let contents = try SalonSelectorCell.nib.load()
        let cell = try #require(contents.topLevelViews.first as? SalonSelectorCell)
        #expect(contents.topLevelViews.count == 1)
        #expect(cell.containerView.superview === cell.contentView)
        #expect([cell.salonNameLabel, cell.salonAddressLabel, cell.separatorLine].allSatisfy { $0?.superview === cell.containerView })
        #expect(cell.salonNameLabel.font == Font(size: 17, weight: .semibold))
        #expect(cell.salonAddressLabel.font == Font(size: 14))
        #expect(cell.salonAddressLabel.textColor == .darkGray)
        #expect(cell.separatorLine.backgroundColor == .darkGray)
        // The seven constraint outlets are the document's constraints, at the collapsed values.
        #expect(cell.containerViewWidthConstraint === contents.object(withID: "Wd0-cT-nR1"))
        #expect(cell.interLabelsPaddingConstraint === contents.object(withID: "Pd6-lB-s06"))
        #expect(cell.namedConstraints.map(\.constant) == [250, 150, 20, 60, 6, 0, 0])
        #expect(contents.unappliedRuntimeAttributes.isEmpty)
    }

    /// The frames the hand-built cell had (the `dump --state` snapshots), from the nib.
    @Test(arguments: [
        (SalonSelectorCell.State.collapsed, [Rect(x: 35, y: 25, width: 250, height: 150), Rect(x: 20, y: 53, width: 121, height: 21),
                                             Rect(x: 60, y: 80, width: 158, height: 17), Rect(x: 125, y: 77, width: 0, height: 0)]),
        (.expanded, [Rect(x: 0, y: 0, width: 320, height: 200), Rect(x: 40, y: 53, width: 121, height: 21),
                     Rect(x: 80, y: 130, width: 158, height: 17), Rect(x: 40, y: 101, width: 240, height: 2)]),
    ])
    func theCellFromTheNibHasTheHandBuiltFrames(state: SalonSelectorCell.State, frames: [Rect]) {
        let cell = SalonSelectorCell.laidOut(state: state)
        #expect([cell.containerView!, cell.salonNameLabel!, cell.salonAddressLabel!, cell.separatorLine!].map(\.frame) == frames)
        #expect(cell.layoutLog.entries.isEmpty)
    }

    @Test func theStoryboardsScreenHasTheSelectionFrameCentredOnTheCollectionView() throws {
        let controller = SalonSelectorViewController.instantiate()
        let root = controller.view
        root.frame = Rect(x: 0, y: 0, width: 390, height: 844)
        root.layoutIfNeeded()
        #expect(controller.collectionView.frame == Rect(x: 0, y: 312, width: 390, height: 220))
        #expect(controller.selectionFrameView.frame == Rect(x: 25, y: 312, width: 340, height: 220))
        let frame = try #require(controller.selectionFrameView)
        #expect(frame.topRightCorner.frame == Rect(x: 296, y: 0, width: 44, height: 44))
        #expect(frame.topRightCorner.image == Image(name: "selection-corner", size: Size(width: 44, height: 44)))
        // The seed's user-defined runtime attribute: layer.transform.rotation.z = 3.14.
        #expect(frame.bottomLeftCorner.layer.transform == Transform3D(rotationAngle: 3.14, x: 0, y: 0, z: 1))
        #expect(frame.bottomLeftCorner.center == Point(x: 22, y: 198))
        #expect(root.backgroundColor == .white)
    }
}
