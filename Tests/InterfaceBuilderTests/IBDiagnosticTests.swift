import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder
import Testing
import VisualFormat

struct IBDiagnosticTests {
    @Test func S1_malformedXMLThrowsWithLineAndColumn() throws {
        #expect {
            try IBDocument(data: Fixtures.data("Malformed.xib"))
        } throws: { error in
            guard case .malformedXML(let message, let location) = error as? InterfaceBuilderError else { return false }
            // </subviews> closes <view> on line 6: libxml2 stops at the end of that tag.
            return location == TextLocation(line: 6, column: 20)
                && message == "the end tag does not match the open tag"
        }
    }

    /// The reader stops at the first error that leaves a file malformed (libxml2 would recover and report
    /// an error every few bytes, each leaking in swift-corelibs' XMLParser), so the message is the first
    /// error's, at that error's place.
    @Test func S1_theFirstMalformationIsReportedAndReadingStopsThere() throws {
        // libxml2 reports the mismatched end tag on line 2, then the repeated attribute on line 3.
        let text = "<document>\n<view></label>\n<view a=\"1\" a=\"2\"/>\n</document>\n"
        #expect {
            try IBElement.parse(xml: Data(text.utf8))
        } throws: { error in
            guard case .malformedXML(let message, let location) = error as? InterfaceBuilderError else { return false }
            return message == "the end tag does not match the open tag" && location.line == 2
        }
    }

    /// Namespace errors leave a file readable, up to 100 of them.
    @Test(arguments: [(5, true), (150, false)])
    func S1_namespaceErrorsAreReadableUpToALimit(count: Int, readable: Bool) throws {
        let views = String(repeating: "<x:view/>\n", count: count)
        let data = Data("<document>\n\(views)</document>\n".utf8)
        if readable {
            #expect(try IBElement.parse(xml: data).children.count == count)
        } else {
            #expect {
                try IBElement.parse(xml: data)
            } throws: { error in
                guard case .malformedXML(let message, let location) = error as? InterfaceBuilderError else {
                    return false
                }
                return message == "libxml2 reported 100 errors; the rest are not read" && location.line == 2
            }
        }
    }

    @Test func S1_emptyAndTruncatedInputsAreMalformed() {
        for text in ["", "<document", "<?xml version=\"1.0\"?>", "<a></b>"] {
            #expect(throws: InterfaceBuilderError.self, "\(text)") { try IBDocument(data: Data(text.utf8)) }
        }
    }

    @Test func S1_nonInterfaceBuilderXMLIsRefused() throws {
        #expect(
            throws: InterfaceBuilderError.notInterfaceBuilderDocument(
                found: "root element <plist>", location: TextLocation(line: 3, column: 1))
        ) {
            try IBDocument(data: Fixtures.data("NotInterfaceBuilder.xml"))
        }
    }

    @Test func S1_otherPlatformsAndOldArchivesLoadEmptyWithOneWarning() throws {
        let cases = [
            (
                #"<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0"/>"#,
                "a macOS (Cocoa) document; AdaptiveKit lays out iOS (CocoaTouch) documents: nothing laid out"
            ),
            (
                #"<document type="com.apple.InterfaceBuilder.AppleTV.Storyboard" version="3.0"/>"#,
                "a tvOS document; AdaptiveKit lays out iOS (CocoaTouch) documents: nothing laid out"
            ),
            (
                "\n<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"8.00\"><data/></archive>",
                "an Interface Builder 3 archive (the format before Xcode 5); save it in a current Xcode to lay it out: "
                    + "nothing laid out"
            ),
        ]
        for (text, message) in cases {
            let document = try IBDocument(data: Data(text.utf8))
            let line = text.hasPrefix("\n") ? 2 : 1
            #expect(document.diagnostics == [IBDiagnostic(.warning, message, at: TextLocation(line: line, column: 1))])
            #expect(document.scenes.isEmpty && document.topLevelViews.isEmpty)
        }
        #expect(throws: InterfaceBuilderError.self) { try IBDocument(data: Data("<document/>".utf8)) }
        #expect(
            throws: InterfaceBuilderError.notInterfaceBuilderDocument(
                found: "document type 'com.example.Other'", location: TextLocation(line: 1, column: 1))
        ) {
            try IBDocument(data: Data(#"<document type="com.example.Other"/>"#.utf8))
        }
    }

    @Test func S1_danglingReferencesLoadWithAWarningEach() throws {
        let document = try Fixtures.document("Dangling.storyboard")
        #expect(
            document.diagnostics == [
                IBDiagnostic(
                    .warning,
                    "the document refers to 'gon-vc-999' (initialViewController), which is not in the document",
                    at: TextLocation(line: 2, column: 1)),
                IBDiagnostic(
                    .warning, "unknown element <sparkle> in <label>; skipped",
                    at: TextLocation(line: 13, column: 33)),
                IBDiagnostic(
                    .warning,
                    "constraint 'dng-cs-001' refers to 'gon-vw-999' (secondItem), which is not in the document; dropped",
                    at: TextLocation(line: 17, column: 29)),
                IBDiagnostic(
                    .warning, "unknown attribute 'wobble' on <constraint>; skipped",
                    at: TextLocation(line: 18, column: 29)),
                IBDiagnostic(
                    .warning,
                    "<exclude> of a variation mask refers to 'gon-cs-999' (reference), which is not in the document",
                    at: TextLocation(line: 22, column: 33)),
                IBDiagnostic(
                    .warning, "segue 'dng-sg-001' refers to 'gon-vc-998' (destination), which is not in the document",
                    at: TextLocation(line: 27, column: 25)),
            ])
        #expect(document.errors.isEmpty)
        #expect(document.viewController(withID: "dng-vc-001")?.view?.constraints.map(\.id) == ["dng-cs-002"])
    }

    @Test func S1_unknownElementsAndAttributesWarnAndAreSkipped() throws {
        let lenient = try IBDocument.readLeniently(data: Fixtures.data("Dangling.storyboard"))
        #expect(
            lenient.warnings.filter { $0.message.hasPrefix("unknown") } == [
                IBDiagnostic(
                    .warning, "unknown element <sparkle> in <label>; skipped",
                    at: TextLocation(line: 13, column: 33)),
                IBDiagnostic(
                    .warning, "unknown attribute 'wobble' on <constraint>; skipped",
                    at: TextLocation(line: 18, column: 29)),
            ])
        let label = try #require(lenient.view(withID: "dng-lb-001"))
        #expect(label.properties["fancyNewAttribute"] == "7", "a view's open vocabulary is kept, not warned about")
    }

    @Test func S1_diagnosticsPointAtMarkedElements() throws {
        let marked = MarkedText(
            """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
              <objects>
                <view id="a">
                  <subviews>
                    1️⃣<gizmo id="b"/>
                  </subviews>
                  <constraints>
                    2️⃣<constraint firstAttribute="height" secondAttribute="width" id="c"/>
                    3️⃣<constraint firstAttribute="sideways" constant="1" id="d"/>
                    4️⃣<constraint firstAttribute="width" multiplier="3:0" id="e"/>
                    5️⃣<constraint firstAttribute="width" relation="about" id="f"/>
                  </constraints>
                  6️⃣<variation key="heightClass=tall"/>
                  <variation key="default">
                    <mask key="constraints">7️⃣<remove reference="c"/></mask>
                  </variation>
                  8️⃣<color key="tintColor" hue="0.5"/>
                </view>
              </objects>
            </document>
            """)
        let document = try IBDocument.readLeniently(data: Data(marked.text.utf8))
        let expected: [IBDiagnostic] = [
            IBDiagnostic(.warning, "unknown view element <gizmo>; read as a plain view", at: marked["1️⃣"]),
            IBDiagnostic(
                .warning, "constraint 'c' has a second item without a second attribute, or the reverse; dropped",
                at: marked["2️⃣"]),
            IBDiagnostic(.warning, "constraint 'd' has an unknown firstAttribute 'sideways'; dropped", at: marked["3️⃣"]),
            IBDiagnostic(.warning, "constraint 'e' has an unreadable multiplier '3:0'; dropped", at: marked["4️⃣"]),
            IBDiagnostic(.warning, "constraint 'f' has an unknown relation 'about'; dropped", at: marked["5️⃣"]),
            IBDiagnostic(.warning, "variation key 'heightClass=tall' is not a size class; skipped", at: marked["6️⃣"]),
            IBDiagnostic(.warning, "<remove> in a mask is not an include or exclude reference", at: marked["7️⃣"]),
            IBDiagnostic(.warning, "<color key=\"tintColor\"> has no known form; skipped", at: marked["8️⃣"]),
        ]
        #expect(document.diagnostics == expected)
        #expect(document.topLevelViews.first?.subviews.map(\.elementName) == ["gizmo"])
        #expect(document.topLevelViews.first?.constraints.isEmpty == true)
    }

    @Test func S1_diagnosticAndErrorDescriptionsReadLikeACompiler() {
        let diagnostic = IBDiagnostic(.error, "bad", at: TextLocation(line: 3, column: 7))
        #expect(diagnostic.description == "3:7: error: bad")
        #expect(diagnostic.line == 3 && diagnostic.column == 7)
        #expect(
            InterfaceBuilderError.notInterfaceBuilderDocument(
                found: "root element <plist>", location: TextLocation(line: 3, column: 1)
            ).description == "3:1: error: not an Interface Builder document (found root element <plist>)")
    }

    @Test func S1_missingFileThrowsUnreadable() {
        #expect {
            try IBDocument(contentsOf: URL(fileURLWithPath: "/nonexistent/Main.storyboard"))
        } throws: { error in
            guard case .unreadableFile(let path, _) = error as? InterfaceBuilderError else { return false }
            return path == "/nonexistent/Main.storyboard"
        }
    }
}

struct IBConstraintScopeTests {
    @Test func S1_constraintsMustStayInsideTheirHoldingView() throws {
        let marked = MarkedText(
            """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <view id="root">
                        <subviews>
                            <view id="left">
                                <constraints>
                                    1️⃣<constraint firstItem="left" firstAttribute="width" secondItem="right" \
            secondAttribute="width" id="k1"/>
                                    <constraint firstAttribute="height" constant="10" id="k2"/>
                                </constraints>
                            </view>
                            <view id="right"/>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <constraints>
                            <constraint firstItem="left" firstAttribute="top" secondItem="safe" secondAttribute="top" id="k3"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """)
        let document = try IBDocument.readLeniently(data: Data(marked.text.utf8))
        #expect(
            document.diagnostics == [
                IBDiagnostic(
                    .warning, "constraint 'k1' names 'right', which is outside the view 'left' that holds it",
                    at: marked["1️⃣"])
            ])
    }
}
