import AdaptiveKit
import AdaptivePhotos
import AdaptiveRender
import Testing

@testable import adaptive

/// R2: the example app as `adaptive preview` embeds it, in either build.
@MainActor
@Suite struct EmbeddedSubjectTests {
    @Test(arguments: AdaptivePhotos.Version.allCases)
    func R2_theEmbeddedAppHasItsThreeScenesInEitherBuild(version: AdaptivePhotos.Version) throws {
        let subject = PreviewSubject.adaptivePhotos(version)
        #expect(subject.name == "AdaptivePhotos (\(version.rawValue))")
        #expect(subject.scenes == ["list", "photo", "profile"])
        let list = try subject.makeScene("list")
        #expect(String(describing: type(of: list.rootViewController)) == "TraitOverrideViewController")
        #expect(list.whenOnScreen == nil)
        #expect(try subject.makeScene("photo").whenOnScreen != nil, "selects the conversation with one photo")
        let profile = try #require(try subject.makeScene("profile").rootViewController as? UINavigationController)
        #expect(profile.viewControllers.map { String(describing: type(of: $0)) } == ["ProfileViewController"])
        let unknown = try subject.makeScene("settings")
        #expect(
            String(describing: type(of: unknown.rootViewController))
                == String(describing: type(of: list.rootViewController)))
        #expect(throws: PreviewError.self) { try subject.resolveScene("settings") }
    }
}
