@_spi(AdaptiveKit) import AdaptiveKit
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder
import Testing

/// A form controller with outlets to a text field and a picker view, which it feeds.
final class FormViewController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate,
    UITextFieldDelegate
{
    var nameField: UITextField!
    var picker: UIPickerView!

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { component + 3 }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        "\(component).\(row)"
    }

    override class var messageTable: MessageTable {
        var table = super.messageTable
        table.addOutlet("nameField") { (target: FormViewController, arguments) in
            target.nameField = try arguments.value(0)
        }
        table.addOutlet("picker") { (target: FormViewController, arguments) in target.picker = try arguments.value(0) }
        return table
    }
}

/// `<textField>`s load as `UITextField`s with the attributes IB writes, and a picker view's `dataSource` and
/// `delegate` outlets are set, as in Apple's sample apps' forms.
@MainActor
@Suite struct TextInputLoadingTests {
    init() {
        InterfaceBuilder.register(FormViewController.self, forCustomClass: "FormViewController")
    }

    static let form = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21507" \
        initialViewController="frm">
            <device id="retina6_12" orientation="portrait"/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="frm" customClass="FormViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <textField opaque="NO" contentMode="scaleToFill" \
        contentHorizontalAlignment="left" contentVerticalAlignment="center" text="Ada" borderStyle="roundedRect" \
        placeholder="Name" textAlignment="center" clearsOnBeginEditing="YES" adjustsFontSizeToFit="NO" \
        minimumFontSize="12" clearButtonMode="whileEditing" translatesAutoresizingMaskIntoConstraints="NO" id="nam">
                                        <rect key="frame" x="20" y="80" width="353" height="34"/>
                                        <color key="textColor" red="1" green="0.0" blue="0.0" alpha="1" \
        colorSpace="custom" customColorSpace="sRGB"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                        <textInputTraits key="textInputTraits" secureTextEntry="YES"/>
                                    </textField>
                                    <textField opaque="NO" contentMode="scaleToFill" \
        contentHorizontalAlignment="left" contentVerticalAlignment="center" minimumFontSize="17" \
        translatesAutoresizingMaskIntoConstraints="NO" id="pln">
                                        <rect key="frame" x="20" y="130" width="353" height="18.5"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                        <textInputTraits key="textInputTraits"/>
                                    </textField>
                                    <pickerView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" \
        id="pck">
                                        <rect key="frame" x="0.0" y="200" width="393" height="216"/>
                                        <connections>
                                            <outlet property="dataSource" destination="frm" id="pds"/>
                                            <outlet property="delegate" destination="frm" id="pdl"/>
                                        </connections>
                                    </pickerView>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="nam" firstAttribute="leading" secondItem="root" \
        secondAttribute="leading" constant="20" id="c1"/>
                                    <constraint firstItem="nam" firstAttribute="trailing" secondItem="root" \
        secondAttribute="trailing" constant="-20" id="c2"/>
                                    <constraint firstItem="nam" firstAttribute="top" secondItem="root" \
        secondAttribute="top" constant="80" id="c3"/>
                                </constraints>
                            </view>
                            <connections>
                                <outlet property="nameField" destination="nam" id="o1"/>
                                <outlet property="picker" destination="pck" id="o2"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    func loaded() throws -> (FormViewController, [DiagnosticLog.Entry]) {
        let storyboard = UIStoryboard(document: try IBDocument(data: Data(Self.form.utf8)))
        let controller = try #require(storyboard.instantiateInitialViewController() as? FormViewController)
        let diagnostics = DiagnosticLog.capture { controller.loadViewIfNeeded() }
        return (controller, diagnostics)
    }

    @Test func textFieldsLoadAsTextFieldsAndOutletsToThemAreSet() throws {
        let (controller, diagnostics) = try loaded()
        #expect(diagnostics.map(\.description) == [])
        let field = try #require(controller.nameField)
        #expect(field === controller.interfaceBuilderObjects?.view(withIBID: "nam"))
        #expect(controller.interfaceBuilderObjects?.view(withIBID: "pln") is UITextField)
    }

    @Test func textFieldAttributesLoad() throws {
        let (controller, _) = try loaded()
        let field = try #require(controller.nameField)
        #expect(field.text == "Ada")
        #expect(field.placeholder == "Name")
        #expect(field.borderStyle == .roundedRect)
        #expect(field.textAlignment == .center)
        #expect(field.clearButtonMode == .whileEditing)
        #expect(field.clearsOnBeginEditing)
        #expect(!field.adjustsFontSizeToFitWidth)
        #expect(field.minimumFontSize == CGFloat(12))
        #expect(field.font?.pointSize == CGFloat(14))
        #expect(field.textColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(field.isSecureTextEntry)
        let plain = try #require(controller.interfaceBuilderObjects?.view(withIBID: "pln") as? UITextField)
        #expect(plain.text == nil && plain.placeholder == nil)
        #expect(plain.borderStyle == UITextField.BorderStyle.none)
        #expect(plain.textAlignment == .natural && plain.clearButtonMode == .never)
        #expect(!plain.isSecureTextEntry && !plain.clearsOnBeginEditing)
    }

    @Test func textFieldsKeepTheirStoredSize() throws {
        let (controller, _) = try loaded()
        let field = try #require(controller.nameField)
        #expect(field.intrinsicContentSize == CGSize(width: 353, height: 34))
        controller.view.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
        controller.view.layoutIfNeeded()
        #expect(field.frame == CGRect(x: 20, y: 80, width: 353, height: 34))
    }

    @Test func aPickerViewsDataSourceAndDelegateOutletsAreSet() throws {
        let (controller, diagnostics) = try loaded()
        #expect(diagnostics.map(\.description) == [])
        let picker = try #require(controller.picker)
        #expect(picker.dataSource === controller)
        #expect(picker.delegate === controller)
        #expect(picker.numberOfComponents == 2)
        #expect(picker.numberOfRows(inComponent: 1) == 4)
    }

    /// The name field with a delegate outlet to the controller and keyboard traits, and the plain field with one to
    /// the picker view, which is no text field delegate.
    static let formWithDelegates = form.replacingOccurrences(
        of: "<textInputTraits key=\"textInputTraits\" secureTextEntry=\"YES\"/>",
        with: """
            <textInputTraits key="textInputTraits" autocapitalizationType="words" autocorrectionType="no" \
            spellCheckingType="yes" keyboardType="emailAddress" keyboardAppearance="alert" returnKeyType="done" \
            enablesReturnKeyAutomatically="YES" textContentType="email"/>
            <connections><outlet property="delegate" destination="frm" id="fdl"/></connections>
            """
    ).replacingOccurrences(
        of: "<textInputTraits key=\"textInputTraits\"/>",
        with: """
            <textInputTraits key="textInputTraits" keyboardType="alphabet"/>
            <connections><outlet property="delegate" destination="pck" id="pdx"/></connections>
            """)

    @Test func aTextFieldsDelegateOutletAndKeyboardTraitsLoadAndAWrongDelegateIsRefusedByName() throws {
        let storyboard = UIStoryboard(document: try IBDocument(data: Data(Self.formWithDelegates.utf8)))
        let controller = try #require(storyboard.instantiateInitialViewController() as? FormViewController)
        let diagnostics = DiagnosticLog.capture { controller.loadViewIfNeeded() }
        #expect(
            diagnostics.map(\.message) == [
                "AdaptiveKit does not set 'delegate' of UITextField: UIPickerView does not conform to "
                    + "UITextFieldDelegate."
            ])
        let field = try #require(controller.nameField)
        #expect(field.delegate === controller)
        #expect(field.autocapitalizationType == .words)
        #expect(field.autocorrectionType == .no && field.spellCheckingType == .yes)
        #expect(field.keyboardType == .emailAddress && field.keyboardAppearance == .dark)
        #expect(field.returnKeyType == .done && field.enablesReturnKeyAutomatically)
        #expect(field.textContentType == .emailAddress)
        #expect(!field.isSecureTextEntry)
        let plain = try #require(controller.interfaceBuilderObjects?.view(withIBID: "pln") as? UITextField)
        #expect(plain.keyboardType == .asciiCapable && plain.delegate == nil)
        #expect(plain.autocapitalizationType == .sentences, "UIKit's default")
    }
}
