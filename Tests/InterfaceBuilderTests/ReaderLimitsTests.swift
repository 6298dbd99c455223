import Foundation
import Testing

@_spi(AdaptiveKit) @testable import InterfaceBuilder

/// The reader's size limits, each refused as a typed error at its place, on
/// generated hostile files; and integer attributes that do not fit, warned about at their element.
@Suite struct ReaderLimitsTests {
    static let header = #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">"#

    /// `<document>` holding `count` empty `<objects/>` elements, one per line.
    static func document(elements count: Int) -> Data {
        var text = header + "\n"
        text.reserveCapacity(count * 11 + 100)
        for _ in 0..<count { text += "<objects/>\n" }
        return Data((text + "</document>\n").utf8)
    }

    @Test func elementsPastTheLimitAreRefusedAtTheFirstOneTooMany() {
        let data = Self.document(elements: IBElement.maximumElementCount)
        #expect {
            _ = try IBDocument(data: data)
        } throws: { error in
            // The document is element 1, so the last `<objects/>` (line count + 1) is one too many.
            error as? InterfaceBuilderError
                == .tooManyElements(
                    limit: IBElement.maximumElementCount,
                    location: .init(line: IBElement.maximumElementCount + 1, column: 1))
        }
    }

    @Test func elementsUpToTheLimitLoad() throws {
        let document = try IBDocument(data: Self.document(elements: IBElement.maximumElementCount - 1))
        #expect(document.kind == .xib)
    }

    @Test(arguments: [false, true])
    func aValueOrTextPastTheLimitIsRefusedAtItsElement(inText: Bool) {
        let long = String(repeating: "x", count: IBElement.maximumStringLength + 1)
        let element =
            inText
            ? #"<textView id="t"><string key="text">\#(long)</string></textView>"#
            : #"<label text="\#(long)" id="l"/>"#
        let data = Data((Self.header + "\n<objects>\n  " + element + "\n</objects></document>").utf8)
        #expect {
            _ = try IBDocument(data: data)
        } throws: { error in
            // Text is refused at the element holding it: the `<string>` after the 18 characters of `<textView id="t">`.
            let column = inText ? 3 + #"<textView id="t">"#.count : 3
            return error as? InterfaceBuilderError
                == .stringTooLong(limit: IBElement.maximumStringLength, location: .init(line: 3, column: column))
                && "\(error)".hasSuffix("error: a value or text is longer than 1048576 bytes; longer ones are refused")
        }
    }

    @Test func aValueAtTheLimitLoads() throws {
        let long = String(repeating: "x", count: IBElement.maximumStringLength)
        let data = Data((Self.header + #"<objects><label text="\#(long)" id="l"/></objects></document>"#).utf8)
        let document = try IBDocument(data: data)
        #expect(document.topLevelViews.first?.text?.utf8.count == IBElement.maximumStringLength)
    }

    @Test func aFilePastTheSizeLimitIsRefusedBeforeItIsRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("limits-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("Huge.xib")
        // A sparse file: its size is past the limit and nothing is written, nothing read.
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(IBElement.maximumFileSize + 1))
        try handle.close()
        let tooLarge = InterfaceBuilderError.fileTooLarge(
            limit: IBElement.maximumFileSize, size: IBElement.maximumFileSize + 1)
        #expect(throws: tooLarge) { try IBDocument(contentsOf: url) }
        #expect(throws: tooLarge) { try IBDocument(data: Data(count: IBElement.maximumFileSize + 1)) }
        #expect("\(tooLarge)" == "1:1: error: the file is 33554433 bytes; files over 33554432 bytes are refused")
    }

    @Test func utf16IsRefusedByNameAndAByteOrderMarkBeforeUTF8IsRead() throws {
        let text = Self.header + "<objects/></document>"
        let utf16 = Data([0xFF, 0xFE]) + (text.data(using: .utf16LittleEndian) ?? Data())
        #expect {
            _ = try IBDocument(data: utf16)
        } throws: { error in
            "\(error)"
                == "1:1: error: malformed XML: the file is UTF-16 (it starts with a byte order mark); "
                + "Interface Builder files are UTF-8"
        }
        let document = try IBDocument(data: Data([0xEF, 0xBB, 0xBF]) + Data(text.utf8))
        #expect(document.kind == .xib)
    }

    @Test func integersThatDoNotFitAreWarnedAboutAtTheirElement() throws {
        let xml = """
            \(Self.header)
                <objects>
                    <label text="A" tag="9223372036854775808" numberOfLines="-99999999999999999999" id="l"/>
                    <view tag="12" id="v"/>
                    <datePicker minuteInterval="1e10" id="d"/>
                </objects>
            </document>
            """
        let document = try IBDocument(data: Data(xml.utf8))
        #expect(
            document.diagnostics.map { "\($0.line): \($0.message)" } == [
                "3: 'numberOfLines' of <label> is not an integer within ±10000000: '-99999999999999999999'; using the default",
                "3: 'tag' of <label> is not a 64-bit integer: '9223372036854775808'; using the default",
                "5: 'minuteInterval' of <datePicker> is not an integer within ±10000000: '1e10'; using the default",
            ])
        let label = try #require(document.topLevelViews.first)
        #expect(label.tag == 0 && label.numberOfLines == nil)
        #expect(document.topLevelViews.dropFirst().first?.tag == 12)
    }
}
