import Testing
import VisualFormat

/// The constraints of `format` as equations (`b.leading == a.trailing + 8`), or a recorded issue on a parse error.
func equations(
    _ format: String,
    options: VisualFormatOptions = [],
    metrics: [String: Double] = [:],
    views: Set<String>,
    sourceLocation: SourceLocation = #_sourceLocation
) -> [String] {
    do {
        return try VisualFormat.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views)
            .map(\.description)
    } catch {
        Issue.record("Unexpected error:\n\(error)", sourceLocation: sourceLocation)
        return []
    }
}

/// The error `format` raises, or a recorded issue if it raises none.
func visualFormatError(
    _ format: String,
    options: VisualFormatOptions = [],
    metrics: [String: Double] = [:],
    views: Set<String>,
    sourceLocation: SourceLocation = #_sourceLocation
) -> VisualFormatError? {
    do {
        let constraints = try VisualFormat.constraints(
            withVisualFormat: format, options: options, metrics: metrics, views: views)
        Issue.record("Expected an error, got \(constraints.map(\.description))", sourceLocation: sourceLocation)
        return nil
    } catch {
        return error
    }
}
