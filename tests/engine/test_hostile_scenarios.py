"""Hostile lab scenarios (``croupier replay``) [digest §6]: truncated, not JSON, wrong types, keys
written twice, an impossible shoe, decisions illegal at that point, bets outside the limits, a side
bet where none is offered, hyper black jack fields wrong, deep nesting, a 2 MB file, a folder, a pipe,
a device, an endless standard input, a binary file, BOMs and CRLF. Each ends in one line that names
the scenario, the field (or line) and, where a rule refuses it, the clause; or plays when the file is
only written unusually (a BOM, CRLF)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from .test_hostile_cli import refused, run

BASE: dict[str, Any] = {
    "profile": "france",
    "side_bet": {"name": "lucky-ladies", "table": "A", "min": "1", "max": "100"},
    "limits": {"min": "10", "max": "1000"},
    "boxes": [{"box": 1, "bet": "10", "side": "5", "actions": ["stand"]}],
    "cards": ["TS", "5H", "9S", "TD", "2C"],
}


def write(tmp_path: Path, data: Any, name: str = "lab-case.json") -> str:
    path = tmp_path / name
    path.write_bytes(data if isinstance(data, bytes) else json.dumps(data).encode("utf-8"))
    return str(path)


def changed(**top: Any) -> dict[str, Any]:
    data = json.loads(json.dumps(BASE))
    data.update(top)
    return data


def box(**fields: Any) -> list[dict[str, Any]]:
    return [{**BASE["boxes"][0], **fields}]


def test_a_bom_and_crlf_line_ends_play_as_the_same_scenario(tmp_path: Path) -> None:
    plain = run(["replay", write(tmp_path, BASE)])
    text = json.dumps(BASE, indent=1).replace("\n", "\r\n").encode("utf-8")
    with_bom = run(["replay", write(tmp_path, b"\xef\xbb\xbf" + text, "bom.json")])  # was "Unexpected UTF-8 BOM"
    assert plain[0] == 0 and with_bom == plain
    stdin = run(["replay", "-"], "\ufeff" + json.dumps(BASE))
    assert stdin == plain


@pytest.mark.parametrize(
    ("raw", "needle"),
    [
        (json.dumps(BASE).encode()[:40], "line 1: not valid JSON"),
        (b'schema = 1\nprofile = "france"\n', "line 1: not valid JSON"),  # TOML
        (b"", "not valid JSON"),
        (b"\x00\x00\x00", "not valid JSON"),
        (bytes(range(128, 256)) * 4, "not UTF-8 text (byte 0)"),
        (b"[" * 50_000, "nested too deeply"),
        (b'{"boxes": [], "boxes": []}', "boxes: written twice"),  # JSON alone keeps the last one
        (b'{"boxes": [{"box": 1, "bet": "10", "bet": "20"}], "cards": []}', "bet: written twice"),
        (b'{"cards": [], "boxes": [{"box": 1, "bet": 1' + b"0" * 5000 + b"}]}", "digits"),
        (b'{"cards": [], "boxes": [{"box": 1, "bet": NaN}]}', "NaN"),
    ],
)
def test_files_that_are_not_scenarios_name_the_file_and_the_line(tmp_path: Path, raw: bytes, needle: str) -> None:
    line = refused(["replay", write(tmp_path, raw)], needle)
    assert "lab-case.json" in line


def test_a_two_megabyte_file_is_refused_before_it_is_read(tmp_path: Path) -> None:
    data = changed(boxes=box(player="x" * 2_000_000))
    refused(["replay", write(tmp_path, data)], "too large")


def test_a_folder_a_pipe_and_a_device_are_refused_without_waiting(tmp_path: Path) -> None:
    refused(["replay", str(tmp_path)], "a folder, not a file")
    if not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs here")
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    for path in (str(fifo), "/dev/zero"):  # the pipe waited for a writer, /dev/zero read for ever
        proc = subprocess.run([sys.executable, "-m", "croupier", "replay", path], capture_output=True, text=True,
                              timeout=60)  # fmt: skip
        assert proc.returncode == 2 and "a pipe or a device" in proc.stderr and proc.stderr.count("\n") == 1


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero")
def test_an_endless_standard_input_is_cut_at_the_bound() -> None:
    with open("/dev/zero", "rb") as zero:
        proc = subprocess.run([sys.executable, "-m", "croupier", "replay", "-"], stdin=zero, capture_output=True,
                              text=True, timeout=60)  # fmt: skip
    assert proc.returncode == 2 and "stdin: the file is too large" in proc.stderr


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root reads any file")
def test_a_file_without_read_permission_is_named(tmp_path: Path) -> None:
    path = Path(write(tmp_path, BASE))
    path.chmod(0)
    refused(["replay", str(path)], "Permission denied")


@pytest.mark.parametrize(
    ("data", "needle"),
    [
        (changed(boxes="all"), "boxes: must be a non-empty list"),
        (changed(boxes=[]), "boxes: must be a non-empty list"),
        (changed(boxes=[1]), "boxes[0]: must be an object"),
        (changed(boxes=box(box=8)), "boxes[0].box: must be a box number 1–7"),
        (changed(boxes=box(box=True)), "boxes[0].box"),
        (changed(boxes=box() + box()), "box 1: box: listed twice"),
        (changed(boxes=box(colour="red")), "box 1: colour: unknown field"),
        (changed(boxes=box(insurance="yes")), "box 1: insurance: must be true or false"),
        (changed(boxes=box(actions="stand")), "box 1: actions: must be a list"),
        (changed(boxes=box(actions=[["stand"]])), "box 1: actions[0]: unknown action"),
        (changed(boxes=box(player="a\nb")), "box 1: player: 1 to 40 printable characters"),
        (changed(boxes=box(player="")), "box 1: player"),
        (changed(boxes=box(player=["p"])), "box 1: player: must be a name or a number"),
        (changed(cards="TS 5H"), "cards: must be a list"),
        (changed(cards=["TS", "5H", 9]), "cards[2]"),
        (changed(rules=[]), "rules: must be an object"),
        (changed(rules={"decks": 0}), "decks"),
        (changed(rules={"colour": "red"}), "colour"),
        (changed(currency=False), "currency: must be a currency code"),  # was ignored: EUR
        (changed(currency=""), "currency: must be a currency code"),
        (changed(currency="XYZ"), "currency"),
        (changed(profile="mars"), "profile"),
        (changed(hand="x"), "hand: unknown field"),
        ([BASE], "scenario: must be a JSON object"),
    ],
)
def test_wrong_types_and_unknown_fields_name_the_scenario_and_the_field(tmp_path: Path, data: Any, needle: str) -> None:
    line = refused(["replay", write(tmp_path, data)], needle)
    assert line.startswith("croupier replay: ") and "lab-case.json: " in line  # the scenario is named


@pytest.mark.parametrize(
    ("data", "needle"),
    [
        # an impossible shoe: a second ace of spades in one deck, more cards than the shoe holds
        (
            changed(rules={"decks": 1}, side_bet={"name": "none"}, cards=["AS", "5H", "AS", "TD", "2C"]),
            "cards[2]: AS appears more often than 1 deck(s) hold",
        ),
        (
            changed(rules={"decks": 1}, side_bet={"name": "none"}, cards=["2S", "3S", "4S", "5S"] * 14),
            "appears more often than 1 deck(s) hold",
        ),
        # decisions illegal at that point
        (
            changed(boxes=box(actions=["hit", "double"]), cards=["2S", "5H", "3S", "4S", "5S", "TD", "8C"]),
            "box 1: actions[1]: double is not allowed for box-1: [FR-BJ-8]",
        ),
        (changed(boxes=box(actions=["split"])), "box 1: actions[0]: split is not allowed for box-1: [FR-BJ-9]"),
        (changed(boxes=box(actions=["surrender"])), "[FR-BJ-10]"),
        (changed(boxes=box(actions=["stand", "hit"])), "box 1: actions[1]: hit cannot be applied"),
        (changed(boxes=box(actions=[])), "box 1: actions: missing decision"),
        # bets outside the limits, side bets where none is offered or with no main bet
        (changed(boxes=box(bet="5")), "box 1: bet: [FR-LIM-1] bet 5 is below the table minimum 10"),
        (changed(boxes=box(bet="1001")), "box 1: bet: [FR-LIM-1] bet 1001 is above the table maximum 1000"),
        (changed(boxes=box(bet="-10")), "box 1: bet"),
        (changed(boxes=box(bet="10.5")), "box 1: bet"),
        (changed(boxes=box(bet=True)), "box 1: bet"),
        (changed(boxes=box(side="101")), "box 1: side: [FR-LL-3] side bet 101 is above the maximum 100"),
        (changed(side_bet={"name": "none"}), "box 1: side: [FR-LL-1] this table has no side bet"),
        (changed(boxes=box(bet="0")), "box 1: bet: [FR-LL-4] [PR-LL-2] a side bet needs a main bet"),
        (changed(limits={"min": "10", "max": "300"}), "limits.max: [FR-LIM-1]"),
        (changed(bankroll="14"), "box 1: side: [BANKROLL]"),
        (changed(bankroll="-1"), "bankroll"),
        # hyper black jack fields wrong [FR-HBJ-1…4]
        (changed(boxes=box(hyper={"20": "5"})), "box 1: hyper.20: [FR-HBJ-1] this table does not offer"),
        (changed(hyper={"min": "1", "max": "100"}, boxes=box(hyper={"22": "5"})), "box 1: hyper.22: unknown case"),
        (changed(hyper={"min": "1", "max": "100"}, boxes=box(hyper=["20"])), "box 1: hyper: must be an object"),
        (changed(hyper={"min": "1", "max": "100"}, boxes=box(hyper={"20": "500"})), "box 1: hyper.20: [FR-HBJ-3]"),
        (changed(hyper={"min": "1", "max": "100"}, boxes=box(hyper={"20": "x"})), "box 1: hyper.20"),
        (changed(hyper="yes"), "hyper: must be an object"),
        (
            changed(profile="puerto-rico", side_bet={"name": "none"}, hyper={}, boxes=[{"box": 1, "bet": "10"}]),
            "hyper: [FR-HBJ-1]",
        ),
    ],
)
def test_what_the_rules_refuse_names_the_box_the_field_and_the_clause(tmp_path: Path, data: Any, needle: str) -> None:
    line = refused(["replay", write(tmp_path, data)], needle)
    assert "lab-case.json: " in line


def test_the_scenario_on_standard_input_is_named_stdin() -> None:
    line = refused(["replay", "-"], "box 1: bet: [FR-LIM-1]", json.dumps(changed(boxes=box(bet="5"))))
    assert line.startswith("croupier replay: stdin: box 1: bet:")
