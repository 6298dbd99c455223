import AdaptiveKit
import Foundation
import LayoutSolver

#if canImport(Glibc)
    import Glibc
#endif

// Scale: the settings chain and the nested-stack grid at growing sizes, built and laid
// out with time per view flat, and memory per view (target ≤ 2 KB with its constraints):
//   layout-benchmark --chain 1000,5000,20000,100000   |   --stacks 1000,5000,20000,100000
// "resident" is the resident set once the screen is laid out minus before it was built (/proc/self/statm),
// "peak" the process's maximum resident set (getrusage) once it is laid out minus the resident set before it
// was built; run sizes in ascending order, as a peak below an earlier size's is not seen.
// Memory per view is what grows with the views: a 100-view screen is built, laid out and freed first, so that
// the code pages, the device catalog and other one-time costs are resident before the first size (about 2 MB,
// 100 B per view at 20 000), and the allocator hands freed memory back (`malloc_trim`) before each size, so
// that no size reuses an earlier one's. `--cold` leaves both out, as the figures before 2026-11-28 were taken.

/// The process's resident set now, in bytes (Linux's /proc/self/statm; 0 elsewhere).
func residentBytes() -> Int {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = statm.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// The process's maximum resident set so far, in bytes.
func peakResidentBytes() -> Int {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    return usage.ru_maxrss * 1024
}

#if canImport(Glibc)
    /// glibc's `malloc_trim` (malloc.h, which the Glibc module does not export): returns the heap's free pages.
    @_silgen_name("malloc_trim")
    private func mallocTrim(_ pad: Int) -> Int32
#else
    private func mallocTrim(_ pad: Int) -> Int32 { 0 }
#endif

/// The constraints installed in a subtree (`constraints` of each view: the app's and a stack view's own),
/// the "its constraints" of the per-view memory target.
@MainActor
func installedConstraints(in top: UIView) -> Int {
    var count = 0
    var pending = [top]
    while let view = pending.popLast() {
        count += view.constraints.count
        pending.append(contentsOf: view.subviews)
    }
    return count
}

@MainActor
func runScale(_ name: String, _ sizes: [Int], make: (Int) throws -> (DeviceSimulator, UIView)) throws {
    print(
        "views    \(name): build (ns/view)        first layout (ns/view)   resident B/view   peak B/view   constraints/view"
    )
    let cold = CommandLine.arguments.contains("--cold")
    if !cold, let (simulator, content) = try? make(100) {
        simulator.window.addSubview(content)
        simulator.window.layoutIfNeeded()
        content.removeFromSuperview()
    }
    var perView: [(views: Int, build: Double, first: Double)] = []
    for size in sizes {
        if !cold { _ = mallocTrim(0) }
        let heapBefore = residentBytes()
        let peakBefore = cold ? peakResidentBytes() : heapBefore
        var screen: (DeviceSimulator, UIView)?
        let build = try milliseconds { screen = try make(size) }
        guard let (simulator, content) = screen else { continue }
        let first = milliseconds {
            simulator.window.addSubview(content)
            simulator.window.layoutIfNeeded()
        }
        let resident = Double(residentBytes() - heapBefore) / Double(size)
        let peak = Double(max(0, peakResidentBytes() - peakBefore)) / Double(size)
        let constraintsPerView = Double(installedConstraints(in: content)) / Double(size)
        let buildPerView = build * 1e6 / Double(size)
        let firstPerView = first * 1e6 / Double(size)
        perView.append((size, buildPerView, firstPerView))
        print(
            String(
                format: "%-8d %10.2f ms (%7.0f)   %10.2f ms (%7.0f)   %11.0f   %11.0f   %16.2f", size, build,
                buildPerView, first, firstPerView, resident, peak, constraintsPerView))
        if CommandLine.arguments.contains("--census"), let census = layoutEngineCensus(of: content) {
            print(describe(census, views: size))
        }
        screen = nil
    }
    guard let small = perView.first, let large = perView.last, perView.count > 1 else { return }
    print(
        String(
            format: "ns per view, ratio %d/%d: build %.2f, first layout %.2f", large.views, small.views,
            large.build / small.build, large.first / small.first))
}

/// A census of the tableau per view (`--census`): what its symbols, cells and column entries are, and how many
/// of them are the dummy markers of required equalities.
func describe(_ census: TableauCensus, views: Int) -> String {
    func perView(_ count: Int) -> String { String(format: "%.2f", Double(count) / Double(views)) }
    let symbols = TableauCensus.Kind.allCases.map { "\($0.rawValue) \(perView(census.symbols[$0] ?? 0))" }
    let rows = TableauCensus.Kind.allCases.map { "\($0.rawValue) \(perView(census.rows[$0] ?? 0))" }
    let cells = census.cells.sorted { $0.value > $1.value }.map {
        "\($0.key.row.rawValue) rows naming \($0.key.cell.rawValue) \(perView($0.value))"
    }
    return """
        census per view: \(perView(census.symbols.values.reduce(0, +))) symbols (\(symbols.joined(separator: ", "))); \
        rows: \(rows.joined(separator: ", ")); \(perView(census.cellCount)) cells, \(perView(census.dummyCells)) \
        naming dummies (\(cells.joined(separator: ", "))); \(perView(census.columnEntries)) column entries; \
        \(perView(census.constraints)) constraint records; stored \(perView(census.storedCells)) cells and \
        \(perView(census.columnNodes)) column nodes
        """
}
