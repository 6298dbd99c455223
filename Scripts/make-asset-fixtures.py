#!/usr/bin/env python3
"""Writes the asset catalog and loose image fixtures of AdaptiveKitTests (T8).

AdaptiveKit reads only an image's pixel size (PNG IHDR), so each PNG is a valid, blank
grayscale image of the wanted size. Run from the repository root; the output is committed.
"""
import json
import os
import struct
import zlib

ROOT = os.path.join("Tests", "AdaptiveKitTests", "Fixtures")


def png(width, height):
    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    rows = b"".join(b"\x00" + b"\x80" * width for _ in range(height))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b""))


def write(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data)


def contents(path, value):
    write(os.path.join(path, "Contents.json"), (json.dumps(value, indent=2) + "\n").encode())


INFO = {"author": "xcode", "version": 1}


def image_set(folder, entries, properties=None):
    images = []
    for entry in entries:
        entry = dict(entry)
        size = entry.pop("pixels", None)
        if size:
            write(os.path.join(folder, entry["filename"]), png(*size))
        images.append(entry)
    value = {"images": images, "info": INFO}
    if properties:
        value["properties"] = properties
    contents(folder, value)


catalog = os.path.join(ROOT, "Assets.xcassets")
contents(catalog, {"info": INFO})

# Compact-height and regular-height variants at 2x and 3x; points: 100x30 compact, 200x100 regular.
image_set(os.path.join(catalog, "Banner.imageset"), [
    {"idiom": "universal", "height-class": "compact", "scale": "2x", "filename": "banner-compact@2x.png",
     "pixels": (200, 60)},
    {"idiom": "universal", "height-class": "compact", "scale": "3x", "filename": "banner-compact@3x.png",
     "pixels": (300, 90), "compression-type": "lossless"},
    {"idiom": "universal", "height-class": "regular", "scale": "2x", "filename": "banner-regular@2x.png",
     "pixels": (400, 200)},
    {"idiom": "universal", "height-class": "regular", "scale": "3x", "filename": "banner-regular@3x.png",
     "pixels": (600, 300)},
    {"idiom": "universal", "scale": "1x"},
], properties={"template-rendering-intent": "original", "preserves-vector-representation": False})

# Light (any) and dark appearances; points: 40x40 light, 44x44 dark.
image_set(os.path.join(catalog, "Mode.imageset"), [
    {"idiom": "universal", "scale": "2x", "filename": "mode@2x.png", "pixels": (80, 80)},
    {"idiom": "universal", "scale": "3x", "filename": "mode@3x.png", "pixels": (120, 120)},
    {"idiom": "universal", "scale": "2x", "filename": "mode-dark@2x.png", "pixels": (88, 88),
     "appearances": [{"appearance": "luminosity", "value": "dark"}]},
    {"idiom": "universal", "scale": "3x", "filename": "mode-dark@3x.png", "pixels": (132, 132),
     "appearances": [{"appearance": "luminosity", "value": "dark"}]},
])

# Width-class variants at 2x; points: 60x20 compact width, 300x20 regular width.
image_set(os.path.join(catalog, "Sidebar.imageset"), [
    {"idiom": "universal", "width-class": "compact", "scale": "2x", "filename": "sidebar-compact@2x.png",
     "pixels": (120, 40)},
    {"idiom": "universal", "width-class": "regular", "scale": "2x", "filename": "sidebar-regular@2x.png",
     "pixels": (600, 40)},
])

# Per-idiom variants; points: 24x24 on iPhone, 32x32 on iPad.
image_set(os.path.join(catalog, "Device.imageset"), [
    {"idiom": "iphone", "scale": "2x", "filename": "device-phone@2x.png", "pixels": (48, 48)},
    {"idiom": "iphone", "scale": "3x", "filename": "device-phone@3x.png", "pixels": (72, 72)},
    {"idiom": "ipad", "scale": "2x", "filename": "device-pad@2x.png", "pixels": (64, 64)},
    {"idiom": "watch", "scale": "2x", "filename": "device-watch@2x.png"},
])

# A group that provides a namespace, holding a single-scale image: "Icons/star", 16x16 points.
icons = os.path.join(catalog, "Icons")
contents(icons, {"info": INFO, "properties": {"provides-namespace": True}})
image_set(os.path.join(icons, "star.imageset"), [
    {"idiom": "universal", "filename": "star.png", "pixels": (16, 16)},
])


def color(space, **components):
    return {"color-space": space, "components": components}


def color_set(name, colors):
    contents(os.path.join(catalog, name + ".colorset"), {"colors": colors, "info": INFO})


DARK = [{"appearance": "luminosity", "value": "dark"}]
HIGH = [{"appearance": "contrast", "value": "high"}]
# Xcode's three component notations: floats, 8-bit hex, 8-bit integers.
color_set("Accent", [
    {"idiom": "universal", "color": color("srgb", red="1.000", green="0.500", blue="0.000", alpha="1.000")},
    {"idiom": "universal", "appearances": DARK,
     "color": color("srgb", red="0x00", green="0x80", blue="0xFF", alpha="1.000")},
    {"idiom": "universal", "appearances": HIGH,
     "color": color("srgb", red="204", green="0", blue="0", alpha="1.000")},
    {"idiom": "universal", "appearances": DARK + HIGH,
     "color": color("srgb", red="0", green="0", blue="255", alpha="0.500")},
])
color_set("Fog", [{"idiom": "universal", "color": color("gray-gamma-22", white="0.500", alpha="1.000")}])
color_set("Link", [{"idiom": "universal", "color": {"platform": "ios", "reference": "systemBlueColor"}}])

# Loose files: 10 points on phones, 15 on iPad.
loose = os.path.join(ROOT, "Loose")
for name, size in [("badge.png", 10), ("badge@2x.png", 20), ("badge@3x.png", 30), ("badge~ipad.png", 15),
                   ("badge@2x~ipad.png", 30)]:
    write(os.path.join(loose, name), png(size, size))
