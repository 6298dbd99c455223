import SwiftSyntax

// `#selector`: the Objective-C name of the method it names, found as Swift finds it, and Swift's errors
// for a method that is not exposed to Objective-C (which would fail at run time with "unrecognized selector").

/// What a `#selector` argument names, and where Swift looks the name up.
struct SelectorReference {
    enum Scope: Equatable {
        /// `#selector(name)`: the enclosing types, innermost first, with their superclasses and extensions.
        case lexical
        /// `#selector(self.name)`, `#selector(super.name)`: the innermost enclosing type.
        case enclosingType
        /// `#selector(Type.name)`.
        case type(String)
        /// `#selector(value.name)`: a value whose type the port cannot tell.
        case value
    }

    var scope: Scope
    var base: String
    /// The labels written (`name(_:sender:)`), nil for a bare name.
    var labels: [String]?
    /// The parameter count an `as` coercion gives (`name as () -> Void`).
    var arity: Int?

    /// The reference an argument makes, nil for an expression that names no method.
    init?(_ expression: ExprSyntax) {
        var expression = expression
        while true {
            if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
                let only = tuple.elements.first, only.label == nil
            {
                expression = only.expression
            } else if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                let first = sequence.elements.first,
                sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true
            {
                arity = sequence.elements.last?.as(TypeExprSyntax.self).flatMap { Self.arity(of: $0.type) }
                expression = first
            } else if let coercion = expression.as(AsExprSyntax.self) {
                arity = Self.arity(of: coercion.type)
                expression = coercion.expression
            } else if let unwrap = expression.as(ForceUnwrapExprSyntax.self) {
                expression = unwrap.expression
            } else if let optional = expression.as(OptionalChainingExprSyntax.self) {
                expression = optional.expression
            } else {
                break
            }
        }
        let name: DeclReferenceExprSyntax
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            name = reference
            scope = .lexical
        } else if let member = expression.as(MemberAccessExprSyntax.self) {
            name = member.declName
            if let base = member.base {
                if base.is(SuperExprSyntax.self)
                    || ["self", "Self"].contains(base.as(DeclReferenceExprSyntax.self)?.baseName.text)
                {
                    scope = .enclosingType
                } else if let type = Self.typeName(base) {
                    scope = .type(type)
                } else {
                    scope = .value
                }
            } else {
                scope = .value
            }
        } else {
            return nil
        }
        base = name.baseName.text
        labels = name.argumentNames.map { $0.arguments.map(\.name.text) }
    }

    /// The parameter count of a function type; of the method's type for an unapplied `(Type) -> (...) -> R`.
    private static func arity(of type: TypeSyntax) -> Int? {
        guard let function = type.as(FunctionTypeSyntax.self) else { return nil }
        if let inner = function.returnClause.type.as(FunctionTypeSyntax.self) { return inner.parameters.count }
        return function.parameters.count
    }

    /// `Type`, `Outer.Inner`, `Generic<T>` as a type's name; nil for a value (lowercase, by Swift's naming).
    private static func typeName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return name.first?.isUppercase == true ? name : nil
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
            let outer = typeName(base), member.declName.baseName.text.first?.isUppercase == true
        {
            return outer + "." + member.declName.baseName.text
        }
        if let specialized = expression.as(GenericSpecializationExprSyntax.self) {
            return typeName(specialized.expression)
        }
        if let type = expression.as(TypeExprSyntax.self) { return type.type.trimmedDescription }
        return nil
    }
}

extension PortRewriter {
    func selector(_ node: MacroExpansionExprSyntax) -> ExprSyntax {
        guard let argument = node.arguments.first, node.arguments.count == 1 else {
            error("#selector takes one method reference", at: node)
            return ExprSyntax(node)
        }
        guard let reference = SelectorReference(argument.expression) else {
            error("#selector of '\(argument.expression.trimmedDescription)' cannot be ported", at: node)
            return ExprSyntax(node)
        }
        let found = candidates(reference, at: node)
        if let accessor = argument.label {
            let properties = found.filter { !$0.kind.isMethod }
            if let property = properties.first, !properties.contains(where: analysis.isExposed) {
                notExposed(property, at: node)
            } else {
                error(
                    "#selector(\(accessor.text): ...) names a property accessor, which has no message table entry",
                    at: node)
            }
            return ExprSyntax(node)
        }
        guard let name = objCName(reference, candidates: found.filter(\.kind.isMethod), at: node) else {
            return ExprSyntax(node)
        }
        return parseExpr("Selector(\"\(name)\")").with(\.leadingTrivia, node.leadingTrivia).with(
            \.trailingTrivia, node.trailingTrivia)
    }

    /// The members of the port's sources the reference may name, as Swift's lookup finds them.
    private func candidates(_ reference: SelectorReference, at node: some SyntaxProtocol) -> [DeclaredMember] {
        let enclosing = enclosingTypes(node)
        switch reference.scope {
        case .lexical: return analysis.members(named: reference.base, lookingIn: enclosing)
        case .enclosingType: return analysis.members(named: reference.base, lookingIn: Array(enclosing.prefix(1)))
        case .type(let name):
            // `Inner` inside `Outer` is `Outer.Inner`.
            return analysis.members(named: reference.base, lookingIn: enclosing.map { $0 + "." + name } + [name])
        case .value: return analysis.members(named: reference.base)
        }
    }

    /// The Objective-C name a method reference stands for; nil after an error.
    private func objCName(_ reference: SelectorReference, candidates: [DeclaredMember], at node: some SyntaxProtocol)
        -> String?
    {
        var methods = candidates
        if let labels = reference.labels { methods = methods.filter { $0.labels == labels } }
        if let arity = reference.arity { methods = methods.filter { $0.labels.count == arity } }
        if reference.scope == .value {
            // The value's type is unknown: of the methods of that name, the exposed ones are the likely ones.
            let exposed = methods.filter(analysis.isExposed)
            if !exposed.isEmpty { methods = exposed }
        }
        // An override and what it overrides are one method, the most derived first; an instance method and a
        // class method of the same name are told apart by the context, which the instance method wins here.
        var unique: [DeclaredMember] = []
        for method in methods.filter({ $0.kind == .instanceMethod }) + methods.filter({ $0.kind != .instanceMethod })
        where !unique.contains(where: { $0.labels == method.labels }) {
            unique.append(method)
        }
        guard let method = unique.first else {
            // A method the port does not see: UIKit's or another module's, named by its labels.
            guard let labels = reference.labels else { return reference.base }
            let signature = reference.base + "(" + labels.map { $0 + ":" }.joined() + ")"
            return ObjCName.uikitSelectors[signature] ?? ObjCName.selector(base: reference.base, labels: labels)
        }
        guard unique.count == 1 else {
            error(
                "ambiguous use of '\(reference.base)'", at: node,
                notes: unique.map { note("found this candidate", at: $0) })
            return nil
        }
        guard analysis.isExposed(method) else {
            notExposed(method, at: node)
            return nil
        }
        return method.selector
    }

    /// Swift's error for a `#selector` of a member that is not exposed to Objective-C, with its fix-it as a note.
    private func notExposed(_ member: DeclaredMember, at node: some SyntaxProtocol) {
        let kind = member.kind.rawValue
        error(
            "argument of '#selector' refers to \(kind) '\(member.displayName)' that is not exposed to Objective-C",
            at: node,
            notes: analysis.canBeObjC(member)
                ? [note("add '@objc' to expose this \(member.kind.isMethod ? kind : "var") to Objective-C", at: member)]
                : [])
    }

    private func note(_ message: String, at member: DeclaredMember) -> PortDiagnostic.Note {
        PortDiagnostic.Note(path: member.path, line: member.line, column: member.column, message: message)
    }

    /// The types around a node, innermost first, by qualified name (`Outer.Inner`); an extension stands for
    /// its extended type.
    func enclosingTypes(_ node: some SyntaxProtocol) -> [String] {
        var names: [String] = []
        var current = node.parent
        while let parent = current {
            if let type = parent.as(ClassDeclSyntax.self) {
                names.insert(type.name.text, at: 0)
            } else if let type = parent.as(StructDeclSyntax.self) {
                names.insert(type.name.text, at: 0)
            } else if let type = parent.as(EnumDeclSyntax.self) {
                names.insert(type.name.text, at: 0)
            } else if let type = parent.as(ProtocolDeclSyntax.self) {
                names.insert(type.name.text, at: 0)
            } else if let type = parent.as(ExtensionDeclSyntax.self) {
                names.insert(type.extendedType.trimmedDescription, at: 0)
            }
            current = parent.parent
        }
        return names.indices.reversed().map { names[...$0].joined(separator: ".") }
    }
}
