import Testing
@testable import StateMachines
import ViewTree

@Suite struct SelectionScrollingStateTests {
    @Test func equalityIgnoresThePayloadAsTheSeedsDoes() {
        #expect(SelectionScrollingState.idle == .idle)
        #expect(SelectionScrollingState.scrolling(animateSelectionFrame: true) == .scrolling(animateSelectionFrame: false))
        #expect(SelectionScrollingState.idle != .scrolling(animateSelectionFrame: true))
        #expect(SelectionScrollingState.scrolling(animateSelectionFrame: false) != .idle)
    }

    @Test func selectionFrameValuesAreTheSeeds() {
        #expect(SelectionScrollingState.idle.alpha == 1)
        #expect(SelectionScrollingState.idle.transform == .identity)
        #expect(SelectionScrollingState.scrolling(animateSelectionFrame: true).alpha == 0)
        #expect(SelectionScrollingState.scrolling(animateSelectionFrame: true).transform == AffineTransform(scaleX: 1.5, y: 1.5))
        #expect(SelectionScrollingState.scrolling(animateSelectionFrame: false).alpha == 1)
        #expect(SelectionScrollingState.scrolling(animateSelectionFrame: false).transform == AffineTransform(scaleX: 1.15, y: 1.15))
    }

    @Test func theCentredCellIsExpandedOnlyAtRest() {
        #expect(SelectionScrollingState.idle.centredCellState == .expanded)
        #expect(SelectionScrollingState.scrolling(animateSelectionFrame: true).centredCellState == .collapsed)
        #expect(SelectionScrollingState.scrolling(animateSelectionFrame: false).centredCellState == .collapsed)
    }
}
