import LayoutSolver
import Testing

@Suite struct SolverTests {
    @Test func solverCanBeCreated() {
        _ = Solver()
    }
}
