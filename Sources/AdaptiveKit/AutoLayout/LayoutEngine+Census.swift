import LayoutSolver

/// What the solver behind `view`'s layout holds (`TableauCensus`), or nil before its hierarchy has a layout
/// engine: for the memory benchmark (`layout-benchmark --census`), outside UIKit's types.
@MainActor
package func layoutEngineCensus(of view: UIView) -> TableauCensus? {
    view.layoutEngine?.solver.census()
}
