import Foundation
import TestSupport
import Testing

/// R3 / T5: `adaptive traits` and `adaptive devices`, end to end against the built tool.
@Suite struct TraitsCommandTests {
    @Test func T5_traitsForAPhoneInLandscapeMatchTheGoldenText() throws {
        let run = try runAdaptive(["traits", "--device", "iPhone 15 Pro", "--orientation", "landscape"])
        #expect(run.status == 0)
        assertSnapshot(run.standardOutput, named: "traits-iPhone-15-Pro-landscape.txt")
    }

    @Test func T5_traitsJSONHasTheDocumentedKeys() throws {
        let run = try runAdaptive([
            "traits", "--device", "ipad pro (11-inch) (4th generation)", "--orientation", "landscape",
            "--multitasking", "oneThird", "--content-size", "accessibilityLarge", "--style", "dark", "--json",
        ])
        #expect(run.status == 0)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        #expect(object["device"] as? String == "iPad Pro (11-inch) (4th generation)")
        #expect(object["orientation"] as? String == "landscape")
        #expect(object["multitasking"] as? String == "oneThird")
        #expect(object["width"] as? Double == 375)
        #expect(object["height"] as? Double == 834)
        #expect(object["horizontalSizeClass"] as? String == "compact")
        #expect(object["verticalSizeClass"] as? String == "regular")
        #expect(object["userInterfaceIdiom"] as? String == "pad")
        #expect(object["displayScale"] as? Double == 2)
        #expect(object["userInterfaceStyle"] as? String == "dark")
        #expect(object["preferredContentSizeCategory"] as? String == "accessibilityLarge")
        let safeArea = try #require(object["safeAreaInsets"] as? [String: Double])
        #expect(safeArea == ["top": 24, "left": 0, "bottom": 20, "right": 0])
        let margins = try #require(object["layoutMargins"] as? [String: Double])
        #expect(margins == ["top": 24, "left": 20, "bottom": 20, "right": 20])
    }

    @Test func T5_unknownDeviceSuggestsTheClosestNames() throws {
        let run = try runAdaptive(["traits", "--device", "iPhone 15 Pr"])
        #expect(run.status != 0)
        #expect(
            run.standardError.contains(
                #"Unknown device "iPhone 15 Pr". Did you mean "iPhone 15 Pro", "iPhone 15", "iPhone 15 Plus"?"#))
        #expect(run.standardOutput.isEmpty)
    }

    @Test func T5_multitaskingOnAPhoneOrAMissingSplitIsAnError() throws {
        let phone = try runAdaptive(["traits", "--device", "iPhone 15 Pro", "--multitasking", "half"])
        #expect(phone.status != 0)
        #expect(phone.standardError.contains("does not support multitasking"))
        let portraitHalf = try runAdaptive([
            "traits", "--device", "iPad (10th generation)", "--orientation", "portrait", "--multitasking", "half",
        ])
        #expect(portraitHalf.status != 0)
        #expect(portraitHalf.standardError.contains("does not offer Split View 1/2 in portrait"))
    }

    @Test func T5_badArgumentValuesAreRejected() throws {
        for arguments in [
            ["traits", "--device", "iPhone 15", "--orientation", "sideways"],
            ["traits", "--device", "iPhone 15", "--content-size", "huge"],
            ["traits", "--device", "iPhone 15", "--style", "sepia"],
            ["traits"],
        ] {
            let run = try runAdaptive(arguments)
            #expect(run.status != 0, "\(arguments)")
            #expect(run.standardError.contains("Error:"), "\(arguments)")
        }
    }

    @Test func T5_devicesListsEveryModelOnce() throws {
        let run = try runAdaptive(["devices"])
        #expect(run.status == 0)
        let lines = run.standardOutput.split(separator: "\n")
        #expect(lines.first?.hasPrefix("MODEL") == true)
        #expect(lines.contains { $0.hasPrefix("iPhone 15 Pro Max ") && $0.contains("430x932") && $0.contains("R/C") })
        #expect(
            lines.contains {
                $0.hasPrefix("iPad (10th generation) ") && $0.contains("slideOver oneThird half twoThirds")
            })
        assertSnapshot(run.standardOutput, named: "devices.txt")
    }
}
