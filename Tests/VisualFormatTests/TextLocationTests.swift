import Testing
import VisualFormat

@Suite struct TextLocationTests {
    @Test func offsetsBecomeLinesAndColumnsFromOne() {
        let text = Array("ab\ncd\n\nef".utf8)
        #expect(TextLocation(utf8Offset: 0, in: text) == TextLocation(line: 1, column: 1))
        #expect(TextLocation(utf8Offset: 2, in: text) == TextLocation(line: 1, column: 3))
        #expect(TextLocation(utf8Offset: 3, in: text) == TextLocation(line: 2, column: 1))
        #expect(TextLocation(utf8Offset: 6, in: text) == TextLocation(line: 3, column: 1))
        #expect(TextLocation(utf8Offset: 8, in: text) == TextLocation(line: 4, column: 2))
    }

    @Test func anOffsetPastTheEndIsJustAfterTheLastByte() {
        #expect(TextLocation(utf8Offset: 99, in: Array("ab\nc".utf8)) == TextLocation(line: 2, column: 2))
        #expect(TextLocation(utf8Offset: 0, in: [UInt8]()) == TextLocation(line: 1, column: 1))
    }

    @Test func columnsCountUTF8Bytes() {
        #expect(TextLocation(utf8Offset: 3, in: Array("é=1".utf8)) == TextLocation(line: 1, column: 4))
    }

    @Test func locationsSortInFileOrderAndPrintAsLineColon() {
        let locations = [
            TextLocation(line: 2, column: 1), TextLocation(line: 1, column: 9), TextLocation(line: 1, column: 2),
        ]
        #expect(locations.sorted().map(\.description) == ["1:2", "1:9", "2:1"])
    }
}
