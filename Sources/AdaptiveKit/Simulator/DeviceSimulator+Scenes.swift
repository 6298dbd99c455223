import Foundation

extension DeviceSimulator {
    /// A scene for a simulator's app, numbered within the device (the app's own is 1).
    static func makeScene(number: Int = 1) -> UIWindowScene {
        let session = UISceneSession(persistentIdentifier: "adaptive-scene-\(number)", role: .windowApplication)
        let scene = UIWindowScene(session: session, connectionOptions: UIScene.ConnectionOptions())
        session.scene = scene
        return scene
    }

    /// Opens another app beside this one in Split View, as dragging an app from the Dock to the
    /// screen's edge does: this app resizes to `multitasking` (a third, a half or two thirds), the
    /// other app's scene takes the rest of the screen, to the right of a 10-point divider.
    ///
    /// Returns the device as the other app sees it: the same screen and clock, its own scene,
    /// window, size and traits. Rotating or resizing this app moves the other one with it.
    /// Throws when the orientation offers no such arrangement (or for Slide Over, which is not side by side).
    @discardableResult
    public func openScene(
        beside multitasking: MultitaskingSize, rootViewController: UIViewController? = nil
    ) throws(DeviceLookupError) -> DeviceSimulator {
        let other = try complement(of: multitasking)
        _ = try device.windowSize(orientation, multitasking: other)
        try resize(to: multitasking)
        let companion = try DeviceSimulator(companionOf: self, multitasking: other)
        companions.append(companion)
        placeCompanions()
        if let rootViewController { companion.rootViewController = rootViewController }
        return companion
    }

    /// The other side of a Split View arrangement.
    private func complement(of size: MultitaskingSize) throws(DeviceLookupError) -> MultitaskingSize {
        switch size {
        case .oneThird: return .twoThirds
        case .half: return .half
        case .twoThirds: return .oneThird
        case .slideOver:
            // Slide Over floats over the app instead of sharing the screen; offer the side-by-side sizes.
            let sideBySide = MultitaskingSize.allCases.filter {
                $0 != .slideOver && device.multitaskingLayout($0, in: orientation) != nil
            }
            guard !sideBySide.isEmpty else { throw .multitaskingUnsupported(device: device.name) }
            throw .multitaskingSizeUnavailable(
                device: device.name, size: size, orientation: orientation, available: sideBySide)
        }
    }

    /// After this app rotated or resized, the apps beside it take the rest of the screen, each with
    /// its own transition; back to full screen, they leave the screen.
    func companionsFollow(completing: Bool) {
        guard !companions.isEmpty else { return }
        guard let size = multitasking, let other = try? complement(of: size) else { return }
        for companion in companions {
            companion.performTransition(
                orientation: orientation, multitasking: other,
                duration: orientation == companion.orientation ? 0.3 : companion.rotationDuration,
                completing: completing)
        }
        placeCompanions()
    }

    /// Puts each companion scene's frame on the screen after this app's window and the divider.
    private func placeCompanions() {
        for companion in companions {
            companion.windowScene.systemFrame.origin = CGPoint(x: window.bounds.width + 10, y: 0)
        }
    }

    /// The scene's other visible windows (an app's second window): they change with the scene.
    var otherSceneWindows: [UIWindow] {
        windowScene.windows.filter { $0 !== window && !$0.isHidden }
    }

    /// A transition's setup for the scene's other windows, after the main window's: each root
    /// controller hears `willTransition(to:with:)` and `viewWillTransition(to:with:)` as the main
    /// root does. Their trait updates are not held back: they follow the scene's traits in the
    /// transition's trait step.
    func otherWindowsWillTransition(
        to sceneTraits: UITraitCollection, state: (traits: UITraitCollection, safeArea: UIEdgeInsets, frame: CGRect),
        with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        for other in otherSceneWindows {
            guard let root = other.rootViewController else { continue }
            let windowTraits = TraitResolution.resolve(inherited: sceneTraits, own: other.traitOverridesStorage)
            let predicted = TraitResolution.resolve(inherited: windowTraits, own: root.traitOverridesStorage)
            if predicted != root.traitCollection { root.willTransition(to: predicted, with: coordinator) }
            if state.frame.size != other.bounds.size {
                root.viewWillTransition(to: state.frame.size, with: coordinator)
                // Overrides computed from the new size are asked for again, as in the main window.
                TraitPropagation.invalidate(other)
            }
        }
    }
}
