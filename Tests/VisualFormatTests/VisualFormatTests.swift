import Testing
import VisualFormat

@Suite struct VisualFormatTests {
    @Test func moduleLoads() {
        #expect(String(describing: VisualFormat.self) == "VisualFormat")
    }
}
