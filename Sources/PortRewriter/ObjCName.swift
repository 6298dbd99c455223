import SwiftSyntax

/// Objective-C names of Swift declarations, as the Swift compiler derives them for `@objc`.
enum ObjCName {
    /// `f()` → `f`, `f(_:)` → `f:`, `f(_:forEvent:)` → `f:forEvent:`, `unwind(segue:)` → `unwindWithSegue:`,
    /// `rename(to:)` → `renameTo:`.
    static func selector(base: String, labels: [String]) -> String {
        guard let first = labels.first else { return base }
        var name = base
        if first != "_" {
            // As the Swift compiler does: `rename(to:)` is `renameTo:`, `unwind(segue:)` is `unwindWithSegue:`.
            let firstWord = String(first.prefix { !$0.isUppercase })
            name += (prepositions.contains(firstWord) ? "" : "With") + first.prefix(1).uppercased() + first.dropFirst()
        }
        name += ":"
        for label in labels.dropFirst() { name += (label == "_" ? "" : label) + ":" }
        return name
    }

    /// The prepositions after which the Swift compiler does not insert `With` (its `PartsOfSpeech.def`).
    static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since", "to",
        "until", "using", "via", "when", "with", "within",
    ]

    /// UIKit methods whose Objective-C names are not derived from their Swift names (Swift renamed them), by
    /// Swift signature: `#selector(UIViewController.show(_:sender:))` is `showViewController:sender:`.
    static let uikitSelectors: [String: String] = [
        "show(_:sender:)": "showViewController:sender:",
        "present(_:animated:completion:)": "presentViewController:animated:completion:",
        "dismiss(animated:completion:)": "dismissViewControllerAnimated:completion:",
        "pushViewController(_:animated:)": "pushViewController:animated:",
        "popViewController(animated:)": "popViewControllerAnimated:",
    ]

    /// The selector of a method: `@objc(name:)` when given, else derived from its base name and labels.
    static func selector(of function: FunctionDeclSyntax) -> String {
        if let explicit = explicitName(function.attributes) { return explicit }
        return selector(base: function.name.text, labels: labels(of: function))
    }

    /// The argument labels of a method (`_` for none).
    static func labels(of function: FunctionDeclSyntax) -> [String] {
        function.signature.parameterClause.parameters.map { $0.firstName.text }
    }

    /// Whether `@objcMembers` or an `@objc extension` makes a method `@objc`: not `@nonobjc`, and one
    /// Objective-C could call (not generic, `async`, `throws`, `inout` or variadic), as Swift infers.
    static func isInferredObjC(_ function: FunctionDeclSyntax) -> Bool {
        !function.attributes.has("nonobjc") && function.genericParameterClause == nil
            && function.signature.effectSpecifiers == nil
            && !function.signature.parameterClause.parameters.contains(where: {
                $0.ellipsis != nil || $0.type.is(AttributedTypeSyntax.self)
            })
    }

    /// The name in `@objc(name)`, nil without one.
    static func explicitName(_ attributes: AttributeListSyntax) -> String? {
        for case .attribute(let attribute) in attributes where attribute.name == "objc" {
            if case .objCName(let pieces) = attribute.arguments {
                return pieces.map { ($0.name?.text ?? "") + ($0.colon == nil ? "" : ":") }.joined()
            }
        }
        return nil
    }
}

extension AttributeSyntax {
    /// The attribute's name without `@`.
    var name: String { attributeName.trimmedDescription }
}

extension AttributeListSyntax {
    /// Whether an attribute of that name is present.
    func has(_ name: String) -> Bool {
        contains { if case .attribute(let attribute) = $0 { attribute.name == name } else { false } }
    }
}
