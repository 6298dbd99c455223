import Foundation

#if !canImport(ObjectiveC)
    /// The selector-based observers of every notification center, by observer; guarded by a lock
    /// because `removeObserver(_:)` runs where UIKit code calls it, often a nonisolated `deinit`.
    private final class SelectorObservers: @unchecked Sendable {
        typealias Entry = (center: NotificationCenter, token: any NSObjectProtocol, registration: SelectorRegistration)

        static let shared = SelectorObservers()
        private let lock = NSLock()
        private var registrations: [ObjectIdentifier: [Entry]] = [:]
        /// Set on the main queue only, so that `isOnMainQueue` can ask where code runs without trapping.
        private let mainQueueKey = DispatchSpecificKey<Bool>()

        private init() {
            DispatchQueue.main.setSpecific(key: mainQueueKey, value: true)
        }

        /// Whether the caller runs on the main queue, the main actor's executor here. Once `dispatchMain()`
        /// has parked the main thread (as an async `main` does), the main queue runs on other threads, so
        /// `Thread.isMainThread` alone does not tell.
        var isOnMainQueue: Bool {
            Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
        }

        func add(_ entry: Entry, observer: ObjectIdentifier) {
            lock.withLock { registrations[observer, default: []].append(entry) }
        }

        func remove(center: NotificationCenter, observer: ObjectIdentifier) -> [Entry] {
            lock.withLock {
                let all = registrations[observer] ?? []
                registrations[observer] = all.filter { $0.center !== center }
                if registrations[observer]?.isEmpty == true { registrations[observer] = nil }
                return all.filter { $0.center === center }
            }
        }
    }

    /// One selector registration: its observer, held weakly as Foundation holds observers, and whether
    /// `removeObserver(_:)` has ended it, so that a delivery still on its way to the main actor is dropped.
    private final class SelectorRegistration: @unchecked Sendable {
        private let lock = NSLock()
        private weak var observer: AnyObject?
        private var isRemoved = false
        let selector: Selector

        init(_ observer: AnyObject, selector: Selector) {
            self.observer = observer
            self.selector = selector
        }

        func remove() { lock.withLock { isRemoved = true } }

        /// Calls the selector on the observer, unless it was freed or removed.
        @MainActor func deliver(_ notification: Notification) {
            guard let observer = lock.withLock({ isRemoved ? nil : observer }) else { return }
            MessageTable.send(selector, to: observer, arguments: [notification])
        }
    }

    extension NotificationCenter {
        /// Calls `aSelector` on `observer` with each matching notification, like Foundation's
        /// `addObserver(_:selector:name:object:)` on Apple platforms (Linux's Foundation lacks it).
        ///
        /// The method comes from the observer's `messageTable`; the observer is held weakly. Tables belong
        /// to the main actor, so the method always runs there: a notification posted on the main actor is
        /// delivered at once, inside `post`, as Foundation does; one posted anywhere else (UIKit apps post
        /// from background queues) is delivered on the main queue, after the main actor's current work and in
        /// the order of the posts, where Foundation would call the method on the posting thread. An observer
        /// removed or freed before such a delivery does not get it. A selector the observer's class does not
        /// implement gets the unrecognized-selector exception, recorded, when a notification arrives.
        public func addObserver(
            _ observer: AnyObject, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?
        ) {
            let registration = SelectorRegistration(observer, selector: aSelector)
            let token = addObserver(forName: aName, object: anObject, queue: nil) { notification in
                // Notification is not Sendable (its object and userInfo are `Any`); it is handed over whole to
                // the one delivery, and read only there.
                nonisolated(unsafe) let notification = notification
                if SelectorObservers.shared.isOnMainQueue {
                    MainActor.assumeIsolated { registration.deliver(notification) }
                } else {
                    DispatchQueue.main.async { MainActor.assumeIsolated { registration.deliver(notification) } }
                }
            }
            SelectorObservers.shared.add((self, token, registration), observer: ObjectIdentifier(observer))
        }

        /// Removes an observer, including its selector-based registrations, like Foundation's `removeObserver(_:)`.
        public func removeObserver(_ observer: AnyObject) {
            for entry in SelectorObservers.shared.remove(center: self, observer: ObjectIdentifier(observer)) {
                entry.registration.remove()
                removeObserver(entry.token as Any)
            }
            removeObserver(observer as Any)
        }
    }
#endif
