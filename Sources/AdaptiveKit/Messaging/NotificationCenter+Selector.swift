import Foundation

#if !canImport(ObjectiveC)
    /// The selector-based observers of each notification center, by observer.
    @MainActor
    private var selectorObservers: [ObjectIdentifier: [(center: NotificationCenter, token: any NSObjectProtocol)]] = [:]

    extension NotificationCenter {
        /// Calls `aSelector` on `observer` with each matching notification, like Foundation's
        /// `addObserver(_:selector:name:object:)` on Apple platforms (Linux's Foundation lacks it).
        ///
        /// The method comes from the observer's `messageTable`; the observer is held weakly and the
        /// notification is delivered on the main actor. A selector the observer's class does not
        /// implement gets Foundation's unrecognized-selector exception when a notification arrives.
        @MainActor
        public func addObserver(
            _ observer: AnyObject, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?
        ) {
            // Held weakly, as Foundation holds observers; read only on the main actor.
            nonisolated(unsafe) let box = WeakTarget(object: observer)
            let token = addObserver(forName: aName, object: anObject, queue: nil) { notification in
                nonisolated(unsafe) let notification = notification
                MainActor.assumeIsolated {
                    guard let observer = box.object else { return }
                    MessageTable.send(aSelector, to: observer, arguments: [notification])
                }
            }
            selectorObservers[ObjectIdentifier(observer), default: []].append((self, token))
        }

        /// Removes an observer, including its selector-based registrations, like Foundation's `removeObserver(_:)`.
        @MainActor
        public func removeObserver(_ observer: AnyObject) {
            let key = ObjectIdentifier(observer)
            let registrations = selectorObservers[key] ?? []
            for registration in registrations where registration.center === self {
                removeObserver(registration.token as Any)
            }
            selectorObservers[key] = registrations.filter { $0.center !== self }
            removeObserver(observer as Any)
        }
    }
#endif
