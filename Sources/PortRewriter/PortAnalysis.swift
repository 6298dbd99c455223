import SwiftSyntax

/// What one entry of a class's generated `messageTable` calls or sets.
enum TableEntry: Hashable {
    /// An action or `@objc` method: its selector, its Swift base name and labels, whether it returns a value.
    case method(selector: String, base: String, labels: [String], returnsValue: Bool)
    case outlet(String)
    case outletCollection(String)
    case inspectable(String)
}

/// A class the port saw: where it is, its superclass and the entries its table needs.
struct ClassInfo {
    var name: String
    var superclass: String?
    var isGeneric: Bool
    var isFinal: Bool
    var access: String
    var path: String
    var line: Int
    var column: Int
    /// `@objcMembers`: Swift exposes the members of the class, its extensions and its subclasses.
    var isObjCMembers = false
    var entries: [TableEntry] = []
}

/// An `@objc` method declared in an extension of a class the port does not see (`UIViewController`):
/// subclasses that override it get a generated protocol to dispatch through.
struct ExtensionMethod: Hashable {
    var extendedType: String
    var selector: String
    var base: String
    var labels: [String]
}

/// Everything the port learns from all files before rewriting any: classes, their table entries, and
/// `@objc` methods of extensions on outside classes.
struct PortAnalysis {
    var classes: [String: ClassInfo] = [:]
    var classOrder: [String] = []
    var protocols: Set<String> = []
    var extensionMethods: [ExtensionMethod] = []
    /// The methods and properties of every type and extension, by owner (the extended type for an extension),
    /// in the order they were declared: what `#selector` may name.
    var members: [String: [DeclaredMember]] = [:]
    /// The owners in `members`, in the order first seen, so that lookups are deterministic.
    var memberOwners: [String] = []
    var diagnostics: [PortDiagnostic] = []

    init(_ files: [(PortSource, SourceFileSyntax)]) {
        for (source, tree) in files {
            let collector = Collector(path: source.path, tree: tree)
            collector.walk(tree)
            for info in collector.classes {
                if classes[info.name] == nil { classOrder.append(info.name) }
                classes[info.name] = info
            }
            protocols.formUnion(collector.protocols)
            diagnostics += collector.diagnostics
            for (typeName, entries) in collector.extensionEntries { pendingEntries[typeName, default: []] += entries }
            extensionMethods += collector.extensionMethods
            overriders.formUnion(collector.overrides)
            selectorNames.formUnion(collector.selectorNames)
            for member in collector.members {
                if members[member.owner] == nil { memberOwners.append(member.owner) }
                members[member.owner, default: []].append(member)
            }
        }
        // Entries declared in extensions of the port's own classes join those classes' tables.
        for (typeName, entries) in pendingEntries {
            if classes[typeName] != nil {
                classes[typeName]?.entries += entries
            } else {
                externalEntries[typeName, default: []] += entries
            }
        }
        // `@objcMembers` reaches the class's extensions and subclasses too: their members join the tables.
        for name in classOrder where inheritsObjCMembers(name) {
            for member in members[name] ?? [] where member.isInferable && !member.isObjC {
                let entry: TableEntry
                switch member.kind {
                case .instanceMethod:
                    entry = .method(
                        selector: member.selector, base: member.base, labels: member.labels,
                        returnsValue: member.returnsValue)
                case .variable where member.isSettable: entry = .inspectable(member.base)
                default: continue
                }
                if classes[name]?.entries.contains(entry) == false { classes[name]?.entries.append(entry) }
            }
        }
        // An override of a UIKit method that a `#selector` names joins the table too: AdaptiveKit's own
        // classes list none of their methods.
        for name in classOrder {
            for member in members[name] ?? []
            where member.kind == .instanceMethod && member.isOverride && !member.isObjC
                && selectorNames.contains(member.base) && overridden(member) == nil
            {
                let entry = TableEntry.method(
                    selector: member.selector, base: member.base, labels: member.labels,
                    returnsValue: member.returnsValue)
                if classes[name]?.entries.contains(entry) == false { classes[name]?.entries.append(entry) }
            }
        }
    }

    /// The base names `#selector`s name anywhere in the sources.
    var selectorNames: Set<String> = []

    /// Whether the class or a port class above it is `@objcMembers`.
    func inheritsObjCMembers(_ name: String) -> Bool {
        chain(name).contains { classes[$0]?.isObjCMembers == true }
    }

    private var pendingEntries: [String: [TableEntry]] = [:]
    /// Table entries of `@objc` members in extensions of outside classes: every port class descending
    /// from that class lists them too, so they can be sent as actions.
    var externalEntries: [String: [TableEntry]] = [:]

    /// The superclass chain of a class: the port's classes, then the known AdaptiveKit ones.
    func chain(_ name: String) -> [String] {
        var result: [String] = []
        var current: String? = name
        while let name = current, !result.contains(name) {
            result.append(name)
            if let info = classes[name] {
                current = info.superclass
            } else {
                result += KnownClasses.chain(name).dropFirst()
                break
            }
        }
        return result
    }

    /// How a class's table is declared.
    enum TableKind {
        /// `override class var messageTable`: a superclass already has one.
        case override
        /// `class var messageTable` plus `MessageReceiving` conformance: the class starts the chain.
        case root
        /// No table: the class adds nothing.
        case none
    }

    /// Whether the class (or a port class above it) declares a table, so subclasses override it.
    func tableKind(_ name: String) -> TableKind {
        guard let info = classes[name] else { return KnownClasses.isResponder(name) ? .override : .none }
        if let superclass = info.superclass, superclass != "NSObject", !protocols.contains(superclass),
            !KnownClasses.looksLikeProtocol(superclass)
        {
            if classes[superclass] != nil {
                if tableKind(superclass) != .none { return .override }
            } else if KnownClasses.isResponder(superclass) {
                return .override
            } else if KnownClasses.superclass[superclass] == nil {
                return .none
            }
        }
        return needsTable(name) ? .root : .none
    }

    /// Whether the class or one of the port's subclasses of it has entries.
    private func needsTable(_ name: String) -> Bool {
        if !(entries(of: name).isEmpty) { return true }
        return classes.values.contains { $0.superclass == name && needsTable($0.name) }
    }

    /// The entries a class's table adds: its own, then those of extensions on outside superclasses.
    func entries(of name: String) -> [TableEntry] {
        guard let info = classes[name] else { return [] }
        var result = info.entries
        // Extension methods on an outside ancestor are listed once, by the highest port class below it.
        if let superclass = info.superclass, classes[superclass] == nil {
            for ancestor in chain(superclass) { result += externalEntries[ancestor] ?? [] }
        }
        return result
    }

    /// The extension methods a class overrides (by selector), with the outside class that declares them.
    func overriddenExtensionMethod(in className: String, selector: String) -> ExtensionMethod? {
        let ancestors = chain(className).dropFirst()
        return extensionMethods.first { $0.selector == selector && ancestors.contains($0.extendedType) }
    }

    /// Whether a port class above `className` already overrides the extension method.
    func superclassOverrides(_ method: ExtensionMethod, above className: String) -> Bool {
        for ancestor in chain(className).dropFirst() {
            guard classes[ancestor] != nil else { return false }
            if overriders.contains(ancestor + " " + method.selector) { return true }
        }
        return false
    }

    /// `Class selector` pairs for methods marked `override` in the port's classes and in extensions of
    /// outside classes.
    var overriders: Set<String> = []
}

/// Walks one file, collecting classes, entries and extension methods.
private final class Collector: SyntaxVisitor {
    let path: String
    let converter: SourceLocationConverter
    var classes: [ClassInfo] = []
    var protocols: Set<String> = []
    var extensionEntries: [String: [TableEntry]] = [:]
    var extensionMethods: [ExtensionMethod] = []
    var members: [DeclaredMember] = []
    var selectorNames: Set<String> = []
    var diagnostics: [PortDiagnostic] = []
    /// `Class selector` for each method marked `override`.
    var overrides: [String] = []
    private var typeStack: [String] = []

    init(path: String, tree: SourceFileSyntax) {
        self.path = path
        converter = SourceLocationConverter(fileName: path, tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    func error(_ message: String, at node: some SyntaxProtocol) {
        let location = node.startLocation(converter: converter)
        diagnostics.append(PortDiagnostic(path: path, line: location.line, column: location.column, message: message))
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = (typeStack + [node.name.text]).joined(separator: ".")
        let location = node.name.startLocation(converter: converter)
        let superclass = node.inheritanceClause?.inheritedTypes.first.map { $0.type.trimmedDescription }
        let modifiers = node.modifiers.map(\.name.text)
        var info = ClassInfo(
            name: name, superclass: superclass, isGeneric: node.genericParameterClause != nil,
            isFinal: modifiers.contains("final"),
            access: modifiers.contains("open") ? "open" : modifiers.contains("public") ? "public" : "",
            path: path, line: location.line, column: location.column)
        info.isObjCMembers = node.attributes.has("objcMembers")
        info.entries = entries(in: node.memberBlock, owner: name, allObjC: info.isObjCMembers)
        members += DeclaredMember.members(
            of: node.memberBlock, owner: name, container: .classBody, allObjC: info.isObjCMembers,
            path: path, converter: converter)
        for member in node.memberBlock.members {
            if let function = member.decl.as(FunctionDeclSyntax.self),
                function.modifiers.contains(where: { $0.name.text == "override" })
            {
                overrides.append(name + " " + ObjCName.selector(of: function))
            }
        }
        classes.append(info)
        typeStack.append(node.name.text)
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        members += DeclaredMember.members(
            of: node.memberBlock, owner: (typeStack + [node.name.text]).joined(separator: "."), container: .valueType,
            allObjC: false, path: path, converter: converter)
        typeStack.append(node.name.text)
        return .visitChildren
    }

    override func visitPost(_ node: StructDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        members += DeclaredMember.members(
            of: node.memberBlock, owner: (typeStack + [node.name.text]).joined(separator: "."), container: .valueType,
            allObjC: false, path: path, converter: converter)
        typeStack.append(node.name.text)
        return .visitChildren
    }

    override func visitPost(_ node: EnumDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        protocols.insert(node.name.text)
        for member in node.memberBlock.members {
            if let modifiers = member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers,
                let optional = modifiers.first(where: { $0.name.text == "optional" })
            {
                error(
                    "optional protocol requirements need the Objective-C runtime; give the requirement a default "
                        + "implementation in a protocol extension instead", at: optional)
            }
        }
        return .skipChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let extended = node.extendedType.trimmedDescription
        // In an `@objc extension`, every member Objective-C could call is `@objc`, as in an `@objcMembers` class.
        let allObjC = node.attributes.has("objc")
        let found = entries(in: node.memberBlock, owner: extended, allObjC: allObjC)
        extensionEntries[extended, default: []] += found
        members += DeclaredMember.members(
            of: node.memberBlock, owner: extended, container: .extension, allObjC: allObjC, path: path,
            converter: converter)
        for member in node.memberBlock.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self) else { continue }
            // `extension UINavigationController { override func ... }`: an outside class overriding an
            // @objc extension method of its superclass, as Apple's AdaptivePhotos does. With or without
            // `@objc`, it is that method again, not a new one.
            if function.modifiers.contains(where: { $0.name.text == "override" }) {
                overrides.append(extended + " " + ObjCName.selector(of: function))
                continue
            }
            guard isObjC(function.attributes) || (allObjC && ObjCName.isInferredObjC(function)) else { continue }
            extensionMethods.append(
                ExtensionMethod(
                    extendedType: extended, selector: ObjCName.selector(of: function), base: function.name.text,
                    labels: ObjCName.labels(of: function)))
        }
        typeStack.append(extended)
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "selector", let argument = node.arguments.first,
            let reference = SelectorReference(argument.expression)
        {
            selectorNames.insert(reference.base)
        }
        return .visitChildren
    }

    private func isObjC(_ attributes: AttributeListSyntax) -> Bool {
        attributes.has("objc") || attributes.has("IBAction") || attributes.has("IBSegueAction")
    }

    /// The table entries of a type's direct members; with `allObjC` (`@objcMembers`), every member that
    /// Objective-C could call, as Swift infers `@objc` for them.
    private func entries(in block: MemberBlockSyntax, owner: String, allObjC: Bool = false) -> [TableEntry] {
        var result: [TableEntry] = []
        for member in block.members {
            if let function = member.decl.as(FunctionDeclSyntax.self) {
                let attributes = function.attributes
                if allObjC, !isObjC(attributes), ObjCName.isInferredObjC(function),
                    !function.modifiers.contains(where: { ["static", "class", "override"].contains($0.name.text) })
                {
                    let selector = ObjCName.selector(of: function)
                    result.append(
                        .method(
                            selector: selector, base: function.name.text, labels: ObjCName.labels(of: function),
                            returnsValue: function.signature.returnClause != nil))
                    continue
                }
                if attributes.has("NSManaged") { error("@NSManaged needs Core Data's runtime", at: function) }
                if attributes.has("IBSegueAction") {
                    error(
                        "@IBSegueAction is not supported yet; create the controller in prepare(for:sender:)",
                        at: function)
                    continue
                }
                guard isObjC(attributes),
                    !function.modifiers.contains(where: { ["static", "class"].contains($0.name.text) })
                else { continue }
                let selector = ObjCName.selector(of: function)
                let labels = ObjCName.labels(of: function)
                if function.signature.effectSpecifiers?.asyncSpecifier != nil
                    || function.signature.effectSpecifiers?.throwsClause != nil
                {
                    error(
                        "an action method that is async or throws cannot be sent by name: '\(selector)'", at: function)
                    continue
                }
                if function.signature.parameterClause.parameters.contains(where: {
                    $0.ellipsis != nil || $0.type.is(AttributedTypeSyntax.self)
                }) {
                    error("an action method with inout or variadic parameters cannot be sent by name", at: function)
                    continue
                }
                result.append(
                    .method(
                        selector: selector, base: function.name.text, labels: labels,
                        returnsValue: function.signature.returnClause != nil))
            } else if let variable = member.decl.as(VariableDeclSyntax.self) {
                let attributes = variable.attributes
                if attributes.has("NSManaged") { error("@NSManaged needs Core Data's runtime", at: variable) }
                if variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) { continue }
                // Only what can be assigned: not `let`, not a computed property without a setter.
                if variable.bindingSpecifier.tokenKind == .keyword(.let) { continue }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                        DeclaredMember.isSettable(binding)
                    else { continue }
                    if attributes.has("IBOutlet") {
                        let type = binding.typeAnnotation?.type.trimmedDescription ?? ""
                        result.append(type.hasPrefix("[") ? .outletCollection(name) : .outlet(name))
                    } else if attributes.has("IBInspectable") || attributes.has("objc")
                        || (allObjC && !attributes.has("nonobjc"))
                    {
                        result.append(.inspectable(name))
                    }
                }
            }
        }
        return result
    }
}
