import Foundation

#if !canImport(ObjectiveC)
    /// The selector-based observers of every notification center, by observer; guarded by a lock
    /// because `removeObserver(_:)` runs where UIKit code calls it, often a nonisolated `deinit`.
    private final class SelectorObservers: @unchecked Sendable {
        static let shared = SelectorObservers()
        private let lock = NSLock()
        private var registrations: [ObjectIdentifier: [(center: NotificationCenter, token: any NSObjectProtocol)]] =
            [:]

        func add(_ token: any NSObjectProtocol, center: NotificationCenter, observer: ObjectIdentifier) {
            lock.withLock { registrations[observer, default: []].append((center, token)) }
        }

        func remove(center: NotificationCenter, observer: ObjectIdentifier) -> [any NSObjectProtocol] {
            lock.withLock {
                let all = registrations[observer] ?? []
                registrations[observer] = all.filter { $0.center !== center }
                if registrations[observer]?.isEmpty == true { registrations[observer] = nil }
                return all.filter { $0.center === center }.map(\.token)
            }
        }
    }

    /// An observer held weakly, as Foundation holds observers.
    private final class WeakObserver: @unchecked Sendable {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    extension NotificationCenter {
        /// Calls `aSelector` on `observer` with each matching notification, like Foundation's
        /// `addObserver(_:selector:name:object:)` on Apple platforms (Linux's Foundation lacks it).
        ///
        /// The method comes from the observer's `messageTable`; the observer is held weakly. Tables belong
        /// to the main actor, so such notifications must be posted there (elsewhere the process traps,
        /// as Swift's isolation check does). A selector the observer's class does not implement gets the unrecognized-selector exception,
        /// recorded, when a notification arrives.
        public func addObserver(
            _ observer: AnyObject, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?
        ) {
            let box = WeakObserver(observer)
            let token = addObserver(forName: aName, object: anObject, queue: nil) { notification in
                nonisolated(unsafe) let notification = notification
                MainActor.assumeIsolated {
                    guard let observer = box.object else { return }
                    MessageTable.send(aSelector, to: observer, arguments: [notification])
                }
            }
            SelectorObservers.shared.add(token, center: self, observer: ObjectIdentifier(observer))
        }

        /// Removes an observer, including its selector-based registrations, like Foundation's `removeObserver(_:)`.
        public func removeObserver(_ observer: AnyObject) {
            for token in SelectorObservers.shared.remove(center: self, observer: ObjectIdentifier(observer)) {
                removeObserver(token as Any)
            }
            removeObserver(observer as Any)
        }
    }
#endif
