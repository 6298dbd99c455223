extension DeviceCatalog {
    /// The device `UIScreen.main` stands for before any simulator made a screen.
    static var defaultDevice: DeviceProfile {
        // Cannot fail: the catalog is compiled in and its tests resolve every model name.
        (try? profile(named: "iPhone 15 Pro")) ?? all[0]
    }
}
