import AdaptiveKit
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder
import TestSupport
import Testing

struct IBVariationTests {
    let root: IBView

    init() throws {
        root = try #require(Fixtures.document("SizeClasses.xib").view(withID: "rot-vw-001"))
    }

    static let compactRegular = IBSizeClasses(width: .compact, height: .regular)
    static let regularRegular = IBSizeClasses(width: .regular, height: .regular)
    static let compactCompact = IBSizeClasses(width: .compact, height: .compact)
    static let regularCompact = IBSizeClasses(width: .regular, height: .compact)

    @Test(arguments: [
        ("default", IBSizeClasses.any),
        ("widthClass=compact", IBSizeClasses(width: .compact)),
        ("heightClass=regular", IBSizeClasses(height: .regular)),
        ("heightClass=compact-widthClass=regular", IBSizeClasses(width: .regular, height: .compact)),
        ("widthClass=regular-heightClass=compact", IBSizeClasses(width: .regular, height: .compact)),
        ("widthClass=any", IBSizeClasses.any),
    ])
    func S2_variationKeysParse(key: String, sizeClasses: IBSizeClasses) {
        #expect(IBSizeClasses(variationKey: key) == sizeClasses)
    }

    @Test(arguments: ["", "heightClass=huge", "widthClass=compact-widthClass=regular", "depth=compact", "widthClass"])
    func S2_badVariationKeysAreRejected(key: String) {
        #expect(IBSizeClasses(variationKey: key) == nil)
    }

    @Test func S2_keysPrintAsInterfaceBuilderWritesThem() {
        #expect(Self.regularCompact.variationKey == "heightClass=compact-widthClass=regular")
        #expect(IBSizeClasses(width: .compact).variationKey == "widthClass=compact")
        #expect(IBSizeClasses.any.variationKey == "default")
        #expect(Self.compactRegular.description == "wC hR")
        #expect(IBSizeClasses(height: .compact).description == "wAny hC")
    }

    @Test func S2_applicabilityAndSpecificity() {
        let heightCompact = IBSizeClasses(height: .compact)
        #expect(heightCompact.applies(to: Self.regularCompact))
        #expect(heightCompact.applies(to: Self.compactCompact))
        #expect(!heightCompact.applies(to: Self.regularRegular))
        #expect(IBSizeClasses.any.applies(to: Self.regularRegular))
        #expect(
            !Self.regularCompact.applies(to: IBSizeClasses(height: .compact)), "an unspecified trait matches only Any")
        #expect([IBSizeClasses.any, heightCompact, Self.regularCompact].map(\.specificity) == [0, 1, 2])
    }

    @Test(arguments: [
        (compactRegular, ["stt-cs-001", "stl-cs-001", "str-cs-001", "stb-cs-001"], ["stk-vw-001"]),
        (
            regularRegular,
            ["stt-cs-001", "stl-cs-001", "str-cs-001", "bit-cs-001", "bil-cs-001", "bir-cs-001", "stb-cs-001"],
            ["stk-vw-001", "bio-lb-001"]
        ),
        (compactCompact, ["stt-cs-001", "stl-cs-001", "str-cs-001", "sth-cs-001"], ["stk-vw-001"]),
        (
            regularCompact,
            ["stt-cs-001", "stl-cs-001", "str-cs-001", "bit-cs-001", "bil-cs-001", "bir-cs-001", "bas-cs-001"],
            ["stk-vw-001", "bio-lb-001"]
        ),
        (IBSizeClasses.any, ["stt-cs-001", "stl-cs-001", "str-cs-001", "stb-cs-001"], ["stk-vw-001"]),
    ])
    func S2_installedConstraintsAndSubviewsPerSizeClass(
        traits: IBSizeClasses, constraints: [String], subviews: [String]
    ) {
        #expect(root.installedConstraints(for: traits).map(\.id) == constraints)
        #expect(root.installedSubviews(for: traits).map(\.id) == subviews)
    }

    @Test(arguments: [
        (compactRegular, 20.0, 100.0), (regularRegular, 20, 160), (compactCompact, 8, 60), (regularCompact, 8, 60),
    ])
    func S2_perClassConstants(traits: IBSizeClasses, top: Double, avatarWidth: Double) throws {
        let resolved = root.resolved(for: traits)
        #expect(resolved.constraints.first { $0.id == "stt-cs-001" }?.constant == top)
        let avatar = try #require(resolved.view(withID: "avt-iv-001"))
        #expect(avatar.constraints.first { $0.id == "avw-cs-001" }?.constant == avatarWidth)
        #expect(avatar.constraints.allSatisfy { $0.variations.isEmpty })
    }

    @Test func S2_perClassViewAttributesFontsAndStacks() throws {
        let compactHeight = root.resolved(for: Self.regularCompact)
        #expect(compactHeight.view(withID: "stk-vw-001")?.stack?.axis == "horizontal")
        #expect(compactHeight.view(withID: "stk-vw-001")?.stack?.spacing == 20)
        #expect(compactHeight.view(withID: "stk-vw-001")?.stack?.alignment == "center", "not overridden")
        #expect(root.resolved(for: Self.compactRegular).view(withID: "stk-vw-001")?.stack?.axis == "vertical")
        #expect(
            root.resolved(for: Self.regularRegular).view(withID: "nam-lb-001")?.font
                == .system(type: "boldSystem", pointSize: 34, weight: nil))
        #expect(
            root.resolved(for: Self.compactCompact).view(withID: "nam-lb-001")?.font
                == .system(type: "system", pointSize: 17, weight: nil))
        #expect(root.resolved(for: Self.compactRegular).view(withID: "bdg-vw-001")?.isHidden == true)
        #expect(root.resolved(for: Self.regularRegular).view(withID: "bdg-vw-001")?.isHidden == false)
    }

    @Test func S2_resolutionIsPureAndDropsVariations() {
        let once = root.resolved(for: Self.regularCompact)
        #expect(once == root.resolved(for: Self.regularCompact))
        #expect(once.resolved(for: Self.regularCompact) == once)
        var noVariations = true
        once.forEachView { noVariations = noVariations && $0.variations.isEmpty }
        #expect(noVariations)
        #expect(root.view(withID: "bio-lb-001") != nil, "the unresolved tree keeps every view")
        #expect(root.resolved(for: Self.compactRegular).view(withID: "bio-lb-001") == nil)
    }

    @Test func S2_moreSpecificVariationWins() {
        let variations = [
            IBVariation(sizeClasses: Self.regularCompact, overrides: ["constant": "3"]),
            IBVariation(sizeClasses: IBSizeClasses(height: .compact), overrides: ["constant": "2"]),
            IBVariation(sizeClasses: .any, overrides: ["constant": "1"]),
        ]
        #expect(variations.override("constant", for: Self.regularCompact) == "3")
        #expect(variations.override("constant", for: Self.compactCompact) == "2")
        #expect(variations.override("constant", for: Self.compactRegular) == "1")
        #expect(variations.applying(to: Self.regularCompact).map(\.sizeClasses.specificity) == [0, 1, 2])
    }

    @Test func S2_resolvedTreesMatchGolden() {
        let text = IBSizeClasses.allConcrete.map { traits in
            "== \(traits)\n" + root.resolved(for: traits).dump()
        }.joined()
        assertSnapshot(text, named: "SizeClasses.resolved.txt")
    }
}

struct IBVariationContentTests {
    @Test func S2_legacyPerClassFramesColorsAndTexts() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useTraitCollections="YES">
                <objects>
                    <view id="root">
                        <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                        <subviews>
                            <label text="Wide" id="lbl">
                                <rect key="frame" x="20" y="20" width="560" height="21"/>
                                <color key="textColor" white="0.0" alpha="1" colorSpace="calibratedWhite"/>
                                <variation key="widthClass=compact" misplaced="YES">
                                    <rect key="frame" x="20" y="20" width="360" height="21"/>
                                    <color key="textColor" systemColor="systemRedColor"/>
                                    <string key="text">Narrow</string>
                                </variation>
                            </label>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let document = try IBDocument(data: Data(xml.utf8))
        #expect(document.diagnostics == [])
        let root = try #require(document.topLevelViews.first)
        let compact = try #require(
            root.resolved(for: IBSizeClasses(width: .compact, height: .regular)).view(withID: "lbl"))
        #expect(compact.frame == CGRect(x: 20, y: 20, width: 360, height: 21))
        #expect(compact.text == "Narrow")
        #expect(compact.colors["textColor"] == .system("systemRedColor"))
        #expect(compact.isMisplaced)
        let regular = try #require(
            root.resolved(for: IBSizeClasses(width: .regular, height: .regular)).view(withID: "lbl"))
        #expect(regular.frame == CGRect(x: 20, y: 20, width: 560, height: 21))
        #expect(regular.text == "Wide")
        #expect(regular.colors["textColor"] == .white(0, alpha: 1, colorSpace: "calibratedWhite"))
        #expect(!regular.isMisplaced)
    }
}

struct IBSizeClassChangeTests {
    let root: IBView

    init() throws {
        root = try #require(Fixtures.document("SizeClasses.xib").view(withID: "rot-vw-001"))
    }

    @Test func S2_rotatingToCompactHeightSwapsConstraintsViewsAndValues() {
        let change = root.sizeClassChange(
            from: IBSizeClasses(width: .compact, height: .regular), to: IBSizeClasses(width: .regular, height: .compact)
        )
        #expect(change.deactivatedConstraints == ["stb-cs-001"])
        #expect(change.removedSubviews == [])
        #expect(
            change.insertedSubviews == [
                IBSizeClassChange.Insertion(superviewID: "rot-vw-001", viewID: "bio-lb-001", index: 1)
            ])
        #expect(change.activatedConstraints == ["bit-cs-001", "bil-cs-001", "bir-cs-001", "bas-cs-001"])
        #expect(change.updatedConstraints.map(\.id) == ["stt-cs-001", "avw-cs-001"])
        #expect(change.updatedConstraints.map(\.constant) == [8, 60])
        #expect(change.updatedViews.map(\.id) == ["stk-vw-001", "bdg-vw-001"])
        #expect(change.updatedViews.first?.stack?.axis == "horizontal")
        #expect(change.updatedViews.last?.isHidden == false)
    }

    @Test func S2_theReverseChangeUndoesIt() {
        let change = root.sizeClassChange(
            from: IBSizeClasses(width: .regular, height: .compact), to: IBSizeClasses(width: .compact, height: .regular)
        )
        #expect(change.removedSubviews == ["bio-lb-001"])
        #expect(change.insertedSubviews == [])
        #expect(change.deactivatedConstraints == ["bit-cs-001", "bil-cs-001", "bir-cs-001", "bas-cs-001"])
        #expect(change.activatedConstraints == ["stb-cs-001"])
        #expect(change.updatedConstraints.map(\.constant) == [20, 100])
    }

    @Test(arguments: IBSizeClasses.allConcrete)
    func S2_noChangeWithinOneSizeClass(traits: IBSizeClasses) {
        #expect(root.sizeClassChange(from: traits, to: traits).isEmpty)
    }
}
