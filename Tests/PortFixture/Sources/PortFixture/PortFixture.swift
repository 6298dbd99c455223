@_exported import AdaptiveKit
