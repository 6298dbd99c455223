/// What a simulated tap outside a popover did (`DeviceSimulator.tapOutside(_:at:)`).
public enum PopoverTapOutcome: Equatable, Sendable {
    /// The popover is being dismissed.
    case dismissing
    /// The popover stays (`isModalInPresentation`, or the delegate refused).
    case resisted
    /// The tap reached a passthrough view (or the popover itself); the popover stays and is not asked.
    case passedThrough
    /// Not a popover on this screen (adapted to a sheet, not presented, in a transition, or in another window).
    case unavailable
}
