extension IBSceneFrameReport {
    /// How a scene was laid out for the comparison.
    public enum Mode: String, Hashable, Sendable, CustomStringConvertible {
        /// In a window filling the design device's screen.
        case device
        /// A controller's smaller root view at the top of the design device's screen, under the status bar.
        case screenTop = "screen top"
        /// Alone at its stored size, outside any window.
        case standalone
        /// A freeform scene in a window of its stored size, inside its containers, under their bars.
        case freeform
        /// A sheet-sized scene in a window of its stored size, inside its navigation controller, under the bar IB
        /// stored for that controller.
        case sheet

        /// The text `adaptive lint` prints.
        public var description: String { rawValue }
    }
}
