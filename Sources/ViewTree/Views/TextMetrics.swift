/// The deterministic text-metrics model that sizes labels identically on every machine, close
/// to what UIKit's system font (SF Pro) measures.
///
/// **Advances** (horizontal size of each Unicode scalar) are fractions of the em. A line of `n`
/// glyphs whose advances add up to `a` ems is `a` times ``Font``'s em width (the point size,
/// widened by the weight and narrowed at display sizes) plus `n` times the font's tracking
/// (Apple's SF Pro tracking table) wide.
///
/// The printable ASCII advances are measured, not drawn from a font: they are the least-squares
/// fit to the widths Xcode stored for one-line regular labels whose width their text decides
/// (896 labels of the shared IB corpus and the unseen sets' repositories; `docs/text-metrics-fit.py` makes
/// the table, and docs/text-metrics.md gives its figures). A character seen in fewer than five
/// of those labels keeps its class value:
///
/// | scalars                                              | em    |
/// |------------------------------------------------------|-------|
/// | space                                                | 0.25  |
/// | `i j l . , : ; ' ! | \``                              | 0.25  |
/// | `f r t I ( ) [ ] { } / \ -` and `"`                  | 0.35  |
/// | `m w M W @ %`                                        | 0.85  |
/// | other uppercase letters A-Z                          | 0.65  |
/// | digits 0-9                                           | 0.55  |
/// | other lowercase letters a-z                          | 0.52  |
/// | other printable ASCII                                | 0.5   |
///
/// Beyond ASCII, the class values are the model: combining marks (U+0300-U+036F and Cyrillic's
/// U+0483-U+0489), control characters and what joins or modifies an emoji into one glyph
/// (zero-width characters U+200B-U+200F, variation selectors U+FE00-U+FE0F, skin tones
/// U+1F3FB-U+1F3FF, tags) have no advance (and are not glyphs), East Asian wide
/// and emoji ranges 1 em, and so the symbols and dingbats (U+2600-U+27BF) that SF lacks and iOS
/// draws from its CJK and emoji fonts (a "★" label stored 17 pt wide at 17 pt, nineteenth set
/// 27180 and 27186; "★★★★★" 60 pt at 11, 27245; "✓" 16 at 18), Hangul syllables
/// ``hangulAdvance`` of the point size apart from the font's em width and tracking, the rest of
/// Cyrillic (U+0400-U+04FF) 0.604 em (the median over 15 one-line system-font labels in 9
/// repositories; 0.55 left them 12 pt narrow, the median miss, and a value taken without each
/// label's own repository 2.3 pt), anything else 0.55 em.
///
/// **Lines** are ``Font/lineHeight`` apart. **Wrapping** (labels with `numberOfLines != 1` and a
/// width to wrap at) is greedy at spaces: words are added while they fit, a word longer than a
/// line is broken between scalars, spaces at line breaks are dropped, and `\n` always breaks. A
/// label's size is the widest line and the line count times the line height, each rounded **up
/// to the screen's pixels** (the `scale` of ``size(of:font:maxWidth:numberOfLines:lineBreakMode:scale:)``;
/// whole points at the default 1), as UIKit rounds a label's.
public enum TextMetrics {
    /// The advance of a scalar in ems, before the font's em width (a Hangul syllable's is of the
    /// point size, without the em width's weight and optical factors or tracking: ``hangulAdvance``).
    public static func advance(of scalar: Unicode.Scalar) -> Double {
        let v = scalar.value
        if v < 0x80 { return asciiAdvances[Int(v)] }
        switch v {
        case 0x0300...0x036F, 0x0483...0x0489, 0x200B...0x200F, 0xFE00...0xFE0F, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F:
            return 0
        case hangulSyllables: return hangulAdvance
        case 0x1100...0x115F, 0x2600...0x27BF, 0x2E80...0xA4CF, 0xF900...0xFAFF, 0xFE30...0xFE4F,
             0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFD:
            return 1.0
        case 0x0400...0x04FF: return 0.604
        default: return 0.55
        }
    }

    /// The advances of the ASCII range in ems, indexed by code: none for control characters
    /// and DEL, the measured table for the printable ones.
    private static let asciiAdvances: [Double] = (0..<128).map { code -> Double in
        (0x20..<0x7F).contains(code) ? Double(printableAdvances[code - 0x20]) / 1000 : 0
    }

    /// The advances of U+0020 (space) to U+007E (tilde), in thousandths of an em, as fitted
    /// (docs/text-metrics.md gives the method and the figures).
    private static let printableAdvances: [Int] = [
        284, 294, 350, 622, 500, 922, 500, 303, 364, 364, 500, 500, 159, 466, 290, 312,
        626, 464, 603, 624, 627, 606, 691, 550, 651, 627, 313, 250, 500, 500, 500, 513,
        913, 669, 663, 709, 728, 600, 585, 738, 752, 285, 650, 692, 585, 864, 746, 760,
        633, 650, 642, 635, 596, 715, 673, 918, 650, 650, 650, 350, 350, 350, 500, 500,
        250, 552, 621, 566, 605, 567, 355, 612, 595, 267, 250, 525, 245, 880, 577, 584,
        618, 520, 389, 512, 361, 592, 521, 786, 517, 516, 520, 350, 250, 350, 500
    ]

    /// The width in points of a line of `glyphs` glyphs whose advances add up to `ems`.
    @inline(__always)
    static func width(ems: Double, glyphs: Int, emWidth: Double, tracking: Double) -> Double {
        ems * emWidth + Double(glyphs) * tracking
    }

    /// The width of a single line of text in points.
    public static func width(of text: Substring, font: Font) -> Double {
        let (ems, glyphs, hangulEms) = advances(of: text)
        return width(ems: ems, glyphs: glyphs, emWidth: font.emWidth, tracking: font.tracking) + hangulEms * font.pointSize
    }

    /// Hangul syllables, which iOS draws from Apple SD Gothic Neo, not SF.
    static let hangulSyllables: ClosedRange<UInt32> = 0xAC00...0xD7A3

    /// A Hangul syllable's advance in ems of the point size: SF's tracking, weight and optical
    /// sizes do not apply (one-line system-font labels of Hangul alone are stored 0.865 to
    /// 0.875 em a syllable wide, rounded up to the pixel, at 12 to 30 pt, in 12 repositories).
    static let hangulAdvance = 0.864

    /// The advances of a line in ems, how many of its scalars are glyphs (have an advance), and
    /// the ems of its Hangul syllables, which are apart (``hangulAdvance``).
    private static func advances(of text: Substring) -> (ems: Double, glyphs: Int, hangulEms: Double) {
        // On the contiguous bytes (a native string's): a label is measured on every layout of a
        // new cell, and iterating a substring's UTF-8 view cost about 40 instructions a byte.
        let ascii = text.utf8.withContiguousStorageIfAvailable { bytes -> (Double, Int)? in
            let advances = asciiAdvances  // once: a global's every read checks its initialisation
            var ems = 0.0
            for byte in bytes {
                // Printable ASCII, where each byte is one glyph (the rest goes the general way).
                guard byte &- 0x20 < 0x5F else { return nil }  // U+0020 to U+007E
                ems += advances[Int(byte)]
            }
            return (ems, bytes.count)
        }
        if let (ems, glyphs) = ascii ?? nil { return (ems, glyphs, 0) }
        var ems = 0.0, glyphs = 0, hangulEms = 0.0
        for scalar in text.unicodeScalars {
            if hangulSyllables.contains(scalar.value) {
                hangulEms += hangulAdvance
                continue
            }
            let advance = advance(of: scalar)
            ems += advance
            if advance > 0 { glyphs += 1 }
        }
        return (ems, glyphs, hangulEms)
    }

    /// The width of a single line of text in points.
    public static func width(of text: String, font: Font) -> Double {
        width(of: Substring(text), font: font)
    }

    /// The lines the text is set in: broken at `\n`, and wrapped at `maxWidth` when it is
    /// positive (between words, or anywhere with ``LineBreakMode/byCharWrapping``); at most
    /// `numberOfLines` lines when that is positive (0 means no limit).
    public static func lines(of text: String, font: Font, maxWidth: Double, numberOfLines: Int,
                             lineBreakMode: LineBreakMode = .byWordWrapping) -> [Substring] {
        var result: [Substring] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if maxWidth > 0, lineBreakMode == .byCharWrapping {
                result += wrapAnywhere(paragraph, font: font, maxWidth: maxWidth)
            } else if maxWidth > 0 {
                result += wrap(paragraph, font: font, maxWidth: maxWidth)
            } else {
                result.append(paragraph)
            }
        }
        if numberOfLines > 0, result.count > numberOfLines { result.removeLast(result.count - numberOfLines) }
        return result
    }

    /// Greedy wrapping of one paragraph between any two scalars (a line holds at least one).
    private static func wrapAnywhere(_ paragraph: Substring, font: Font, maxWidth: Double) -> [Substring] {
        var lines: [Substring] = []
        var lineStart = paragraph.startIndex
        var index = paragraph.startIndex
        var lineWidth = 0.0
        while index < paragraph.endIndex {
            let next = paragraph.index(after: index)
            let advance = width(of: paragraph[index..<next], font: font)
            if index > lineStart, lineWidth + advance > maxWidth {
                lines.append(paragraph[lineStart..<index])
                lineStart = index
                lineWidth = 0
            }
            lineWidth += advance
            index = next
        }
        lines.append(paragraph[lineStart..<paragraph.endIndex])
        return lines
    }

    /// Greedy wrapping of one paragraph at spaces (words longer than a line are broken).
    private static func wrap(_ paragraph: Substring, font: Font, maxWidth: Double) -> [Substring] {
        var lines: [Substring] = []
        var lineStart = paragraph.startIndex
        var lineEnd = paragraph.startIndex  // end of the last word that fits
        var index = paragraph.startIndex
        // ASCII text: the width of the line so far grows word by word (the same additions in the
        // same order as `width(of:font:)` makes, so the same number), instead of being summed
        // again for every word.
        let isASCII = paragraph.utf8.allSatisfy { $0 < 0x80 }
        var measuredStart = lineStart, measuredEnd = lineStart  // the range measuredEms covers
        var measuredEms = 0.0, measuredGlyphs = 0
        let emWidth = font.emWidth, tracking = font.tracking
        func lineWidth(to end: Substring.Index) -> Double {
            guard isASCII else { return width(of: paragraph[lineStart..<end], font: font) }
            if measuredStart != lineStart || measuredEnd > end {
                (measuredStart, measuredEnd, measuredEms, measuredGlyphs) = (lineStart, lineStart, 0, 0)
            }
            for byte in paragraph.utf8[measuredEnd..<end] {
                let advance = asciiAdvances[Int(byte)]
                measuredEms += advance
                if advance > 0 { measuredGlyphs += 1 }
            }
            measuredEnd = end
            return width(ems: measuredEms, glyphs: measuredGlyphs, emWidth: emWidth, tracking: tracking)
        }
        while index < paragraph.endIndex {
            // Find the next word [wordStart, wordEnd).
            var wordStart = index
            while wordStart < paragraph.endIndex, paragraph[wordStart] == " " { wordStart = paragraph.index(after: wordStart) }
            if wordStart == paragraph.endIndex { break }
            var wordEnd = wordStart
            while wordEnd < paragraph.endIndex, paragraph[wordEnd] != " " { wordEnd = paragraph.index(after: wordEnd) }
            if lineWidth(to: wordEnd) <= maxWidth {
                lineEnd = wordEnd
                index = wordEnd
                continue
            }
            if lineEnd > lineStart {
                lines.append(paragraph[lineStart..<lineEnd])
                lineStart = wordStart
                lineEnd = wordStart
                index = wordStart
                continue
            }
            // The word alone is too wide: break it between scalars.
            var cut = paragraph.index(after: wordStart)
            while cut < wordEnd, width(of: paragraph[wordStart..<paragraph.index(after: cut)], font: font) <= maxWidth {
                cut = paragraph.index(after: cut)
            }
            lines.append(paragraph[wordStart..<cut])
            lineStart = cut
            lineEnd = cut
            index = cut
        }
        if lineEnd > lineStart || lines.isEmpty { lines.append(paragraph[lineStart..<lineEnd]) }
        return lines
    }

    /// The size of the text: the widest line by the number of lines, each rounded up to the
    /// pixels of a screen of `scale` (whole points at 1, UIKit's unspecified scale; half points
    /// at 2). Empty text measures zero by zero.
    public static func size(of text: String, font: Font, maxWidth: Double = 0, numberOfLines: Int = 1,
                            lineBreakMode: LineBreakMode = .byWordWrapping, scale: Double = 1) -> Size {
        if text.isEmpty { return .zero }
        let size: Size
        // One line: no splitting. (The bytes are searched in place where they are contiguous, a
        // native string's: through the UTF-8 view, the search cost about 25 instructions a byte.)
        if maxWidth <= 0, !(text.utf8.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: "\n")) }
                             ?? text.utf8.contains(UInt8(ascii: "\n"))) {
            size = Size(width: width(of: Substring(text), font: font), height: font.lineHeight)
        } else if maxWidth <= 0 || lineBreakMode != .byCharWrapping,
                  let ascii = asciiSize(of: text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines) {
            size = ascii
        } else {
            size = sizeOfLines(of: text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines,
                               lineBreakMode: lineBreakMode)
        }
        return Size(width: roundUp(size.width, scale: scale), height: roundUp(size.height, scale: scale))
    }

    /// ``size(of:font:maxWidth:numberOfLines:lineBreakMode:scale:)`` before rounding, from
    /// ``lines(of:font:maxWidth:numberOfLines:lineBreakMode:)``: the general way, for any text.
    static func sizeOfLines(of text: String, font: Font, maxWidth: Double, numberOfLines: Int,
                            lineBreakMode: LineBreakMode) -> Size {
        let lines = self.lines(of: text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines,
                               lineBreakMode: lineBreakMode)
        var widest = 0.0
        for line in lines { widest = max(widest, width(of: line, font: font)) }
        return Size(width: widest, height: Double(lines.count) * font.lineHeight)
    }

    /// ``sizeOfLines(of:font:maxWidth:numberOfLines:lineBreakMode:)`` for printable ASCII text
    /// and line feeds (so every other byte is one glyph), word-wrapped on its UTF-8 bytes: the
    /// same lines and the same sums in the same order, so the same size, without making a
    /// substring per line or a character per byte (labels are measured on every layout of a
    /// new cell). Nil for any other text.
    static func asciiSize(of text: String, font: Font, maxWidth: Double, numberOfLines: Int) -> Size? {
        var text = text
        return text.withUTF8 { bytes -> Size? in
            // Printable ASCII and line breaks: each other byte is one glyph.
            // (`byte &- 0x20 >= 0x5F`: below U+0020 or from U+007F, in one comparison.)
            for byte in bytes where byte &- 0x20 >= 0x5F && byte != 0x0A { return nil }
            let advances = asciiAdvances
            let emWidth = font.emWidth, tracking = font.tracking
            /// The width of `ems` ems over `glyphs` glyphs.
            func points(_ ems: Double, _ glyphs: Int) -> Double {
                width(ems: ems, glyphs: glyphs, emWidth: emWidth, tracking: tracking)
            }
            /// The advance of the byte at `index`.
            func advance(at index: Int) -> Double { advances[Int(bytes[index])] }
            var lineCount = 0
            var widest = 0.0
            /// Counts the line [start, end) and its width; false once the last line allowed is in.
            func addLine(_ start: Int, _ end: Int) -> Bool {
                var ems = 0.0
                for index in start..<end { ems += advance(at: index) }
                widest = Swift.max(widest, points(ems, end - start))
                lineCount += 1
                return numberOfLines <= 0 || lineCount < numberOfLines
            }
            /// `wrap(_:font:maxWidth:)` of the paragraph [start, end).
            func wrapParagraph(_ start: Int, _ end: Int) -> Bool {
                var lineStart = start, lineEnd = start, index = start
                // ems: the advances of [lineStart, measuredEnd)
                var measuredEnd = start, ems = 0.0
                var lines = 0
                while index < end {
                    var wordStart = index
                    while wordStart < end, bytes[wordStart] == 0x20 { wordStart += 1 }
                    if wordStart == end { break }
                    var wordEnd = wordStart
                    while wordEnd < end, bytes[wordEnd] != 0x20 { wordEnd += 1 }
                    while measuredEnd < wordEnd {
                        ems += advance(at: measuredEnd)
                        measuredEnd += 1
                    }
                    if points(ems, measuredEnd - lineStart) <= maxWidth {
                        lineEnd = wordEnd
                        index = wordEnd
                        continue
                    }
                    if lineEnd > lineStart {
                        lines += 1
                        if !addLine(lineStart, lineEnd) { return false }
                        (lineStart, lineEnd, index, measuredEnd, ems) = (wordStart, wordStart, wordStart, wordStart, 0)
                        continue
                    }
                    // The word alone is too wide: break it between characters.
                    var cut = wordStart + 1
                    var wordEms = advance(at: wordStart)
                    while cut < wordEnd {
                        let next = advance(at: cut)
                        if points(wordEms + next, cut + 1 - wordStart) > maxWidth { break }
                        wordEms += next
                        cut += 1
                    }
                    lines += 1
                    if !addLine(wordStart, cut) { return false }
                    (lineStart, lineEnd, index, measuredEnd, ems) = (cut, cut, cut, cut, 0)
                }
                if lineEnd > lineStart || lines == 0 { return addLine(lineStart, lineEnd) }
                return true
            }
            var paragraphStart = 0
            while true {
                var paragraphEnd = paragraphStart
                while paragraphEnd < bytes.count, bytes[paragraphEnd] != 0x0A { paragraphEnd += 1 }
                let more = maxWidth > 0 ? wrapParagraph(paragraphStart, paragraphEnd) : addLine(paragraphStart, paragraphEnd)
                if !more || paragraphEnd == bytes.count { break }
                paragraphStart = paragraphEnd + 1
            }
            return Size(width: widest, height: Double(lineCount) * font.lineHeight)
        }
    }

    /// Rounds up to the pixels of a screen of `scale` (a whole point at 1 or less), forgiving
    /// floating-point noise (20.400000000000002 is 21, 21.0000000001 is 21 at scale 1).
    static func roundUp(_ value: Double, scale: Double = 1) -> Double {
        let scale = scale > 1 && scale.isFinite ? scale : 1
        let pixels = value * scale
        let nearest = pixels.rounded()
        if abs(pixels - nearest) < 1e-9 { return nearest / scale }
        return pixels.rounded(.up) / scale
    }
}
