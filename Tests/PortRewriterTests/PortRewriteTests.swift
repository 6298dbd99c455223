import Foundation
import TestSupport
import Testing

@testable import PortRewriter

/// The rewrite of the fixture folder (the same files the PortFixture target compiles through the plugin).
struct PortRewriteTests {
    static let fixtureFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("PortFixture/Sources/PortFixture/UIKit")

    static func fixtureSources() throws -> [PortSource] {
        let names = try FileManager.default.contentsOfDirectory(atPath: fixtureFolder.path).sorted()
        return try names.map {
            PortSource(
                path: $0, text: try String(contentsOf: fixtureFolder.appendingPathComponent($0), encoding: .utf8))
        }
    }

    @Test func theFixtureFolderPortsWithoutErrorsAsTheGoldenFilesShow() throws {
        let result = Port.port(try Self.fixtureSources())
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(
            result.files.map(\.path) == [
                "AppDelegate.swift", "Greeting.swift", "ListController.swift", "ShowingDecisions.swift", "Views.swift",
            ])
        for file in result.files {
            assertSnapshot(file.text, named: file.path.replacingOccurrences(of: ".swift", with: ".ported.txt"))
        }
    }

    @Test func portingTwiceChangesNothingMore() throws {
        let once = Port.port(try Self.fixtureSources()).files
        let twice = Port.port(once)
        #expect(twice.diagnostics.isEmpty)
        #expect(twice.files == once)
    }

    @Test func bundleMainAsAnExpressionBecomesTheAppsBundleAndNothingElseDoes() {
        let source = """
            import Foundation

            struct Store {
                static let main = Store()
                // Bundle.main holds the seed file.
                let seed = Bundle.main.url(forResource: "Seed", withExtension: "json")
                let path = Foundation.Bundle.main.path(forResource: "Seed", ofType: "json")
                let note = "Bundle.main"
                let store = Store.main
                let identifier = Bundle.main.bundleIdentifier
                func reload(in bundle: Bundle = Bundle.main) {}
            }
            """
        let result = Port.port([PortSource(path: "Store.swift", text: source)])
        #expect(result.diagnostics.isEmpty)
        #expect(
            result.files[0].text == """
                import Foundation
                @_spi(AdaptiveKit) import AdaptiveKit

                struct Store {
                    static let main = Store()
                    // Bundle.main holds the seed file.
                    let seed = Bundle.appMain(fileID: #fileID).url(forResource: "Seed", withExtension: "json")
                    let path = Bundle.appMain(fileID: #fileID).path(forResource: "Seed", ofType: "json")
                    let note = "Bundle.main"
                    let store = Store.main
                    let identifier = Bundle.appMain(fileID: #fileID).bundleIdentifier
                    func reload(in bundle: Bundle = Bundle.appMain(fileID: #fileID)) {}
                }
                """)
    }

    @Test func aUIKitFileReadingBundleMainKeepsItsOneImport() {
        let source = "import UIKit\nlet url = Bundle.main.url(forResource: \"Seed\", withExtension: \"json\")\n"
        let result = Port.port([PortSource(path: "Seed.swift", text: source)])
        #expect(
            result.files[0].text
                == "@_spi(AdaptiveKit) import AdaptiveKit\n"
                + "let url = Bundle.appMain(fileID: #fileID).url(forResource: \"Seed\", withExtension: \"json\")\n")
    }

    @Test func selectorNamesFollowSwiftsObjectiveCNaming() {
        let source = """
            import UIKit
            class C: UIViewController {
                @objc func a() {}
                @objc func b(_ x: Any) {}
                @objc func c(_ x: Any, forEvent e: UIEvent) {}
                @objc func d(segue: UIStoryboardSegue) {}
                @objc(custom:) func e(_ x: Any) {}
                @objc func f(_ x: Any, _ y: Any) {}
                func use() {
                    _ = [#selector(a), #selector(b(_:)), #selector(c(_:forEvent:)), #selector(C.d(segue:)),
                         #selector(e(_:)), #selector(self.f(_:_:))]
                }
            }
            """
        let result = Port.port([PortSource(path: "C.swift", text: source)])
        #expect(result.diagnostics.isEmpty)
        let text = result.files[0].text
        #expect(
            text.contains(
                "_ = [Selector(\"a\"), Selector(\"b:\"), Selector(\"c:forEvent:\"), Selector(\"dWithSegue:\"),\n"
                    + "             Selector(\"custom:\"), Selector(\"f::\")]"))
    }

    @Test func uikitMethodsSwiftRenamedKeepTheirObjectiveCNames() {
        let source = """
            import UIKit
            extension UIViewController {
                @objc func pushes() -> Bool {
                    let actions = [#selector(UIViewController.show(_:sender:)), #selector(showDetailViewController(_:sender:)),
                                   #selector(UINavigationController.popViewController(animated:))]
                    return actions.isEmpty
                }
            }
            """
        let result = Port.port([PortSource(path: "E.swift", text: source)])
        #expect(result.diagnostics.isEmpty)
        #expect(
            result.files[0].text.contains(
                "[Selector(\"showViewController:sender:\"), Selector(\"showDetailViewController:sender:\"),\n"
                    + "                       Selector(\"popViewControllerAnimated:\")]"), "\(result.files[0].text)")
    }

    @Test func anOutsideClassOverridingAnExtensionMethodInAnExtensionDispatchesToo() {
        let source = """
            import UIKit
            extension UIViewController {
                @objc func pushes(sender: Any?) -> Bool {
                    targetViewController(forAction: #selector(pushes(sender:)), sender: sender)?.pushes(sender: sender) ?? false
                }
            }
            extension UINavigationController {
                override func pushes(sender: Any?) -> Bool { true }
            }
            """
        let result = Port.port([PortSource(path: "S.swift", text: source)])
        #expect(result.diagnostics.isEmpty)
        let text = result.files[0].text
        #expect(
            text.contains(
                "        MessageTable.declareExtensionMethod(Selector(\"pushesWithSender:\")) { $0 is any "
                    + "PortOverriding_UIViewController_pushesWithSender_ }\n"), "\(text)")
        #expect(
            text.contains("extension UINavigationController {\n    func __port_pushes(sender: Any?) -> Bool { true }"))
        #expect(
            text.hasSuffix("extension UINavigationController: PortOverriding_UIViewController_pushesWithSender_ {}\n"))
    }

    @Test func anObjCOverrideInAnExtensionOfAUIKitSubclassIsPortedOnce() {
        // Apple's AdaptivePhotos: a UIViewController extension declares the question, the containers' extensions
        // answer it with `@objc override`.
        let source = """
            import UIKit
            final class Photo: NSObject {}
            extension UIViewController {
                @objc func currentVisibleDetailPhoto(sender: Any?) -> Photo? {
                    let action = #selector(currentVisibleDetailPhoto(sender:))
                    return targetViewController(forAction: action, sender: sender)?.currentVisibleDetailPhoto(sender: sender)
                }
            }
            extension UISplitViewController {
                @objc override func currentVisibleDetailPhoto(sender: Any?) -> Photo? {
                    viewControllers.last?.currentVisibleDetailPhoto(sender: sender)
                }
            }
            """
        let result = Port.port([PortSource(path: "S.swift", text: source)])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let text = result.files[0].text
        #expect(
            text.contains(
                """
                extension UISplitViewController {
                    func __port_currentVisibleDetailPhoto(sender: Any?) -> Photo? {
                        viewControllers.last?.currentVisibleDetailPhoto(sender: sender)
                    }
                }
                """), "\(text)")
        #expect(text.components(separatedBy: "func __port_default_currentVisibleDetailPhoto").count == 2, "\(text)")
        #expect(text.components(separatedBy: "protocol PortOverriding_").count == 2, "\(text)")
        #expect(
            text.hasSuffix(
                "extension UISplitViewController: PortOverriding_UIViewController_currentVisibleDetailPhotoWithSender_ {}\n"
            ))
    }

    @Test func aFileUsingTheStoryboardAPIAlsoImportsInterfaceBuilder() {
        let uses =
            "import UIKit\nimport Foundation\nclass C: UIViewController {\n    var s: UIStoryboard? { storyboard }\n}\n"
        let plain = "import UIKit\nclass D: UIViewController {}\n"
        let result = Port.port([PortSource(path: "C.swift", text: uses), PortSource(path: "D.swift", text: plain)])
        #expect(result.diagnostics.isEmpty)
        #expect(
            result.files[0].text.hasPrefix(
                "@_spi(AdaptiveKit) import AdaptiveKit\nimport InterfaceBuilder\nimport Foundation\n"))
        #expect(result.files[1].text.hasPrefix("@_spi(AdaptiveKit) import AdaptiveKit\nclass D"))
        #expect(Port.port(result.files).files == result.files, "porting twice adds nothing")
    }

    @Test func aTableViewControllerSubclassOverridesAViewControllerExtensionMethod() {
        let source = """
            import UIKit
            extension UIViewController {
                @objc func shownPhotoName() -> String? { nil }
            }
            class ListController: UITableViewController {
                override func shownPhotoName() -> String? { "list" }
            }
            """
        let result = Port.port([PortSource(path: "L.swift", text: source)])
        #expect(result.diagnostics.isEmpty)
        let text = result.files[0].text
        #expect(text.contains("    func __port_shownPhotoName() -> String? { \"list\" }"), "\(text)")
        #expect(text.contains("extension ListController: PortOverriding_UIViewController_shownPhotoName {}"))
        #expect(text.contains("table.addMethod(\"shownPhotoName\") { (target: ListController, _) in"))
    }

    @Test func constructsThePortCannotCarryOverAreErrorsWithFileLineAndColumn() {
        let source = """
            import UIKit
            @objc protocol P {
                @objc optional func maybe()
            }
            class Unknown: SomeFrameworkView {
                @IBOutlet var label: UILabel!
            }
            class C: UIViewController {
                @objc func run() async {}
                func use() {
                    _ = #selector(getter: view)
                    _ = #selector(use)
                    _ = #keyPath(C.view)
                }
            }
            """
        let result = Port.port([PortSource(path: "Bad.swift", text: source)])
        #expect(
            result.diagnostics.map(\.description) == [
                "Bad.swift:3:11: error: optional protocol requirements need the Objective-C runtime; give the "
                    + "requirement a default implementation in a protocol extension instead",
                "Bad.swift:5:7: error: cannot tell whether superclass 'SomeFrameworkView' of 'Unknown' has a message "
                    + "table: make it a subclass of NSObject or of an AdaptiveKit class, or port it too",
                "Bad.swift:9:5: error: an action method that is async or throws cannot be sent by name: 'run'",
                "Bad.swift:11:13: error: #selector(getter: ...) names a property accessor, which has no message "
                    + "table entry",
                "Bad.swift:12:13: error: argument of '#selector' refers to instance method 'use()' that is not exposed "
                    + "to Objective-C\nBad.swift:10:5: note: add '@objc' to expose this instance method to Objective-C",
                "Bad.swift:13:13: error: #keyPath needs key-value coding; use a Swift key path",
            ])
    }
}

/// The port's list of AdaptiveKit classes matches AdaptiveKit's class hierarchy.
struct KnownClassesTests {
    @Test func everyKnownClassHasTheListedSuperclass() throws {
        for (name, superclass) in KnownClasses.superclass where name != "NSObject" {
            let type: AnyClass = try #require(_typeByName("AdaptiveKit." + name) as? AnyClass, "\(name)")
            let actual: AnyClass = try #require(_getSuperclass(type), "\(name)")
            #expect(String(describing: actual) == superclass, "\(name)")
        }
    }
}

/// How the port declares a class's table, by what the class inherits from.
struct TableKindTests {
    @Test(arguments: [
        ("UIViewController", "override class var messageTable"),
        ("UIScrollView", "override class var messageTable"),
        ("NSObject", "@MainActor class var messageTable"),
        ("UIAdaptivePresentationControllerDelegate", "@MainActor class var messageTable"),
    ])
    func theTableOverridesOrStartsAChain(superclass: String, expected: String) {
        let source = "import UIKit\nclass C: \(superclass) {\n    @objc func run() {}\n}\n"
        let result = Port.port([PortSource(path: "C.swift", text: source)])
        #expect(result.diagnostics.isEmpty)
        #expect(result.files[0].text.contains("    " + expected + ": MessageTable {"), "\(result.files[0].text)")
    }
}

/// `@objcMembers` and read-only properties.
struct ObjCMembersTests {
    @Test func objcMembersListsEveryCallableMemberAndNoReadOnlyProperty() {
        let source = """
            import UIKit
            @objcMembers class Model: NSObject {
                var name = ""
                let id = 1
                var upper: String { name.uppercased() }
                @nonobjc var hidden = 0
                func rename(to name: String) { self.name = name }
                func load() async {}
            }
            """
        let result = Port.port([PortSource(path: "Model.swift", text: source)])
        #expect(result.diagnostics.isEmpty)
        let table = result.files[0].text.split(separator: "\n").filter { $0.contains("table.add") }
        #expect(
            table.map { String($0.split(separator: "{")[0]).trimmingCharacters(in: .whitespaces) } == [
                "table.addInspectable(\"name\")", "table.addMethod(\"renameTo:\")",
            ])
    }
}
