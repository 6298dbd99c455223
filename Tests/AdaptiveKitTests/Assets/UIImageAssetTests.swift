import Foundation
import Testing

@testable import AdaptiveKit

/// T8: `UIImageAsset` registration and best match, and image views that re-resolve as traits change.
@MainActor
@Suite struct UIImageAssetTests {
    /// An image told apart from the others by its width.
    static func image(_ width: CGFloat, scale: CGFloat = 2) -> UIImage {
        UIImage(size: CGSize(width: width, height: 10), scale: scale)
    }

    static func traits(
        vertical: UIUserInterfaceSizeClass = .unspecified, horizontal: UIUserInterfaceSizeClass = .unspecified,
        idiom: UIUserInterfaceIdiom = .unspecified, scale: CGFloat = 0
    ) -> UITraitCollection {
        UITraitCollection {
            $0.verticalSizeClass = vertical
            $0.horizontalSizeClass = horizontal
            $0.userInterfaceIdiom = idiom
            $0.displayScale = scale
        }
    }

    static let phone3x = traits(idiom: .phone, scale: 3)

    @Test func T8_registerReplaceAndUnregister() {
        let asset = UIImageAsset()
        let compact = Self.image(1)
        asset.register(compact, with: Self.traits(vertical: .compact, scale: 3))
        asset.register(Self.image(2), with: Self.traits(scale: 3))
        #expect(compact.imageAsset === asset)

        let inCompact = asset.image(with: Self.traits(vertical: .compact, idiom: .phone, scale: 3))
        #expect(inCompact == compact)
        #expect(inCompact.imageAsset === asset)
        #expect(inCompact.traitCollection == Self.traits(vertical: .compact, scale: 3))
        #expect(asset.image(with: Self.traits(vertical: .regular, idiom: .phone, scale: 3)).size.width == 2)

        // Equal traits replace the earlier image in place.
        asset.register(Self.image(3), with: Self.traits(vertical: .compact, scale: 3))
        #expect(asset.registeredTraitCollections.count == 2)
        #expect(asset.image(with: Self.traits(vertical: .compact, idiom: .phone, scale: 3)).size.width == 3)

        asset.unregisterImage(with: Self.traits(vertical: .compact, scale: 3))
        #expect(asset.registeredTraitCollections == [Self.traits(scale: 3)])
        #expect(asset.image(with: Self.traits(vertical: .compact, idiom: .phone, scale: 3)).size.width == 2)
    }

    @Test func T8_aRegistrationWithoutScaleCountsAsScaleOne() {
        let asset = UIImageAsset()
        asset.register(Self.image(1, scale: 1), with: Self.traits(vertical: .compact))
        #expect(asset.registeredTraitCollections == [Self.traits(vertical: .compact, scale: 1)])
        asset.register(Self.image(2, scale: 1), with: Self.traits(vertical: .compact, scale: 1))
        #expect(asset.registeredTraitCollections.count == 1)
        asset.unregisterImage(with: Self.traits(vertical: .compact))
        #expect(asset.registeredTraitCollections.isEmpty)
        // With nothing registered the answer is an empty image, not a crash.
        #expect(asset.image(with: Self.phone3x).size == .zero)
    }

    @Test func T8_theMostSpecificContainedCandidateWins() {
        let asset = UIImageAsset()
        asset.register(Self.image(1), with: Self.traits(scale: 3))
        asset.register(Self.image(2), with: Self.traits(vertical: .compact, scale: 2))
        asset.register(Self.image(3), with: Self.traits(vertical: .compact, idiom: .phone, scale: 2))
        asset.register(Self.image(4), with: Self.traits(vertical: .compact, idiom: .pad, scale: 3))
        // Specificity beats an exact scale: the 2x phone + compact image on a 3x phone.
        #expect(asset.image(with: Self.traits(vertical: .compact, idiom: .phone, scale: 3)).size.width == 3)
        // The pad image is not contained in a phone request; on a pad it wins.
        #expect(asset.image(with: Self.traits(vertical: .compact, idiom: .pad, scale: 3)).size.width == 4)
        // Regular height: only the unqualified image is contained.
        #expect(asset.image(with: Self.traits(vertical: .regular, idiom: .phone, scale: 2)).size.width == 1)
    }

    @Test func T8_tiesGoToTheClosestScaleThenRegistrationOrder() {
        let asset = UIImageAsset()
        asset.register(Self.image(1, scale: 1), with: Self.traits(scale: 1))
        asset.register(Self.image(3, scale: 3), with: Self.traits(scale: 3))
        // 2x requested: no exact match, the higher scale wins over the lower.
        #expect(asset.image(with: Self.traits(idiom: .phone, scale: 2)).size.width == 3)
        asset.register(Self.image(2, scale: 2), with: Self.traits(scale: 2))
        #expect(asset.image(with: Self.traits(idiom: .phone, scale: 2)).size.width == 2)
        asset.unregisterImage(with: Self.traits(scale: 3))
        // 3x requested, only lower scales: the nearest lower.
        #expect(asset.image(with: Self.phone3x).size.width == 2)

        // Equally specific on different axes, same scale: the first registered wins.
        let tie = UIImageAsset()
        tie.register(Self.image(10), with: Self.traits(horizontal: .compact, scale: 2))
        tie.register(Self.image(20), with: Self.traits(vertical: .compact, scale: 2))
        #expect(
            tie.image(with: Self.traits(vertical: .compact, horizontal: .compact, idiom: .phone, scale: 2)).size.width
                == 10)
    }

    @Test func T8_withNoContainedCandidateTheFewestConflictsWin() {
        let asset = UIImageAsset()
        asset.register(Self.image(1), with: Self.traits(vertical: .compact, horizontal: .compact, scale: 2))
        asset.register(Self.image(2), with: Self.traits(vertical: .compact, horizontal: .regular, scale: 2))
        #expect(
            asset.image(with: Self.traits(vertical: .regular, horizontal: .regular, idiom: .phone, scale: 2)).size.width
                == 2)
    }

    @Test func T8_unspecifiedScaleAndIdiomMeanTheMainScreens() throws {
        let asset = UIImageAsset()
        asset.register(Self.image(1), with: Self.traits(idiom: .phone, scale: 3))
        asset.register(Self.image(2), with: Self.traits(idiom: .pad, scale: 2))
        asset.register(Self.image(3), with: Self.traits(idiom: .pad, scale: 3))
        let pad = try DeviceSimulator(deviceNamed: "iPad Air (5th generation)")
        defer { withExtendedLifetime(pad) {} }
        #expect(UIScreen.main.traitCollection.userInterfaceIdiom == .pad)
        #expect(asset.image(with: UITraitCollection()).size.width == 2)
        let phone = try DeviceSimulator(deviceNamed: "iPhone 15 Pro")
        defer { withExtendedLifetime(phone) {} }
        #expect(asset.image(with: UITraitCollection()).size.width == 1)
    }

    // MARK: Image views

    @Test func T8_imageViewSwapsToTheCompactHeightVariantOnRotation() throws {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        let imageView = UIImageView(image: UIImage(named: "Banner", in: .module, compatibleWith: nil))
        controller.view.addSubview(imageView)
        #expect(imageView.image?.size == CGSize(width: 200, height: 100))

        simulator.rotate(to: .landscape)
        #expect(imageView.image?.size == CGSize(width: 100, height: 30))
        #expect(imageView.image?.scale == 3)
        #expect(imageView.image?.fileURL?.lastPathComponent == "banner-compact@3x.png")
        #expect(imageView.intrinsicContentSize == CGSize(width: 100, height: 30))

        simulator.rotate(to: .portrait)
        #expect(imageView.image?.fileURL?.lastPathComponent == "banner-regular@3x.png")
    }

    @Test func T8_imageViewSwapsToTheDarkVariantInDarkMode() throws {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone SE (3rd generation)", rootViewController: controller)
        let imageView = UIImageView(image: UIImage(named: "Mode", in: .module, compatibleWith: nil))
        controller.view.addSubview(imageView)
        #expect(imageView.image?.fileURL?.lastPathComponent == "mode@2x.png")
        #expect(imageView.intrinsicContentSize == CGSize(width: 40, height: 40))

        simulator.setUserInterfaceStyle(.dark)
        #expect(imageView.image?.fileURL?.lastPathComponent == "mode-dark@2x.png")
        #expect(imageView.intrinsicContentSize == CGSize(width: 44, height: 44))

        simulator.setUserInterfaceStyle(.light)
        #expect(imageView.image?.fileURL?.lastPathComponent == "mode@2x.png")
    }

    @Test func T8_imageViewSwapsToTheCompactWidthVariantInSlideOver() throws {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPad Air (5th generation)", rootViewController: controller)
        let imageView = UIImageView(image: UIImage(named: "Sidebar", in: .module, compatibleWith: nil))
        controller.view.addSubview(imageView)
        #expect(imageView.image?.size == CGSize(width: 300, height: 20))

        try simulator.resize(to: .slideOver)
        #expect(imageView.image?.fileURL?.lastPathComponent == "sidebar-compact@2x.png")
        #expect(imageView.intrinsicContentSize == CGSize(width: 60, height: 20))

        try simulator.resize(to: nil)
        #expect(imageView.image?.fileURL?.lastPathComponent == "sidebar-regular@2x.png")
    }

    @Test func T8_imageViewFollowsAnOverrideOnItsController() throws {
        let asset = UIImageAsset()
        asset.register(Self.image(1, scale: 3), with: Self.traits(scale: 3))
        asset.register(
            Self.image(2, scale: 3),
            with: UITraitCollection(userInterfaceStyle: .dark).modifyingTraits {
                $0.displayScale = 3
            })
        let controller = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        defer { withExtendedLifetime(simulator) {} }
        let imageView = UIImageView(image: asset.image(with: Self.phone3x))
        controller.view.addSubview(imageView)
        #expect(imageView.image?.size.width == 1)
        controller.traitOverrides.userInterfaceStyle = .dark
        #expect(imageView.image?.size.width == 2)
    }
}
