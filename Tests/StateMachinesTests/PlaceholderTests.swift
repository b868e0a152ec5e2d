import Testing
@testable import StateMachines

@Test func moduleLinks() { #expect(Bool(true)) }
