import Foundation
import Testing

@testable import AdaptiveKit

/// P3: the one value that holds a presentation's adaptation state, alone and during a rotation.
@MainActor
@Suite struct PresentationAdaptationValueTests {
    static let compactRegular = UITraitCollection(traitsFrom: [
        UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(verticalSizeClass: .regular),
    ])
    static let regularCompact = UITraitCollection(traitsFrom: [
        UITraitCollection(horizontalSizeClass: .regular), UITraitCollection(verticalSizeClass: .compact),
    ])

    @Test func P3_withoutAdaptationTheRequestedStyleShows() {
        let adaptation = PresentationAdaptation(requestedStyle: .formSheet)
        #expect(adaptation.adaptiveStyle == .none)
        #expect(adaptation.adaptedStyle == nil)
        #expect(adaptation.effectivePresentationStyle == .formSheet)
        #expect(adaptation.style(forAdaptiveStyle: .none) == .formSheet)
        #expect(adaptation.style(forAdaptiveStyle: .fullScreen) == .fullScreen)
        #expect(PresentationAdaptation().requestedStyle == .custom, "a custom controller's default")
    }

    @Test func P3_anAdaptedStyleReplacesTheRequestedOneUntilReset() {
        var adaptation = PresentationAdaptation(requestedStyle: .popover)
        adaptation.adaptiveStyle = .formSheet
        adaptation.destination = .init(traits: Self.regularCompact, safeArea: .zero)
        #expect(adaptation.adaptedStyle == .formSheet)
        #expect(adaptation.effectivePresentationStyle == .formSheet)
        adaptation.reset()
        #expect(adaptation.adaptedStyle == nil)
        #expect(adaptation.effectivePresentationStyle == .popover)
        #expect(adaptation.destination?.traits == Self.regularCompact, "a rotation in flight is not forgotten")
    }

    @Test func P3_anAnnouncedStyleCountsOnlyForTheDestinationItWasAnnouncedFor() {
        var adaptation = PresentationAdaptation(requestedStyle: .formSheet)
        adaptation.announcedStyle = .fullScreen
        #expect(adaptation.announcedStyle(forDestination: Self.regularCompact) == nil, "no transition in flight")
        adaptation.destination = .init(
            traits: Self.regularCompact, safeArea: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(adaptation.announcedStyle(forDestination: Self.regularCompact) == .fullScreen)
        #expect(adaptation.announcedStyle(forDestination: Self.compactRegular) == nil)
    }

    @Test func P3_theDelegateHearsAStyleOnceAndAlwaysAtTheFirstEvaluation() {
        var adaptation = PresentationAdaptation(requestedStyle: .formSheet)
        #expect(adaptation.needsAnnouncement(of: .none, initial: true))
        #expect(!adaptation.needsAnnouncement(of: .none, initial: false), "unchanged")
        #expect(adaptation.needsAnnouncement(of: .fullScreen, initial: false), "changed")
        adaptation.announcedStyle = .fullScreen
        #expect(!adaptation.needsAnnouncement(of: .fullScreen, initial: false), "already announced")
        #expect(adaptation.needsAnnouncement(of: .fullScreen, initial: true))
    }

    @Test func P3_aRotationCarriesItsDestinationUntilItsCompletion() throws {
        let root = UIViewController()
        let simulator = try DeviceSimulator.presenting("iPhone 15 Pro Max", root: root)
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .formSheet
        root.present(sheet, animated: false)
        let presentation = try #require(sheet.presentationController)
        #expect(presentation.adaptation.destination == nil)

        simulator.rotate(to: .landscape, completing: false)
        #expect(
            presentation.adaptation.destination
                == .init(
                    traits: simulator.window.traitCollection,
                    safeArea: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59)))
        #expect(presentation.adaptation.adaptiveStyle == .fullScreen)
        #expect(presentation.adaptation.announcedStyle == nil, "applied once the traits changed")
        simulator.runUntilIdle()
        #expect(presentation.adaptation.destination == nil)
        #expect(presentation.adaptation.effectivePresentationStyle == .fullScreen)
    }
}
