import AdaptiveKit
import Foundation
import TestSupport
import Testing

@testable import AdaptiveRender

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// R1: the bundled app drawn inside its device, checked as golden files and as well-formed XML.
@MainActor
@Suite struct DeviceRenderingTests {
    private func tile(
        _ model: String, _ orientation: DeviceOrientation, _ multitasking: MultitaskingSize? = nil,
        scene: String? = nil
    ) throws -> PreviewRunner.Tile {
        let configuration = PreviewConfiguration(
            model: model, device: try DeviceCatalog.profile(named: model), orientation: orientation,
            multitasking: multitasking)
        let runner = try PreviewRunner(subject: .adaptivePhotos, scene: scene, configurations: [configuration])
        return try runner.render(configuration)
    }

    private func expectWellFormed(_ svg: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let parser = XMLParser(data: Data(svg.utf8))
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")", sourceLocation: sourceLocation)
    }

    @Test func R1_adaptivePhotosOnIPhone15ProPortraitMatchesTheGoldenSVG() throws {
        let svg = try tile("iPhone 15 Pro", .portrait).svg
        assertSnapshot(svg, named: "AdaptivePhotos-iPhone-15-Pro-portrait.svg")
        expectWellFormed(svg)
    }

    @Test func R1_adaptivePhotosOnIPhone15ProLandscapeMatchesTheGoldenSVG() throws {
        let svg = try tile("iPhone 15 Pro", .landscape).svg
        assertSnapshot(svg, named: "AdaptivePhotos-iPhone-15-Pro-landscape.svg")
        expectWellFormed(svg)
    }

    @Test func R1_adaptivePhotosOnIPadPro11InHalfSplitViewMatchesTheGoldenSVG() throws {
        let svg = try tile("iPad Pro (11-inch) (4th generation)", .landscape, .half).svg
        assertSnapshot(svg, named: "AdaptivePhotos-iPad-Pro-11-inch-landscape-half.svg")
        expectWellFormed(svg)
    }

    @Test func R1_islandNotchAndHomeIndicatorFollowTheSafeArea() throws {
        let island = try tile("iPhone 15 Pro", .portrait).svg
        #expect(island.contains(##"class="dynamic-island" x="133.5" y="11" width="126" height="37""##))
        #expect(island.contains(##"class="home-indicator" x="129.5" y="839" width="134" height="5""##))
        #expect(!island.contains("class=\"notch\""))
        let notch = try tile("iPhone 13", .portrait).svg
        #expect(notch.contains("class=\"notch\""))
        #expect(!notch.contains("class=\"dynamic-island\""))
        let homeButton = try tile("iPhone SE (3rd generation)", .portrait).svg
        #expect(!homeButton.contains("class=\"notch\""))
        #expect(!homeButton.contains("class=\"dynamic-island\""))
        #expect(!homeButton.contains("class=\"home-indicator\""))
        #expect(
            homeButton.contains(##"clipPath id="screen-clip"><rect x="0" y="0" width="375" height="667" rx="0"/>"##))
        let iPad = try tile("iPad Pro (11-inch) (4th generation)", .portrait).svg
        #expect(!iPad.contains("class=\"notch\""), "an iPad's 24-point status bar is no notch")
        #expect(iPad.contains("class=\"home-indicator\""))
    }

    @Test func R1_theStatusBarShowsWhereTheSafeAreaLeavesRoomForIt() throws {
        #expect(try tile("iPhone 15 Pro", .portrait).svg.contains("class=\"status-bar\""))
        #expect(
            !(try tile("iPhone 15 Pro", .landscape).svg.contains("class=\"status-bar\"")), "hidden on landscape phones")
        #expect(try tile("iPad Pro (11-inch) (4th generation)", .landscape).svg.contains(">9:41</text>"))
    }

    @Test func R1_splitViewColumnsBarsAndTextAreDrawn() throws {
        let svg = try tile("iPad Pro (11-inch) (4th generation)", .landscape).svg
        #expect(svg.contains(##"class="column-separator" x1="320" y1="0" x2="320" y2="834""##))
        #expect(svg.contains(##"data-controller="EmptyViewController""##))
        #expect(svg.contains(">Conversations</text>"), "the navigation bar's title")
        #expect(svg.contains(">No Conversation Selected</text>"))
        #expect(svg.contains(">Hiking</text>"), "the table's rows")
        #expect(svg.contains(">Dinner</text>"))
    }

    @Test func R1_aPhotoShownAsDetailHasItsPlaceholderAndABackButtonWhenCollapsed() throws {
        let phone = try tile("iPhone 15 Pro", .portrait, scene: "photo").svg
        #expect(phone.contains(##"class="UIImageView" id="Pasta""##))
        #expect(phone.contains("class=\"image-placeholder\""))
        #expect(phone.contains(">Pasta</text>"))
        #expect(phone.contains(">‹ Conversations</text>"), "pushed onto the list's stack")
        let iPad = try tile("iPad Pro (11-inch) (4th generation)", .landscape, scene: "photo").svg
        #expect(!iPad.contains("class=\"bar-back\""), "shown in the detail column, nothing to go back to")
        #expect(iPad.contains(">Homemade</text>"))
    }

    /// Two tabs, the first a navigation controller with large titles.
    static let tabs = PreviewSubject(name: "Tabs", scenes: ["main"]) { _ in
        let library = UIViewController()
        library.title = "Library"
        library.view.backgroundColor = .systemBackground
        let navigation = UINavigationController(rootViewController: library)
        navigation.navigationBar.prefersLargeTitles = true
        navigation.tabBarItem = UITabBarItem(title: "Library", image: nil, tag: 0)
        let settings = UIViewController()
        settings.title = "Settings"
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, settings]
        return PreviewSubject.Scene(rootViewController: tabs)
    }

    @Test func R1_tabBarsStackOrSideItemsAndLargeTitlesLeadTheBar() throws {
        func render(_ model: String, _ orientation: DeviceOrientation) throws -> String {
            let configuration = PreviewConfiguration(
                model: model, device: try DeviceCatalog.profile(named: model), orientation: orientation,
                multitasking: nil)
            return try PreviewRunner(subject: Self.tabs, configurations: [configuration]).render(configuration).svg
        }
        let portrait = try render("iPhone 15 Pro", .portrait)
        expectWellFormed(portrait)
        #expect(
            portrait.contains(##"class="tab-icon" x="85.75" y="774" width="25" height="25" rx="5" fill="#007AFF""##))
        #expect(portrait.contains(##"class="tab-title" x="98.25" y="811" "##), "under the icon")
        #expect(portrait.contains(">Settings</text>"))
        #expect(portrait.contains(##"class="bar-title" x="16" y="143" "##), "a large title leads the 96-point bar")
        #expect(portrait.contains(##"font-size="34" font-weight="700""##))
        let landscape = try render("iPhone 15 Pro", .landscape)
        #expect(landscape.contains(##"class="tab-title" x="205.5" y="360.58""##), "beside the icon in compact height")
        #expect(landscape.contains(##"font-size="17" font-weight="600""##), "no large title in compact height")
    }

    @Test func R1_slideOverFloatsTheWindowOverTheOtherApp() throws {
        let svg = try tile("iPad Pro (11-inch) (4th generation)", .landscape, .slideOver).svg
        #expect(svg.contains(##"class="other-app" x="0" y="0" width="1194" height="834""##))
        #expect(svg.contains(##"class="window" transform="translate(874,0)""##))
        expectWellFormed(svg)
    }

    @Test func R1_everyDefaultTileIsWellFormedXMLInDarkModeToo() throws {
        let configurations = PreviewConfiguration.matrix(
            models: try PreviewConfiguration.models(PreviewConfiguration.fiveDevices),
            orientations: [.portrait, .landscape],
            multitasking: true)
        let result = try PreviewRunner(subject: .adaptivePhotos, configurations: configurations).run()
        for tile in result.tiles { expectWellFormed(tile.svg) }
        let simulator = try DeviceSimulator(
            deviceNamed: "iPhone 15 Pro", userInterfaceStyle: .dark,
            rootViewController: PreviewSubject.adaptivePhotos.makeScene("list").rootViewController)
        simulator.window.layoutIfNeeded()
        let dark = SVGRenderer().render(simulator)
        expectWellFormed(dark)
        #expect(dark.contains(##"fill="#1C1C1E"/>"##), "dark bars")
        #expect(
            dark.contains(##"class="home-indicator" x="129.5" y="839" width="134" height="5" rx="2.5" fill="#FFFFFF""##)
        )
    }

    @Test func R1_presentationsDrawDimmingTheirCardAndAPopoverArrow() throws {
        let simulator = try DeviceSimulator(
            deviceNamed: "iPad Pro (11-inch) (4th generation)", rootViewController: UIViewController())
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        card.backgroundColor = .systemBackground
        let message = UILabel(frame: CGRect(x: 16, y: 16, width: 288, height: 21))
        message.text = "Delete photo?"
        card.addSubview(message)
        let layers = [
            PresentationLayer(
                style: .alert, view: card, frame: CGRect(x: 257, y: 497, width: 320, height: 200), dimming: 0.2,
                controllerClass: "UIAlertController"),
            PresentationLayer(
                style: .popover, view: UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 80)),
                frame: CGRect(x: 20, y: 100, width: 100, height: 80), arrow: (.up, CGPoint(x: 70, y: 87)),
                controllerClass: "UIViewController"),
        ]
        let svg = SVGRenderer().render(simulator, presentations: layers)
        expectWellFormed(svg)
        #expect(
            svg.contains(##"class="dimming" x="0" y="0" width="834" height="1194" fill="#000000" fill-opacity="0.2""##))
        #expect(svg.contains(##"class="presentation alert" x="257" y="497" width="320" height="200" rx="14""##))
        #expect(svg.contains(##"<rect class="UILabel" x="273" y="513" width="288" height="21""##), "placed in the card")
        #expect(svg.contains(##"class="popover-arrow" d="M70 87 L88 100 L52 100 Z""##))
    }

    @Test func R1_labelsTruncateWithAnEllipsisAndWrapBetweenWords() throws {
        let font = UIFont.systemFont(ofSize: 17)
        let wide = TextStyle.width(of: "Worth the wait", font: font)
        #expect(
            TextStyle.lines(of: "Worth the wait", font: font, width: wide, height: 21, numberOfLines: 1) == [
                "Worth the wait"
            ])
        let cut = TextStyle.lines(of: "Worth the wait", font: font, width: wide - 10, height: 21, numberOfLines: 1)
        #expect(cut == ["Worth the…"])
        let wrapped = TextStyle.lines(of: "Worth the wait", font: font, width: wide - 10, height: 41, numberOfLines: 0)
        #expect(wrapped == ["Worth the", "wait"])
        let limited = TextStyle.lines(of: "one two three four", font: font, width: 40, height: 100, numberOfLines: 2)
        #expect(limited.count == 2)
        #expect(limited.last?.hasSuffix("…") == true)
        #expect(TextStyle.weight(of: .systemFont(ofSize: 17, weight: .semibold)) == 600)
        #expect(TextStyle.weight(of: font) == 400)
    }
}
