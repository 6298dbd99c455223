#!/usr/bin/env python3
"""Form screens and nested stack view grids as adaptive-constraints/1 systems.

usage: forms.py cases OUTDIR [--shared DIR]
           writes the small cases (NAME.json) and kiwisolver's answers (NAME.expected.json)
           that `check.py CMD OUTDIR` compares `adaptive solve` with
       forms.py bench [CMD] --shape form|stackgrid [--sizes 1000,5000,20000] [--repeat N]
                      [--timeout S] [--no-kiwisolver] [--shared DIR]
           times CMD (as the solver cases' bench.py does: `--time` self-reported solve_ms)
           against kiwisolver on the shape at each size, and prints both and their ratio
       forms.py write FILE.json --shape form|stackgrid --size N
           writes one system

The shapes (views have four variables each: NAME.l, .w, .t, .h; sw and sh are the window's
width and height, strong edit variables suggested across the device sizes of layouts.py):

  form       a settings or form screen: rows of three views (icon, title, value); each row's
             title top pinned to the previous row's title bottom, the icon and the value centred
             on the title, the value's trailing edge pinned to the margin and at least 8 points
             after the title; labels hug and resist around their intrinsic sizes.
             A vertical chain as long as the screen: kiwi is quadratic on it.
  stackgrid  a grid of nested stack views, with the constraints UIStackView makes: an outer
             vertical stack of rows, each row a horizontal fill-equally stack of 4 cells, each
             cell a vertical stack of a title and a detail label (13 views a row).

The shared scripts (acformat.py, layouts.py, bench.py, check.py) are read from --shared,
by default from a `shared/solver-cases` folder beside the package (kiwisolver's solver cases, not part of
this repository).
"""

import argparse
import json
import os
import random
import shlex
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_SHARED = os.path.normpath(os.path.join(HERE, "..", "..", "..", "shared", "solver-cases"))


def load_shared(path):
    sys.path.insert(0, path)
    global F, layouts, bench
    import acformat as F  # noqa: F401
    import layouts  # noqa: F401
    import bench  # noqa: F401


def _c(terms, constant, op, strength):
    return {"expr": {"terms": [[n, a] for n, a in terms], "constant": constant}, "op": op, "strength": strength}


class Views(object):
    """Variable names, four a view."""

    def __init__(self):
        self.names = ["sw", "sh"]

    def add(self, name):
        self.names.extend((name + ".l", name + ".w", name + ".t", name + ".h"))
        return name


def L(v):
    return v + ".l"


def W(v):
    return v + ".w"


def T(v):
    return v + ".t"


def H(v):
    return v + ".h"


def document(views, cons, devices=None):
    devices = devices or layouts.DEVICES
    return {
        "format": F.FORMAT,
        "variables": views.names,
        "constraints": cons,
        "edits": [
            {"var": "sw", "strength": "strong", "suggest": [float(w) for w, h in devices]},
            {"var": "sh", "strength": "strong", "suggest": [float(h) for w, h in devices]},
        ],
    }


def label_size(cons, v, axis_w, axis_h, iw, ih, hug_w=250, hug_h=251, cr_w=750, cr_h=750):
    """A label's content hugging and compression resistance around its intrinsic size."""
    if axis_w:
        cons.append(_c([(W(v), 1.0)], -iw, ">=", cr_w))
        cons.append(_c([(W(v), 1.0)], -iw, "<=", hug_w))
    if axis_h:
        cons.append(_c([(H(v), 1.0)], -ih, ">=", cr_h))
        cons.append(_c([(H(v), 1.0)], -ih, "<=", hug_h))


def form_doc(n, seed=0, devices=None):
    """A form screen of n views (n // 3 rows of icon, title, value)."""
    rng = random.Random("form:%d:%d" % (n, seed))
    views = Views()
    cons = [_c([("sw", 1.0)], 0.0, ">=", "required"), _c([("sh", 1.0)], 0.0, ">=", "required")]
    margin, spacing = 16.0, 11.0
    previous = None
    for r in range(max(1, n // 3)):
        icon, title, value = (views.add("r%d.%s" % (r, k)) for k in ("icon", "title", "value"))
        # icon: fixed size, on the leading margin, centred on the title
        cons.append(_c([(L(icon), 1.0)], -margin, "==", "required"))
        cons.append(_c([(W(icon), 1.0)], -29.0, "==", "required"))
        cons.append(_c([(H(icon), 1.0)], -29.0, "==", "required"))
        cons.append(_c([(T(icon), 1.0), (H(icon), 0.5), (T(title), -1.0), (H(title), -0.5)], 0.0, "==", "required"))
        # title: after the icon, its top on the previous row's bottom
        cons.append(_c([(L(title), 1.0), (L(icon), -1.0), (W(icon), -1.0)], -15.0, "==", "required"))
        if previous is None:
            cons.append(_c([(T(title), 1.0)], -margin, "==", "required"))
        else:
            cons.append(_c([(T(title), 1.0), (T(previous), -1.0), (H(previous), -1.0)], -spacing, "==", "required"))
        label_size(cons, title, True, True, rng.randint(60, 240) / 2.0, rng.choice([20.5, 20.5, 41.0]),
                   hug_w=251, cr_w=750)
        # value: trailing on the margin, at least 8 after the title, centred on the title
        cons.append(_c([("sw", 1.0), (L(value), -1.0), (W(value), -1.0)], -margin, "==", "required"))
        cons.append(_c([(L(value), 1.0), (L(title), -1.0), (W(title), -1.0)], -8.0, ">=", "required"))
        cons.append(_c([(T(value), 1.0), (H(value), 0.5), (T(title), -1.0), (H(title), -0.5)], 0.0, "==", "required"))
        label_size(cons, value, True, True, rng.randint(40, 160) / 2.0, 20.5, hug_w=250, cr_w=749)
        previous = title
    cons.append(_c([("sh", 1.0), (T(previous), -1.0), (H(previous), -1.0)], -margin, "==", 100))
    return document(views, cons, devices)


def stackgrid_doc(n, seed=0, columns=4, devices=None):
    """A grid of nested stack views of about n views (rows of 1 + 3 * columns views)."""
    rng = random.Random("stackgrid:%d:%d" % (n, seed))
    views = Views()
    cons = [_c([("sw", 1.0)], 0.0, ">=", "required"), _c([("sh", 1.0)], 0.0, ">=", "required")]
    margin, row_spacing, cell_spacing, label_spacing = 16.0, 12.0, 8.0, 2.0
    outer = views.add("stack")
    cons.append(_c([(L(outer), 1.0)], -margin, "==", "required"))
    cons.append(_c([(T(outer), 1.0)], -margin, "==", "required"))
    cons.append(_c([("sw", 1.0), (L(outer), -1.0), (W(outer), -1.0)], -margin, "==", "required"))
    previous = None
    rows = max(1, (n - 1) // (1 + 3 * columns))
    for r in range(rows):
        row = views.add("r%d" % r)
        # outer vertical stack, fill alignment: the row spans the stack's width, below the one before
        cons.append(_c([(L(row), 1.0), (L(outer), -1.0)], 0.0, "==", "required"))
        cons.append(_c([(W(row), 1.0), (W(outer), -1.0)], 0.0, "==", "required"))
        if previous is None:
            cons.append(_c([(T(row), 1.0), (T(outer), -1.0)], 0.0, "==", "required"))
        else:
            cons.append(_c([(T(row), 1.0), (T(previous), -1.0), (H(previous), -1.0)], -row_spacing, "==", "required"))
        first = None
        last = None
        for j in range(columns):
            cell = views.add("r%d.c%d" % (r, j))
            # horizontal fill-equally stack: cells chained, equal widths, spanning the row's height
            if last is None:
                cons.append(_c([(L(cell), 1.0), (L(row), -1.0)], 0.0, "==", "required"))
            else:
                cons.append(_c([(L(cell), 1.0), (L(last), -1.0), (W(last), -1.0)], -cell_spacing, "==", "required"))
                cons.append(_c([(W(cell), 1.0), (W(first), -1.0)], 0.0, "==", "required"))
            cons.append(_c([(T(cell), 1.0), (T(row), -1.0)], 0.0, "==", "required"))
            cons.append(_c([(H(cell), 1.0), (H(row), -1.0)], 0.0, "==", "required"))
            first = first or cell
            last = cell
            # the cell's vertical stack of two labels, fill alignment
            title, detail = views.add(cell + ".title"), views.add(cell + ".detail")
            for label in (title, detail):
                cons.append(_c([(L(label), 1.0), (L(cell), -1.0)], 0.0, "==", "required"))
                cons.append(_c([(W(label), 1.0), (W(cell), -1.0)], 0.0, "==", "required"))
            cons.append(_c([(T(title), 1.0), (T(cell), -1.0)], 0.0, "==", "required"))
            cons.append(_c([(T(detail), 1.0), (T(title), -1.0), (H(title), -1.0)], -label_spacing, "==", "required"))
            cons.append(_c([(T(cell), 1.0), (H(cell), 1.0), (T(detail), -1.0), (H(detail), -1.0)], 0.0, "==",
                           "required"))
            # the detail hugs less than the title, so a cell taller than its labels stretches its detail
            label_size(cons, title, False, True, 0, 20.5, hug_h=251)
            label_size(cons, detail, False, True, 0, rng.choice([16.0, 16.0, 32.0, 48.0]), hug_h=250)
        cons.append(_c([(L(row), 1.0), (W(row), 1.0), (L(last), -1.0), (W(last), -1.0)], 0.0, "==", "required"))
        previous = row
    cons.append(_c([(T(outer), 1.0), (H(outer), 1.0), (T(previous), -1.0), (H(previous), -1.0)], 0.0, "==",
                   "required"))
    cons.append(_c([("sh", 1.0), (T(outer), -1.0), (H(outer), -1.0)], -margin, "==", 100))
    return document(views, cons, devices)


SHAPES = {"form": form_doc, "stackgrid": stackgrid_doc}


def write_cases(outdir):
    """Small instances with kiwisolver's answers; `ambiguous` when another term order changes them."""
    import oracle
    os.makedirs(outdir, exist_ok=True)
    specs = [("form", 3, 0), ("form", 12, 0), ("form", 30, 1), ("form", 90, 2),
             ("stackgrid", 14, 0), ("stackgrid", 27, 1), ("stackgrid", 66, 2), ("stackgrid", 131, 3)]
    for shape, n, seed in specs:
        name = "layout-%s-%03d" % (shape, n)
        doc = SHAPES[shape](n, seed)
        system = F.validate(doc)
        first = oracle.solve(system)
        other = oracle.solve(system, term_rng=random.Random(7))
        ambiguous = any(abs(a - b) > 1e-6 for a, b in zip(first.values, other.values)) or any(
            abs(a - b) > 1e-6 for s, t in zip(first.steps, other.steps) for a, b in zip(s, t))
        expected = oracle.result_json(system, first)
        expected["ambiguous"] = ambiguous
        with open(os.path.join(outdir, name + ".json"), "w") as f:
            f.write(F.dumps(doc) + "\n")
        with open(os.path.join(outdir, name + ".expected.json"), "w") as f:
            f.write(F.dumps(expected) + "\n")
        print("%s: %d variables, %d constraints%s" % (name, len(system.names), len(system.constraints),
                                                      ", ambiguous" if ambiguous else ""))


def run_bench(args):
    cmd = shlex.split(args.cmd[0]) + args.cmd[1:] if len(args.cmd) == 1 else args.cmd
    import tempfile
    work = tempfile.TemporaryDirectory(prefix="forms-bench-")
    timed = bool(cmd) and bench.probe_time_flag(cmd, work.name, 60)
    rows = [("views", "vars", "constraints", "kiwisolver ms", "ours ms", "ours/kiwisolver")]
    for n in [int(s) for s in args.sizes.split(",") if s.strip()]:
        doc = SHAPES[args.shape](n)
        path = os.path.join(work.name, "%s-%d.json" % (args.shape, n))
        with open(path, "w") as f:
            f.write(F.dumps(doc))
        system = F.validate(doc)
        kiwi, note = None, "skipped"
        if not args.no_kiwisolver:
            worker = [sys.executable, bench.__file__, "--kiwisolver-worker", path]
            kiwi, _, note = bench.best(worker, args.timeout, args.repeat, bench.own_ms)
        ours, ours_note = None, "no command"
        if cmd:
            ours, _, ours_note = bench.best(cmd + (["--time"] if timed else []) + [path], args.timeout, args.repeat,
                                            bench.timing_ms if timed else bench.wall_ms)
        ratio = "%.4f" % (ours / kiwi) if ours is not None and kiwi else "n/a"
        rows.append((str(n), str(len(system.names)), str(len(system.constraints)), bench.fmt(kiwi, note),
                     bench.fmt(ours, ours_note), ratio))
        print("size %d done" % n, file=sys.stderr)
        sys.stderr.flush()
    print("forms.py %s_doc(N); %d suggestions per run; best of %d; ours = %s" % (
        args.shape, len(layouts.DEVICES) * 2, args.repeat, "solve_ms (self-reported)" if timed else "wall time"))
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    for r in rows:
        print("  ".join(s.rjust(w) for s, w in zip(r, widths)))
    work.cleanup()
    return 0


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("verb", choices=["cases", "bench", "write"])
    ap.add_argument("rest", nargs="*")
    ap.add_argument("--shared", default=DEFAULT_SHARED)
    ap.add_argument("--shape", default="form", choices=sorted(SHAPES))
    ap.add_argument("--sizes", default="1000,5000,20000")
    ap.add_argument("--size", type=int, default=1000)
    ap.add_argument("--repeat", type=int, default=1)
    ap.add_argument("--timeout", type=int, default=600)
    ap.add_argument("--no-kiwisolver", action="store_true")
    args = ap.parse_args(argv[1:])
    load_shared(args.shared)
    if args.verb == "cases":
        if len(args.rest) != 1:
            ap.error("cases takes OUTDIR")
        write_cases(args.rest[0])
        return 0
    if args.verb == "write":
        if len(args.rest) != 1:
            ap.error("write takes FILE.json")
        with open(args.rest[0], "w") as f:
            f.write(F.dumps(SHAPES[args.shape](args.size)) + "\n")
        return 0
    args.cmd = args.rest
    return run_bench(args)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
