import Foundation
import Testing

@testable import AdaptiveKit

@Suite struct DeviceCatalogLookupTests {
    static let models = DeviceCatalog.allModels.map(\.model)

    @Test(arguments: models)
    func T5_everyModelResolvesToTheCanvasListingIt(model: String) throws {
        #expect(try DeviceCatalog.profile(named: model).models.contains(model))
    }

    @Test func T5_allModelsListsEveryModelOnceInCatalogOrder() {
        #expect(Self.models == DeviceCatalog.all.flatMap(\.models))
        #expect(Set(Self.models).count == Self.models.count)
        #expect(DeviceCatalog.allModels.allSatisfy { $0.profile.models.contains($0.model) })
    }

    @Test func T5_namesAreUniqueAcrossTheCatalog() {
        // A canvas name may repeat one of its own models ("iPhone 16 Pro"), never another canvas's name.
        var owner: [String: String] = [:]
        for profile in DeviceCatalog.all {
            for name in Set(profile.models + [profile.name]) {
                let key = DeviceCatalog.lookupKey(name)
                #expect(owner[key] == nil, "\(name) is claimed by \(owner[key] ?? "") and \(profile.name)")
                owner[key] = profile.name
            }
        }
    }

    @Test func T5_canvasNamesResolve() throws {
        let profile = try DeviceCatalog.profile(named: "iPhone 14 Pro / 15 / 15 Pro / 16")
        #expect(profile.models == ["iPhone 14 Pro", "iPhone 15", "iPhone 15 Pro", "iPhone 16"])
        #expect(try DeviceCatalog.profile(named: "iPad 9.7-inch").portraitSize == CGSize(width: 768, height: 1024))
    }

    @Test(arguments: [
        "iphone 15 pro", "IPHONE 15 PRO", "  iPhone 15 Pro  ", "iPhone  15\tPro", "\niPhone 15 pro\n",
    ])
    func T5_lookupIgnoresCaseAndWhitespace(name: String) throws {
        #expect(try DeviceCatalog.profile(named: name) == DeviceCatalog.profile(named: "iPhone 15 Pro"))
    }

    @Test func T5_lookupTellsApartNamesThatDifferByAGeneration() throws {
        let eleven = try DeviceCatalog.profile(named: "iPad Pro (11-inch) (4th generation)")
        #expect(eleven.portraitSize == CGSize(width: 834, height: 1194))
        let twelve = try DeviceCatalog.profile(named: "iPad Pro (12.9-inch) (2nd generation)")
        #expect(twelve.safeAreaInsets.portrait == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        let twelveLater = try DeviceCatalog.profile(named: "iPad Pro (12.9-inch) (3rd generation)")
        #expect(twelveLater.safeAreaInsets.portrait == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    }

    @Test func T5_unknownNameSuggestsTheThreeClosestNames() {
        #expect(
            throws: DeviceLookupError.unknownDevice(
                name: "iPhone 15 Pr", suggestions: ["iPhone 15 Pro", "iPhone 15", "iPhone 15 Plus"])
        ) {
            try DeviceCatalog.profile(named: "iPhone 15 Pr")
        }
    }

    @Test func T5_unknownNameMessageQuotesTheNameAndSuggestions() {
        do {
            _ = try DeviceCatalog.profile(named: "iPhone 15 Pr")
            Issue.record("expected an unknown-device error")
        } catch {
            #expect(
                error.description
                    == #"Unknown device "iPhone 15 Pr". Did you mean "iPhone 15 Pro", "iPhone 15", "iPhone 15 Plus"?"#)
            #expect(error.localizedDescription == error.description)
        }
    }

    @Test(arguments: [
        ("ipad mini 6th generation", "iPad mini (6th generation)"),
        ("iPhone SE (3rd gen)", "iPhone SE (3rd generation)"),
        ("iPad Pro 11 inch 4th generation", "iPad Pro (11-inch) (4th generation)"),
        ("iPad Pro 13 inch (M4)", "iPad Pro 13-inch (M4)"),
        ("iPhone 16 Pro Maxx", "iPhone 16 Pro Max"),
    ])
    func T5_unknownNameSuggestsTheIntendedModelFirst(typo: String, intended: String) {
        #expect(DeviceCatalog.suggestions(for: typo).first == intended)
    }

    @Test func T5_suggestionsAreThreeNamesTheCatalogAccepts() throws {
        let suggestions = DeviceCatalog.suggestions(for: "Pixel 8")
        #expect(suggestions.count == 3)
        for name in suggestions { _ = try DeviceCatalog.profile(named: name) }
    }
}
