import AdaptiveKit
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder
import TestSupport
import Testing

/// S2 on real files: the live tree installs exactly what the value stage resolves for the live size classes.
@MainActor
@Suite(.enabled(if: Samples.available, "../shared/ib-samples is absent"))
struct SampleVariationTests {
    /// The samples with size-class variations: Xcode 6/7 "wAny hAny" files and newer ones.
    nonisolated static let files = [
        "juanjo-ramos__FunWithSizeClasses/SizeClassFun__CustomView.xib",
        "danielgindi__Charts/ChartsDemo-iOS__XIBs__Demos__PiePolylineChartViewController.xib",
        "udacity__ios-short-adaptive-layouts/AdaptiveLayouts__AdaptiveLayouts__Base.lproj__Cloth.storyboard",
        "udacity__ios-short-adaptive-layouts/AdaptiveLayoutsComplete__AdaptiveLayouts__Base.lproj__Cloth.storyboard",
        "udacity__ios-short-adaptive-layouts/AdaptiveLayouts__AdaptiveLayouts__Base.lproj__Traffic.storyboard",
        "udacity__ios-short-adaptive-layouts/AdaptiveLayoutsComplete__AdaptiveLayouts__Base.lproj__Traffic.storyboard",
        "Automattic__simplenote-ios/Simplenote__Classes__SPSectionHeaderView.xib",
    ]

    /// Live and resolved agree: the same subviews under the same superviews, the same constraints active.
    func expectAgreement(_ binding: SizeClassBinding, file: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let resolved = binding.value.resolved(for: binding.sizeClasses)
        var expectedActive: [String] = []
        resolved.forEachView { view in
            expectedActive += view.constraints.map(\.id)
            for subview in view.subviews {
                #expect(
                    binding.view(withIBID: subview.id)?.superview === binding.view(withIBID: view.id),
                    "\(file) \(binding.sizeClasses): \(subview.id) not under \(view.id)", sourceLocation: sourceLocation
                )
            }
        }
        let made = Set(binding.constraintIDs)
        #expect(
            binding.activeConstraintIDs == expectedActive.filter(made.contains).sorted(),
            "\(file) \(binding.sizeClasses)", sourceLocation: sourceLocation)
    }

    /// The bindings of a file's scenes: each storyboard controller's view, each xib top-level view, on a device.
    func bindings(_ file: String, on simulatorRoot: (UIViewController) throws -> DeviceSimulator) throws
        -> [(SizeClassBinding, DeviceSimulator)]
    {
        let document = try IBDocument(contentsOf: Samples.url(file))
        var result: [(SizeClassBinding, DeviceSimulator)] = []
        if document.kind == .storyboard {
            let storyboard = UIStoryboard(document: document)
            for value in document.viewControllers where value.view != nil && value.elementName == "viewController" {
                let controller = try #require(storyboard.instantiateViewController(ibID: value.id))
                let simulator = try simulatorRoot(controller)
                result.append((try #require(controller.sizeClassBinding), simulator))
            }
        } else {
            for value in document.topLevelViews {
                let objects = UINib(document: document).instantiateObjects(withOwner: nil)
                let view: UIView = try #require(objects.view(withIBID: value.id))
                let controller = UIViewController()
                controller.view = view
                let simulator = try simulatorRoot(controller)
                result.append((try #require(SizeClassBinding.binding(of: view)), simulator))
            }
        }
        return result
    }

    @Test(arguments: files)
    func S2_rotatingAPhoneInstallsWhatTheDocumentResolves(_ file: String) throws {
        let scenes = try bindings(file) { try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: $0) }
        #expect(!scenes.isEmpty)
        for (binding, simulator) in scenes {
            #expect(binding.sizeClasses == IBSizeClasses(width: .compact, height: .regular))
            expectAgreement(binding, file: file)
            simulator.rotate(to: .landscape)
            #expect(binding.sizeClasses == IBSizeClasses(width: .compact, height: .compact))
            expectAgreement(binding, file: file)
            simulator.rotate(to: .portrait)
            expectAgreement(binding, file: file)
        }
    }

    @Test(arguments: files)
    func S2_resizingAnIPadInstallsWhatTheDocumentResolves(_ file: String) throws {
        let scenes = try bindings(file) {
            try DeviceSimulator(
                deviceNamed: "iPad Pro (12.9-inch) (6th generation)", orientation: .landscape, rootViewController: $0)
        }
        for (binding, simulator) in scenes {
            #expect(binding.sizeClasses == IBSizeClasses(width: .regular, height: .regular))
            expectAgreement(binding, file: file)
            try simulator.resize(to: .oneThird)
            #expect(binding.sizeClasses == IBSizeClasses(width: .compact, height: .regular))
            expectAgreement(binding, file: file)
            try simulator.resize(to: nil)
            expectAgreement(binding, file: file)
        }
    }
}

/// S1 on real files: every controller of every sample instantiates and loads its view, every xib instantiates.
@MainActor
@Suite(.enabled(if: Samples.available, "../shared/ib-samples is absent"))
struct SampleInstantiationTests {
    @Test(arguments: Samples.files)
    func S1_everySampleInstantiatesWithoutUIKitExceptions(_ file: String) throws {
        let document = try IBDocument(contentsOf: Samples.url(file))
        var made = 0
        let diagnostics = DiagnosticLog.capture {
            if document.kind == .storyboard {
                let storyboard = UIStoryboard(document: document)
                for value in document.viewControllers where value.storyboardReference == nil {
                    guard let controller = storyboard.instantiateViewController(ibID: value.id) else { continue }
                    controller.loadViewIfNeeded()
                    made += 1
                }
                if document.initialViewControllerID != nil {
                    #expect(storyboard.instantiateInitialViewController() != nil)
                }
            } else {
                made = UINib(document: document).instantiate(withOwner: nil).count
            }
        }
        #expect(made > 0)
        #expect(diagnostics.filter { $0.kind == .exception }.isEmpty, "\(diagnostics)")
    }
}
