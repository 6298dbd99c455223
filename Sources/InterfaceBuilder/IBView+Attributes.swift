import Foundation

extension IBView {
    /// Attributes that identify the object rather than configure it; a variation cannot change them.
    static let identityAttributes: Set<String> = [
        "id", "key", "customClass", "customModule", "customModuleProvider", "userLabel", "sceneMemberID",
    ]

    /// Sets the typed property an IB attribute names; false when the attribute has no typed property.
    ///
    /// The reader and the size-class resolution share this, so a per-class value
    /// (`<variation key="heightClass=compact" hidden="YES"/>`) lands where the base value did.
    @discardableResult
    mutating func apply(attribute name: String, value: String) -> Bool {
        switch name {
        case "translatesAutoresizingMaskIntoConstraints":
            translatesAutoresizingMaskIntoConstraints = IBNumber.bool(value) ?? true
        case "contentMode": contentMode = value
        case "hidden": isHidden = IBNumber.bool(value) ?? false
        case "alpha": alpha = IBNumber.double(value) ?? 1
        case "userInteractionEnabled": isUserInteractionEnabled = IBNumber.bool(value) ?? true
        case "tag": tag = Int(value) ?? 0
        case "clipsSubviews": clipsToBounds = IBNumber.bool(value) ?? false
        case "text": text = value
        case "textAlignment": textAlignment = value
        case "numberOfLines": numberOfLines = IBNumber.integer(value)
        case "image" where elementName == "imageView": image = value
        case "axis" where elementName == "stackView": stackAttributes { $0.axis = value }
        case "distribution" where elementName == "stackView": stackAttributes { $0.distribution = value }
        case "alignment" where elementName == "stackView": stackAttributes { $0.alignment = value }
        case "spacing" where elementName == "stackView": stackAttributes { $0.spacing = IBNumber.double(value) ?? 0 }
        case "spacingType" where elementName == "stackView": stackAttributes { $0.spacingType = value }
        case "baselineRelativeArrangement" where elementName == "stackView":
            stackAttributes { $0.isBaselineRelativeArrangement = IBNumber.bool(value) ?? false }
        case "horizontalHuggingPriority": contentHuggingPriority.horizontal = IBNumber.double(value) ?? 250
        case "verticalHuggingPriority": contentHuggingPriority.vertical = IBNumber.double(value) ?? 250
        case "horizontalCompressionResistancePriority":
            compressionResistancePriority.horizontal = IBNumber.double(value) ?? 750
        case "verticalCompressionResistancePriority":
            compressionResistancePriority.vertical = IBNumber.double(value) ?? 750
        case "placeholderIntrinsicWidth":
            var placeholder = intrinsicContentSizePlaceholder ?? IBIntrinsicSizePlaceholder(width: nil, height: nil)
            placeholder.width = IBNumber.double(value)
            intrinsicContentSizePlaceholder = placeholder
        case "placeholderIntrinsicHeight":
            var placeholder = intrinsicContentSizePlaceholder ?? IBIntrinsicSizePlaceholder(width: nil, height: nil)
            placeholder.height = IBNumber.double(value)
            intrinsicContentSizePlaceholder = placeholder
        case "insetsLayoutMarginsFromSafeArea": insetsLayoutMarginsFromSafeArea = IBNumber.bool(value) ?? true
        case "preservesSuperviewLayoutMargins": preservesSuperviewLayoutMargins = IBNumber.bool(value) ?? false
        case "layoutMarginsFollowReadableWidth": layoutMarginsFollowReadableWidth = IBNumber.bool(value) ?? false
        case "ambiguous": isAmbiguous = IBNumber.bool(value) ?? false
        case "misplaced": isMisplaced = IBNumber.bool(value) ?? false
        default: return false
        }
        return true
    }

    /// Changes the stack attributes, creating UIKit's defaults first.
    private mutating func stackAttributes(_ change: (inout IBStackAttributes) -> Void) {
        var attributes = stack ?? IBStackAttributes()
        change(&attributes)
        stack = attributes
    }
}
