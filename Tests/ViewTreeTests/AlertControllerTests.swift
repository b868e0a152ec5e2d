import Testing
@testable import ViewTree

/// `UIAlertController`: presented over the screen (the presenter's view stays), a button per
/// action, and a tapped action dismisses the controller before its handler runs.
@Suite struct AlertControllerTests {
    /// A window on a 120 Hz clock showing `root`.
    private static func stage() -> (SimulationClock, Window, ViewController) {
        let clock = SimulationClock(frameRate: .fps120)
        let window = Window(device: .iPhone15)
        window.clock = clock
        let root = ViewController(name: "root")
        window.rootViewController = root
        window.layoutIfNeeded()
        return (clock, window, root)
    }

    private static func buttons(of alert: AlertController) -> [Button] {
        func collect(_ view: View) -> [Button] {
            view.subviews.flatMap { ($0 as? Button).map { [$0] } ?? collect($0) }
        }
        return collect(alert.view)
    }

    @Test func anAlertFadesInOverThePresenterAndATappedActionDismissesItBeforeItsHandler() throws {
        let (clock, window, root) = Self.stage()
        let alert = AlertController(title: "Delete draft?", message: "This cannot be undone.", preferredStyle: .alert)
        var log: [String] = []
        alert.addAction(AlertAction(title: "Delete", style: .destructive) { action in
            log.append("\(action.title ?? "") presented: \(root.presentedViewController != nil)")
        })
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        root.present(alert, animated: true)
        #expect(root.presentedViewController === alert && alert.isBeingPresented)
        clock.advance(until: AlertController.fadeDuration)
        window.layoutIfNeeded()
        #expect(!alert.isBeingPresented && alert.view.alpha == 1 && root.view.window === window)  // over the presenter, which stays

        // Two actions sit side by side, the cancel one on the left, in a 270 pt card centred in
        // the safe area.
        let buttons = Self.buttons(of: alert)
        try #require(buttons.count == 2)
        #expect(buttons.map(\.currentTitle) == ["Cancel", "Delete"])
        #expect(buttons[0].frame.height == 44 && buttons[0].frame.minY == buttons[1].frame.minY)
        let card = try #require(alert.view.view(named: "alertCard"))
        let cardFrame = card.convert(card.bounds, to: window)
        #expect(cardFrame.width == AlertController.alertWidth && cardFrame.midX == 195)
        #expect(cardFrame.midY == 428.5)  // the safe area's middle: 47 + (844 - 47 - 34) / 2
        #expect(buttons[1].titleColor(for: .normal) == .systemRed)

        buttons[1].tap()
        #expect(log.isEmpty)  // the handler waits for the dismissal
        clock.advance(until: 2 * AlertController.fadeDuration)
        #expect(log == ["Delete presented: false"] && root.presentedViewController == nil)
    }

    @Test func anActionSheetSitsAtTheBottomWithItsCancelActionApart() throws {
        let (_, window, root) = Self.stage()
        let sheet = AlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        for title in ["Camera", "Library"] { sheet.addAction(AlertAction(title: title, style: .default)) }
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
        sheet.addTextField()
        #expect(sheet.textFields == nil)  // an action sheet has none
        root.present(sheet, animated: false)
        window.layoutIfNeeded()
        let frames = Self.buttons(of: sheet).map { $0.convert($0.bounds, to: window) }
        try #require(frames.count == 3)
        #expect(frames.map(\.height) == [57, 57, 57])
        #expect(frames[2].maxY == 802 && abs(frames[2].minY - frames[1].maxY - 8) < 1e-9)  // 844 - 34 - 8; a gap of 8
        #expect(frames[0].minX == 8 && frames[0].width == 390 - 16)
    }

    @Test func anAlertsTextFieldsAreMadeByItsHandlersInOrder() {
        let alert = AlertController(title: "Sign in", message: nil, preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Email" }
        alert.addTextField { $0.isSecureTextEntry = true }
        #expect(alert.textFields?.map(\.placeholder) == ["Email", nil])
        #expect(alert.textFields?.last?.isSecureTextEntry == true)
        let disabled = AlertAction(title: "OK", style: .default)
        disabled.isEnabled = false
        alert.addAction(disabled)
        #expect(alert.actions.count == 1 && alert.preferredStyle == .alert)
    }
}
