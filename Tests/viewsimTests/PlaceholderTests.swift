import Testing
@testable import viewsim

@Test func moduleLinks() { #expect(Bool(true)) }
