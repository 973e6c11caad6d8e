"""``croupier replay FILE.json``: print the round's result as one JSON object [digest §6]."""

from __future__ import annotations

import argparse
import json
import sys

from ..core.safe_json import MAX_BYTES, UnsafeInput, clip
from ..lab.replay import ScenarioError, replay_bytes, replay_file
from .args import whole

INDENT_MAX = 16


def configure(p: argparse.ArgumentParser) -> None:
    """Arguments of ``croupier replay``."""
    p.add_argument("file", help=f"scenario (JSON, at most {MAX_BYTES / 1e6:g} MB); - reads standard input")
    p.add_argument(
        "--indent", type=whole(0, INDENT_MAX), default=None, help=f"pretty-print with this indent (0–{INDENT_MAX})"
    )


def _stdin() -> bytes:
    """Standard input, read up to one byte past the bound (an endless pipe is not read to its end)."""
    binary = getattr(sys.stdin, "buffer", None)
    if binary is not None:
        data: bytes = binary.read(MAX_BYTES + 1)
        return data
    return sys.stdin.read(MAX_BYTES + 1).encode("utf-8")


def run(args: argparse.Namespace) -> int:
    """Exit 0 with the JSON on stdout, or 2 with a one-line message on stderr naming the scenario
    (its file, or ``stdin``), the field or line, and the clause that refuses it."""
    try:
        out = replay_bytes(_stdin(), "stdin") if args.file == "-" else replay_file(args.file)
    except (ScenarioError, UnsafeInput) as e:
        print(f"croupier replay: {clip(str(e), 240)}", file=sys.stderr)
        return 2
    try:
        json.dump(out, sys.stdout, indent=args.indent, ensure_ascii=False)
        sys.stdout.write("\n")
        sys.stdout.flush()
    except BrokenPipeError:  # the reader stopped early (``| head``): not an error of the scenario
        sys.stderr.close()
    return 0
