import SwiftSyntax

// `Bundle.main`: on a device the app's bundle, which holds its files; under `swift test` the build folder, while
// the app target's files are in the resource bundle SwiftPM made for it. The port asks AdaptiveKit at run time,
// because `Bundle.module` only exists in targets that have resources.

extension PortRewriter {
    /// What `Bundle.main` becomes: the calling module's resource bundle, or the main bundle if it has none.
    static let appMainBundle = "Bundle.appMain(fileID: #fileID)"

    /// Whether the member access is `Bundle.main` or `Foundation.Bundle.main` (not another type's `main`).
    static func isMainBundle(_ node: MemberAccessExprSyntax) -> Bool {
        guard node.declName.baseName.text == "main", node.declName.argumentNames == nil, let base = node.base
        else { return false }
        if let type = base.as(DeclReferenceExprSyntax.self) {
            return type.baseName.text == "Bundle" && type.argumentNames == nil
        }
        guard let qualified = base.as(MemberAccessExprSyntax.self), qualified.declName.baseName.text == "Bundle",
            let module = qualified.base?.as(DeclReferenceExprSyntax.self)
        else { return false }
        return module.baseName.text == "Foundation"
    }

    /// `Bundle.main` as AdaptiveKit's app bundle, its trivia kept.
    func appMainBundle(replacing node: MemberAccessExprSyntax) -> ExprSyntax {
        parseExpr(Self.appMainBundle).with(\.leadingTrivia, node.leadingTrivia).with(
            \.trailingTrivia, node.trailingTrivia)
    }

    /// The file's statements with `@_spi(AdaptiveKit) import AdaptiveKit` after its last import, for a file
    /// that reads `Bundle.main` and imports neither UIKit nor AdaptiveKit (a model file importing Foundation).
    func importingAdaptiveKit(_ statements: [CodeBlockItemSyntax], imports: [String]) -> [CodeBlockItemSyntax] {
        guard usesMainBundle, !imports.contains("UIKit"), !imports.contains("AdaptiveKit"),
            let last = statements.lastIndex(where: { $0.item.is(ImportDeclSyntax.self) })
        else { return statements }
        var statements = statements
        let extra = CodeBlockItemSyntax(
            item: .decl(parseDecl("@_spi(AdaptiveKit) import AdaptiveKit").with(\.leadingTrivia, .newline)))
        statements.insert(extra, at: last + 1)
        return statements
    }
}
