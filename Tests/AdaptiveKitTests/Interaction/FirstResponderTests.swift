import Foundation
import Testing

@_spi(AdaptiveKit) @testable import AdaptiveKit

/// The first responder: one per window, handed over only when the current one agrees, lost with its view, and
/// where nil-targeted actions and key commands start, as UIKit documents for `UIResponder`.
@MainActor
@Suite struct FirstResponderTests {
    /// A controller that handles `save:` (its message table lists it) and offers ⌘S.
    final class Saver: UIViewController {
        let name: String
        let log: CallLog
        var offersCommand = false
        init(_ name: String, log: CallLog) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError() }
        func save(_ sender: Any?) { log.record("\(name) save \(sender.map { "\(type(of: $0))" } ?? "nil")") }
        override var keyCommands: [UIKeyCommand]? {
            offersCommand ? [UIKeyCommand(input: "s", modifierFlags: .command, action: Selector("save:"))] : nil
        }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            let key = presses.first?.key
            log.record("\(name) pressesBegan \(key?.characters ?? "") \(key?.keyCode.rawValue ?? -1)")
        }
        override class var messageTable: MessageTable {
            var table = super.messageTable
            table.addMethod("save:") { (target: Saver, arguments) in try target.save(arguments.value(0)) }
            return table
        }
    }

    struct Scene {
        let simulator: DeviceSimulator
        let root: Saver
        let child: Saver
        let first: UITextField
        let second: UITextField
        let log: CallLog
    }

    /// A root controller with a child; two text fields in the child's view.
    func scene() throws -> Scene {
        let log = CallLog()
        let root = Saver("root", log: log)
        let child = Saver("child", log: log)
        root.addChild(child)
        root.view.addSubview(child.view)
        child.view.frame = CGRect(x: 0, y: 200, width: 393, height: 400)
        child.didMove(toParent: root)
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: root)
        let first = UITextField(frame: CGRect(x: 20, y: 20, width: 300, height: 34))
        let second = UITextField(frame: CGRect(x: 20, y: 80, width: 300, height: 34))
        child.view.addSubview(first)
        child.view.addSubview(second)
        return Scene(simulator: simulator, root: root, child: child, first: first, second: second, log: log)
    }

    @Test func aPlainViewCannotBecomeFirstResponderAndAFieldOutsideAWindowCannotEither() throws {
        let scene = try scene()
        let view = UIView(frame: .zero)
        scene.root.view.addSubview(view)
        #expect(!view.canBecomeFirstResponder)
        #expect(!view.becomeFirstResponder())
        #expect(!view.isFirstResponder)
        let loose = UITextField(frame: .zero)
        #expect(loose.canBecomeFirstResponder)
        #expect(!loose.becomeFirstResponder(), "not in a window")
        #expect(!loose.isEditing)
        #expect(scene.simulator.firstResponder == nil)
    }

    @Test func aFieldTakesOverFromAnotherAfterBothDelegatesAgreeInUIKitsOrder() throws {
        let scene = try scene()
        let one = LoggingFieldDelegate("one", log: scene.log)
        let two = LoggingFieldDelegate("two", log: scene.log)
        scene.first.delegate = one
        scene.second.delegate = two
        #expect(scene.first.becomeFirstResponder())
        #expect(scene.first.isFirstResponder && scene.first.isEditing)
        #expect(scene.second.becomeFirstResponder())
        #expect(!scene.first.isFirstResponder && !scene.first.isEditing)
        #expect(scene.second.isFirstResponder)
        #expect(scene.simulator.firstResponder === scene.second)
        #expect(
            scene.log.calls == [
                "one shouldBegin", "one didBegin", "two shouldBegin", "one shouldEnd", "one didEnd 0", "two didBegin",
            ])
    }

    @Test func aResponderThatRefusesToResignKeepsTheStatusUntilForced() throws {
        let scene = try scene()
        let one = LoggingFieldDelegate("one", log: scene.log)
        one.allowsEnd = false
        scene.first.delegate = one
        scene.first.becomeFirstResponder()
        #expect(!scene.second.becomeFirstResponder())
        #expect(scene.first.isFirstResponder)
        #expect(!scene.root.view.endEditing(false))
        #expect(scene.first.isFirstResponder)
        scene.log.calls = []
        #expect(scene.root.view.endEditing(true))
        #expect(!scene.first.isFirstResponder)
        #expect(scene.log.calls == ["one didEnd 0"], "a forced end does not ask")
        #expect(!scene.root.view.endEditing(true), "nothing left to resign")
    }

    @Test func aFieldThatRefusesToBeginIsNotAskedToResignForAndKeepsTheOtherEditing() throws {
        let scene = try scene()
        let one = LoggingFieldDelegate("one", log: scene.log)
        let two = LoggingFieldDelegate("two", log: scene.log)
        two.allowsBegin = false
        scene.first.delegate = one
        scene.second.delegate = two
        scene.first.becomeFirstResponder()
        #expect(!scene.second.becomeFirstResponder())
        #expect(scene.first.isFirstResponder)
        #expect(scene.log.calls == ["one shouldBegin", "one didBegin", "two shouldBegin"])
    }

    @Test func removingOrHidingTheFirstResponderEndsItsEditingWithoutAsking() throws {
        let scene = try scene()
        let one = LoggingFieldDelegate("one", log: scene.log)
        one.allowsEnd = false
        scene.first.delegate = one
        scene.first.becomeFirstResponder()
        scene.first.removeFromSuperview()
        #expect(!scene.first.isFirstResponder && !scene.first.isEditing)
        #expect(scene.simulator.firstResponder == nil)
        scene.second.becomeFirstResponder()
        scene.child.view.isHidden = true
        #expect(!scene.second.isFirstResponder, "hiding an ancestor hides the field")
        #expect(scene.log.calls == ["one shouldBegin", "one didBegin", "one didEnd 0"])
    }

    @Test func aDisabledFieldCannotBecomeFirstResponderNorBeTappedIntoEditing() throws {
        let scene = try scene()
        scene.first.isEnabled = false
        #expect(!scene.first.becomeFirstResponder())
        scene.simulator.tap(at: scene.first.convert(CGPoint(x: 10, y: 10), to: nil))
        #expect(!scene.first.isEditing)
        let warnings = DiagnosticLog.capture { scene.simulator.typeText("x") }
        #expect(scene.first.text == nil)
        #expect(
            warnings.map(\.message) == [
                "Cannot type \"x\": the key window's first responder (none) does not take text"
            ])
    }

    @Test func aNilTargetedActionStartsAtTheFirstResponderAndOtherwiseAtTheSender() throws {
        let scene = try scene()
        let button = UIButton(frame: CGRect(x: 20, y: 100, width: 100, height: 44))
        scene.root.view.addSubview(button)
        button.addTarget(nil, action: Selector("save:"), for: .touchUpInside)
        DeviceSimulator.tap(button)
        #expect(scene.log.calls == ["root save UIButton"], "no first responder: from the button up")
        scene.first.becomeFirstResponder()
        scene.log.calls = []
        DeviceSimulator.tap(button)
        #expect(scene.log.calls == ["child save UIButton"], "from the field, through its controller")
        #expect(scene.first.target(forAction: Selector("save:"), withSender: nil) as AnyObject === scene.child)
    }

    @Test func aKeyCommandUpTheChainSendsItsActionFromTheFirstResponder() throws {
        let scene = try scene()
        scene.root.offersCommand = true
        scene.simulator.pressKey("s", modifierFlags: .command)
        #expect(scene.log.calls == ["root save UIKeyCommand"], "from the key window: the root handles it")
        scene.first.becomeFirstResponder()
        scene.log.calls = []
        scene.simulator.pressKey("S", modifierFlags: .command)
        #expect(scene.log.calls == ["child save UIKeyCommand"], "the root's command, performed from the field")
        scene.log.calls = []
        scene.simulator.pressKey("s", modifierFlags: [.command, .shift])
        #expect(scene.log.calls == ["child pressesBegan S 22"], "other modifiers: the key reaches the chain")
        #expect(scene.first.text == nil, "a key with ⌘ types nothing")
    }

    @Test func hardwareKeysTypeIntoTheFirstResponderAfterThePressesPassUpTheChain() throws {
        let scene = try scene()
        scene.first.becomeFirstResponder()
        scene.simulator.pressKey("a")
        scene.simulator.pressKey("b", modifierFlags: .shift)
        scene.simulator.pressKey(UIKeyCommand.inputLeftArrow)
        #expect(scene.first.text == "aB")
        #expect(
            scene.log.calls == [
                "child pressesBegan a 4", "child pressesBegan B 5", "child pressesBegan UIKeyInputLeftArrow 80",
            ])
        scene.simulator.pressKey("\u{8}")
        #expect(scene.first.text == "a")
    }
}
