/// PLACEHOLDER: the incremental solver is being written; signatures are final.
public final class Solver {
    public init() {}
    public func add(_ constraint: Constraint) throws { fatalError("unimplemented") }
    public func remove(_ constraint: Constraint) throws { fatalError("unimplemented") }
    public func contains(_ constraint: Constraint) -> Bool { fatalError("unimplemented") }
    public func addEditVariable(_ variable: Variable, priority: Priority = .strong) throws { fatalError("unimplemented") }
    public func removeEditVariable(_ variable: Variable) throws { fatalError("unimplemented") }
    public func hasEditVariable(_ variable: Variable) -> Bool { fatalError("unimplemented") }
    public func suggestValue(_ value: Double, for variable: Variable) throws { fatalError("unimplemented") }
    public func setConstant(_ constant: Double, for constraint: Constraint) throws { fatalError("unimplemented") }
    public func setPriority(_ priority: Priority, for constraint: Constraint) throws { fatalError("unimplemented") }
    public func value(of variable: Variable) -> Double { fatalError("unimplemented") }
    public func updateVariables() { fatalError("unimplemented") }
    public func takeChangedVariables(_ body: (Variable, Double) -> Void) { fatalError("unimplemented") }
    public var constraints: [Constraint] { fatalError("unimplemented") }
    public func dump() -> String { fatalError("unimplemented") }
}
