/// The identifiers UIKit gives the constraints a stack view generates, stored in a constraint as one byte
/// (see `NSLayoutConstraint.generatedName`) instead of a string in a box: a stack's constraints almost all
/// carry one, and a box each would cost a heap block per constraint. `identifier` reads back exactly these names.
enum GeneratedConstraintName: UInt8, CaseIterable, Sendable {
    case hiding = 1
    case canvasConnection
    case canvasFit
    case spacing
    case textWidthDisambiguation
    case fillEqually
    case fillProportionally
    case distributingEdge
    case distributing
    case alignment
    case ambiguitySuppression
    case spanningBoundary
    case spanningFit

    /// The identifier as UIKit spells it.
    var identifier: String {
        switch self {
        case .hiding: "UISV-hiding"
        case .canvasConnection: "UISV-canvas-connection"
        case .canvasFit: "UISV-canvas-fit"
        case .spacing: "UISV-spacing"
        case .textWidthDisambiguation: "UISV-text-width-disambiguation"
        case .fillEqually: "UISV-fill-equally"
        case .fillProportionally: "UISV-fill-proportionally"
        case .distributingEdge: "UISV-distributing-edge"
        case .distributing: "UISV-distributing"
        case .alignment: "UISV-alignment"
        case .ambiguitySuppression: "UISV-ambiguity-suppression"
        case .spanningBoundary: "UISV-spanning-boundary"
        case .spanningFit: "UISV-spanning-fit"
        }
    }
}
