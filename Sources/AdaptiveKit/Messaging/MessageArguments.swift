import Foundation

/// The arguments of a message sent by name: the sender and event of an action, the notification
/// of an observer, the value of an outlet or inspectable property.
public struct MessageArguments {
    /// The values, in the order of the selector's parts; missing trailing values read as nil.
    public let values: [Any?]

    /// Arguments from values.
    public init(_ values: [Any?]) { self.values = values }

    /// The value at `index` as the parameter's type: optional parameters take nil, numbers convert
    /// between `Double`, `CGFloat`, `Float` and `Int`; anything else that does not fit throws.
    public func value<T>(_ index: Int) throws(MessageArgumentError) -> T {
        let value: Any? = index < values.count ? values[index] : nil
        // The wrapped value first, so that an `Any` parameter gets the object, not an optional holding it.
        if let value, let fitting = value as? T { return fitting }
        if let fitting = value as? T { return fitting }
        if let number = Self.number(value) {
            let candidates: [Any?] = [
                CGFloat(number), number, Float(number), Int(exactly: number), number != 0, NSNumber(value: number),
            ]
            for candidate in candidates { if let fitting = candidate as? T { return fitting } }
        }
        if let array = value as? [Any], let fitting = array as? T { return fitting }
        throw MessageArgumentError(
            index: index, expected: String(describing: T.self),
            actual: value.map { String(describing: type(of: $0)) } ?? "nil")
    }

    private static func number(_ value: Any?) -> Double? {
        switch value {
        case let double as Double: double
        case let cgFloat as CGFloat: Double(cgFloat)
        case let int as Int: Double(int)
        case let float as Float: Double(float)
        case let bool as Bool: bool ? 1 : 0
        default: nil
        }
    }
}

/// A message argument whose type the method's parameter cannot take.
public struct MessageArgumentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The argument's position (-1 for the receiver).
    public var index: Int
    /// The parameter's type.
    public var expected: String
    /// The argument's type.
    public var actual: String

    public var description: String {
        index < 0
            ? "the receiver is a \(actual), not a \(expected)"
            : "argument \(index) is \(actual == "nil" ? "nil" : "a \(actual)"), not \(expected)"
    }
}

/// A class that answers to Objective-C names: its `messageTable` lists its action methods, outlets
/// and inspectable properties.
///
/// `UIResponder` adopts it, so views, controllers, windows and the application override
/// `messageTable` (calling `super.messageTable` first); other classes (a plain `NSObject`
/// notification observer, a custom Interface Builder object) adopt it themselves.
@MainActor
public protocol MessageReceiving: AnyObject {
    /// The class's table, starting from its superclass's.
    static var messageTable: MessageTable { get }
}
