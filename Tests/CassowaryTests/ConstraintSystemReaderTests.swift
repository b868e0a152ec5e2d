import Testing
@testable import Cassowary

/// `ConstraintSystem.Reader`: input taken a chunk at a time, stopping at the first limit.
@Suite struct ConstraintSystemReaderTests {
    /// Reads `bytes` in chunks of `size` (the last one shorter), then finishes.
    static func read(_ bytes: [UInt8], chunksOf size: Int,
                     maximumSize: Int = ConstraintSystem.maximumFileSize) throws(ConstraintSystem.ParseError) -> ConstraintSystem {
        var reader = ConstraintSystem.Reader(maximumSize: maximumSize)
        var start = 0
        while start < bytes.count {
            try reader.read(bytes[start..<min(start + size, bytes.count)])
            start += size
        }
        return try reader.finish()
    }

    static let layout = Array("\u{FEFF}# a comment, é\nedit w\nsuggest w 320\nx == w / 2 + 1\n\ny >= x !weak\nz == 2 * y".utf8)

    @Test func anyChunkingReadsTheSameSystemAsParsingTheWholeText() throws {
        let whole = try ConstraintSystem(parsing: Self.layout).text
        #expect(whole == "edit w\nsuggest w 320\nx == 0.5 * w + 1\ny >= x !weak\nz == 2 * y\n")
        for size in [1, 2, 3, 5, 7, 64, 1 << 16] {
            #expect(try Self.read(Self.layout, chunksOf: size).text == whole, "chunks of \(size)")
        }
    }

    @Test func errorsComeInFileOrderWithTheSameLineAndColumnForAnyChunking() throws {
        let bytes = Array("x == 1 # ".utf8) + [0xFF] + Array(" in a comment is fine\ny == 2 ".utf8) + [0xFF] + Array("\nz = 3".utf8)
        for size in [1, 4, 100] {
            #expect(throws: ConstraintSystem.ParseError(kind: .unexpectedCharacter, line: 2, column: 8,
                                                        message: "invalid UTF-8 byte 0xFF; the file must be UTF-8 text")) {
                try Self.read(bytes, chunksOf: size)
            }
        }
    }

    @Test func theLastLineNeedsNoNewlineAndIsCheckedAtTheEnd() throws {
        var reader = ConstraintSystem.Reader()
        try reader.read(Array("x == 1\ny == ".utf8) + [0xC3])
        #expect(throws: ConstraintSystem.ParseError(kind: .unexpectedCharacter, line: 2, column: 6,
                                                    message: "invalid UTF-8 byte 0xC3; the file must be UTF-8 text")) {
            try reader.finish()
        }
    }

    @Test func aLineTooLongIsReportedBeforeItsEndIsRead() throws {
        var reader = ConstraintSystem.Reader()
        let zeros = [UInt8](repeating: 0, count: 4096)
        var chunks = 0
        let expected = ConstraintSystem.ParseError(kind: .lineTooLong, line: 3, column: 65_537,
                                                   message: "line is longer than 65536 bytes; split it into several constraints")
        try reader.read(Array("x == 1\n\n".utf8))
        #expect(throws: expected) {
            while chunks < 1_000 {  // an endless stream of zeros, like /dev/zero
                chunks += 1
                try reader.read(zeros)
            }
        }
        #expect(chunks == 17)  // 16 full chunks are one line of 65536 bytes, the 17th goes past it
        #expect(throws: expected) { try reader.read(Array("y == 2\n".utf8)) }  // it stays failed
        #expect(throws: expected) { try reader.finish() }
    }

    @Test func inputPastTheSizeLimitIsReportedWhereTheLimitIsCrossed() throws {
        let line = Array("# a line of comment\n".utf8)  // 20 bytes
        let bytes = Array([[UInt8]](repeating: line, count: 10).joined())
        for size in [1, 7, 20, 1_000] {
            #expect(throws: ConstraintSystem.ParseError(kind: .inputTooLarge, line: 6, column: 11,
                                                        message: "the input is longer than 110 bytes, the most a .constraints file may hold; is it the right file?")) {
                try Self.read(bytes, chunksOf: size, maximumSize: 110)
            }
        }
        #expect(try Self.read(bytes, chunksOf: 7, maximumSize: 200).statements.isEmpty)
        #expect(ConstraintSystem.maximumFileSize == 4 << 20)
    }

    @Test func aMistakeBeforeTheSizeLimitIsReportedFirst() {
        #expect(throws: ConstraintSystem.ParseError(kind: .unexpectedCharacter, line: 1, column: 3,
                                                    message: "'=' alone is not an operator; write '==' for equality")) {
            try Self.read(Array("x = 1\n# and then more than the limit".utf8), chunksOf: 100, maximumSize: 10)
        }
    }
}
