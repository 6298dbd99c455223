import AdaptiveKit
import AdaptiveRender
import Testing

@testable import adaptive

/// R2: the `--devices` and `--orientations` values, read into the configuration matrix.
@Suite struct ListArgumentsTests {
    @Test func R2_theDefaultMatrixIsFiveDevicesInBothOrientations() throws {
        let models = try ListArguments.models(ListArguments.previewDevices).map(\.model)
        #expect(
            models == [
                "iPhone SE (3rd generation)", "iPhone 15 Pro", "iPhone 15 Pro Max",
                "iPad Pro (11-inch) (4th generation)", "iPad Pro (12.9-inch) (6th generation)",
            ])
        let configurations = PreviewConfiguration.matrix(
            models: try ListArguments.models(ListArguments.previewDevices),
            orientations: try ListArguments.orientations(nil), multitasking: false)
        #expect(configurations.count == 10)
        #expect(
            configurations.map(\.id).prefix(2) == [
                "iPhone-SE-3rd-generation-portrait", "iPhone-SE-3rd-generation-landscape",
            ])
        #expect(
            try ListArguments.bothOrientations(ListArguments.lintDevices).map(\.title) == [
                "iPhone 15 Pro · portrait", "iPhone 15 Pro · landscape",
                "iPad Pro (11-inch) (4th generation) · portrait", "iPad Pro (11-inch) (4th generation) · landscape",
            ])
    }

    @Test func R2_allMeansEveryCanvasOnceAndNamesAreCanonicalAndUnrepeated() throws {
        let all = try ListArguments.models(" ALL ")
        #expect(all.count == DeviceCatalog.all.count)
        #expect(Set(all.map(\.device.name)).count == all.count)
        #expect(
            try ListArguments.models("ipad pro (11-inch) (4th generation), iPad Pro (11-inch) (4th generation),,")
                .map(\.model) == ["iPad Pro (11-inch) (4th generation)"])
        #expect(try ListArguments.orientations(" Landscape ,portrait,landscape") == [.landscape, .portrait])
    }

    @Test func R2_badListsAreTypedErrorsWithClearMessages() throws {
        #expect(throws: ListArgumentError.self) { try ListArguments.models("iPhone 15 Pr") }
        do {
            _ = try ListArguments.models("iPhone SE (3rd generation),iPhone 15 Pr")
            Issue.record("expected an error")
        } catch {
            #expect(error.description.hasPrefix(#"Unknown device "iPhone 15 Pr". Did you mean "iPhone 15 Pro""#))
        }
        do {
            _ = try ListArguments.orientations("portrait,sideways")
            Issue.record("expected an error")
        } catch {
            #expect(
                error.description
                    == #"Unknown orientation "sideways"; use portrait, landscape or both, separated by a comma"#)
        }
        do {
            _ = try ListArguments.models(" , ")
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "--devices needs at least one value")
        }
        do {
            _ = try ListArguments.orientations(",")
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "--orientations needs at least one value")
        }
    }

    @Test func R2_windowSizesAddAResizableWindowPerSizeOnIPadsOnly() throws {
        #expect(try ListArguments.windowSizes(nil) == [])
        let sizes = try ListArguments.windowSizes(" 600x800, 1000×700,600X800 ,,")
        #expect(sizes == [CGSize(width: 600, height: 800), CGSize(width: 1000, height: 700)])
        let configurations = PreviewConfiguration.matrix(
            models: try ListArguments.models("iPhone 15 Pro,iPad Pro (11-inch) (4th generation)"),
            orientations: [.landscape], multitasking: false, windowSizes: sizes)
        #expect(
            configurations.map(\.id) == [
                "iPhone-15-Pro-landscape", "iPad-Pro-11-inch-4th-generation-landscape",
                "iPad-Pro-11-inch-4th-generation-landscape-600x800",
                "iPad-Pro-11-inch-4th-generation-landscape-1000x700",
            ])
        #expect(configurations[2].title == "iPad Pro (11-inch) (4th generation) · landscape · 600x800")
        #expect(throws: Never.self) { try configurations[3].validateWindowSize() }
        var portrait = configurations[3]
        portrait.orientation = .portrait
        #expect(throws: DeviceLookupError.self) { try portrait.validateWindowSize() }
    }

    @Test func R2_badWindowSizesAreTypedErrorsWithClearMessages() {
        for value in ["600by800", "600x", "x800", "600x800x2", "-600x800", "0x800", "infx800", "nanx800"] {
            do {
                _ = try ListArguments.windowSizes(value)
                Issue.record("expected an error for \(value)")
            } catch {
                #expect(error.description == "Bad window size \"\(value)\"; write WIDTHxHEIGHT in points, e.g. 600x800")
            }
        }
        do {
            _ = try ListArguments.windowSizes(" , ")
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "--sizes needs at least one value")
        }
    }
}
