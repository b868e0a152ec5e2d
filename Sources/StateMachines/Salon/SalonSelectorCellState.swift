import ViewTree

extension SalonSelectorCell {
    /// The cell's look, exactly the seed's values (collapsed / expanded): every property is
    /// what one named constraint's constant (or the container's background) becomes.
    public enum State: String, Hashable, Sendable, CaseIterable {
        /// Not selected: smaller, grey, no separator.
        case collapsed
        /// Selected: the full 320 x 200 container, white, with a separator between the labels.
        case expanded

        /// The container's background: light grey / white.
        public var backgroundColor: Color {
            switch self {
            case .collapsed: return .lightGray
            case .expanded: return .white
            }
        }

        /// Points between the name label's bottom and the address label's top: 6 / 56.
        public var interLabelPadding: Double {
            switch self {
            case .collapsed: return 6
            case .expanded: return 56
            }
        }

        /// The separator line's width: 0 / 240.
        public var separatorWidth: Double {
            switch self {
            case .collapsed: return 0
            case .expanded: return 240
            }
        }

        /// The separator line's height: 0 / 2.
        public var separatorHeight: Double {
            switch self {
            case .collapsed: return 0
            case .expanded: return 2
            }
        }

        /// The name label's leading inset from the container's leading edge: 20 / 40.
        public var salonNameLeadingConstant: Double {
            switch self {
            case .collapsed: return 20
            case .expanded: return 40
            }
        }

        /// The address label's leading inset from the container's leading edge: 60 / 80.
        public var salonAddressLeadingConstant: Double {
            switch self {
            case .collapsed: return 60
            case .expanded: return 80
            }
        }

        /// The container's width: 250 / 320.
        public var containerWidth: Double {
            switch self {
            case .collapsed: return 250
            case .expanded: return 320
            }
        }

        /// The container's height: 150 / 200.
        public var containerHeight: Double {
            switch self {
            case .collapsed: return 150
            case .expanded: return 200
            }
        }

        /// The other state (what a tap on the cell switches to).
        public var toggled: State { self == .collapsed ? .expanded : .collapsed }
    }
}
