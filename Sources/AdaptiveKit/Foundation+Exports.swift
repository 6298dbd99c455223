// `import UIKit` brings Foundation's types (`CGFloat`, `CGRect`, `NSCoder`, `IndexPath`, `Bundle`,
// `NotificationCenter`, ...) with it; `import AdaptiveKit` must do the same, or code written for UIKit
// needs an extra import to build here.
@_exported import Foundation
