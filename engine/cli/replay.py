"""``croupier replay FILE.json``: print the round's result as one JSON object [digest §6]."""

from __future__ import annotations

import argparse
import json
import sys

from ..core.safe_json import UnsafeInput, clip
from ..core.safe_json import loads as safe_loads
from ..lab.replay import ScenarioError, replay_file


def configure(p: argparse.ArgumentParser) -> None:
    """Arguments of ``croupier replay``."""
    p.add_argument("file", help="scenario (JSON); - reads standard input")
    p.add_argument("--indent", type=int, default=None, help="pretty-print with this indent")


def run(args: argparse.Namespace) -> int:
    """Exit 0 with the JSON on stdout, or 2 with a one-line message on stderr."""
    try:
        if args.file == "-":
            from ..lab.replay import ScenarioError as _E
            from ..lab.replay import replay

            try:
                data = safe_loads(sys.stdin.read(), "stdin")
            except json.JSONDecodeError as e:
                raise _E(f"stdin: line {e.lineno}: not valid JSON: {e.msg}") from None
            out = replay(data)
        else:
            out = replay_file(args.file)
    except (ScenarioError, UnsafeInput) as e:
        print(f"croupier replay: {clip(str(e), 200)}", file=sys.stderr)
        return 2
    try:
        json.dump(out, sys.stdout, indent=args.indent, ensure_ascii=False)
        sys.stdout.write("\n")
        sys.stdout.flush()
    except BrokenPipeError:  # the reader stopped early (``| head``): not an error of the scenario
        sys.stderr.close()
    return 0
