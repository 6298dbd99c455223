@_spi(AdaptiveKit) import AdaptiveKit
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder
import Testing

/// A controller whose outlets and actions the Connections storyboard wires, with a hand-written table.
final class WiredViewController: UIViewController {
    var titleLabel: UILabel!
    var saveButton: UIButton?
    var buttons: [UIButton]!
    var log: [String] = []

    func save(_ sender: UIButton) { log.append("save \(sender.title(for: .normal) ?? "-")") }
    func refresh() { log.append("refresh") }

    override class var messageTable: MessageTable {
        var table = super.messageTable
        table.addOutlet("titleLabel") { (target: WiredViewController, arguments) in
            target.titleLabel = try arguments.value(0)
        }
        table.addOutlet("saveButton") { (target: WiredViewController, arguments) in
            target.saveButton = try arguments.value(0)
        }
        table.addOutletCollection("buttons") { (target: WiredViewController, arguments) in
            target.buttons = try arguments.value(0)
        }
        table.addMethod("save:") { (target: WiredViewController, arguments) in try target.save(arguments.value(0)) }
        table.addMethod("refresh") { (target: WiredViewController, _) in target.refresh() }
        return table
    }
}

/// A view with inspectable properties.
final class RoundedView: UIView {
    var cornerRadius: CGFloat = 0
    var isBordered = false
    var badge: String?
    var borderColor: UIColor?

    override class var messageTable: MessageTable {
        var table = super.messageTable
        table.addInspectable("cornerRadius") { (target: RoundedView, arguments) in
            target.cornerRadius = try arguments.value(0)
        }
        table.addInspectable("isBordered") { (target: RoundedView, arguments) in
            target.isBordered = try arguments.value(0)
        }
        table.addInspectable("badge") { (target: RoundedView, arguments) in target.badge = try arguments.value(0) }
        table.addInspectable("borderColor") { (target: RoundedView, arguments) in
            target.borderColor = try arguments.value(0)
        }
        return table
    }
}

/// Storyboards connect outlets, outlet collections and actions and apply runtime attributes through message tables.
@MainActor
@Suite struct ConnectionWiringTests {
    init() {
        InterfaceBuilder.register(WiredViewController.self, forCustomClass: "WiredViewController")
        InterfaceBuilder.register(RoundedView.self, forCustomClass: "RoundedView")
    }

    func loaded() throws -> (WiredViewController, [DiagnosticLog.Entry]) {
        let storyboard = try UIStoryboard(contentsOf: Fixtures.url("Connections.storyboard"))
        let controller = try #require(storyboard.instantiateInitialViewController() as? WiredViewController)
        let diagnostics = DiagnosticLog.capture { controller.loadViewIfNeeded() }
        return (controller, diagnostics)
    }

    @Test func outletsAndCollectionsAreSetInDocumentOrder() throws {
        let (controller, _) = try loaded()
        let objects = try #require(controller.interfaceBuilderObjects)
        #expect(controller.titleLabel === objects.view(withIBID: "wir-lb-001"))
        #expect(controller.buttons.map { $0.title(for: .normal) } == ["Refresh", "Save"])
    }

    @Test func actionsReachTheControllerDirectlyAndThroughTheFirstResponder() throws {
        let (controller, _) = try loaded()
        let objects = try #require(controller.interfaceBuilderObjects)
        let save = try #require(objects.view(withIBID: "wir-bt-001") as? UIButton)
        let refresh = try #require(objects.view(withIBID: "wir-bt-002") as? UIButton)
        #expect(save.actions(forTarget: controller, forControlEvent: .touchUpInside) == ["save:"])
        #expect(refresh.actions(forTarget: nil, forControlEvent: .primaryActionTriggered) == ["refresh"])
        save.sendActions(for: .touchUpInside)
        refresh.sendActions(for: .primaryActionTriggered)
        #expect(controller.log == ["save Save", "refresh"])
    }

    @Test func runtimeAttributesSetInspectableProperties() throws {
        let (controller, _) = try loaded()
        let view = try #require(controller.interfaceBuilderObjects?.view(withIBID: "wir-bd-001") as? RoundedView)
        #expect(view.cornerRadius == CGFloat(8))
        #expect(view.isBordered)
        #expect(view.badge == "New")
        #expect(view.borderColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    }

    @Test func missingPropertiesAndWrongTypesGetUIKitsMessagesAndChangeNothing() throws {
        let (controller, diagnostics) = try loaded()
        #expect(controller.saveButton == nil)
        #expect(
            diagnostics.map(\.description) == [
                "*** Terminating app due to uncaught exception 'NSUnknownKeyException', reason: "
                    + "'[<WiredViewController> setValue:forUndefinedKey:]: this class is not key value coding-compliant "
                    + "for the key missingLabel.'",
                "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: "
                    + "'[<WiredViewController> setValue:forKey:] saveButton: argument 0 is a UILabel, not Optional<UIButton>'",
                "*** Terminating app due to uncaught exception 'NSUnknownKeyException', reason: "
                    + "'[<RoundedView> setValue:forUndefinedKey:]: this class is not key value coding-compliant "
                    + "for the key shadowRadius.'",
            ])
    }
}

/// A segue class a storyboard names as `customClass`.
final class FadeSegue: UIStoryboardSegue {
    static var performed: [String] = []

    override func perform() {
        Self.performed.append("fade \(identifier ?? "-") to \(type(of: destination))")
    }
}

/// Nibs wire their File's Owner; storyboards make segues of the app's classes.
@MainActor
@Suite struct NibAndSegueWiringTests {
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="WiredViewController">
                    <connections>
                        <outlet property="view" destination="own-vw-001" id="own-ot-001"/>
                        <outlet property="titleLabel" destination="own-lb-001" id="own-ot-002"/>
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="own-vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <label opaque="NO" text="Owner" id="own-lb-001">
                            <rect key="frame" x="16" y="20" width="343" height="21"/>
                        </label>
                        <button opaque="NO" buttonType="system" id="own-bt-001">
                            <rect key="frame" x="16" y="60" width="100" height="30"/>
                            <state key="normal" title="Save"/>
                            <connections>
                                <action selector="save:" destination="-1" eventType="touchUpInside" id="own-ac-001"/>
                            </connections>
                        </button>
                    </subviews>
                </view>
            </objects>
        </document>
        """

    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="sg-a">
            <scenes>
                <scene sceneID="scn-a">
                    <objects>
                        <viewController id="sg-a" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="sg-a-view">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            </view>
                            <connections>
                                <segue destination="sg-b" kind="custom" identifier="Fade" customClass="FadeSegue" id="sg-1"/>
                                <segue destination="sg-b" kind="show" identifier="Slide" customClass="SlideSegue" id="sg-2"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="scn-b">
                    <objects>
                        <viewController id="sg-b" customClass="WiredViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="sg-b-view">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    init() {
        InterfaceBuilder.register(WiredViewController.self, forCustomClass: "WiredViewController")
        InterfaceBuilder.register(FadeSegue.self, forCustomClass: "FadeSegue")
    }

    @Test func aNibSetsItsOwnersOutletsAndActions() throws {
        let nib = UINib(document: try IBDocument(data: Data(Self.xib.utf8)))
        let owner = WiredViewController()
        let objects = nib.instantiateObjects(withOwner: owner)
        #expect(owner.view === objects.view(withIBID: "own-vw-001"))
        #expect(owner.titleLabel === objects.view(withIBID: "own-lb-001"))
        let button = try #require(objects.view(withIBID: "own-bt-001") as? UIButton)
        button.sendActions(for: .touchUpInside)
        #expect(owner.log == ["save Save"])
    }

    @Test func aSegueOfTheAppsClassPerformsAsTheClassSays() throws {
        let storyboard = UIStoryboard(document: try IBDocument(data: Data(Self.storyboard.utf8)))
        let source = try #require(storyboard.instantiateInitialViewController())
        FadeSegue.performed = []
        source.performSegue(withIdentifier: "Fade", sender: nil)
        #expect(FadeSegue.performed == ["fade Fade to WiredViewController"])
        let diagnostics = DiagnosticLog.capture { source.performSegue(withIdentifier: "Slide", sender: nil) }
        // An unregistered class: UIKit's warning, then the kind's own behaviour (show presents here).
        #expect(
            diagnostics.map(\.message) == [
                "Unknown class SlideSegue in Interface Builder file.",
                "Warning: Attempt to present <WiredViewController> on <UIViewController> whose view is not in the "
                    + "window hierarchy!",
            ])
    }
}
