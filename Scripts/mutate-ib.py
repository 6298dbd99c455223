#!/usr/bin/env python3
"""Mutation fuzzing of the command line on Interface Builder files.

Takes the storyboards and xibs under a folder (by default a folder of real samples
that is not part of this repository), writes seeded
mutants of them and runs the built `adaptive` on each one with `lint`, `lint --compare-frames`
and `preview` (one device). A run that ends on a signal or with an exit status of 128 or more is a
crash; a run that takes longer than --timeout seconds is a hang. Both are listed with the mutant
kept under --keep so that it can be replayed; exit status 1 when any was found.

    Scripts/mutate-ib.py --count 300 --seed 1 [--binary .build/debug/adaptive] [SAMPLES]
"""
import argparse
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

EXTREMES = ["1e308", "-1e308", "nan", "inf", "-inf", "-0", "9223372036854775808", "-9223372036854775809",
            "18446744073709551616", "4294967296", "1e-320", "99999999999999999999", "0", "-1", "1e15"]
NUMBER = re.compile(rb'(\s[A-Za-z]+=")(-?[0-9][0-9.eE+-]*)(")')
VIEW_OPEN = re.compile(rb'<view [^>]*?id="[^"]*"[^>]*?(?<!/)>')


def mutate_number(data, rng):
    matches = list(NUMBER.finditer(data))
    if not matches:
        return data
    for _ in range(rng.randint(1, 4)):
        match = rng.choice(matches)
        value = rng.choice(EXTREMES).encode()
        data = data[:match.start(2)] + value + data[match.end(2):]
        matches = list(NUMBER.finditer(data))
    return data


def nest(data, rng):
    """Wraps the content of one view in a chain of views DEPTH deep."""
    matches = list(VIEW_OPEN.finditer(data))
    if not matches:
        return data
    match = rng.choice(matches)
    depth = rng.choice([100, 600, 1200, 3000])
    opening = b"".join(b'<subviews><view contentMode="scaleToFill" id="deep%d"><rect key="frame" x="0" y="0" '
                       b'width="10" height="10"/>' % index for index in range(depth))
    closing = b"</view></subviews>" * depth
    return data[:match.end()] + opening + closing + data[match.end():]


def delete_element(data, rng):
    starts = [m.start() for m in re.finditer(rb"<[a-zA-Z]", data)]
    if len(starts) < 2:
        return data
    start = rng.choice(starts[1:])
    end = data.find(b">", start)
    if end < 0:
        return data
    if data[end - 1:end] == b"/":
        return data[:start] + data[end + 1:]
    name = re.match(rb"<([A-Za-z]+)", data[start:]).group(1)
    close = data.find(b"</" + name + b">", end)
    return data[:start] + data[close + len(name) + 3:] if close >= 0 else data


def duplicate_element(data, rng):
    starts = [m.start() for m in re.finditer(rb"<(constraint|view|label|button|rect|scene) ", data)]
    if not starts:
        return data
    start = rng.choice(starts)
    end = data.find(b"/>", start)
    if end < 0 or b"<" in data[start + 1:end]:
        return data
    return data[:end + 2] + data[start:end + 2] + data[end + 2:]


def swap_attribute(data, rng):
    values = list(re.finditer(rb'="([^"]*)"', data))
    if len(values) < 2:
        return data
    a, b = sorted(rng.sample(values, 2), key=lambda m: m.start())
    return data[:a.start(1)] + b.group(1) + data[a.end(1):b.start(1)] + a.group(1) + data[b.end(1):]


def flip_bytes(data, rng):
    data = bytearray(data)
    for _ in range(rng.randint(1, 8)):
        data[rng.randrange(len(data))] = rng.randrange(256)
    return bytes(data)


def truncate(data, rng):
    return data[:rng.randrange(len(data))]


MUTATIONS = [mutate_number] * 5 + [nest] * 2 + [delete_element, duplicate_element, swap_attribute, flip_bytes,
                                                 truncate]


def run(binary, args, timeout):
    try:
        result = subprocess.run([binary] + args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                                timeout=timeout)
    except subprocess.TimeoutExpired:
        return "hang", ""
    status = result.returncode
    if status < 0 or status >= 128:
        lines = result.stderr.decode(errors="replace").splitlines()
        # The first line of Swift's report says why (a fatal error, a failed allocation, a signal).
        reasons = [line for line in lines if re.search(r"Fatal error|fatal error|failed to allocate|crashed:", line)]
        return "crash %d" % status, (reasons or lines[-1:] or [""])[0].strip()
    return "ok", ""


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("samples", nargs="?", default="/work/shared/ib-samples")
    parser.add_argument("--binary", default=".build/debug/adaptive")
    parser.add_argument("--count", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--timeout", type=float, default=60)
    parser.add_argument("--keep", default="out/mutants", help="where crashing mutants are copied")
    options = parser.parse_args()

    files = sorted(os.path.join(root, name) for root, _, names in os.walk(options.samples) for name in names
                   if name.endswith((".storyboard", ".xib")))
    if not files:
        sys.exit("no storyboard or xib under %s" % options.samples)
    rng = random.Random(options.seed)
    work = tempfile.mkdtemp(prefix="mutants-")
    os.makedirs(options.keep, exist_ok=True)
    crashes, hangs, runs = [], [], 0
    for index in range(options.count):
        source = rng.choice(files)
        with open(source, "rb") as handle:
            data = handle.read()
        mutations = [rng.choice(MUTATIONS) for _ in range(rng.randint(1, 2))]
        for mutation in mutations:
            data = mutation(data, rng) or data
        name = "m%05d%s" % (index, os.path.splitext(source)[1])
        path = os.path.join(work, name)
        with open(path, "wb") as handle:
            handle.write(data)
        out = os.path.join(work, "preview")
        commands = [["lint", path], ["lint", "--compare-frames", path],
                    ["preview", path, "--devices", "iPhone 15 Pro", "--orientations", "portrait", "--out", out]]
        for args in commands:
            runs += 1
            outcome, detail = run(options.binary, args, options.timeout)
            if outcome == "ok":
                continue
            kept = os.path.join(options.keep, name)
            shutil.copyfile(path, kept)
            line = "%s %s (%s of %s) %s: %s" % (
                outcome, " ".join(args[:-1] if args[0] == "lint" else args[:1]), "+".join(m.__name__ for m in mutations),
                os.path.basename(source), kept, detail)
            (hangs if outcome == "hang" else crashes).append(line)
            print(line, flush=True)
        shutil.rmtree(out, ignore_errors=True)
    shutil.rmtree(work, ignore_errors=True)
    print("%d mutants, %d runs: %d crashes, %d hangs" % (options.count, runs, len(crashes), len(hangs)))
    sys.exit(1 if crashes or hangs else 0)


if __name__ == "__main__":
    main()
