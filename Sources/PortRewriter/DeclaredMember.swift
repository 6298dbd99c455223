import SwiftSyntax

/// A method or property the port saw in a type's body or extension, as `#selector` looks it up.
struct DeclaredMember: Hashable {
    enum Kind: String {
        case instanceMethod = "instance method"
        case staticMethod = "static method"
        case classMethod = "class method"
        case variable = "var"
        case constant = "let"

        var isMethod: Bool { self != .variable && self != .constant }
    }

    /// What the member is declared in.
    enum Container: Hashable {
        case classBody
        case valueType
        /// An extension: of a class or not, the port decides from the extended type's name.
        case `extension`
    }

    /// The type whose member it is (`Outer.Inner`, or the extended type of an extension).
    var owner: String
    var kind: Kind
    var base: String
    /// The argument labels of a method (`_` for none); empty for a property.
    var labels: [String]
    /// Its Objective-C name, were it exposed (`@objc(name:)` when given).
    var selector: String
    /// Exposed to Objective-C by its own attributes (`@objc`, `@IBAction`, `@IBOutlet`, ...), by its class's
    /// `@objcMembers` or by its extension's `@objc`; an override may be exposed by what it overrides.
    var isObjC: Bool
    /// Whether an `@objcMembers` class above would expose it: an instance member Objective-C can use, not
    /// `@nonobjc`, not an override.
    var isInferable: Bool
    var isOverride: Bool
    /// A method that returns a value; a property that can be set (as message table entries need to know).
    var returnsValue = false
    var isSettable = false
    var container: Container
    /// Where the declaration starts, where Swift's fix-it inserts `@objc `.
    var path: String
    var line: Int
    var column: Int

    /// How Swift names it in diagnostics: `update()`, `show(_:sender:)`, `title`.
    var displayName: String {
        kind.isMethod ? base + "(" + labels.map { $0 + ":" }.joined() + ")" : base
    }
}

extension DeclaredMember {
    /// The methods and properties of a type's body or extension, with whether their attributes, or `allObjC`
    /// (`@objcMembers`, `@objc extension`), expose them to Objective-C.
    static func members(
        of block: MemberBlockSyntax, owner: String, container: Container, allObjC: Bool, path: String,
        converter: SourceLocationConverter
    ) -> [DeclaredMember] {
        var result: [DeclaredMember] = []
        for member in block.members {
            if let function = member.decl.as(FunctionDeclSyntax.self) {
                let modifiers = function.modifiers.map(\.name.text)
                let attributes = function.attributes
                let location = function.startLocation(converter: converter)
                let isInstance = !modifiers.contains("static") && !modifiers.contains("class")
                let labels = ObjCName.labels(of: function)
                // An override of a method Swift renamed keeps UIKit's name (`show(_:sender:)`).
                let uikitName =
                    modifiers.contains("override") && ObjCName.explicitName(attributes) == nil
                    ? ObjCName.uikitSelectors[function.name.text + "(" + labels.map { $0 + ":" }.joined() + ")"] : nil
                result.append(
                    DeclaredMember(
                        owner: owner,
                        kind: modifiers.contains("static")
                            ? .staticMethod : modifiers.contains("class") ? .classMethod : .instanceMethod,
                        base: function.name.text, labels: labels,
                        selector: uikitName ?? ObjCName.selector(of: function),
                        isObjC: ["objc", "IBAction", "IBSegueAction", "NSManaged"].contains(where: attributes.has)
                            || (allObjC && ObjCName.isInferredObjC(function)),
                        isInferable: isInstance && ObjCName.isInferredObjC(function) && !modifiers.contains("override"),
                        isOverride: modifiers.contains("override"),
                        returnsValue: function.signature.returnClause != nil,
                        container: container, path: path, line: location.line, column: location.column))
            } else if let variable = member.decl.as(VariableDeclSyntax.self) {
                let attributes = variable.attributes
                let exposed =
                    ["objc", "IBOutlet", "IBInspectable", "GKInspectable", "NSManaged"].contains(where: attributes.has)
                    || (allObjC && !attributes.has("nonobjc"))
                let location = variable.startLocation(converter: converter)
                let modifiers = variable.modifiers.map(\.name.text)
                let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    result.append(
                        DeclaredMember(
                            owner: owner,
                            kind: isLet ? .constant : .variable, base: name, labels: [], selector: name,
                            isObjC: exposed,
                            isInferable: !attributes.has("nonobjc")
                                && !modifiers.contains { ["static", "class", "override"].contains($0) },
                            isOverride: modifiers.contains("override"),
                            isSettable: !isLet && Self.isSettable(binding), container: container, path: path,
                            line: location.line, column: location.column))
                }
            }
        }
        return result
    }
}

extension DeclaredMember {
    /// Whether a stored property, or a computed one with a setter.
    static func isSettable(_ binding: PatternBindingSyntax) -> Bool {
        switch binding.accessorBlock?.accessors {
        case nil: true
        case .getter: false
        case .accessors(let accessors):
            accessors.contains { ["set", "willSet", "didSet"].contains($0.accessorSpecifier.text) }
        }
    }
}
