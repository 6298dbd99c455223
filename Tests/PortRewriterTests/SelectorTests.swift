import Testing

@testable import PortRewriter

/// Source text with markers (`1️⃣`) taken out, and where each was as `line:column` (1-based, UTF-8 columns,
/// as the port and the compiler count them).
private func marked(_ text: String) -> (source: String, at: [String: String]) {
    var lines: [String] = []
    var at: [String: String] = [:]
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        var plain = ""
        for character in line {
            if character.unicodeScalars.last == "\u{20E3}" {
                at[String(character)] = "\(index + 1):\(plain.utf8.count + 1)"
            } else {
                plain.append(character)
            }
        }
        lines.append(plain)
    }
    return (lines.joined(separator: "\n"), at)
}

/// `#selector` of a method Swift does not expose to Objective-C is Swift's error at the user's line, with
/// Swift's fix-it as a note at the method; every other `#selector` becomes the method's Objective-C name.
struct SelectorExposureTests {
    static let editor = """
        import UIKit
        class Editor: UIViewController {
            1️⃣func update() {}
            2️⃣func save(_ sender: Any) {}
            3️⃣func move(to index: Int, animated: Bool) {}
            4️⃣var draft = ""
            func wire(other: Editor) {
                _ = 5️⃣FORM
            }
        }
        """

    @Test(arguments: [
        ("#selector(update)", "instance method 'update()'", "1️⃣"),
        ("#selector(self.update)", "instance method 'update()'", "1️⃣"),
        ("#selector(Editor.update)", "instance method 'update()'", "1️⃣"),
        ("#selector(other.update)", "instance method 'update()'", "1️⃣"),
        ("#selector((update))", "instance method 'update()'", "1️⃣"),
        ("#selector(update as () -> Void)", "instance method 'update()'", "1️⃣"),
        ("#selector(save(_:))", "instance method 'save(_:)'", "2️⃣"),
        ("#selector(save)", "instance method 'save(_:)'", "2️⃣"),
        ("#selector(Editor.save(_:))", "instance method 'save(_:)'", "2️⃣"),
        ("#selector(self.move(to:animated:))", "instance method 'move(to:animated:)'", "3️⃣"),
        ("#selector(other.move(to:animated:))", "instance method 'move(to:animated:)'", "3️⃣"),
        ("#selector(getter: draft)", "var 'draft'", "4️⃣"),
        ("#selector(setter: Editor.draft)", "var 'draft'", "4️⃣"),
    ])
    func aSelectorOfAMethodThatIsNotObjCIsSwiftsErrorWithTheFixAtTheMethod(
        form: String, member: String, declaration: String
    ) {
        let (source, at) = marked(Self.editor.replacingOccurrences(of: "FORM", with: form))
        let result = Port.port([PortSource(path: "Editor.swift", text: source)])
        let what = member.hasPrefix("var") ? "var" : "instance method"
        #expect(
            result.diagnostics.map(\.description) == [
                "Editor.swift:\(at["5️⃣"]!): error: argument of '#selector' refers to \(member) that is not exposed "
                    + "to Objective-C\n"
                    + "Editor.swift:\(at[declaration]!): note: add '@objc' to expose this \(what) to Objective-C"
            ])
    }

    @Test func methodsInExtensionsSuperclassesAndOtherFilesAreFound() {
        let (editor, at) = marked(
            """
            import UIKit
            class Editor: UIViewController {
                func wire() {
                    _ = [1️⃣#selector(reload), #selector(shown), 2️⃣#selector(Helper.run(_:)), #selector(Helper.ran(_:))]
                }
            }
            final class Page: Editor {
                func wireAgain() {
                    _ = [3️⃣#selector(reload), #selector(self.shown)]
                }
            }
            """)
        let (helpers, helperAt) = marked(
            """
            import UIKit
            extension Editor {
                1️⃣func reload() {}
                @objc func shown() {}
            }
            class Helper: NSObject {
                2️⃣func run(_ value: Any) {}
                @objc(ranWith:) func ran(_ value: Any) {}
            }
            """)
        let result = Port.port([
            PortSource(path: "Editor.swift", text: editor), PortSource(path: "Helpers.swift", text: helpers),
        ])
        let reload =
            "error: argument of '#selector' refers to instance method 'reload()' that is not exposed to Objective-C\n"
            + "Helpers.swift:\(helperAt["1️⃣"]!): note: add '@objc' to expose this instance method to Objective-C"
        #expect(
            result.diagnostics.map(\.description) == [
                "Editor.swift:\(at["1️⃣"]!): " + reload,
                "Editor.swift:\(at["2️⃣"]!): error: argument of '#selector' refers to instance method 'run(_:)' that "
                    + "is not exposed to Objective-C\n"
                    + "Helpers.swift:\(helperAt["2️⃣"]!): note: add '@objc' to expose this instance method to "
                    + "Objective-C",
                "Editor.swift:\(at["3️⃣"]!): " + reload,
            ])
        #expect(
            result.files[0].text.contains(
                "#selector(reload), Selector(\"shown\"), #selector(Helper.run(_:)), "
                    + "Selector(\"ranWith:\")]"), "\(result.files[0].text)")
    }

    @Test func anOverloadedNameNeedsItsLabelsOrItsType() {
        let (source, at) = marked(
            """
            import UIKit
            class Editor: UIViewController {
                1️⃣func update() {}
                2️⃣@objc func update(_ sender: Any) {}
                func wire() {
                    _ = 3️⃣#selector(update)
                    _ = [#selector(update(_:)), #selector(update as (Any) -> Void)]
                    _ = 4️⃣#selector(update as () -> Void)
                }
            }
            """)
        let result = Port.port([PortSource(path: "Editor.swift", text: source)])
        #expect(
            result.diagnostics.map(\.description) == [
                "Editor.swift:\(at["3️⃣"]!): error: ambiguous use of 'update'\n"
                    + "Editor.swift:\(at["1️⃣"]!): note: found this candidate\n"
                    + "Editor.swift:\(at["2️⃣"]!): note: found this candidate",
                "Editor.swift:\(at["4️⃣"]!): error: argument of '#selector' refers to instance method 'update()' that "
                    + "is not exposed to Objective-C\n"
                    + "Editor.swift:\(at["1️⃣"]!): note: add '@objc' to expose this instance method to Objective-C",
            ])
        #expect(result.files[0].text.contains("_ = [Selector(\"update:\"), Selector(\"update:\")]"))
    }

    @Test func methodsSwiftExposesWithoutTheirOwnObjCAreNamed() {
        let source = """
            import UIKit
            class Base: UIViewController {
                @objc func refresh() {}
                func plain() {}
            }
            @objcMembers class Model: NSObject {
                func reload(_ sender: Any) {}
            }
            @objc extension Base {
                func tidy() {}
            }
            class Editor: Base {
                @IBAction func save(_ sender: Any) {}
                override func viewDidLoad() {}
                override func refresh() {}
                func wire() {
                    _ = [#selector(save(_:)), #selector(viewDidLoad), #selector(refresh), #selector(Model.reload(_:)),
                         #selector(tidy)]
                }
            }
            """
        let result = Port.port([PortSource(path: "Editor.swift", text: source)])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(
            result.files[0].text.contains(
                "_ = [Selector(\"save:\"), Selector(\"viewDidLoad\"), Selector(\"refresh\"), Selector(\"reload:\"),\n"
                    + "             Selector(\"tidy\")]"), "\(result.files[0].text)")
        #expect(result.files[0].text.contains("table.addMethod(\"tidy\")"), "an @objc extension's methods are listed")
        #expect(
            result.files[0].text.contains("table.addMethod(\"viewDidLoad\")"),
            "an override of a UIKit method a #selector names is listed")
    }

    @Test func objcMembersReachesTheClasssExtensionsAndSubclasses() {
        let source = """
            import UIKit
            @objcMembers class Model: NSObject {
                func load() {}
            }
            extension Model {
                func reload(_ sender: Any) {}
            }
            class Album: Model {
                var title = ""
                func refresh() -> Bool { true }
                func wire() {
                    _ = [#selector(load), #selector(reload(_:)), #selector(refresh), #selector(setter: title)]
                }
            }
            """
        let result = Port.port([PortSource(path: "Model.swift", text: source)])
        #expect(
            result.diagnostics.map(\.description) == [
                "Model.swift:12:74: error: #selector(setter: ...) names a property accessor, which has no message "
                    + "table entry"
            ])
        #expect(
            result.files[0].text.contains(
                "_ = [Selector(\"load\"), Selector(\"reload:\"), Selector(\"refresh\"), #selector(setter: title)]"),
            "\(result.files[0].text)")
        let table = result.files[0].text.split(separator: "\n").filter { $0.contains("table.add") }
        #expect(
            table.map { String($0.split(separator: "{")[0]).trimmingCharacters(in: .whitespaces) } == [
                "table.addMethod(\"load\")", "table.addMethod(\"reload:\")", "table.addInspectable(\"title\")",
                "table.addMethod(\"refresh\")", "table.addMethod(\"wire\")",
            ])
    }

    @Test func anOverrideOfAMethodSwiftRenamedHasUIKitsName() {
        let source = """
            import UIKit
            class Editor: UIViewController {
                override func show(_ controller: UIViewController, sender: Any?) {}
                func wire() {
                    _ = #selector(show(_:sender:))
                }
            }
            """
        let result = Port.port([PortSource(path: "Editor.swift", text: source)])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let text = result.files[0].text
        #expect(text.contains("_ = Selector(\"showViewController:sender:\")"), "\(text)")
        #expect(text.contains("table.addMethod(\"showViewController:sender:\") { (target: Editor, arguments) in"))
    }

    @Test func anOverrideOfAMethodThatIsNotObjCIsNotObjCEither() {
        let (source, at) = marked(
            """
            import UIKit
            class Base: UIViewController {
                1️⃣func plain() {}
            }
            class Editor: Base {
                override func plain() {}
                func wire() {
                    _ = 2️⃣#selector(plain)
                }
            }
            """)
        let result = Port.port([PortSource(path: "Editor.swift", text: source)])
        #expect(
            result.diagnostics.map(\.description) == [
                "Editor.swift:\(at["2️⃣"]!): error: argument of '#selector' refers to instance method 'plain()' that "
                    + "is not exposed to Objective-C\n"
                    + "Editor.swift:6:5: note: add '@objc' to expose this instance method to Objective-C"
            ])
    }

    @Test func methodsThePortCannotSeeAreNamedWithoutError() {
        let source = """
            import UIKit
            class Editor: UIViewController {
                func plain() {}
                func wire(view: UIView) {
                    _ = [#selector(UIView.layoutIfNeeded), #selector(becomeFirstResponder),
                         #selector(view.setNeedsLayout), #selector(UIResponder.copy(_:)),
                         #selector(UIViewController.show(_:sender:))]
                }
            }
            """
        let result = Port.port([PortSource(path: "Editor.swift", text: source)])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(
            result.files[0].text.contains(
                "_ = [Selector(\"layoutIfNeeded\"), Selector(\"becomeFirstResponder\"),\n"
                    + "             Selector(\"setNeedsLayout\"), Selector(\"copy:\"),\n"
                    + "             Selector(\"showViewController:sender:\")]"),
            "\(result.files[0].text)")
    }
}
