extension Tableau {
    /// What the tableau keeps of a symbol besides its row and column, in one byte: its kind (three bits),
    /// whether it is basic, and its `ChangeFlags` (three bits).
    ///
    /// A table each for the kinds, the basic flags and the change flags cost three bytes a symbol (a layout
    /// has several symbols a view), and `newSymbol` appended to each.
    struct SymbolState: Sendable {
        private var bits: UInt8

        private static let kindMask: UInt8 = 0b0000_0111
        private static let basicBit: UInt8 = 0b0000_1000
        private static let flagsShift: UInt8 = 4

        @inline(__always) init(_ kind: Symbol.Kind) { bits = kind.rawValue }

        @inline(__always) var kind: Symbol.Kind {
            // Every raw value below 8 that `bits` can hold is a case: `init` is the only writer of these bits.
            unsafeBitCast(bits & Self.kindMask, to: Symbol.Kind.self)
        }

        @inline(__always) var isBasic: Bool {
            get { bits & Self.basicBit != 0 }
            set { bits = newValue ? bits | Self.basicBit : bits & ~Self.basicBit }
        }

        @inline(__always) var flags: ChangeFlags {
            get { ChangeFlags(rawValue: bits >> Self.flagsShift) }
            set { bits = bits & (Self.kindMask | Self.basicBit) | newValue.rawValue << Self.flagsShift }
        }
    }
}
