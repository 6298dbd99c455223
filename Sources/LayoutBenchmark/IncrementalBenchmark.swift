import AdaptiveKit
import BenchmarkScreens
import Foundation

// One small change to a big window, at several window sizes: each should cost what it
// moves, so the 20 000-view time should equal the 1 000-view time within noise.
//   layout-benchmark --incremental 1000,5000,20000
// Cases: one constraint's constant (the grid screen's middle row), deactivating and reactivating that
// constraint, hiding and showing one arranged view (a cell of the nested-stack grid), one label's text
// (a column of label rows, each value pinned to its label's trailing edge), and a rotation with its
// ratio to the first layout. Each incremental time is the best of five after one warm-up.

/// The best of `repeats` runs of `body` (given the run's index), after one warm-up run.
@MainActor
func best(of repeats: Int = 5, _ body: (Int) -> Void) -> Double {
    body(repeats)
    var fastest = Double.infinity
    for index in 0..<repeats { fastest = min(fastest, milliseconds { body(index) }) }
    return fastest
}

/// Times of the incremental cases at one window size.
struct IncrementalFigures {
    var views = 0
    var first = 0.0
    var rotation = 0.0
    var constant = 0.0
    var toggle = 0.0
    var hide = 0.0
    var text = 0.0
}

@MainActor
func measureIncremental(views: Int) throws -> IncrementalFigures {
    var figures = IncrementalFigures(views: views)
    do {
        // First layout and rotation: the best of three fresh screens, each laid out once and rotated once
        // (on this shared machine a single run of a long case is often descheduled).
        var screen = try makeScreen(rows: views)
        figures.first = .infinity
        figures.rotation = .infinity
        for attempt in 0..<3 {
            if attempt > 0 { screen = try makeScreen(rows: views) }
            let (simulator, content, _) = screen
            figures.first = min(
                figures.first,
                milliseconds {
                    simulator.window.addSubview(content)
                    simulator.window.layoutIfNeeded()
                })
            figures.rotation = min(
                figures.rotation,
                milliseconds {
                    simulator.rotate(to: .landscape)
                    simulator.window.layoutIfNeeded()
                })
        }
        let (simulator, _, leading) = screen
        let window = simulator.window
        figures.constant = best { index in
            leading.constant = CGFloat(index % 2 == 0 ? 12 : 0)
            window.layoutIfNeeded()
        }
        figures.toggle = best { _ in
            leading.isActive = false
            window.layoutIfNeeded()
            leading.isActive = true
            window.layoutIfNeeded()
        }
    }
    do {
        let (simulator, content) = try makeStacks(views: views)
        let window = simulator.window
        window.addSubview(content)
        window.layoutIfNeeded()
        let column = content.subviews[0] as! UIStackView
        let row = column.arrangedSubviews[column.arrangedSubviews.count / 2] as! UIStackView
        let cell = row.arrangedSubviews[1]
        figures.hide = best { _ in
            cell.isHidden = true
            window.layoutIfNeeded()
            cell.isHidden = false
            window.layoutIfNeeded()
        }
    }
    do {
        let (simulator, _, label) = try makeLabels(rows: views)
        let window = simulator.window
        figures.text = best { index in
            label.text = index % 2 == 0 ? "A much longer title" : "Short"
            window.layoutIfNeeded()
        }
    }
    return figures
}

@MainActor
func runIncremental(_ sizes: [Int]) throws {
    print(
        "views    first layout   rotation (ratio)       constant     deactivate+activate   hide+show     label text")
    var all: [IncrementalFigures] = []
    for size in sizes {
        let f = try measureIncremental(views: size)
        all.append(f)
        print(
            String(
                format: "%-8d %9.2f ms   %7.2f ms (%6.4f)   %7.3f ms   %7.3f ms            %7.3f ms   %7.3f ms",
                f.views, f.first, f.rotation, f.rotation / f.first, f.constant, f.toggle, f.hide, f.text))
    }
    guard let small = all.first, let large = all.last, all.count > 1 else { return }
    print(
        String(
            format:
                "ratio %d/%d: rotation %.2f, constant %.2f, deactivate+activate %.2f, hide+show %.2f, label text %.2f",
            large.views, small.views, large.rotation / small.rotation, large.constant / small.constant,
            large.toggle / small.toggle, large.hide / small.hide, large.text / small.text))
}

/// One case once, for `valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*measuredRegion*'`:
/// only the change and its layout are counted, not building the screen. With `PERF_CTL_FIFO` naming the
/// control and acknowledgement fifos of `perf stat --delay=-1 --control=fifo:CTL,ACK`, perf counts the same
/// region (cycles and cache misses, which callgrind does not model).
///
/// The environment is read here, outside the region: read inside, it was most of what the region counted.
@MainActor
func measure(_ body: () -> Void) {
    let environment = ProcessInfo.processInfo.environment
    let control = environment["PERF_CTL_FIFO"].flatMap { FileHandle(forWritingAtPath: $0) }
    let ack = environment["PERF_ACK_FIFO"].flatMap { FileHandle(forReadingAtPath: $0) }
    measuredRegion(control: control, ack: ack, body)
}

/// The region `measure` counts: the change, between perf's enable and disable.
@inline(never)
@MainActor
func measuredRegion(control: FileHandle?, ack: FileHandle?, _ body: () -> Void) {
    func tell(_ command: String) {
        control?.write(Data("\(command)\n".utf8))
        _ = try? ack?.read(upToCount: 5)
    }
    tell("enable")
    body()
    tell("disable")
}

@MainActor
func runCallgrindCase(_ name: String, views: Int) throws {
    switch name {
    case "constant":
        let (simulator, content, leading) = try makeScreen(rows: views)
        simulator.window.addSubview(content)
        simulator.window.layoutIfNeeded()
        leading.constant = 6
        simulator.window.layoutIfNeeded()
        measure {
            leading.constant = 12
            simulator.window.layoutIfNeeded()
        }
    case "toggle":
        let (simulator, content, leading) = try makeScreen(rows: views)
        simulator.window.addSubview(content)
        simulator.window.layoutIfNeeded()
        measure {
            leading.isActive = false
            simulator.window.layoutIfNeeded()
            leading.isActive = true
            simulator.window.layoutIfNeeded()
        }
    case "first":
        // The first layout the rotation's ratio is taken against: the engine's build and solve, every frame.
        let (simulator, content, _) = try makeScreen(rows: views)
        measure {
            simulator.window.addSubview(content)
            simulator.window.layoutIfNeeded()
        }
    case "chain-build", "stacks-build":
        // Building a scale screen (views, constraints, no layout), then its first layout alone.
        measure { _ = try? makeScaleScreen(name, views: views) }
    case "chain-layout", "stacks-layout":
        let (simulator, content) = try makeScaleScreen(name, views: views)
        measure {
            simulator.window.addSubview(content)
            simulator.window.layoutIfNeeded()
        }
    case "rotation":
        let (simulator, content, _) = try makeScreen(rows: views)
        simulator.window.addSubview(content)
        simulator.window.layoutIfNeeded()
        measure {
            simulator.rotate(to: .landscape)
            simulator.window.layoutIfNeeded()
        }
    case "hide":
        let (simulator, content) = try makeStacks(views: views)
        simulator.window.addSubview(content)
        simulator.window.layoutIfNeeded()
        let column = content.subviews[0] as! UIStackView
        let row = column.arrangedSubviews[column.arrangedSubviews.count / 2] as! UIStackView
        measure {
            row.arrangedSubviews[1].isHidden = true
            simulator.window.layoutIfNeeded()
        }
    case "hide-again":
        // As `hide`, after hiding and showing the same view once: the first change of a process also
        // pays one-time costs (type metadata, malloc sorting the free chunks the build left).
        let (simulator, content) = try makeStacks(views: views)
        simulator.window.addSubview(content)
        simulator.window.layoutIfNeeded()
        let column = content.subviews[0] as! UIStackView
        let row = column.arrangedSubviews[column.arrangedSubviews.count / 2] as! UIStackView
        row.arrangedSubviews[1].isHidden = true
        simulator.window.layoutIfNeeded()
        row.arrangedSubviews[1].isHidden = false
        simulator.window.layoutIfNeeded()
        measure {
            row.arrangedSubviews[1].isHidden = true
            simulator.window.layoutIfNeeded()
        }
    case "text":
        let (simulator, _, label) = try makeLabels(rows: views)
        measure {
            label.text = "A much longer title"
            simulator.window.layoutIfNeeded()
        }
    case "table":
        try runTableCallgrindCase(rows: views)
    default:
        print(
            "unknown case \(name): constant, toggle, first, rotation, chain-build, chain-layout, stacks-build, "
                + "stacks-layout, hide, hide-again, text, table")
    }
}

/// The chain or the stack grid, for the callgrind cases `chain-…` and `stacks-…`.
@MainActor
func makeScaleScreen(_ name: String, views: Int) throws -> (DeviceSimulator, UIView) {
    name.hasPrefix("chain") ? try makeChain(views: views) : try makeStacks(views: views)
}
