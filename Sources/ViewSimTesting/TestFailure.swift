#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Where an assertion was written: the defaults of each assertion's last parameters, so a failure
/// points at the test's line under Swift Testing and XCTest alike.
struct AssertionSite: Sendable {
    let fileID: String
    let filePath: StaticString
    let line: UInt
    let column: UInt

    /// The site of the caller, from the compiler's `#fileID`, `#filePath`, `#line` and `#column`.
    init(fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }
}

/// Reports a failed assertion to the framework running the test: an issue under Swift Testing,
/// `XCTFail` under XCTest.
func recordFailure(_ message: String, at site: AssertionSite) {
    #if canImport(Testing)
    if Test.current != nil {
        Issue.record(Comment(rawValue: message),
                     sourceLocation: SourceLocation(fileID: site.fileID, filePath: "\(site.filePath)",
                                                    line: Int(site.line), column: Int(site.column)))
        return
    }
    #endif
    #if canImport(XCTest)
    XCTFail(message, file: site.filePath, line: site.line)
    #else
    print("\(site.filePath):\(site.line): error: \(message)")
    #endif
}
