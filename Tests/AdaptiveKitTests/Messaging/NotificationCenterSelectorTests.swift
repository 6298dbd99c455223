import Foundation
import Testing

@testable import AdaptiveKit

/// An observer that records each notification it gets and announces each delivery.
@MainActor
final class DeliveryRecordingObserver: NSObject, MessageReceiving {
    var received: [String] = []
    /// One element per delivery, so a test can await a delivery instead of waiting for time to pass.
    let deliveries: AsyncStream<Void>
    private let delivered: AsyncStream<Void>.Continuation

    override init() {
        (deliveries, delivered) = AsyncStream.makeStream()
        super.init()
    }

    func changed(_ notification: Notification) {
        received.append((notification.object as? String) ?? notification.name.rawValue)
        delivered.yield()
    }

    static var messageTable: MessageTable {
        var table = MessageTable()
        table.addMethod("changed:") { (target: DeliveryRecordingObserver, arguments) in
            try target.changed(arguments.value(0))
        }
        return table
    }
}

/// Selector observers (`addObserver(_:selector:name:object:)`) run on the main actor whichever thread posts:
/// UIKit apps post from background queues, and an observer's method belongs to the main actor.
@MainActor
@Suite struct NotificationCenterSelectorTests {
    static let name = Notification.Name("Changed")

    /// Runs `body` on a thread of its own and waits for it to end, keeping the main actor busy meanwhile:
    /// nothing the body sends to the main actor can run before this returns.
    nonisolated static func onAnotherThread(_ body: @escaping @Sendable () -> Void) {
        let finished = DispatchSemaphore(value: 0)
        let thread = Thread {
            body()
            finished.signal()
        }
        thread.start()
        finished.wait()
    }

    /// Waits for `count` more deliveries to `observer`.
    static func awaitDeliveries(_ count: Int, to observer: DeliveryRecordingObserver) async {
        var deliveries = observer.deliveries.makeAsyncIterator()
        for _ in 0..<count { await deliveries.next() }
    }

    /// Waits until the main queue has run everything sent to it before this call (it runs blocks in order).
    static func awaitMainQueue() async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async { done.resume() }
        }
    }

    @Test func aNotificationPostedOnTheMainActorIsDeliveredInsidePost() {
        let center = NotificationCenter()
        let observer = DeliveryRecordingObserver()
        center.addObserver(observer, selector: "changed:", name: Self.name, object: nil)
        center.post(name: Self.name, object: "main")
        #expect(observer.received == ["main"])
        center.removeObserver(observer)
    }

    @Test func aNotificationPostedFromADetachedTaskReachesTheObserverOnTheMainActor() async {
        let center = NotificationCenter()
        let observer = DeliveryRecordingObserver()
        center.addObserver(observer, selector: "changed:", name: Self.name, object: nil)
        let name = Self.name
        await Task.detached { center.post(name: name, object: "detached") }.value
        await Self.awaitDeliveries(1, to: observer)
        #expect(observer.received == ["detached"])
        center.removeObserver(observer)
    }

    @Test func postsFromAnotherThreadArriveAfterTheMainActorsCurrentWorkInTheirOrder() async {
        let center = NotificationCenter()
        let observer = DeliveryRecordingObserver()
        center.addObserver(observer, selector: "changed:", name: Self.name, object: nil)
        let name = Self.name
        Self.onAnotherThread {
            for index in 0..<3 { center.post(name: name, object: "background \(index)") }
        }
        #expect(observer.received.isEmpty, "posted and waiting for the main actor, which is busy with this test")
        center.post(name: Self.name, object: "main")
        #expect(observer.received == ["main"], "a post on the main actor does not wait for earlier ones elsewhere")
        await Self.awaitDeliveries(4, to: observer)
        #expect(observer.received == ["main", "background 0", "background 1", "background 2"])
        center.removeObserver(observer)
    }

    @Test func anObserverRemovedBeforeADeliveryArrivesDoesNotGetIt() async {
        let center = NotificationCenter()
        let removed = DeliveryRecordingObserver()
        let kept = DeliveryRecordingObserver()
        center.addObserver(removed, selector: "changed:", name: Self.name, object: nil)
        center.addObserver(kept, selector: "changed:", name: Self.name, object: nil)
        let name = Self.name
        Self.onAnotherThread { center.post(name: name, object: "background") }
        #expect(removed.received.isEmpty && kept.received.isEmpty, "both deliveries wait for the main actor")
        center.removeObserver(removed)
        await Self.awaitMainQueue()
        #expect(kept.received == ["background"])
        #expect(removed.received.isEmpty)
        center.removeObserver(kept)
    }
}
