import AdaptiveKit
import Foundation
import VisualFormat

/// One view element (`view`, `label`, `button`, `stackView`, ...) with its subviews and the constraints it holds.
///
/// UIKit properties the next stage needs are typed; every other attribute of the element is
/// kept verbatim in `properties`, because IB writes hundreds of control-specific ones.
public struct IBView: Hashable, Sendable {
    /// The element name, which names the UIKit class (`label` is `UILabel`, `stackView` is `UIStackView`).
    public var elementName: String
    /// The object id.
    public var id: String
    /// The property this view fills in its parent (`view`, `contentView`, `navigationBar`), nil for a subview.
    public var key: String?
    /// `customClass`, the app's subclass, and `customModule`.
    public var customClass: String?
    /// The module of `customClass`.
    public var customModule: String?
    /// The name shown in IB's outline (`userLabel`).
    public var userLabel: String?
    /// The frame stored for the design device; absent in files saved without frames.
    public var frame: CGRect?
    /// Whether autoresizing masks become constraints (IB writes only `NO`).
    public var translatesAutoresizingMaskIntoConstraints: Bool = true
    /// `<autoresizingMask>`, nil when the element has none.
    public var autoresizingMask: IBAutoresizingMask?
    /// `contentMode` (`scaleToFill`, `left`, `scaleAspectFit`, ...).
    public var contentMode: String?
    /// `hidden`.
    public var isHidden: Bool = false
    /// `alpha`.
    public var alpha: Double = 1
    /// `userInteractionEnabled`.
    public var isUserInteractionEnabled: Bool = true
    /// `tag`.
    public var tag: Int = 0
    /// `clipsSubviews`, UIKit's `clipsToBounds`.
    public var clipsToBounds: Bool = false
    /// The `<color key=...>` children by key (`backgroundColor`, `textColor`, `tintColor`, ...).
    public var colors: [String: IBColor] = [:]
    /// Label, text field or text view text (`text` attribute or `<string key="text">`).
    public var text: String?
    /// `textAlignment` (`natural`, `center`, ...).
    public var textAlignment: String?
    /// A label's `numberOfLines` (1 when absent, 0 for unlimited).
    public var numberOfLines: Int?
    /// `<fontDescription key="fontDescription">`.
    public var font: IBFont?
    /// A button's `<state>`s (normal, highlighted, selected, disabled).
    public var buttonStates: [IBButtonState] = []
    /// An image view's `image` name.
    public var image: String?
    /// A stack view's `axis`, `distribution`, `alignment` and `spacing`.
    public var stack: IBStackAttributes?
    /// Content hugging priorities, 250 when absent (IB writes 251 for labels and images).
    public var contentHuggingPriority = IBAxisPriorities(horizontal: 250, vertical: 250)
    /// Compression resistance priorities, 750 when absent.
    public var compressionResistancePriority = IBAxisPriorities(horizontal: 750, vertical: 750)
    /// IB's "Intrinsic Size: Placeholder" (`placeholderIntrinsicWidth/Height`); nil components mean none.
    public var intrinsicContentSizePlaceholder: IBIntrinsicSizePlaceholder?
    /// `<viewLayoutGuide>`s: the safe area, a scroll view's content and frame guides.
    public var layoutGuides: [IBLayoutGuide] = []
    /// `insetsLayoutMarginsFromSafeArea`, true when absent.
    public var insetsLayoutMarginsFromSafeArea: Bool = true
    /// `preservesSuperviewLayoutMargins`.
    public var preservesSuperviewLayoutMargins: Bool = false
    /// `layoutMarginsFollowReadableWidth`.
    public var layoutMarginsFollowReadableWidth: Bool = false
    /// `<directionalEdgeInsets key="directionalLayoutMargins">`, nil for the system default.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets?
    /// `<edgeInsets key="layoutMargins">`, the pre-iOS 11 left/right form; nil for the system default.
    public var layoutMargins: UIEdgeInsets?
    /// The orientation IB simulated for this view (`landscapeRight`), nil for the document's.
    public var simulatedOrientation: String?
    /// IB simulated a freeform size (`<freeformSimulatedSizeMetrics>`): the frame need not match the device.
    public var isFreeform: Bool = false
    /// The status bar of IB's simulated metrics is None (`<nil key="simulatedStatusBarMetrics"/>`).
    public var simulatesNoStatusBar: Bool = false
    /// `ambiguous="YES"`: IB warned that constraints do not determine the frame.
    public var isAmbiguous: Bool = false
    /// `misplaced="YES"`: the stored frame is not where the constraints put the view.
    public var isMisplaced: Bool = false
    /// `<userDefinedRuntimeAttributes>`, set by key path after loading.
    public var userDefinedRuntimeAttributes: [IBRuntimeAttribute] = []
    /// The subviews in order, including ones not installed for every size class.
    public var subviews: [IBView] = []
    /// The constraints this view holds, including ones not installed for every size class.
    public var constraints: [IBConstraint] = []
    /// Install masks and per-class values for this view and the constraints and subviews it holds.
    public var variations: [IBVariation] = []
    /// Outlets and actions from `<connections>` (segues are collected on the controller).
    public var connections: [IBConnection] = []
    /// Views held by key rather than as subviews (a cell's `contentView`, a bar, a header).
    public var keyedViews: [IBView] = []
    /// Table view sections (static cells) or collection of cells, in order.
    public var sections: [IBTableSection] = []
    /// A toolbar's or tab bar's `<items>`.
    public var barItems: [IBBarItem] = []
    /// `<accessibility key="accessibilityConfiguration">`, nil when the element has none.
    public var accessibility: IBAccessibility?
    /// A segmented control's `<segments>`.
    public var segments: [IBSegment] = []
    /// A visual effect view's `<blurEffect>` or `<vibrancyEffect>`.
    public var visualEffect: IBVisualEffect?
    /// Prototype or collection view cells.
    public var cells: [IBView] = []
    /// Every attribute without a typed property above, verbatim.
    public var properties: [String: String] = [:]
    /// Where the element starts.
    public var location: TextLocation

    /// Creates a view; everything but the class and id has UIKit's default.
    public init(elementName: String, id: String, location: TextLocation = TextLocation(line: 0, column: 0)) {
        self.elementName = elementName
        self.id = id
        self.location = location
    }

    /// `colors["backgroundColor"]`.
    public var backgroundColor: IBColor? { colors["backgroundColor"] }

    /// The id of the `<viewLayoutGuide key="safeArea">`, what constraints to the safe area name.
    public var safeAreaLayoutGuideID: String? { layoutGuides.first { $0.key == "safeArea" }?.id }

    /// The name to show: the user label, else the custom class, else the element name.
    public var displayName: String { userLabel ?? customClass ?? elementName }
}

/// A horizontal and vertical priority pair (hugging or compression resistance).
public struct IBAxisPriorities: Hashable, Sendable {
    /// The horizontal priority.
    public var horizontal: Double
    /// The vertical priority.
    public var vertical: Double

    /// Creates a pair.
    public init(horizontal: Double, vertical: Double) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}

/// IB's intrinsic size placeholder: the size the canvas assumed for a custom view.
public struct IBIntrinsicSizePlaceholder: Hashable, Sendable {
    /// The width, nil for "None" (IB writes `infinite`).
    public var width: Double?
    /// The height, nil for "None".
    public var height: Double?

    /// Creates a placeholder.
    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }
}

/// A stack view's arrangement, in IB's spelling (`vertical`, `fillEqually`, `center`).
public struct IBStackAttributes: Hashable, Sendable {
    /// `axis`, `horizontal` when absent.
    public var axis: String = "horizontal"
    /// `distribution`, `fill` when absent.
    public var distribution: String = "fill"
    /// `alignment`, `fill` when absent.
    public var alignment: String = "fill"
    /// `spacing`, 0 when absent.
    public var spacing: Double = 0
    /// `spacingType`: `standard` is the system spacing (`UIStackView.spacingUseSystem`), which replaces `spacing`.
    public var spacingType: String?
    /// `baselineRelativeArrangement`.
    public var isBaselineRelativeArrangement: Bool = false

    /// Creates the defaults of a new `UIStackView`.
    public init() {}

    /// Whether the file asks for the system spacing (`spacingType="standard"`) rather than `spacing`.
    public var usesSystemSpacing: Bool { spacingType == "standard" }

    /// The spacing in points as laid out: the system spacing counts 8, as AdaptiveKit's `UIStackView` does.
    public var effectiveSpacing: Double { usesSystemSpacing ? 8 : spacing }
}

/// A button's title, image and colors for one control state (`<state key="normal">`).
public struct IBButtonState: Hashable, Sendable {
    /// `normal`, `highlighted`, `selected` or `disabled`.
    public var state: String
    /// The title.
    public var title: String?
    /// The image name.
    public var image: String?
    /// The background image name.
    public var backgroundImage: String?
    /// The title color.
    public var titleColor: IBColor?

    /// Creates a state.
    public init(
        state: String, title: String? = nil, image: String? = nil, backgroundImage: String? = nil,
        titleColor: IBColor? = nil
    ) {
        self.state = state
        self.title = title
        self.image = image
        self.backgroundImage = backgroundImage
        self.titleColor = titleColor
    }
}

/// A layout guide element: a view's `<viewLayoutGuide key="safeArea">` or a controller's legacy top/bottom guide.
public struct IBLayoutGuide: Hashable, Sendable {
    /// The object id, what constraints name.
    public var id: String
    /// `safeArea`, `keyboard`, `contentLayoutGuide`, `frameLayoutGuide` for a view's guide; nil for a controller's.
    public var key: String?
    /// `top` or `bottom` for a controller's `<viewControllerLayoutGuide>`.
    public var type: String?
    /// Where the element starts.
    public var location: TextLocation

    /// Creates a guide.
    public init(id: String, key: String? = nil, type: String? = nil, location: TextLocation) {
        self.id = id
        self.key = key
        self.type = type
        self.location = location
    }
}

/// A `<userDefinedRuntimeAttribute>`: a value set by key path after the object is loaded.
public struct IBRuntimeAttribute: Hashable, Sendable {
    /// The key path.
    public var keyPath: String
    /// IB's type (`number`, `boolean`, `string`, `color`, `size`, ...).
    public var type: String
    /// The value as text (`<real value=>`, `value=`); nil for structured values.
    public var value: String?
    /// The attributes of a structured value's element (`<size key="value" width= height=>`, `<rect>`,
    /// `<point>`, `<range location= length=>`), by name; empty for text values.
    public var valueAttributes: [String: String]
    /// The value of a `color` attribute (`<color key="value" ...>`).
    public var color: IBColor?

    /// Creates an attribute.
    public init(
        keyPath: String, type: String, value: String?, valueAttributes: [String: String] = [:], color: IBColor? = nil
    ) {
        self.keyPath = keyPath
        self.type = type
        self.value = value
        self.valueAttributes = valueAttributes
        self.color = color
    }
}

/// A static table view section: a header, a footer and its cells.
public struct IBTableSection: Hashable, Sendable {
    /// `headerTitle`.
    public var headerTitle: String?
    /// `footerTitle`.
    public var footerTitle: String?
    /// The cells, in order.
    public var cells: [IBView]

    /// Creates a section.
    public init(headerTitle: String?, footerTitle: String?, cells: [IBView]) {
        self.headerTitle = headerTitle
        self.footerTitle = footerTitle
        self.cells = cells
    }
}

/// `<autoresizingMask>`: which margins and dimensions stretch when the superview resizes.
public struct IBAutoresizingMask: Hashable, Sendable, CustomStringConvertible {
    /// Flags in UIKit's order: `flexibleMinX`, `widthSizable`, `flexibleMaxX`, `flexibleMinY`, `heightSizable`, `flexibleMaxY`.
    public static let flagNames = [
        "flexibleMinX", "widthSizable", "flexibleMaxX", "flexibleMinY", "heightSizable", "flexibleMaxY",
    ]
    /// The flags set to `YES`.
    public var flags: Set<String>

    /// Creates a mask from flag names.
    public init(_ flags: Set<String>) { self.flags = flags }

    /// UIKit's `UIView.AutoresizingMask` raw value (flexibleLeftMargin = 1 ... flexibleBottomMargin = 32).
    public var rawValue: Int {
        Self.flagNames.enumerated().reduce(0) { $0 | (flags.contains($1.element) ? 1 << $1.offset : 0) }
    }

    /// The set flags in UIKit's order, `[]` when none.
    public var description: String { "[" + Self.flagNames.filter(flags.contains).joined(separator: ",") + "]" }
}
