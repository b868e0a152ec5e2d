import ViewSimTesting
import ViewTree
import XCTest

/// The assertions report to XCTest when XCTest runs the test.
final class ViewSimTestingXCTests: XCTestCase {
    private var captured: [String]?

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
                                expected: Bool) {
        if captured != nil {
            captured?.append(description)
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    func testAFailedAssertionIsAnXCTestFailure() {
        let (card, _, image) = makeCard()
        XCTAssertTrue(assertNoAmbiguity(in: card))
        captured = []
        assertFrame(of: image, equals: Rect(x: 0, y: 0, width: 64, height: 64))
        let failures = captured ?? []
        captured = nil
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.contains("frame of <View; frame = (16 ") == true, "\(failures)")
    }
}
