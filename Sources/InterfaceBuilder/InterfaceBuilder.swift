import AdaptiveKit

/// Reads Interface Builder storyboards and xibs.
public enum InterfaceBuilder {}
