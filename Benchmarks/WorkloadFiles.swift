#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Cassowary

/// The `.constraints` files in `Benchmarks/Workloads/`, read with Cassowary's own parser.
enum WorkloadFiles {
    /// Reads and parses `Workloads/NAME` into the indexed form the workloads instantiate.
    static func loadSystem(_ name: String) throws -> SystemDescription {
        let path = directory() + "/" + name
        let system: ConstraintSystem
        do {
            system = try ConstraintSystem(parsing: readFile(path))
        } catch let error as ConstraintSystem.ParseError {
            throw WorkloadError("\(path):\(error)")
        }
        return SystemDescription(system)
    }

    /// The `Workloads` folder next to this source file (the sources are where the package
    /// was built from, so this holds on every clean clone).
    static func directory(file: String = #filePath) -> String {
        var parts = file.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast()
        return parts.joined(separator: "/") + "/Workloads"
    }

    /// The bytes of a file.
    static func readFile(_ path: String) throws -> [UInt8] {
        guard let file = fopen(path, "rb") else {
            throw WorkloadError("cannot open \(path): \(String(cString: strerror(errno)))")
        }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        return bytes
    }
}

extension SystemDescription {
    /// The indexed form of a parsed system: its variables in first-use order, its edit
    /// declarations and its constraints in source order (suggestions are left to the workload).
    init(_ system: ConstraintSystem) {
        variableNames = system.variables.map(\.name)
        var index: [ObjectIdentifier: Int] = [:]
        for (position, variable) in system.variables.enumerated() { index[ObjectIdentifier(variable)] = position }
        edits = system.editDeclarations.map { (index[ObjectIdentifier($0.variable)]!, $0.priority) }
        rows = system.constraints.map { entry in
            let constraint = entry.constraint
            return Row(
                terms: constraint.expression.terms.map { (index[ObjectIdentifier($0.variable)]!, $0.coefficient) },
                constant: constraint.expression.constant, relation: constraint.relation, priority: constraint.priority)
        }
    }
}
