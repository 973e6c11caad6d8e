"""The README documents every rule option with its values, so the one spelling stays one."""

from __future__ import annotations

from pathlib import Path

from croupier.engine.core.rules import OPTIONS

README = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")


def test_readme_lists_every_rule_option_and_its_values() -> None:
    for key, option in OPTIONS.items():
        row = next((line for line in README.splitlines() if line.startswith(f"| `{key}` |")), None)
        assert row is not None, f"README has no row for rule option {key}"
        assert option.describe() in row, f"README row of {key} does not list {option.describe()}"


def _quick_start_blocks() -> list[list[str]]:
    section = README.split("## Quick start\n", 1)[1].split("\n## ", 1)[0]
    return [block.split("\n```", 1)[0].strip().splitlines() for block in section.split("```sh\n")[1:]]


def test_readme_quick_start_has_the_run_and_test_commands() -> None:
    """Each block installs the Debian list, makes the venv Debian's pip requires, installs and runs."""
    play, test = _quick_start_blocks()[:2]
    apt = "sudo apt-get install -y --no-install-recommends $(grep -o '^[^# ]*' packaging/debian-packages.txt)"
    assert play[0] == apt and test[0] == apt
    assert play[1] == "python3 -m venv .venv && . .venv/bin/activate && python3 -m pip install -e . && croupier"
    assert test[1] == (
        "python3 -m venv .venv && . .venv/bin/activate && python3 -m pip install -e '.[test]' "
        "&& python3 -m pytest -n auto"
    )
    assert "tools/bare-debian-check.sh" in README


def test_readme_keeps_a_section_for_every_part_of_the_product() -> None:
    headings = {line.strip() for line in README.splitlines() if line.startswith("## ")}
    for part in (
        "## Quick start", "## The table", "## Languages", "## Installers", "## Where things live",
        "## The command line", "## Rule options", "## Pay tables", "## How the rules are proven",
        "## Exact odds and the simulator",
        "## Basic strategy and the base game's house edge", "## The director's settings",
        "## Journal, crash recovery, game recall and audit", "## Cards and chips", "## Benchmarks",
    ):  # fmt: skip
        assert part in headings, f"README lost its section {part!r}"
