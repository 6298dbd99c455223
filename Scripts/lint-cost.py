#!/usr/bin/env python3
"""Instructions per input of the `iblint` fuzz harness over a fixed sample of storyboards and xibs.

    Scripts/fuzz.sh iblint 0 -runs=0        # or the swift build line of fuzz.sh: builds .build/fuzz
    Scripts/lint-cost.py [--shared ../shared] [--extra FILE ...] [--keep DIR]

Runs the fuzz build's FuzzIBLint over every file of Scripts/lint-cost-sample.txt (paths under
--shared), plus a generated xib of the class the fuzzer once stopped on (13 stack views, 170
constraints: `synthetic-stacks.xib`) and any --extra files, under `valgrind --tool=callgrind`,
counting only the harness's body (`FuzzHarness.interfaceBuilderLint`): load, lint on an iPhone 15
Pro, and every scene laid out on its design device. The first file runs once more before the rest so
that no file pays the process's one-time setup. Prints the instructions of each file, the total and
the mean; with --keep, leaves the callgrind dumps (one a file, in order) for callgrind_annotate.
No wall time is measured: the machine is shared.
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def synthetic_stacks(sections=13):
    """A xib whose top-level view holds `sections` horizontal stack views, each an image view and a
    view with a title and a detail label: 13 constraints a section (3 in the root view, 2 on the image
    view, 8 in the labels' view), and one that keeps the last section above the safe area's bottom."""
    out = []
    add = out.append
    add('<?xml version="1.0" encoding="UTF-8"?>')
    add('<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" '
        'targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" '
        'useSafeAreas="YES" colorMatched="YES">')
    add('    <device id="retina4_7" orientation="portrait" appearance="light"/>')
    add('    <objects>')
    add('        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File\'s Owner"/>')
    add('        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>')
    add('        <view contentMode="scaleToFill" id="root">')
    add('            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>')
    add('            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>')
    add('            <subviews>')
    root_constraints = []
    for k in range(sections):
        s = f"s{k}"
        y = 28 + 48 * k
        add(f'                <stackView opaque="NO" contentMode="scaleToFill" spacing="8" '
            f'translatesAutoresizingMaskIntoConstraints="NO" id="{s}">')
        add(f'                    <rect key="frame" x="16" y="{y}" width="343" height="40"/>')
        add('                    <subviews>')
        add(f'                        <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" '
            f'translatesAutoresizingMaskIntoConstraints="NO" id="{s}i">')
        add('                            <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>')
        add('                            <constraints>')
        add(f'                                <constraint firstAttribute="width" constant="40" id="{s}iw"/>')
        add(f'                                <constraint firstAttribute="height" constant="40" id="{s}ih"/>')
        add('                            </constraints>')
        add('                        </imageView>')
        add(f'                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="{s}c">')
        add('                            <rect key="frame" x="48" y="0.0" width="295" height="40"/>')
        add('                            <subviews>')
        for name, top, height in (("t", 0, 20.5), ("d", 22.5, 17.5)):
            add(f'                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" '
                f'horizontalHuggingPriority="251" verticalHuggingPriority="251" text="{name} {k}" '
                f'textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" '
                f'adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="{s}{name}">')
            add(f'                                    <rect key="frame" x="0.0" y="{top}" width="295" height="{height}"/>')
            add(f'                                    <fontDescription key="fontDescription" type="system" '
                f'pointSize="{17 if name == "t" else 14}"/>')
            add('                                    <nil key="textColor"/>')
            add('                                    <nil key="highlightedColor"/>')
            add('                                </label>')
        add('                            </subviews>')
        add('                            <constraints>')
        for attribute in ("leading", "trailing"):
            for name in "td":
                add(f'                                <constraint firstItem="{s}{name}" firstAttribute="{attribute}" '
                    f'secondItem="{s}c" secondAttribute="{attribute}" id="{s}{name}{attribute}"/>')
        add(f'                                <constraint firstItem="{s}t" firstAttribute="top" secondItem="{s}c" '
            f'secondAttribute="top" id="{s}tt"/>')
        add(f'                                <constraint firstItem="{s}d" firstAttribute="top" secondItem="{s}t" '
            f'secondAttribute="bottom" constant="2" id="{s}dt"/>')
        add(f'                                <constraint firstItem="{s}c" firstAttribute="bottom" secondItem="{s}d" '
            f'secondAttribute="bottom" id="{s}db"/>')
        add(f'                                <constraint firstItem="{s}t" firstAttribute="height" '
            f'relation="greaterThanOrEqual" constant="20" id="{s}th"/>')
        add('                            </constraints>')
        add('                        </view>')
        add('                    </subviews>')
        add('                </stackView>')
        above = ("safe", "top", 8) if k == 0 else (f"s{k - 1}", "bottom", 8)
        root_constraints.append(
            f'<constraint firstItem="{s}" firstAttribute="top" secondItem="{above[0]}" secondAttribute="{above[1]}" '
            f'constant="{above[2]}" id="{s}top"/>')
        root_constraints.append(
            f'<constraint firstItem="{s}" firstAttribute="leading" secondItem="safe" secondAttribute="leading" '
            f'constant="16" id="{s}lead"/>')
        root_constraints.append(
            f'<constraint firstItem="safe" firstAttribute="trailing" secondItem="{s}" secondAttribute="trailing" '
            f'constant="16" id="{s}trail"/>')
    root_constraints.append(
        f'<constraint firstItem="safe" firstAttribute="bottom" relation="greaterThanOrEqual" '
        f'secondItem="s{sections - 1}" secondAttribute="bottom" constant="8" id="lastbottom"/>')
    add('            </subviews>')
    add('            <viewLayoutGuide key="safeArea" id="safe"/>')
    add('            <color key="backgroundColor" systemColor="systemBackgroundColor"/>')
    add('            <constraints>')
    out.extend("                " + line for line in root_constraints)
    add('            </constraints>')
    add('        </view>')
    add('    </objects>')
    add('    <resources>')
    add('        <systemColor name="systemBackgroundColor">')
    add('            <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>')
    add('        </systemColor>')
    add('    </resources>')
    add('</document>')
    return "\n".join(out) + "\n"


def harness_symbol(binary):
    names = subprocess.run(["nm", binary], capture_output=True, text=True, check=True).stdout
    for line in names.splitlines():
        symbol = line.split()[-1]
        if re.search(r"20interfaceBuilderLintyy\w*4DataVFZ$", symbol):
            return symbol
    sys.exit(f"{binary}: no FuzzHarness.interfaceBuilderLint(_:) symbol")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build/fuzz/debug/FuzzIBLint"))
    parser.add_argument("--shared", default=os.path.join(ROOT, "../shared"))
    parser.add_argument("--sample", default=os.path.join(ROOT, "Scripts/lint-cost-sample.txt"))
    parser.add_argument("--extra", nargs="*", default=[], help="more files, measured after the sample")
    parser.add_argument("--keep", help="a folder for the callgrind dumps and the synthetic xib")
    args = parser.parse_args()

    folder = args.keep or tempfile.mkdtemp(prefix="lint-cost-")
    os.makedirs(folder, exist_ok=True)
    with open(args.sample) as sample:
        files = [os.path.join(args.shared, line.strip()) for line in sample if line.strip() and not line.startswith("#")]
    synthetic = os.path.join(folder, "synthetic-stacks.xib")
    with open(synthetic, "w") as out:
        out.write(synthetic_stacks())
    files += [synthetic] + args.extra
    symbol = harness_symbol(args.binary)
    # Valgrind cannot read the toolchain's DWARF 5; the symbols are all callgrind needs.
    binary = os.path.join(folder, "FuzzIBLint")
    subprocess.run(["objcopy", "--strip-debug", args.binary, binary], check=True)
    out_file = os.path.join(folder, "callgrind.out")
    command = [
        "valgrind", "--tool=callgrind", f"--callgrind-out-file={out_file}", "--collect-atstart=no",
        f"--toggle-collect={symbol}", f"--dump-after={symbol}", binary, files[0], *files,
    ]
    environment = dict(os.environ, FUZZ_CPU_LIMIT="100000", SWIFT_BACKTRACE="enable=no")
    subprocess.run(command, check=True, env=environment, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    counts = []
    for dump in range(1, len(files) + 2):
        with open(f"{out_file}.{dump}") as data:
            text = data.read()
        counts.append(int(re.search(r"^(?:totals|summary): (\d+)", text, re.M).group(1)))
    counts = counts[1:]  # the warm-up run of the first file
    width = max(len(os.path.relpath(f, args.shared)) for f in files)
    for path, count in zip(files, counts):
        name = os.path.basename(path) if path in (synthetic, *args.extra) else os.path.relpath(path, args.shared)
        print(f"{name:<{width}} {count:>15,}")
    sample = counts[: len(files) - 1 - len(args.extra)]
    print(f"sample: {len(sample)} files, {sum(sample):,} instructions, {sum(sample) // len(sample):,} per file")
    if args.keep:
        print(f"dumps: {out_file}.2 … (callgrind_annotate {out_file}.N)")


if __name__ == "__main__":
    main()
