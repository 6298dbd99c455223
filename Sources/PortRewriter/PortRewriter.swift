import SwiftParser
import SwiftSyntax

/// Rewrites one file of UIKit sources for AdaptiveKit, using what `PortAnalysis` learned from all files.
final class PortRewriter: SyntaxRewriter {
    let analysis: PortAnalysis
    let path: String
    let converter: SourceLocationConverter
    var diagnostics: [PortDiagnostic] = []
    /// `extension Class: Protocol {}` lines to append to the file.
    var conformances: [String] = []
    /// Protocols generated for overridden extension methods, appended to the file that declares the method.
    var generatedProtocols: [String] = []

    /// Attributes that only mean something to the Objective-C runtime or Interface Builder's editor.
    static let removedAttributes: Set<String> = [
        "objc", "objcMembers", "nonobjc", "IBOutlet", "IBAction", "IBInspectable", "IBDesignable", "GKInspectable",
        "UIApplicationMain", "NSApplicationMain",
    ]

    /// UIKit's storyboard API, which AdaptiveKit leaves to the InterfaceBuilder module.
    static let interfaceBuilderNames: Set<String> = ["UIStoryboard", "UINib", "storyboard"]
    /// Whether the file names any of `interfaceBuilderNames` (so it needs `import InterfaceBuilder` too).
    let usesInterfaceBuilder: Bool
    /// Whether the file reads `Bundle.main` (so it needs AdaptiveKit's import for the app's bundle).
    var usesMainBundle = false

    init(analysis: PortAnalysis, path: String, tree: SourceFileSyntax) {
        self.analysis = analysis
        self.path = path
        converter = SourceLocationConverter(fileName: path, tree: tree)
        usesInterfaceBuilder = tree.tokens(viewMode: .sourceAccurate).contains {
            if case .identifier(let name) = $0.tokenKind { Self.interfaceBuilderNames.contains(name) } else { false }
        }
        super.init(viewMode: .sourceAccurate)
    }

    func error(_ message: String, at node: some SyntaxProtocol, notes: [PortDiagnostic.Note] = []) {
        let location = node.startLocation(converter: converter)
        diagnostics.append(
            PortDiagnostic(path: path, line: location.line, column: location.column, message: message, notes: notes))
    }

    // MARK: Imports and attributes

    /// A file that uses UIKit's storyboard API imports InterfaceBuilder after AdaptiveKit; one that reads
    /// `Bundle.main` imports AdaptiveKit if it did not.
    override func visit(_ node: SourceFileSyntax) -> SourceFileSyntax {
        let visited = super.visit(node)
        let imports = node.statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.path.trimmedDescription }
        var statements = importingAdaptiveKit(Array(visited.statements), imports: imports)
        if usesInterfaceBuilder, imports.contains("UIKit"), !imports.contains("InterfaceBuilder"),
            let index = statements.firstIndex(where: {
                $0.item.as(ImportDeclSyntax.self)?.path.trimmedDescription == "AdaptiveKit"
            })
        {
            let extra = CodeBlockItemSyntax(
                item: .decl(parseDecl("import InterfaceBuilder").with(\.leadingTrivia, .newline)))
            statements.insert(extra, at: index + 1)
        }
        var result = visited
        result.statements = CodeBlockItemListSyntax(statements)
        return result
    }

    /// `import UIKit` becomes AdaptiveKit's import with its SPI, which holds the members UIKit lacks that
    /// generated code uses (`messageTable`); an AdaptiveKit import without it gets it too.
    override func visit(_ node: ImportDeclSyntax) -> DeclSyntax {
        let path = node.path.trimmedDescription
        guard path == "UIKit" || path == "AdaptiveKit", !Self.importsSPI(node) else { return DeclSyntax(node) }
        var node = node
        node.path = ImportPathComponentListSyntax([
            ImportPathComponentSyntax(name: .identifier("AdaptiveKit", trailingTrivia: node.path.trailingTrivia))
        ])
        let leading = node.leadingTrivia
        node.leadingTrivia = []
        node.attributes = AttributeListSyntax([.attribute(Self.spiAttribute)] + Array(node.attributes))
        node.leadingTrivia = leading
        return DeclSyntax(node)
    }

    /// `@_spi(AdaptiveKit) `: the attribute that reaches AdaptiveKit's tool-only members.
    private static var spiAttribute: AttributeSyntax {
        AttributeSyntax(
            attributeName: IdentifierTypeSyntax(name: .identifier("_spi")), leftParen: .leftParenToken(),
            arguments: .argumentList([
                LabeledExprSyntax(expression: DeclReferenceExprSyntax(baseName: .identifier("AdaptiveKit")))
            ]),
            rightParen: .rightParenToken(trailingTrivia: .space))
    }

    private static func importsSPI(_ node: ImportDeclSyntax) -> Bool {
        node.attributes.contains {
            guard case .attribute(let attribute) = $0 else { return false }
            return attribute.attributeName.trimmedDescription == "_spi"
        }
    }

    /// The declaration without Objective-C-only attributes and `dynamic`, its leading trivia kept.
    func stripped<Decl: WithAttributesSyntax & WithModifiersSyntax>(_ decl: Decl) -> Decl {
        let leading = decl.leadingTrivia
        var decl = decl
        decl.attributes = decl.attributes.filter {
            guard case .attribute(let attribute) = $0 else { return true }
            return !Self.removedAttributes.contains(attribute.name)
        }
        decl.modifiers = decl.modifiers.filter { $0.name.text != "dynamic" }
        decl.leadingTrivia = leading
        return decl
    }

    override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
        DeclSyntax(stripped(super.visit(node).cast(VariableDeclSyntax.self)))
    }

    override func visit(_ node: InitializerDeclSyntax) -> DeclSyntax {
        DeclSyntax(stripped(super.visit(node).cast(InitializerDeclSyntax.self)))
    }

    override func visit(_ node: SubscriptDeclSyntax) -> DeclSyntax {
        DeclSyntax(stripped(super.visit(node).cast(SubscriptDeclSyntax.self)))
    }

    override func visit(_ node: ProtocolDeclSyntax) -> DeclSyntax {
        DeclSyntax(stripped(super.visit(node).cast(ProtocolDeclSyntax.self)))
    }

    override func visit(_ node: StructDeclSyntax) -> DeclSyntax {
        DeclSyntax(stripped(super.visit(node).cast(StructDeclSyntax.self)))
    }

    override func visit(_ node: EnumDeclSyntax) -> DeclSyntax {
        DeclSyntax(stripped(super.visit(node).cast(EnumDeclSyntax.self)))
    }

    // MARK: Methods that override @objc extension methods

    override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax {
        let override = dispatchedOverride(node)
        var function = stripped(super.visit(node).cast(FunctionDeclSyntax.self))
        if let (method, isFirst) = override {
            function.name = .identifier("__port_" + method.base)
            if isFirst {
                let leading = function.leadingTrivia
                function.modifiers = function.modifiers.filter { $0.name.text != "override" }
                function.leadingTrivia = leading
                if let className = overridingClass(node) {
                    conformances.append("extension \(className): \(Self.protocolName(method)) {}")
                }
            }
        }
        return DeclSyntax(function)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        // `super.method(...)` inside an override that now dispatches through a protocol.
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            member.base?.is(SuperExprSyntax.self) == true,
            let function = node.ancestor(FunctionDeclSyntax.self),
            let (method, isFirst) = dispatchedOverride(function),
            member.declName.baseName.text == method.base
        else { return super.visit(node) }
        var call = super.visit(node).cast(FunctionCallExprSyntax.self)
        var callee = member
        callee.declName.baseName = .identifier(isFirst ? "__port_default_" + method.base : "__port_" + method.base)
        call.calledExpression = ExprSyntax(callee)
        return ExprSyntax(call)
    }

    override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax {
        var visited = stripped(super.visit(node).cast(ExtensionDeclSyntax.self))
        let extended = node.extendedType.trimmedDescription
        guard analysis.classes[extended] == nil else { return DeclSyntax(visited) }
        // An @objc method of an outside class that port classes override: dispatch through a protocol.
        var members: [MemberBlockItemSyntax] = []
        for (original, rewritten) in zip(node.memberBlock.members, visited.memberBlock.members) {
            guard let function = original.decl.as(FunctionDeclSyntax.self),
                let method = analysis.extensionMethods.first(where: {
                    $0.extendedType == extended && $0.selector == ObjCName.selector(of: function)
                }),
                analysis.overriders.contains(where: {
                    $0.hasSuffix(" " + method.selector)
                        && analysis.chain(String($0.split(separator: " ")[0])).contains(extended)
                }),
                let stripped = rewritten.decl.as(FunctionDeclSyntax.self)
            else {
                members.append(rewritten)
                continue
            }
            members += dispatching(stripped, method: method, indentation: rewritten.leadingTrivia)
        }
        visited.memberBlock.members = MemberBlockItemListSyntax(members)
        return DeclSyntax(visited)
    }

    // MARK: Classes

    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        var visited = stripped(super.visit(node).cast(ClassDeclSyntax.self))
        // UIKit's `@main` app delegate gets `main()` from UIKit; here `DeviceSimulator.launch` starts the app.
        if node.inheritanceClause?.inheritedTypes.contains(where: {
            $0.type.trimmedDescription == "UIApplicationDelegate"
        }) == true {
            let leading = visited.leadingTrivia
            visited.attributes = visited.attributes.filter {
                guard case .attribute(let attribute) = $0 else { return true }
                return attribute.name != "main"
            }
            visited.leadingTrivia = leading
        }
        guard let name = qualifiedName(node), let info = analysis.classes[name] else { return DeclSyntax(visited) }
        let kind = analysis.tableKind(name)
        let entries = analysis.entries(of: name)
        if kind == .none {
            if !entries.isEmpty {
                error(
                    "cannot tell whether superclass '\(info.superclass ?? "")' of '\(name)' has a message table: "
                        + "make it a subclass of NSObject or of an AdaptiveKit class, or port it too", at: node.name)
            }
            return DeclSyntax(visited)
        }
        if kind == .override, entries.isEmpty { return DeclSyntax(visited) }
        if info.isGeneric {
            error("a generic class cannot have a message table ('\(name)')", at: node.name)
            return DeclSyntax(visited)
        }
        if kind == .root { conformances.append("extension \(name): MessageReceiving {}") }
        let indent = memberIndentation(node)
        let member = MessageTableGenerator.member(className: name, access: info.access, kind: kind, entries: entries)
        let lines = member.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.isEmpty ? "" : indent + $0
        }
        let decl = parseDecl(lines.joined(separator: "\n").trimmingLeadingSpaces())
        visited.memberBlock.members.append(
            MemberBlockItemSyntax(
                decl: decl.with(
                    \.leadingTrivia,
                    .newlines(2) + indentTrivia(indent) + .docLineComment(MessageTableGenerator.comment) + .newline
                        + indentTrivia(indent))))
        return DeclSyntax(visited)
    }

    private func qualifiedName(_ node: ClassDeclSyntax) -> String? {
        var names = [node.name.text]
        var current = node.parent
        while let parent = current {
            if let type = parent.as(ClassDeclSyntax.self) { names.insert(type.name.text, at: 0) }
            if let type = parent.as(StructDeclSyntax.self) { names.insert(type.name.text, at: 0) }
            if let type = parent.as(EnumDeclSyntax.self) { names.insert(type.name.text, at: 0) }
            if let type = parent.as(ExtensionDeclSyntax.self) {
                names.insert(type.extendedType.trimmedDescription, at: 0)
            }
            current = parent.parent
        }
        return names.joined(separator: ".")
    }

    private func memberIndentation(_ node: ClassDeclSyntax) -> String {
        if let first = node.memberBlock.members.first {
            let text = first.leadingTrivia.description
            if let last = text.split(separator: "\n", omittingEmptySubsequences: false).last { return String(last) }
        }
        let classIndent =
            node.leadingTrivia.description.split(separator: "\n", omittingEmptySubsequences: false).last ?? ""
        return classIndent + "    "
    }

    // MARK: Bundle.main

    override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
        guard Self.isMainBundle(node) else { return super.visit(node) }
        usesMainBundle = true
        return appMainBundle(replacing: node)
    }

    // MARK: #selector

    override func visit(_ node: MacroExpansionExprSyntax) -> ExprSyntax {
        switch node.macroName.text {
        case "selector": return selector(node)
        case "keyPath":
            error("#keyPath needs key-value coding; use a Swift key path", at: node)
            return ExprSyntax(node)
        default: return super.visit(node)
        }
    }
}

/// Parses generated declaration text (the port has no SwiftSyntaxBuilder, to keep its build small).
func parseDecl(_ text: String) -> DeclSyntax {
    let file = Parser.parse(source: text)
    guard let item = file.statements.first?.item, case .decl(let decl) = item else {
        preconditionFailure("generated code is not a declaration: \(text)")
    }
    return decl.trimmed
}

/// Parses a generated expression.
func parseExpr(_ text: String) -> ExprSyntax {
    let file = Parser.parse(source: text)
    guard let item = file.statements.first?.item, case .expr(let expression) = item else {
        preconditionFailure("generated code is not an expression: \(text)")
    }
    return expression.trimmed
}

/// Indentation text as trivia.
func indentTrivia(_ text: String) -> Trivia {
    Trivia(pieces: text.map { $0 == "\t" ? TriviaPiece.tabs(1) : TriviaPiece.spaces(1) })
}

extension String {
    fileprivate func trimmingLeadingSpaces() -> String {
        String(drop { $0 == " " })
    }
}

extension SyntaxProtocol {
    /// The nearest enclosing node of a kind.
    func ancestor<T: SyntaxProtocol>(_ type: T.Type) -> T? {
        var current = parent
        while let node = current {
            if let found = node.as(type) { return found }
            current = node.parent
        }
        return nil
    }
}
