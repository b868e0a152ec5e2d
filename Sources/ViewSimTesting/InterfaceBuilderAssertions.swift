import Foundation
import ViewTree

/// Fails when `viewsim check` would report anything for the Interface Builder document at `path`
/// (conflicting constraints, ambiguous or misplaced views), listing the issues as the command
/// prints them; for teams that prefer a test to the command line. `device` and `orientation`
/// override the document's, as `check --device` and `--orientation` do.
@discardableResult
public func assertChecksClean(interfaceBuilderFile path: String, device: String? = nil,
                              orientation: InterfaceBuilderDevice.Orientation? = nil,
                              fileID: String = #fileID, filePath: StaticString = #filePath,
                              line: UInt = #line, column: UInt = #column) -> Bool {
    let site = AssertionSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let issues: [InterfaceBuilderIssue]
    do {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        let document = try InterfaceBuilderDocument.read(bytes)
        issues = try InterfaceBuilderLayout(document: document, options: .init(deviceID: device, intrinsicSizes: .stored,
                                                                               orientation: orientation)).issues()
    } catch let error as InterfaceBuilderError {
        recordFailure(error.diagnostic(file: path), at: site)
        return false
    } catch {
        recordFailure("\(path): error: cannot read the file: \(error.localizedDescription)", at: site)
        return false
    }
    guard !issues.isEmpty else { return true }
    let lines = issues.flatMap { $0.diagnosticLines(file: path) }
    recordFailure("\(issues.count) issue\(issues.count == 1 ? "" : "s") in \(path):\n" + lines.joined(separator: "\n"), at: site)
    return false
}
