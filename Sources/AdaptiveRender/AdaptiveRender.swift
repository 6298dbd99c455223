import AdaptiveKit

/// Renders laid-out windows as SVG.
public enum AdaptiveRender {}
