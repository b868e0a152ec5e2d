import Foundation

/// One button of an alert or action sheet (`UIAlertAction`): a title, a style and what to do.
public final class AlertAction {
    /// How the button looks and where it goes (`UIAlertAction.Style`).
    public enum Style: Sendable {
        /// An ordinary action.
        case `default`
        /// Dismisses without changing anything: semibold, last (or on the left of a pair), and
        /// an action sheet's own group; at most one per controller.
        case cancel
        /// Changes or deletes data: red.
        case destructive
    }

    /// The button's title.
    public let title: String?
    /// The button's style.
    public let style: Style
    /// Whether the button can be tapped (true by default).
    public var isEnabled = true {
        didSet { button?.isEnabled = isEnabled }
    }
    let handler: ((AlertAction) -> Void)?
    /// The button showing the action, once the controller's view is loaded.
    weak var button: Button?

    /// Creates an action; `handler` runs after the controller is dismissed, as in UIKit.
    public init(title: String?, style: Style, handler: ((AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}

/// An alert or action sheet (`UIAlertController`): a title, a message, text fields and a button
/// per action, presented over the current screen (`present(_:animated:completion:)`). Tapping an
/// action's button (``Control/tap()``) dismisses the controller, then runs the action's handler.
///
/// UIKit does not document the layout; viewsim draws an alert as a 270 pt card centred on the
/// dimmed screen, with 44 pt buttons side by side when there are two and stacked otherwise, and an
/// action sheet as a card 8 pt inside the safe area's sides and bottom, with 57 pt buttons and the
/// cancel action in a card of its own below. It fades in and out over ``fadeDuration``.
public final class AlertController: ViewController, ViewControllerTransitioningDelegate {
    /// The kind of controller (`UIAlertController.Style`).
    public enum Style: Sendable {
        /// A sheet of choices at the bottom of the screen.
        case actionSheet
        /// A card in the middle of the screen.
        case alert
    }

    /// How long the fade in or out takes (UIKit does not document it).
    public static let fadeDuration = 0.25
    /// An alert's width (UIKit's alerts are 270 pt wide on every iPhone).
    public static let alertWidth = 270.0

    /// The kind of controller, fixed when it is made.
    public let preferredStyle: Style
    /// The message under the title.
    public var message: String?
    /// The actions, in the order they were added.
    public private(set) var actions: [AlertAction] = []
    /// The action drawn in bold and triggered by the return key (an alert's only).
    public var preferredAction: AlertAction?
    /// The alert's text fields, in the order they were added (`nil` when it has none).
    public var textFields: [TextField]? { fields.isEmpty ? nil : fields }
    private var fields: [TextField] = []

    /// Creates an alert or action sheet.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.preferredStyle = preferredStyle
        self.message = message
        super.init(nibName: nil, bundle: nil)
        self.title = title
        modalPresentationStyle = .overFullScreen
        transitioningDelegate = self
    }

    public required init?(coder: NSCoder) { return nil }

    /// Adds an action's button.
    public func addAction(_ action: AlertAction) {
        actions.append(action)
    }

    /// Adds a text field to an alert (an action sheet has none), configured by `handler`.
    public func addTextField(configurationHandler handler: ((TextField) -> Void)? = nil) {
        guard preferredStyle == .alert else { return }
        let field = TextField()
        field.borderStyle = .roundedRect
        fields.append(field)
        handler?(field)
    }

    // MARK: - View

    public override func loadView() {
        let root = View(frame: screenBounds)
        root.backgroundColor = Color(white: 0, alpha: 0.2)
        view = root
        let cancel = actions.first { $0.style == .cancel }
        let others = actions.filter { $0 !== cancel }
        switch preferredStyle {
        case .alert:
            // A cancel action goes on the left of a pair and at the bottom of a list.
            let cancelling = cancel.map { [$0] } ?? []
            let sideBySide = others.count + cancelling.count == 2 && fields.isEmpty
            let ordered = sideBySide ? cancelling + others : others + cancelling
            let card = self.card(header: true, actions: ordered, sideBySide: sideBySide, buttonHeight: 44)
            root.addSubview(card)
            LayoutConstraint.activate([
                card.widthAnchor.constraint(equalToConstant: Self.alertWidth),
                card.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                card.centerYAnchor.constraint(equalTo: root.safeAreaLayoutGuide.centerYAnchor),
            ])
        case .actionSheet:
            let guide = root.safeAreaLayoutGuide
            let main = card(header: title != nil || message != nil, actions: others, sideBySide: false, buttonHeight: 57)
            root.addSubview(main)
            var bottom = main.bottomAnchor
            if let cancel {
                let group = card(header: false, actions: [cancel], sideBySide: false, buttonHeight: 57)
                root.addSubview(group)
                LayoutConstraint.activate([
                    group.topAnchor.constraint(equalTo: main.bottomAnchor, constant: 8),
                    group.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 8),
                    group.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -8),
                ])
                bottom = group.bottomAnchor
            }
            LayoutConstraint.activate([
                main.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 8),
                main.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -8),
                bottom.constraint(equalTo: guide.bottomAnchor, constant: -8),
            ])
        }
    }

    /// A rounded card stacking the title and message, the text fields, then a button per action.
    private func card(header: Bool, actions: [AlertAction], sideBySide: Bool, buttonHeight: Double) -> View {
        let stack = StackView()
        stack.name = "alertCard"
        stack.axis = .vertical
        stack.backgroundColor = Color(white: 0.97)
        stack.layer.cornerRadius = 14
        stack.clipsToBounds = true
        stack.translatesAutoresizingMaskIntoConstraints = false
        if header {
            let texts = StackView()
            texts.axis = .vertical
            texts.spacing = 4
            texts.isLayoutMarginsRelativeArrangement = true
            texts.layoutMargins = EdgeInsets(top: 20, left: 16, bottom: 20, right: 16)
            let sheet = preferredStyle == .actionSheet
            if let title {
                let label = Label(name: "alertTitle", text: title)
                label.font = Font(size: sheet ? 13 : 17, weight: .semibold)
                label.textColor = sheet ? .secondaryLabel : .label
                texts.addArrangedSubview(label)
            }
            if let message {
                let label = Label(name: "alertMessage", text: message)
                label.font = Font(size: 13)
                label.textColor = sheet ? .secondaryLabel : .label
                texts.addArrangedSubview(label)
            }
            for label in texts.arrangedSubviews.compactMap({ $0 as? Label }) {
                label.numberOfLines = 0
                label.textAlignment = .center
            }
            for field in fields { texts.addArrangedSubview(field) }
            stack.addArrangedSubview(texts)
        }
        let buttons = StackView()
        buttons.axis = sideBySide ? .horizontal : .vertical
        buttons.distribution = .fillEqually
        buttons.spacing = 1 / 3
        for action in actions {
            let button = Button(type: .system)
            button.name = "alertAction"
            button.setTitle(action.title, for: .normal)
            let bold = action.style == .cancel || action === preferredAction
            button.titleLabel?.font = Font(size: preferredStyle == .actionSheet ? 20 : 17, weight: bold ? .semibold : .regular)
            if action.style == .destructive { button.setTitleColor(.systemRed, for: .normal) }
            button.isEnabled = action.isEnabled
            button.heightAnchor.constraint(equalToConstant: buttonHeight).isActive = true
            button.addAction(Action { [weak self, weak action] _ in
                if let action { self?.choose(action) }
            }, for: .touchUpInside)
            action.button = button
            buttons.addArrangedSubview(button)
        }
        if !actions.isEmpty { stack.addArrangedSubview(buttons) }
        return stack
    }

    /// Dismisses the controller, then runs the action's handler (UIKit's order).
    private func choose(_ action: AlertAction) {
        guard action.isEnabled else { return }
        dismiss(animated: true) { action.handler?(action) }
    }

    // MARK: - Transitions

    public func animationController(forPresented presented: ViewController, presenting: ViewController,
                                    source: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        FadeTransitionAnimator(duration: Self.fadeDuration)
    }

    public func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        FadeTransitionAnimator(duration: Self.fadeDuration)
    }
}

/// Fades the presented view in over the presenter, or out of it.
final class FadeTransitionAnimator: ViewControllerAnimatedTransitioning {
    let duration: Double

    init(duration: Double) { self.duration = duration }

    func transitionDuration(using transitionContext: TransitionContext?) -> Double { duration }

    func animateTransition(using transitionContext: TransitionContext) {
        let key: TransitionKey = transitionContext.kind == .presentation ? .to : .from
        guard let view = transitionContext.view(forKey: key) else { return transitionContext.completeTransition(false) }
        if transitionContext.kind == .presentation, let controller = transitionContext.viewController(forKey: .to) {
            view.frame = transitionContext.finalFrame(for: controller)
            view.alpha = 0
            transitionContext.containerView.addSubview(view)
        }
        let target = transitionContext.kind == .presentation ? 1.0 : 0.0
        View.animate(withDuration: duration, curve: .easeInOut, animations: {
            view.alpha = target
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
