/// Gives the `constraints` arrays that grew while `NSLayoutConstraint.activate(_:)` installed a batch the
/// exact capacity they need once the batch is in, as memory per view counts on big screens: appends double an
/// array's capacity, so a row view hosting 11 constraints kept room for 16. Only arrays
/// that reallocated during the batch are copied, so the copy costs no more than the growth did: activating a
/// few constraints on a host with thousands copies nothing.
@MainActor
enum HostConstraintsTrim {
    /// How many `activate(_:)` calls are under way (one, unless a constraint's activation activates more).
    static var batchDepth = 0
    /// The hosts whose arrays reallocated during the batch (a host once per reallocation).
    private static var grownHosts: [UIView] = []

    /// A host's `constraints` reallocated as a constraint was appended.
    static func didGrow(_ host: UIView) {
        guard batchDepth > 0 else { return }
        grownHosts.append(host)
    }

    /// Copies each grown array to one of its exact size, when that is smaller by more than malloc's rounding.
    static func trimGrownHosts() {
        guard !grownHosts.isEmpty else { return }
        let hosts = grownHosts
        grownHosts = []
        for host in hosts {
            if host.autoLayout.constraintsHaveHoles { host.compactInstalledConstraints() }
            let count = host.autoLayout.constraints.count
            // A big host keeps an eighth to spare: deactivating one of its constraints leaves a hole and
            // activating one appends, and an exact array would be copied whole by the first such pair.
            let needed = count >= 64 ? count + count / 8 : count
            // Short of it too (an array that grew by doubling to just past its count), or the first toggles would
            // double the array instead of closing their holes.
            let capacity = host.autoLayout.constraints.capacity
            guard capacity > needed + 1 || capacity < needed else { continue }
            var exact: [NSLayoutConstraint] = []
            exact.reserveCapacity(needed)
            exact.append(contentsOf: host.autoLayout.constraints)
            host.autoLayout.constraints = exact
        }
    }
}
