import Foundation

/// The base of views that turn touches into actions (`UIControl`): a state (enabled,
/// selected, highlighted) and closure actions per ``Event``.
///
/// Swift on Linux has no selectors, so targets and actions are closures wrapped in an
/// ``Action``, as UIKit's `addAction(_:for:)` takes a `UIAction`. Touches are simulated with
/// ``tap()``; a disabled control ignores them, while ``sendActions(for:)`` sends regardless of
/// ``isEnabled``, as UIKit's does.
open class Control: View {
    /// The states a control can be in (`UIControl.State`); the raw values are UIKit's.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// Creates a state from its raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// No flag set: enabled, not selected, not highlighted.
        public static let normal: State = []
        /// A touch is down on the control.
        public static let highlighted = State(rawValue: 1 << 0)
        /// ``Control/isEnabled`` is false.
        public static let disabled = State(rawValue: 1 << 1)
        /// ``Control/isSelected`` is true.
        public static let selected = State(rawValue: 1 << 2)
        /// The control has the focus.
        public static let focused = State(rawValue: 1 << 3)
    }

    /// The events a control sends actions for (`UIControl.Event`); the raw values are UIKit's.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// Creates an event set from its raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A finger touched down inside the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A finger lifted inside the control.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A finger lifted outside the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the touch.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The user changed the control's value (switch, slider, segment, stepper, page).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action: a button's tap.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// Editing began in a text field.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text of a text field changed by editing.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text field.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// The return key was pressed in a text field.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// All touch events.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// All editing events.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// Whether the control takes touches (true by default). A disabled control draws dimmed
    /// and ignores ``tap()``.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { stateDidChange() } }
    }

    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityTraits: AccessibilityTraits { isEnabled ? [] : .notEnabled }
    /// Whether the control is selected (false by default).
    open var isSelected = false {
        didSet { if isSelected != oldValue { stateDidChange() } }
    }
    /// Whether a touch is down on the control (false by default; ``tap()`` sets it while it runs).
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { stateDidChange() } }
    }

    /// Where the content (a button's image and title) sits across the bounds (centred by default).
    open var contentHorizontalAlignment = ContentHorizontalAlignment.center {
        didSet { if contentHorizontalAlignment != oldValue { setNeedsLayout() } }
    }
    /// Where the content sits down the bounds (centred by default).
    open var contentVerticalAlignment = ContentVerticalAlignment.center {
        didSet { if contentVerticalAlignment != oldValue { setNeedsLayout() } }
    }

    /// `UIControl.ContentHorizontalAlignment` (layout is left-to-right: leading is left).
    public enum ContentHorizontalAlignment: String, Sendable {
        /// The kinds UIKit offers.
        case center, left, right, fill, leading, trailing
    }

    /// `UIControl.ContentVerticalAlignment`.
    public enum ContentVerticalAlignment: String, Sendable {
        /// The kinds UIKit offers.
        case center, top, bottom, fill
    }

    /// The state as flags, from ``isEnabled``, ``isSelected`` and ``isHighlighted``.
    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// The actions, in the order they were added, each with the events it answers.
    private var targets: [(action: Action, events: Event)] = []

    /// Creates a control with the given frame.
    public override init(frame: Rect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) { return nil }

    /// Adds `action` for `events`. Adding an action with the identifier of one already added
    /// for the same events replaces it, as UIKit does.
    public func addAction(_ action: Action, for events: Event) {
        if let index = targets.firstIndex(where: { $0.action.matches(action) && $0.events == events }) {
            targets[index].action = action
        } else {
            targets.append((action, events))
        }
    }

    /// Removes `action` (the same object, or one with its identifier) from `events`; it stays
    /// for its other events.
    public func removeAction(_ action: Action, for events: Event) {
        removeActions(for: events) { $0.matches(action) }
    }

    /// Removes the action with `identifier` from `events`; it stays for its other events.
    public func removeAction(identifiedBy identifier: Action.Identifier, for events: Event) {
        removeActions(for: events) { $0.identifier == identifier }
    }

    private func removeActions(for events: Event, where matches: (Action) -> Bool) {
        for index in targets.indices.reversed() where matches(targets[index].action) {
            targets[index].events.subtract(events)
            if targets[index].events.isEmpty { targets.remove(at: index) }
        }
    }

    /// The events some action answers.
    public var allControlEvents: Event {
        targets.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// The number of actions added.
    public var actionCount: Int { targets.count }

    /// Calls every action that answers one of `events`, in the order they were added, each
    /// once. Sends whether or not the control is enabled, as UIKit does.
    open func sendActions(for events: Event) {
        for target in targets where !target.events.isDisjoint(with: events) {
            target.action.perform(sender: self)
        }
    }

    /// Simulates a finger tapping the control: highlighted while down, ``Event/touchDown``,
    /// then the control's own response (a switch flips, a stepper steps, ...), then
    /// ``Event/touchUpInside``. Returns false and does nothing when the control is disabled or
    /// hidden, as UIKit delivers no touches to them.
    @discardableResult
    public func tap() -> Bool {
        guard isEnabled, !isHidden, isUserInteractionEnabled else { return false }
        isHighlighted = true
        sendActions(for: .touchDown)
        isHighlighted = false
        respondToTap()
        sendActions(for: .touchUpInside)
        if tapIsPrimaryAction { sendActions(for: .primaryActionTriggered) }
        return true
    }

    /// What a tap does besides the touch events (nothing here; subclasses change their value).
    func respondToTap() {}

    /// Whether a tap is the control's primary action (a button's, as UIKit sends
    /// ``Event/primaryActionTriggered`` after ``Event/touchUpInside``).
    var tapIsPrimaryAction: Bool { false }

    /// Called when ``isEnabled``, ``isSelected`` or ``isHighlighted`` changes.
    func stateDidChange() {}

    /// The state the document sets (`enabled`, `selected`, `highlighted`).
    override func configure(fromInterfaceBuilder model: IBView) {
        super.configure(fromInterfaceBuilder: model)
        if let enabled = model.attributes.flag("enabled") { isEnabled = enabled }
        if let selected = model.attributes.flag("selected") { isSelected = selected }
        if let highlighted = model.attributes.flag("highlighted") { isHighlighted = highlighted }
        if let alignment = ContentHorizontalAlignment(rawValue: model.attributes["contentHorizontalAlignment"] ?? "") {
            contentHorizontalAlignment = alignment
        }
        if let alignment = ContentVerticalAlignment(rawValue: model.attributes["contentVerticalAlignment"] ?? "") {
            contentVerticalAlignment = alignment
        }
    }
}

/// A closure a control calls for its events (`UIAction`). A class, as UIKit's: an action
/// without an identifier is matched by identity when removed.
public final class Action {
    /// Identifies an action for replacement and removal (`UIAction.Identifier`).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// Creates an identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier from a string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The action's title (for menus; controls ignore it).
    public var title: String
    /// The identifier, `nil` when none was given (UIKit makes a unique one; identity does here).
    public let identifier: Identifier?
    /// The closure, given this action with its ``sender`` set.
    private let handler: (Action) -> Void
    /// The control that sent the action most recently (`UIAction.sender`; weak).
    public private(set) weak var sender: Control?

    /// Creates an action (`UIAction(title:identifier:handler:)`).
    public init(title: String = "", identifier: Identifier? = nil, handler: @escaping (Action) -> Void) {
        self.title = title
        self.identifier = identifier
        self.handler = handler
    }

    /// Whether `other` stands for the same action: the same object, or the same identifier.
    func matches(_ other: Action) -> Bool {
        self === other || (identifier != nil && identifier == other.identifier)
    }

    /// Calls the handler with ``sender`` set.
    func perform(sender: Control) {
        self.sender = sender
        handler(self)
    }
}
