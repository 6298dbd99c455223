import Foundation
import Testing

@testable import AdaptiveKit

/// Tab bar items hold images as UIKit's do (`UIBarItem.image`, `UITabBarItem.selectedImage`).
@MainActor
@Suite struct UITabBarItemTests {
    @Test func anItemMadeWithTitleImageAndTagHoldsThemWithUIKitsDefaults() {
        let image = UIImage(size: CGSize(width: 25, height: 25))
        let item = UITabBarItem(title: "Library", image: image, tag: 3)
        #expect(item.title == "Library")
        #expect(item.image === image)
        #expect(item.tag == 3)
        #expect(item.selectedImage == nil)
        #expect(item.badgeValue == nil)
        #expect(item.badgeColor == nil)
        #expect(item.isEnabled)
        #expect(item.imageInsets == .zero)
        #expect(item.landscapeImagePhone == nil)
    }

    @Test func anItemMadeWithTwoImagesKeepsTheSelectedOneApartAndTagZero() {
        let image = UIImage(size: CGSize(width: 25, height: 25))
        let selected = UIImage(size: CGSize(width: 30, height: 30))
        let item = UITabBarItem(title: nil, image: image, selectedImage: selected)
        #expect(item.image === image)
        #expect(item.selectedImage === selected)
        #expect(item.tag == 0)
    }

    @Test func barButtonItemsAndTabBarItemsAreBarItems() {
        let items: [UIBarItem] = [
            UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil), UITabBarItem(),
        ]
        #expect(items.map(\.title) == ["Edit", nil])
        items[0].isEnabled = false
        #expect((items[0] as? UIBarButtonItem)?.isEnabled == false)
    }

    @Test func aControllersDefaultItemIsTitledAfterItAndHasNoImage() {
        let controller = UIViewController()
        controller.title = "Albums"
        #expect(controller.tabBarItem.title == "Albums")
        #expect(controller.tabBarItem.image == nil)
    }
}
