import Testing
@testable import ViewTree

@Test func moduleLinks() { #expect(Bool(true)) }
