"""The command-line tools run on a machine with no display: none of them imports Qt or gui/."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

SCENARIO = {
    "boxes": [{"box": 3, "bet": "10", "side": "5", "actions": ["stand"]}],
    "cards": ["QH", "AS", "QH", "TD"],
}

PROBE = """
import sys
from croupier.engine.cli.main import main
code = main(sys.argv[1:])
qt = ('PySide6', 'shiboken6', 'gui')
loaded = sorted(m for m in sys.modules if m.split('.')[0] in qt or m.startswith('croupier.gui'))
print('LOADED', loaded, file=sys.stderr)
sys.exit(code)
"""


@pytest.mark.parametrize(
    "args",
    [
        ["replay", "{scenario}"],
        ["odds", "lucky-ladies", "--table", "A", "--decks", "6", "--json"],
        ["strategy", "--profile", "france", "--json"],
        ["config", "check", "{missing}"],
        ["history", "--data-dir", "{tmp}"],
        ["audit", "--data-dir", "{tmp}"],
    ],
)
def test_command_line_tools_never_import_qt(tmp_path: Path, args: list[str]) -> None:
    scenario = tmp_path / "s.json"
    scenario.write_text(json.dumps(SCENARIO), encoding="utf-8")
    argv = [a.format(scenario=scenario, tmp=tmp_path, missing=tmp_path / "none.toml") for a in args]
    proc = subprocess.run([sys.executable, "-c", PROBE, *argv], capture_output=True, text=True, timeout=120)
    assert "Traceback" not in proc.stderr
    assert "LOADED []" in proc.stderr, proc.stderr


def test_unknown_subcommand_option_exits_with_usage() -> None:
    proc = subprocess.run([sys.executable, "-m", "croupier", "replay"], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2
    assert "usage" in proc.stderr
