import AdaptiveKit
import Foundation

/// The hardware around an app's window, inferred from the device catalog's safe areas.
///
/// The catalog has no drawing of each model, so the shapes are the families' usual ones: a phone
/// whose portrait safe area starts below 20 points has a sensor housing (a Dynamic Island from
/// 59 points, a notch below that), and any device with a bottom inset has a home indicator and
/// rounded screen corners.
@MainActor
struct DeviceChrome {
    enum Housing: Equatable {
        case none, notch, dynamicIsland
    }

    var device: DeviceProfile
    var orientation: DeviceOrientation
    var multitasking: MultitaskingSize?
    var screenSize: CGSize
    var windowSize: CGSize
    var style: UIUserInterfaceStyle

    init(simulator: DeviceSimulator) {
        device = simulator.device
        orientation = simulator.orientation
        multitasking = simulator.multitasking
        screenSize = simulator.device.screenSize(simulator.orientation)
        windowSize = simulator.window.bounds.size
        style = simulator.traitCollection.userInterfaceStyle
    }

    var housing: Housing {
        let top = device.safeAreaInsets.portrait.top
        guard device.idiom == .phone, top > 20 else { return .none }
        return top >= 59 ? .dynamicIsland : .notch
    }

    var hasHomeIndicator: Bool { device.safeAreaInsets[orientation].bottom > 0 }

    var cornerRadius: CGFloat {
        guard hasHomeIndicator || device.safeAreaInsets.portrait.bottom > 0 else { return 0 }
        return device.idiom == .phone ? 48 : 18
    }

    /// Split View keeps the app on the left with a 10-point divider; Slide Over floats it on the right.
    var windowOrigin: CGPoint {
        guard multitasking == .slideOver else { return .zero }
        return CGPoint(x: screenSize.width - windowSize.width, y: 0)
    }

    /// The other app's part of the screen in Split View, or the whole screen behind Slide Over.
    var otherAppFrame: CGRect? {
        guard let multitasking, windowSize.width < screenSize.width else { return nil }
        if multitasking == .slideOver { return CGRect(origin: .zero, size: screenSize) }
        let x = min(windowSize.width + 10, screenSize.width)
        return CGRect(x: x, y: 0, width: screenSize.width - x, height: screenSize.height)
    }

    var wallpaper: String { style == .dark ? "#000000" : "#1C1C1E" }

    /// The status bar's height in the window: the top safe inset of the orientation; hidden when 0
    /// (phones in landscape since iOS 13).
    var statusBarHeight: CGFloat { device.safeAreaInsets[orientation].top }
}

extension SVGRenderer {
    func drawOtherApp(_ frame: CGRect, chrome: DeviceChrome, into svg: inout SVGBuilder) {
        svg.line(3, "<rect class=\"other-app\" \(SVGFormat.rect(frame)) fill=\"#D1D1D6\"/>")
        svg.line(
            3,
            "<text class=\"other-app-label\" x=\"\(SVGFormat.number(frame.midX))\" y=\"\(SVGFormat.number(frame.midY))\" "
                + "\(TextStyle.fontFamily) font-size=\"15\" fill=\"#636366\" text-anchor=\"middle\">Other app</text>")
    }

    /// Time on the left (or the notch's left ear), battery on the right, in the style's colors.
    func drawStatusBar(window: UIWindow, chrome: DeviceChrome, into svg: inout SVGBuilder) {
        let height = chrome.statusBarHeight
        guard height > 0, !window.isStatusBarHidden else { return }
        let light: Bool =
            switch window.statusBarStyle {
            case .lightContent: true
            case .darkContent: false
            case .default: window.traitCollection.userInterfaceStyle == .dark
            }
        let color = light ? "#FFFFFF" : "#000000"
        let width = window.bounds.width
        let housing = chrome.orientation == .portrait ? chrome.housing : .none
        let center = housing == .none ? min(height, 24) / 2 : min(height, 54) / 2
        let baseline = center + 5
        let timeX = housing == .none ? 16 : (width - 126) / 4
        let anchor = housing == .none ? "start" : "middle"
        let batteryX = housing == .none ? width - 16 - 25 : width - (width - 126) / 4 - 12.5
        svg.line(4, "<g class=\"status-bar\">")
        svg.line(
            5,
            "<text x=\"\(SVGFormat.number(timeX))\" y=\"\(SVGFormat.number(baseline))\" \(TextStyle.fontFamily) "
                + "font-size=\"15\" font-weight=\"600\" fill=\"\(color)\" text-anchor=\"\(anchor)\">9:41</text>")
        svg.line(
            5,
            "<rect x=\"\(SVGFormat.number(batteryX))\" y=\"\(SVGFormat.number(center - 6))\" width=\"25\" height=\"12\" "
                + "rx=\"3\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"1\"/>")
        svg.line(
            5,
            "<rect x=\"\(SVGFormat.number(batteryX + 2))\" y=\"\(SVGFormat.number(center - 4))\" width=\"21\" "
                + "height=\"8\" rx=\"1.5\" fill=\"\(color)\"/>")
        svg.line(4, "</g>")
    }

    /// The sensor housing and the home indicator, drawn over everything as the hardware is.
    func drawHardware(_ chrome: DeviceChrome, into svg: inout SVGBuilder) {
        let screen = chrome.screenSize
        let portrait = chrome.orientation == .portrait
        // Landscape turns the device counter-clockwise, so the housing sits on the left edge.
        switch chrome.housing {
        case .none: break
        case .dynamicIsland:
            let island =
                portrait
                ? CGRect(x: (screen.width - 126) / 2, y: 11, width: 126, height: 37)
                : CGRect(x: 11, y: (screen.height - 126) / 2, width: 37, height: 126)
            svg.line(3, "<rect class=\"dynamic-island\" \(SVGFormat.rect(island)) rx=\"18.5\" fill=\"#000000\"/>")
        case .notch:
            let notch =
                portrait
                ? CGRect(x: (screen.width - 210) / 2, y: -10, width: 210, height: 40)
                : CGRect(x: -10, y: (screen.height - 210) / 2, width: 40, height: 210)
            svg.line(3, "<rect class=\"notch\" \(SVGFormat.rect(notch)) rx=\"20\" fill=\"#000000\"/>")
        }
        guard chrome.hasHomeIndicator else { return }
        let width: CGFloat = chrome.device.idiom == .pad ? 320 : portrait ? 134 : 208
        // The indicator belongs to the app's window; in Slide Over or Split View it centers on it.
        let windowFrame = CGRect(origin: chrome.windowOrigin, size: chrome.windowSize)
        let indicatorWidth = min(width, windowFrame.width * 0.5)
        let indicator = CGRect(
            x: windowFrame.midX - indicatorWidth / 2, y: screen.height - 13, width: indicatorWidth, height: 5)
        let color = chrome.style == .dark ? "#FFFFFF" : "#000000"
        svg.line(3, "<rect class=\"home-indicator\" \(SVGFormat.rect(indicator)) rx=\"2.5\" fill=\"\(color)\"/>")
    }
}
