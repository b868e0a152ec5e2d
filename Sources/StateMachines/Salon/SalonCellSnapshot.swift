import ViewTree

extension SalonSelectorCell {
    /// A salon cell as `viewsim dump` shows it: built, configured with `salon` (the first
    /// built-in one by default), put in `state` and laid out. Its `layoutLog` tells whether
    /// the layout needed to break a constraint.
    public static func laidOut(state: State, salon: SalonEntity = SalonEntity.builtIn[0]) -> SalonSelectorCell {
        let cell = SalonSelectorCell.instantiate()
        cell.configure(with: salon)
        cell.state = state
        cell.layoutIfNeeded()
        return cell
    }
}
