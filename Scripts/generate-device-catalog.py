#!/usr/bin/env python3
"""Compile a JSON device table (--reference) into Sources/AdaptiveKit/Devices/DeviceCatalog.swift.

The package must not read data outside itself at run time, so every number becomes a Swift literal.
Multitasking widths the table leaves null (unconfirmed) are derived here, by the
table's own rules (measured multitasking widths: Slide Over 320, or 375 on the 12.9"; a 10-pt
divider between the two windows of a split; 1/3 as on a comparable iPad), and marked `isWidthDerived: true`;
Documentation/Deviations.md ("The device catalog") records each one. `--print-derived` prints them as the
Markdown table rows that document uses, so the two cannot drift silently.

Usage (from the package root):
    python3 Scripts/generate-device-catalog.py [--reference PATH] [--print-derived]
"""

import argparse
import json
import shutil
import subprocess
import sys
from pathlib import Path

PACKAGE_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_REFERENCE = PACKAGE_ROOT.parent / "shared" / "reference" / "devices.json"
OUTPUT = PACKAGE_ROOT / "Sources" / "AdaptiveKit" / "Devices" / "DeviceCatalog.swift"

ORIENTATIONS = ("portrait", "landscape")
MULTITASKING_SIZES = ("slideOver", "oneThird", "half", "twoThirds")

# The 1/3 window of an iPad the table has no widths for is taken from the iPad it is
# sized like ("1/3 widths of comparable iPads"); the table's own size-class
# analogies (its `multitasking.notes`) name the same families.
COMPARABLE_IPAD = {
    "iPad mini (6th generation) 8.3-inch": "iPad Pro 10.5-inch / iPad Air (3rd generation)",
    "iPad Air 10.9-inch / 11-inch": "iPad Pro 11-inch (1st-4th generation)",
    "iPad (10th generation)": "iPad Pro 11-inch (1st-4th generation)",
    "iPad Pro 11-inch (M4)": "iPad Pro 11-inch (1st-4th generation)",
    "iPad Pro 13-inch (M4)": "iPad Pro 12.9-inch (3rd-6th generation)",
}


def number(value):
    """A Swift literal for a JSON number: `320`, `561.5`, `2.608695652173913`."""
    if isinstance(value, bool):
        raise TypeError(value)
    if float(value).is_integer():
        return str(int(value))
    return repr(float(value))


def string(value):
    return json.dumps(value, ensure_ascii=False)


def size_class(value):
    if value not in ("compact", "regular"):
        raise ValueError(f"size class {value!r}")
    return "." + value


def size_classes(horizontal, vertical):
    return f"DeviceProfile.SizeClasses(horizontal: {size_class(horizontal)}, vertical: {size_class(vertical)})"


def insets(value):
    return (
        f"UIEdgeInsets(top: {number(value.get('top', 0))}, left: {number(value['left'])}, "
        f"bottom: {number(value.get('bottom', 0))}, right: {number(value['right'])})"
    )


def per_orientation(values, render):
    return f".init(portrait: {render(values['portrait'])}, landscape: {render(values['landscape'])})"


def screen_width(device, orientation):
    points = device["portraitPoints"]
    return points["width"] if orientation == "portrait" else points["height"]


def is_large_ipad(device):
    """The 12.9"/13" class, whose compact windows are 375 wide, as measured."""
    return device["portraitPoints"]["width"] >= 1024


class Derivation:
    """Fills the null multitasking widths of one iPad and says why, for the deviations table."""

    def __init__(self, devices):
        self.by_name = {device["name"]: device for device in devices}
        self.rows = []

    def widths(self, device, orientation):
        layouts = device["multitasking"][orientation]
        divider = device["multitasking"].get("splitViewDividerPoints", 10)
        available = screen_width(device, orientation) - divider
        result = {}
        for size in MULTITASKING_SIZES:
            layout = layouts.get(size)
            if layout is not None and layout["width"] is not None:
                result[size] = (layout["width"], False)
        for size in MULTITASKING_SIZES:
            layout = layouts.get(size)
            if layout is None or size in result:
                continue
            width, reason = self.derive(device, orientation, size, result, available, divider)
            result[size] = (width, True)
            self.rows.append((device["name"], orientation, size, width, reason))
        self.check_pairs(device, orientation, result, available)
        return result

    def derive(self, device, orientation, size, known, available, divider):
        if size == "slideOver":
            if is_large_ipad(device):
                return 375, "Slide Over is 375 on the 12.9\"/13\" class, as measured"
            return 320, "Slide Over is 320 on every iPad smaller than 12.9\", as measured"
        if size == "oneThird":
            comparable_name = COMPARABLE_IPAD.get(device["name"])
            if comparable_name is None:
                raise SystemExit(f"error: no comparable iPad for {device['name']!r}; extend COMPARABLE_IPAD")
            comparable = self.by_name[comparable_name]
            width = comparable["multitasking"][orientation]["oneThird"]["width"]
            return width, f"1/3 as on the comparable {comparable_name}, as measured"
        if size == "twoThirds":
            # 1/3 comes first in MULTITASKING_SIZES, so it is already known or derived.
            third = known["oneThird"][0]
            return available - third, f"screen {number(available + divider)} − {number(divider)} divider − 1/3 {number(third)}"
        if size == "half":
            return available / 2, f"(screen {number(available + divider)} − {number(divider)} divider) / 2"
        raise ValueError(size)

    @staticmethod
    def check_pairs(device, orientation, widths, available):
        """The table's measured widths obey the divider rule; a new entry that does not is a typo."""
        if "oneThird" in widths and "twoThirds" in widths:
            total = widths["oneThird"][0] + widths["twoThirds"][0]
            if total != available:
                raise SystemExit(f"error: {device['name']} {orientation}: 1/3 + 2/3 = {total}, expected {available}")
        if "half" in widths and widths["half"][0] * 2 != available:
            raise SystemExit(f"error: {device['name']} {orientation}: 2 × 1/2 != {available}")


def multitasking(device, derivation):
    if "multitasking" not in device:
        return None
    parts = []
    for orientation in ORIENTATIONS:
        layouts = device["multitasking"][orientation]
        widths = derivation.widths(device, orientation)
        entries = []
        for size in MULTITASKING_SIZES:
            layout = layouts.get(size)
            if layout is None:
                continue
            width, derived = widths[size]
            classes = size_classes(layout["horizontalSizeClass"], layout["verticalSizeClass"])
            derived_argument = ", isWidthDerived: true" if derived else ""
            entries.append(
                f".{size}: DeviceProfile.MultitaskingLayout(width: {number(width)}, sizeClasses: {classes}{derived_argument}),"
            )
        parts.append(f"{orientation}: [\n" + "\n".join(entries) + "\n]")
    return ".init(\n" + ",\n".join(parts) + "\n)"


def profile(device, derivation):
    points = device["portraitPoints"]
    margins = device["layoutMargins"]
    arguments = [
        f"name: {string(device['name'])}",
        "models: [" + ", ".join(string(model) for model in device["models"]) + "]",
        f"idiom: .{device['idiom']}",
        f"portraitSize: CGSize(width: {number(points['width'])}, height: {number(points['height'])})",
        f"scale: {number(device['scale'])}",
    ]
    if "nativeScale" in device:
        arguments.append(f"nativeScale: {number(device['nativeScale'])}")
    if "nativePixels" in device:
        pixels = device["nativePixels"]
        arguments.append(f"nativePixels: CGSize(width: {number(pixels['width'])}, height: {number(pixels['height'])})")
    arguments += [
        "sizeClasses: "
        + per_orientation(device["sizeClasses"], lambda value: size_classes(value["horizontal"], value["vertical"])),
        "safeAreaInsets: " + per_orientation(device["safeAreaInsets"], insets),
        "systemMinimumHorizontalMargin: " + per_orientation(margins["systemMinimumHorizontal"], number),
        "rootLayoutMargins: " + per_orientation(margins["rootView"], insets),
    ]
    readable = device.get("readableContentInsets")
    arguments.append("readableContentInsets: " + (per_orientation(readable, insets) if readable else "nil"))
    tasks = multitasking(device, derivation)
    if tasks is not None:
        arguments.append("multitasking: " + tasks)
    if device.get("unconfirmed"):
        arguments.append("unconfirmed: [" + ", ".join(string(path) for path in device["unconfirmed"]) + "]")
    return "DeviceProfile(\n" + ",\n".join(arguments) + "\n)"


HEADER = """\
// Generated by Scripts/generate-device-catalog.py from a JSON device table: do not edit by hand.
// Regenerate from the package root with `python3 Scripts/generate-device-catalog.py --reference TABLE`
// (it runs `swift format` on this file). The table holds Apple's device size classes (Apple, Human Interface
// Guidelines, Layout: Specifications) with each canvas's screen, safe area and margins as measured.
// Kept as one file, over the 20 KB a source file otherwise stays under, so a change of the table is one
// reviewable diff.

import Foundation

/// Every screen canvas of Apple's device table, compiled into Swift literals.
///
/// Profiles are in the table's order: iPhones by size and age, then iPads. Multitasking widths
/// the table leaves unconfirmed are derived (see `DeviceProfile.MultitaskingLayout.isWidthDerived`).
public enum DeviceCatalog {
    /// Every canvas, in the table's order; `profile(named:)` finds one by model name.
    public static let all: [DeviceProfile] = [
"""


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reference", type=Path, default=DEFAULT_REFERENCE)
    parser.add_argument("--output", type=Path, default=OUTPUT)
    parser.add_argument("--print-derived", action="store_true", help="print the derived widths as Markdown rows")
    parser.add_argument("--no-format", action="store_true", help="skip `swift format`")
    options = parser.parse_args()

    devices = json.loads(options.reference.read_text(encoding="utf-8"))
    derivation = Derivation(devices)
    body = ",\n".join(profile(device, derivation) for device in devices)
    options.output.write_text(HEADER + body + ",\n]\n}\n", encoding="utf-8")

    if not options.no_format:
        swift = shutil.which("swift")
        if swift is None:
            print("warning: swift not found; run `swift format --in-place` on the output", file=sys.stderr)
        else:
            subprocess.run([swift, "format", "--in-place", str(options.output)], check=True, cwd=PACKAGE_ROOT)

    if options.print_derived:
        print("| Canvas | Orientation | Arrangement | Width (pt) | Reasoning |")
        print("|---|---|---|---|---|")
        for name, orientation, size, width, reason in derivation.rows:
            print(f"| {name} | {orientation} | {size} | {number(width)} | {reason} |")


if __name__ == "__main__":
    main()
