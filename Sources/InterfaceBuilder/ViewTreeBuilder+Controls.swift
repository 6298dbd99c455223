import AdaptiveKit
import Foundation

// UIKit's controls: which class an element loads as, and the attributes IB writes for each.

extension ViewTreeBuilder {
    /// The UIKit class each control element loads as.
    static let controlClasses: [String: () -> UIView] = [
        "segmentedControl": { UISegmentedControl(frame: .zero) }, "switch": { UISwitch(frame: .zero) },
        "slider": { UISlider(frame: .zero) }, "stepper": { UIStepper(frame: .zero) },
        "progressView": { UIProgressView(frame: .zero) },
        "activityIndicatorView": { UIActivityIndicatorView(frame: .zero) },
        "pageControl": { UIPageControl(frame: .zero) }, "textView": { UITextView(frame: .zero) },
        "searchBar": { UISearchBar(frame: .zero) }, "toolbar": { UIToolbar(frame: .zero) },
        "datePicker": { UIDatePicker(frame: .zero) }, "pickerView": { UIPickerView(frame: .zero) },
        "visualEffectView": { UIVisualEffectView(effect: nil) },
    ]

    /// A control of the element's class; nil for other elements.
    static func makeControl(_ value: IBView) -> UIView? {
        controlClasses[value.elementName]?()
    }

    /// Puts a view held by key where its owner keeps it (a visual effect view's `contentView`); false
    /// when the key names no such place, so the caller adds it as a plain subview.
    func adoptKeyedView(_ keyed: UIView, key: String?, into owner: UIView) -> Bool {
        if adoptCellContentView(keyed, key: key, into: owner) { return true }
        guard key == "contentView", let effectView = owner as? UIVisualEffectView else { return false }
        effectView.adoptContentView(keyed)
        return true
    }

    /// Sets a control's attributes as IB writes them (absent ones are UIKit's defaults).
    func configureControl(_ view: UIView, with value: IBView) {
        let properties = value.properties
        func double(_ key: String) -> Double? { properties[key].flatMap { IBNumber.double($0) } }
        func bool(_ key: String) -> Bool? { IBNumber.bool(properties[key]) }
        // A count or index; nil for a value no `Int` holds (`inf`, `1e30`), which `Int(_:)` would trap on
        // (`double` keeps only finite numbers within `IBNumber.maximumMagnitude`).
        func int(_ key: String) -> Int? { double(key).map { Int($0) } }
        func color(_ key: String) -> UIColor? { value.colors[key].flatMap(self.color) }
        switch view {
        case let control as UISegmentedControl:
            control.removeAllSegments()
            for (index, segment) in value.segments.enumerated() {
                if let name = segment.image, let made = image(name) {
                    control.insertSegment(with: made, at: index, animated: false)
                } else {
                    control.insertSegment(withTitle: segment.title, at: index, animated: false)
                }
                control.setWidth(CGFloat(segment.width), forSegmentAt: index)
                control.setEnabled(segment.isEnabled, forSegmentAt: index)
            }
            control.selectedSegmentIndex =
                int("selectedSegmentIndex") ?? UISegmentedControl.noSegment
            control.apportionsSegmentWidthsByContent = bool("apportionsSegmentWidthsByContent") ?? false
            control.isMomentary = bool("momentary") ?? false
            control.selectedSegmentTintColor = color("selectedSegmentTintColor")
        case let control as UISwitch:
            control.isOn = bool("on") ?? false
            control.onTintColor = color("onTintColor")
            control.thumbTintColor = color("thumbTintColor")
        case let control as UISlider:
            // Range first, so the value is clamped to the file's range rather than the default one.
            control.minimumValue = Float(double("minValue") ?? 0)
            control.maximumValue = Float(double("maxValue") ?? 1)
            control.value = Float(double("value") ?? 0)
            control.isContinuous = bool("continuous") ?? true
            control.minimumTrackTintColor = color("minimumTrackTintColor")
            control.maximumTrackTintColor = color("maximumTrackTintColor")
            control.thumbTintColor = color("thumbTintColor")
        case let control as UIStepper:
            let (minimum, maximum) = (double("minimumValue") ?? 0, double("maximumValue") ?? 100)
            // Widen before narrowing, so no intermediate range is empty (UIKit would raise).
            control.maximumValue = max(maximum, control.maximumValue)
            control.minimumValue = minimum
            control.maximumValue = maximum
            control.value = double("value") ?? 0
            control.stepValue = double("stepValue") ?? 1
            control.autorepeat = bool("autorepeat") ?? true
            control.isContinuous = bool("continuous") ?? true
            control.wraps = bool("wraps") ?? false
        case let control as UIProgressView:
            control.progressViewStyle = properties["progressViewStyle"] == "bar" ? .bar : .default
            control.progress = Float(double("progress") ?? 0)
            control.progressTintColor = color("progressTintColor")
            control.trackTintColor = color("trackTintColor")
        case let control as UIActivityIndicatorView:
            control.style = Self.activityIndicatorStyle(properties["style"])
            control.hidesWhenStopped = bool("hidesWhenStopped") ?? true
            control.color = color("color")
            if bool("animating") == true { control.startAnimating() } else { control.stopAnimating() }
            // The indicator hides itself when stopped; a file's `hidden="YES"` still wins.
            if value.isHidden { control.isHidden = true }
        case let control as UIPageControl:
            control.numberOfPages = int("numberOfPages") ?? 0
            control.currentPage = int("currentPage") ?? 0
            control.hidesForSinglePage = bool("hidesForSinglePage") ?? false
            control.pageIndicatorTintColor = color("pageIndicatorTintColor")
            control.currentPageIndicatorTintColor = color("currentPageIndicatorTintColor")
        case let control as UITextView:
            control.text = value.text ?? ""
            control.font = value.font.map(font)
            control.textColor = color("textColor")
            control.textAlignment = value.textAlignment.flatMap(Self.textAlignment) ?? .natural
            control.isEditable = bool("editable") ?? true
            control.isSelectable = bool("selectable") ?? true
            control.adjustsFontForContentSizeCategory = bool("adjustsFontForContentSizeCategory") ?? false
        case let field as UITextField:
            field.text = value.text
            field.placeholder = properties["placeholder"]
            field.font = value.font.map(font) ?? .systemFont(ofSize: 17)
            field.textColor = color("textColor") ?? .label
            field.textAlignment = value.textAlignment.flatMap(Self.textAlignment) ?? .natural
            field.borderStyle = Self.borderStyle(properties["borderStyle"])
            field.clearButtonMode = Self.viewMode(properties["clearButtonMode"])
            field.clearsOnBeginEditing = bool("clearsOnBeginEditing") ?? false
            field.adjustsFontSizeToFitWidth = bool("adjustsFontSizeToFit") ?? false
            field.minimumFontSize = CGFloat(double("minimumFontSize") ?? 0)
            field.adjustsFontForContentSizeCategory = bool("adjustsFontForContentSizeCategory") ?? false
        case let control as UISearchBar:
            control.text = properties["text"] ?? value.text
            control.placeholder = properties["placeholder"]
            control.prompt = properties["prompt"]
            control.showsCancelButton = bool("showsCancelButton") ?? false
            control.showsScopeBar = bool("showsScopeBar") ?? false
            control.searchBarStyle =
                switch properties["searchBarStyle"] {
                case "prominent": .prominent
                case "minimal": .minimal
                default: .default
                }
            control.barTintColor = color("barTintColor")
        case let control as UIToolbar:
            // Recorded by id, so the items' own actions and the outlets to them are wired with the view's.
            control.items =
                value.barItems.isEmpty
                ? nil
                : value.barItems.map { barItem in
                    let item = Self.barButtonItem(barItem)
                    if item.image == nil, let name = barItem.image { item.image = image(name) }
                    objects.record(item, id: barItem.id)
                    return item
                }
            control.isTranslucent = bool("translucent") ?? true
            control.barTintColor = color("barTintColor")
        case let control as UIDatePicker:
            control.datePickerMode =
                switch properties["datePickerMode"] {
                case "time": .time
                case "date": .date
                case "countDownTimer": .countDownTimer
                default: .dateAndTime
                }
            control.preferredDatePickerStyle =
                switch properties["style"] {
                case "wheels": .wheels
                case "compact": .compact
                case "inline": .inline
                default: .automatic
                }
            control.minuteInterval = int("minuteInterval") ?? 1
        case let effectView as UIVisualEffectView:
            effectView.effect = value.visualEffect.flatMap(Self.visualEffect)
        default:
            break
        }
        if let input = view as? any SettableTextInputTraits { Self.applyTextInputTraits(properties, to: input) }
    }

    /// The `<textInputTraits>` IB writes for a text field, text view or search bar, by UIKit's names.
    static func applyTextInputTraits(_ properties: [String: String], to input: any SettableTextInputTraits) {
        func trait(_ name: String) -> String? { properties["textInputTraits." + name] }
        func yesNo(_ name: String) -> Int? {
            switch trait(name) {
            case "no": 1
            case "yes": 2
            default: nil
            }
        }
        if let raw = yesNo("autocorrectionType") { input.autocorrectionType = .init(rawValue: raw) ?? .default }
        if let raw = yesNo("spellCheckingType") { input.spellCheckingType = .init(rawValue: raw) ?? .default }
        if let raw = yesNo("smartQuotesType") { input.smartQuotesType = .init(rawValue: raw) ?? .default }
        if let raw = yesNo("smartDashesType") { input.smartDashesType = .init(rawValue: raw) ?? .default }
        if let raw = yesNo("smartInsertDeleteType") { input.smartInsertDeleteType = .init(rawValue: raw) ?? .default }
        let capitalization = ["none", "words", "sentences", "allCharacters"]
        if let index = trait("autocapitalizationType").flatMap(capitalization.firstIndex) {
            input.autocapitalizationType = .init(rawValue: index) ?? .sentences
        }
        let keyboards = [
            "default", "asciiCapable", "numbersAndPunctuation", "URL", "numberPad", "phonePad", "namePhonePad",
            "emailAddress", "decimalPad", "twitter", "webSearch", "asciiCapableNumberPad",
        ]
        if let name = trait("keyboardType") {
            input.keyboardType = name == "alphabet" ? .alphabet : .init(rawValue: keyboards.firstIndex(of: name) ?? 0)!
        }
        switch trait("keyboardAppearance") {
        case "alert", "dark": input.keyboardAppearance = .dark
        case "light": input.keyboardAppearance = .light
        default: break
        }
        let returnKeys = [
            "default", "go", "google", "join", "next", "route", "search", "send", "yahoo", "done", "emergencyCall",
            "continue",
        ]
        if let index = trait("returnKeyType").flatMap(returnKeys.firstIndex) {
            input.returnKeyType = .init(rawValue: index) ?? .default
        }
        if let value = IBNumber.bool(trait("enablesReturnKeyAutomatically")) {
            input.enablesReturnKeyAutomatically = value
        }
        if let value = IBNumber.bool(trait("secureTextEntry")) { input.isSecureTextEntry = value }
        if let content = trait("textContentType") { input.textContentType = UITextContentType(rawValue: content) }
    }

    /// IB's `style` of an activity indicator: `medium`/`large` (iOS 13+) or the older `gray`/`white`/`whiteLarge`.
    static func activityIndicatorStyle(_ name: String?) -> UIActivityIndicatorView.Style {
        switch name {
        case "large": .large
        case "whiteLarge": .whiteLarge
        case "white": .white
        case "gray": .gray
        default: .medium
        }
    }

    /// IB's `borderStyle` of a text field (`roundedRect`, `line`, `bezel`); absent is none.
    static func borderStyle(_ name: String?) -> UITextField.BorderStyle {
        switch name {
        case "roundedRect": .roundedRect
        case "line": .line
        case "bezel": .bezel
        default: .none
        }
    }

    /// IB's `clearButtonMode` of a text field (`whileEditing`, `unlessEditing`, `always`); absent is never.
    static func viewMode(_ name: String?) -> UITextField.ViewMode {
        switch name {
        case "whileEditing": .whileEditing
        case "unlessEditing": .unlessEditing
        case "always": .always
        default: .never
        }
    }

    /// A toolbar item: a system item by name, else a titled one.
    @MainActor static func barButtonItem(_ value: IBBarItem) -> UIBarButtonItem {
        if let name = value.systemItem, let systemItem = systemItems[name] {
            return UIBarButtonItem(systemItem: systemItem)
        }
        let item = UIBarButtonItem()
        item.title = value.title
        item.style = value.style == "done" ? .done : .plain
        return item
    }

    static let systemItems: [String: UIBarButtonItem.SystemItem] = [
        "done": .done, "cancel": .cancel, "edit": .edit, "save": .save, "add": .add, "flexibleSpace": .flexibleSpace,
        "fixedSpace": .fixedSpace, "compose": .compose, "reply": .reply, "action": .action, "organize": .organize,
        "bookmarks": .bookmarks, "search": .search, "refresh": .refresh, "stop": .stop, "camera": .camera,
        "trash": .trash, "play": .play, "pause": .pause, "rewind": .rewind, "fastForward": .fastForward,
        "undo": .undo, "redo": .redo, "pageCurl": .pageCurl, "close": .close,
    ]

    /// A blur (or a vibrancy over one) of the style IB names; nil for a style AdaptiveKit does not know.
    @MainActor static func visualEffect(_ value: IBVisualEffect) -> UIVisualEffect? {
        guard let style = blurStyles[value.blurStyle] else { return nil }
        let blur = UIBlurEffect(style: style)
        return value.isVibrancy ? UIVibrancyEffect(blurEffect: blur) : blur
    }

    static let blurStyles: [String: UIBlurEffect.Style] = [
        "extraLight": .extraLight, "light": .light, "dark": .dark, "regular": .regular, "prominent": .prominent,
        "systemUltraThinMaterial": .systemUltraThinMaterial, "systemThinMaterial": .systemThinMaterial,
        "systemMaterial": .systemMaterial, "systemThickMaterial": .systemThickMaterial,
        "systemChromeMaterial": .systemChromeMaterial,
        "systemUltraThinMaterialLight": .systemUltraThinMaterialLight,
        "systemThinMaterialLight": .systemThinMaterialLight, "systemMaterialLight": .systemMaterialLight,
        "systemThickMaterialLight": .systemThickMaterialLight, "systemChromeMaterialLight": .systemChromeMaterialLight,
        "systemUltraThinMaterialDark": .systemUltraThinMaterialDark, "systemThinMaterialDark": .systemThinMaterialDark,
        "systemMaterialDark": .systemMaterialDark, "systemThickMaterialDark": .systemThickMaterialDark,
        "systemChromeMaterialDark": .systemChromeMaterialDark,
    ]
}
