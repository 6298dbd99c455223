/// What a simulated drag on a sheet did (`DeviceSimulator.drag(_:by:velocity:)`).
public enum SheetDragOutcome: Equatable, Sendable {
    /// The sheet came to rest at this detent (the one it started at if the drag was too short).
    case settled(UISheetPresentationController.Detent.Identifier)
    /// The sheet was pulled below its smallest detent and is being dismissed.
    case dismissing
    /// The sheet was pulled below its smallest detent but may not go (`isModalInPresentation`, or
    /// the delegate refused); it springs back.
    case resisted
    /// Nothing can be dragged: not a sheet attached to the bottom edge, not presented, or covered.
    case unavailable
}

/// What a simulated tap outside a sheet did (`DeviceSimulator.tapOutside(_:at:)`).
public enum SheetTapOutcome: Equatable, Sendable {
    /// The sheet is not dimmed at its detent: the tap reaches the presenter's views below it.
    case reachedPresenter
    /// The tap landed on the sheet itself.
    case insideSheet
    /// The tap on the dimming view dismisses the sheet.
    case dismissing
    /// The sheet stays (`isModalInPresentation`, or the delegate refused).
    case resisted
    /// Not a presented sheet on this screen, or a transition is in flight.
    case unavailable
}
