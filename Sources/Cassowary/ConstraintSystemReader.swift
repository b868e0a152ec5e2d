extension ConstraintSystem {
    /// A `.constraints` file or stream may be this long in bytes when read with a ``Reader``
    /// (4 MiB: about a hundred thousand constraints, which take the solver seconds and hundreds
    /// of megabytes); longer input is reported, not read on.
    public static let maximumFileSize = 4 << 20

    /// Reads a `.constraints` text a chunk at a time, parsing each line as soon as it ends, so
    /// that input of any length (`/dev/zero`, an endless pipe) costs bounded memory and stops at
    /// the first mistake: an error in a line (invalid UTF-8 outside a comment among them), a line
    /// longer than ``ConstraintSystem/maximumLineLength`` (reported before its end is read), or
    /// more than ``maximumSize`` bytes in all.
    ///
    /// Errors come in file order, with the line and column of the first offending byte, exactly
    /// as ``ConstraintSystem/init(parsing:)-(String)`` reports them for the same bytes (which
    /// reads through a reader without a size limit).
    ///
    /// ```swift
    /// var reader = ConstraintSystem.Reader()
    /// for chunk in chunks { try reader.read(chunk) }
    /// let system = try reader.finish()
    /// ```
    public struct Reader {
        /// The most bytes the reader takes (a leading byte order mark included).
        public let maximumSize: Int
        private var parser = ConstraintParser()
        /// Bytes read but not yet parsed: the start of a line whose newline has not come.
        private var pending: [UInt8] = []
        /// The 1-based number of the line `pending` starts.
        private var lineNumber = 1
        private var size = 0
        private var checkedByteOrderMark = false
        /// The error already thrown; every later call throws it again.
        private var failure: ParseError?

        /// A reader that takes at most `maximumSize` bytes.
        public init(maximumSize: Int = ConstraintSystem.maximumFileSize) {
            self.maximumSize = maximumSize
        }

        /// Reads the next bytes and parses every line they complete.
        ///
        /// - Throws: ``ParseError`` for the first mistake; once it has thrown, the reader
        ///   throws the same error for every call.
        public mutating func read(_ chunk: some Collection<UInt8>) throws(ParseError) {
            if let failure { throw failure }
            do throws(ParseError) {
                let room = maximumSize - size
                if chunk.count <= room {
                    pending.append(contentsOf: chunk)
                    size += chunk.count
                    try parseCompleteLines(atEnd: false)
                } else {
                    pending.append(contentsOf: chunk.prefix(room))
                    size = maximumSize
                    try parseCompleteLines(atEnd: false)
                    throw tooLarge()
                }
            } catch {
                failure = error
                throw error
            }
        }

        /// Parses the last line (which needs no newline) and returns the system.
        ///
        /// - Throws: ``ParseError`` for a mistake in the last line, or the error already thrown.
        public mutating func finish() throws(ParseError) -> ConstraintSystem {
            if let failure { throw failure }
            do throws(ParseError) {
                try parseCompleteLines(atEnd: true)
            } catch {
                failure = error
                throw error
            }
            return parser.system
        }

        private mutating func parseCompleteLines(atEnd: Bool) throws(ParseError) {
            if !checkedByteOrderMark {
                let mark: [UInt8] = [0xEF, 0xBB, 0xBF]
                if !atEnd, pending.count < mark.count, mark.starts(with: pending) { return }  // not known yet
                if pending.starts(with: mark) { pending.removeFirst(mark.count) }
                checkedByteOrderMark = true
            }
            var lineStart = 0
            while let lineEnd = pending[lineStart...].firstIndex(of: .newline) {
                try parseLine(lineStart..<lineEnd)
                lineStart = lineEnd + 1
                lineNumber += 1
            }
            if atEnd, lineStart < pending.count {
                try parseLine(lineStart..<pending.count)
                lineStart = pending.count
            } else if pending.count - lineStart > ConstraintSystem.maximumLineLength {
                throw lineTooLong()  // no need to wait for the end of the line
            }
            pending.removeFirst(lineStart)
        }

        private mutating func parseLine(_ range: Range<Int>) throws(ParseError) {
            if range.count > ConstraintSystem.maximumLineLength { throw lineTooLong() }
            try parser.parseLine(range, of: pending, number: lineNumber)
        }

        private func lineTooLong() -> ParseError {
            ParseError(kind: .lineTooLong, line: lineNumber, column: ConstraintSystem.maximumLineLength + 1,
                       message: "line is longer than \(ConstraintSystem.maximumLineLength) bytes; split it into several constraints")
        }

        /// The error for the first byte past ``maximumSize``, at its line and column.
        private func tooLarge() -> ParseError {
            // Every complete line has been parsed and dropped: `pending` is the current line.
            let mebibytes = maximumSize % (1 << 20) == 0 ? " (\(maximumSize >> 20) MiB)" : ""
            return ParseError(kind: .inputTooLarge, line: lineNumber, column: pending.count + 1,
                              message: "the input is longer than \(maximumSize) bytes\(mebibytes), the most a .constraints "
                                  + "file may hold; is it the right file?")
        }
    }
}
