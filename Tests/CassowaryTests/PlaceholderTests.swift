import Testing
@testable import Cassowary

@Test func moduleLinks() { #expect(Bool(true)) }
