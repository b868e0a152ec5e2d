import Foundation
import Testing
@testable import StateMachines
import ViewTree

private func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

private func near(_ a: Rect, _ b: Rect, _ tolerance: Double = 1e-9) -> Bool {
    near(a.minX, b.minX, tolerance) && near(a.minY, b.minY, tolerance)
        && near(a.width, b.width, tolerance) && near(a.height, b.height, tolerance)
}

/// The window frame of grid thumbnail `item` at grid offset `offset` (3 columns of 126 + 6).
private func thumbnailFrame(_ item: Int, offset: Double = 0) -> Rect {
    Rect(x: Double(item % 3) * 132, y: Double(item / 3) * 132 - offset, width: 126, height: 126)
}

@Suite struct PhotosPhaseTests {
    @Test func thePhasesFollowTheTapsTheZoomsAndThePaging() {
        var phase = PhotosPhase.grid
        for (event, expected) in [(PhotosPhase.Event.tapThumbnail(4), PhotosPhase.zoomingIn(item: 4)),
                                  (.zoomInEnded, .fadingIn(item: 4)), (.fadeInEnded, .browsing(item: 4)),
                                  (.pagedTo(5), .browsing(item: 5)), (.tapPhoto, .zoomingOut(item: 5)),
                                  (.zoomOutEnded, .grid)] {
            let next = phase.next(on: event)
            #expect(next == expected, "\(phase) on \(event)")
            phase = next ?? phase
        }
    }

    @Test func touchesWaitWhileAPhotoZoomsOrFades() {
        for phase in [PhotosPhase.zoomingIn(item: 1), .fadingIn(item: 1), .zoomingOut(item: 1)] {
            #expect(!phase.acceptsTouches)
            #expect(phase.next(on: .tapPhoto) == nil)
            #expect(phase.next(on: .tapThumbnail(2)) == nil)
            #expect(phase.next(on: .pagedTo(2)) == nil)
        }
        #expect(PhotosPhase.grid.next(on: .tapPhoto) == nil)
        #expect(PhotosPhase.browsing(item: 3).next(on: .zoomInEnded) == nil)
        #expect(PhotosPhase.browsing(item: 3).description == "browsing 3")
    }
}

@Suite struct PhotoFeedTests {
    @Test func itemsHaveDeterministicImagesOfSeveralShapes() {
        #expect(PhotoItem(index: 0).image == Image(name: "photo-0.jpg", size: Size(width: 1200, height: 1600)))
        #expect(PhotoItem(index: 1).image.size == Size(width: 1000, height: 1500))
        #expect(PhotoItem(index: 4).image.size == Size(width: 1200, height: 1200))
        #expect(Set((0..<6).map { PhotoItem(index: $0).image.size.width / PhotoItem(index: $0).image.size.height }).count == 6)
        #expect(PhotoItem(index: 6) == PhotoItem(index: 6))
    }

    @Test func pagesOfThirtyArriveAfterTheLatencyAndAreNotRequestedTwice() {
        let clock = SimulationClock(frameRate: .fps60)
        let feed = PhotoFeed(latency: 0.25, maximumCount: 75)
        var loaded: [Range<Int>] = []
        feed.onPageLoaded = { loaded.append($0) }
        feed.loadFirstPage()
        #expect(feed.items.count == 30 && loaded == [0..<30])
        #expect(!feed.requestPage(from: 29, on: clock))   // not the next page
        #expect(feed.requestPage(from: 30, on: clock))
        #expect(feed.state == .loading(offset: 30))
        #expect(!feed.requestPage(from: 30, on: clock))   // already on its way
        clock.advance(until: 0.2)
        #expect(feed.items.count == 30)
        clock.advance(until: 0.25)
        #expect(feed.items.count == 60 && feed.state == .idle)
        #expect(feed.requestPage(from: 60, on: clock))
        clock.advance(until: 0.5)
        #expect(feed.items.count == 75 && feed.state == .exhausted)  // the last page is short
        #expect(!feed.requestPage(from: 75, on: clock))
        #expect(loaded == [0..<30, 30..<60, 60..<75])
        #expect(feed.items.map(\.index) == Array(0..<75))
    }

    @Test func theGridAsksForTheNextPageWhenItsLastCellIsRequested() {
        let scene = PhotosScene(clock: SimulationClock(frameRate: .fps60))
        #expect(scene.feed.state == .idle)
        scene.gridView.setContentOffset(Point(x: 0, y: 470), animated: false) // the last row shows
        scene.clock.advance()
        #expect(scene.feed.state == .loading(offset: 30))
        scene.clock.advance(until: 0.5)
        #expect(scene.gridView.numberOfItems(inSection: 0) == 60)
        #expect(Double(scene.gridView.contentSize.height) == 20 * 132 - 6)
    }
}

@Suite struct PhotosSceneTests {
    @Test func theGridShowsThreeSquareThumbnailsARow() {
        let scene = PhotosScene()
        #expect(scene.window.rootViewController === scene.navigation)
        #expect(scene.navigation.topViewController === scene.grid)
        #expect(scene.gridView.contentSize == Size(width: 390, height: 1314))
        #expect(scene.gridView.indexPathsForVisibleItems.map(\.item) == Array(0...20))
        let cell = scene.gridView.cellForItem(at: IndexPath(item: 4, section: 0))
        #expect(cell.map { scene.gridView.convert($0.frame, to: scene.window) } == thumbnailFrame(4))
    }

    @Test func thePhotoZoomsFromItsThumbnailToTheAspectFitFrameInOneSecondThenTheBrowserFadesIn() throws {
        let scene = PhotosScene(clock: SimulationClock(frameRate: .fps120))
        scene.tapItem(4)
        #expect(scene.phase == .zoomingIn(item: 4))
        let browser = try #require(scene.browser)
        let container = try #require(scene.containerView)
        #expect(container.subviews.count == 2 && container.subviews[0] === browser.view)
        let zoom = try #require(container.subviews.last as? ImageView)
        #expect(zoom.name == PhotoTransitionAnimator.zoomImageName)
        // Start: the thumbnail's frame in the window. End: a 1200 x 1200 photo fit to 390 x 844.
        #expect(zoom.presentationFrame(in: scene.window) == thumbnailFrame(4))
        #expect(zoom.frame == Rect(x: 0, y: 227, width: 390, height: 390))
        #expect(browser.view.presentation.alpha == 0)
        #expect(scene.gridView.window === scene.window) // custom presentation: the grid stays
        // The browser opens at the tapped photo, at the screen's left edge.
        #expect(Double(browser.collectionView.contentOffset.x) == 4 * 410)
        let transition = try #require(scene.transition)
        #expect(transition.duration == 1.0)
        scene.clock.advance(until: 0.99)
        #expect(transition.state == .running)
        scene.clock.advance(until: 1.0)
        #expect(transition.state == .completed && transition.completionTime == 1.0)
        #expect(scene.phase == .fadingIn(item: 4))
        #expect(zoom.presentationFrame(in: scene.window) == Rect(x: 0, y: 227, width: 390, height: 390))
        scene.clock.advance(until: 1.25)
        #expect(near(browser.view.presentation.alpha, 0.5, 1e-6)) // ease-in-out: half-way at half time
        #expect(zoom.superview === container)
        scene.clock.advance(until: 1.5)
        #expect(browser.view.presentation.alpha == 1)
        #expect(zoom.superview == nil)
        #expect(scene.phase == .browsing(item: 4))
        #expect(scene.window.presentationLog.entries.isEmpty)
    }

    @Test func theBrowserPagesByACellSoTheGapNeverRestsOnScreen() throws {
        let scene = PhotosScene(clock: SimulationClock(frameRate: .fps120))
        scene.tapItem(4)
        scene.clock.advance(until: 1.5)
        let browser = try #require(scene.browser)
        let collectionView: CollectionView = browser.collectionView
        #expect(collectionView.frame == Rect(x: 0, y: 0, width: 410, height: 844))
        let layout = try #require(collectionView.collectionViewLayout as? FlowLayout)
        #expect(layout.itemSize == Size(width: 410, height: 844))
        #expect(layout.minimumLineSpacing == 0 && layout.minimumInteritemSpacing == 0)
        let ticks = try scene.play(GestureScript(parsing: "swipe left; wait 0.8"))
        #expect(scene.phase == .browsing(item: 5))
        #expect(ticks.flatMap(\.events).contains("paged to 5"))
        #expect(Double(collectionView.contentOffset.x) == 5 * 410)
        #expect(collectionView.indexPathsForVisibleItems.map(\.item) == [5])
        // Photo 5 (1200 x 900) fits the screen at 390 x 292.5, its cell's margin beyond x = 390.
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 5, section: 0)) as? PhotoCell)
        #expect(cell.imageView.convert(cell.imageView.bounds, to: scene.window) == Rect(x: 0, y: 275.75, width: 390, height: 292.5))
        #expect(cell.convert(cell.bounds, to: scene.window) == Rect(x: 0, y: 0, width: 410, height: 844))
    }

    @Test func dismissalShrinksThePhotoToItsThumbnailInOneSecondFadingTheBrowserOut() throws {
        let scene = PhotosScene(clock: SimulationClock(frameRate: .fps120))
        scene.tapItem(4)
        scene.clock.advance(until: 1.5)
        let browser = try #require(scene.browser)
        scene.tapItem(4)
        #expect(scene.phase == .zoomingOut(item: 4))
        #expect(scene.gridView.contentOffset.y == 0) // on screen: the grid does not move
        let container = try #require(scene.containerView)
        let zoom = try #require(container.subviews.last as? ImageView)
        #expect(zoom.presentationFrame(in: scene.window) == Rect(x: 0, y: 227, width: 390, height: 390))
        #expect(zoom.frame == thumbnailFrame(4))
        let transition = try #require(scene.transition)
        scene.clock.advance(until: 2.0)
        #expect(near(browser.view.presentation.alpha, 0.5, 1e-6))
        scene.clock.advance(until: 2.5)
        #expect(transition.state == .completed && transition.completionTime == 2.5)
        #expect(scene.phase == .grid)
        #expect(zoom.superview == nil && container.superview == nil && browser.view.superview == nil)
        #expect(scene.grid.presentedViewController == nil)
        #expect(scene.window.subviews.count == 1 && scene.window.subviews[0] === scene.navigation.view)
    }

    @Test func dismissalToAnOffScreenThumbnailScrollsTheGridToCentreItFirst() throws {
        let clock = SimulationClock(frameRate: .fps120)
        let scene = PhotosScene(clock: clock)
        scene.feed.requestPage(from: 30, on: clock)
        clock.advance(until: 0.25)
        #expect(scene.feed.items.count == 60)
        scene.gridView.setContentOffset(Point(x: 0, y: 1000), animated: false)
        clock.advance()
        let start = clock.now
        scene.tapItem(30) // row 10: y 1320 - 1000 = 320 in the window
        #expect(scene.containerView?.subviews.last?.presentationFrame(in: scene.window) == thumbnailFrame(30, offset: 1000))
        clock.advance(until: start + 1.5)
        let browser = try #require(scene.browser)
        browser.collectionView.scrollToItem(at: IndexPath(item: 45, section: 0), at: .left, animated: true)
        clock.advance(until: start + 2.0)
        #expect(scene.phase == .browsing(item: 45))
        // Thumbnail 45 (row 15, y 1980) is below the screen: no cell until the grid scrolls.
        #expect(scene.gridView.cellForItem(at: IndexPath(item: 45, section: 0)) == nil)
        scene.tapItem(45)
        #expect(scene.phase == .zoomingOut(item: 45))
        // Centred vertically: 1980 + 63 - 844 / 2 = 1621, at once and laid out.
        #expect(scene.gridView.contentOffset.y == 1621)
        #expect(scene.gridView.cellForItem(at: IndexPath(item: 45, section: 0)) != nil)
        let zoom = try #require(scene.containerView?.subviews.last)
        // From photo 45 (1080 x 1920, fit to 390 x 693.33, centred) to its thumbnail, now centred.
        #expect(near(zoom.presentationFrame(in: scene.window), Rect(x: 0, y: (844 - 390 * 1920 / 1080.0) / 2, width: 390, height: 390 * 1920 / 1080.0)))
        #expect(zoom.frame == Rect(x: 0, y: 359, width: 126, height: 126))
        #expect(zoom.frame == thumbnailFrame(45, offset: 1621))
        clock.advance(until: clock.now + 1.0)
        #expect(scene.phase == .grid)
    }

    @Test func touchesWaitWhileThePhotoZooms() {
        let scene = PhotosScene(clock: SimulationClock(frameRate: .fps120))
        scene.tapItem(4)
        _ = scene.takeEvents()
        scene.clock.advance(until: 0.5)
        scene.tapItem(4)
        scene.tap(atWindowPoint: Point(x: 100, y: 100))
        #expect(scene.takeEvents() == ["tap(4) ignored while zoomingIn 4", "tap(100, 100) ignored while zoomingIn 4"])
        #expect(scene.phase == .zoomingIn(item: 4))
    }

    @Test func scriptsTapOnlyItemsTheFeedCanHold() throws {
        let scene = PhotosScene()
        #expect(throws: GestureScriptError.self) { try scene.play(GestureScript(parsing: "tap 300")) }
        scene.tapItem(25) // row 8: below the screen
        #expect(scene.takeEvents() == ["tap(25) missed: item 25 is not on screen"])
    }

    @Test func theDefaultScriptPlaysEveryPhaseWithoutIssues() throws {
        let scene = PhotosScene(clock: SimulationClock(frameRate: .fps60))
        let ticks = try scene.play(GestureScript(parsing: PhotosScene.defaultScript))
        let phases = ticks.compactMap { $0.fields.first?.value }.map { value -> String in
            if case .text(let text) = value { return String(text.split(separator: " ")[0]) }
            return ""
        }
        var seen: [String] = []
        for phase in phases where seen.last != phase { seen.append(phase) }
        #expect(seen == ["grid", "zoomingIn", "fadingIn", "browsing", "zoomingOut", "grid"])
        let events = ticks.flatMap(\.events)
        #expect(events.contains("thumbnail 21 off screen: grid scrolled to 470 and laid out"))
        #expect(events.contains("feed loaded items 30-59"))
        #expect(scene.window.presentationLog.entries.isEmpty)
    }
}
