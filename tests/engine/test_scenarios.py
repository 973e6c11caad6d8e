"""The lab corpus: every scenario of tests/scenarios/ replayed and compared with its hand-worked result.

A scenario file holds ``description``, ``rules`` (clause ids), ``scenario`` (the input of digest §6) and
``expected``: either the parts of the output that matter, or ``{"error": substring, "status": 2}``.
Objects in ``expected`` are compared key by key (keys left out are not checked); lists compare item by
item. ``expected["events"]`` is compared with the round's events kept to the types it names, and card
events to the destinations (``to``) it names, so it pins an order without listing every event.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from croupier.engine.lab.replay import ScenarioError, replay

CORPUS = Path(__file__).resolve().parent.parent / "scenarios"
FILES = sorted(CORPUS.glob("*.json"))
ROOT = CORPUS.parent.parent

#: the event vocabulary of digest §6, and the engine's additions the corpus may pin
SPEC_TYPES = {
    "card", "announce", "side-collect", "side-pay", "side-hold", "insurance-collect", "insurance-pay",
    "main-collect", "main-pay", "main-push", "clear",
    "main-return", "dealer-stand", "dealer-bust", "bet", "bet-removed",
    "hyper-collect", "hyper-pay", "reveal",
}  # fmt: skip


def load(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def mismatch(expected: Any, actual: Any, where: str = "") -> str | None:
    """Where ``actual`` departs from ``expected`` (None when it matches)."""
    if isinstance(expected, dict):
        if not isinstance(actual, dict):
            return f"{where}: expected an object, got {actual!r}"
        for key, value in expected.items():
            if key not in actual:
                return f"{where}.{key}: missing"
            found = mismatch(value, actual[key], f"{where}.{key}")
            if found:
                return found
        return None
    if isinstance(expected, list):
        if not isinstance(actual, list) or len(actual) != len(expected):
            return f"{where}: expected {len(expected)} items {expected!r}, got {actual!r}"
        for i, (e, a) in enumerate(zip(expected, actual, strict=True)):
            found = mismatch(e, a, f"{where}[{i}]")
            if found:
                return found
        return None
    if expected != actual:
        return f"{where}: expected {expected!r}, got {actual!r}"
    return None


def pick_events(expected: list[dict[str, Any]], actual: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The actual events of the kinds (and card destinations) that ``expected`` names, in order."""
    types = {e["type"] for e in expected}
    to = {e["to"] for e in expected if e["type"] == "card"}
    return [e for e in actual if e["type"] in types and (e["type"] != "card" or e["to"] in to)]


def check(data: dict[str, Any]) -> None:
    expected = data["expected"]
    if "error" in expected:
        with pytest.raises(ScenarioError) as info:
            replay(data["scenario"])
        message = str(info.value)
        assert expected["error"] in message, message
        assert "\n" not in message and message.strip() == message
        return
    out = replay(data["scenario"])
    want = dict(expected)
    events = want.pop("events", None)
    problem = mismatch(want, out)
    assert problem is None, problem
    if events is not None:
        assert {e["type"] for e in events} <= SPEC_TYPES
        problem = mismatch(events, pick_events(events, out["events"]), ".events")
        assert problem is None, problem


# Scenarios whose expected result (worked out from the regulation) the engine does not give yet.
KNOWN_BUGS: dict[str, str] = {}


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario(path: Path) -> None:
    if path.stem in KNOWN_BUGS:
        pytest.xfail(KNOWN_BUGS[path.stem])  # pragma: no cover - only while a bug is open
    check(load(path))


def test_corpus_is_complete_and_well_formed() -> None:
    """At least 40 scenarios, each with a description, clause ids, input and expected output."""
    assert len(FILES) >= 40
    for path in FILES:
        data = load(path)
        assert set(data) == {"description", "rules", "scenario", "expected"}, path.name
        assert data["description"] and data["rules"], path.name
        if "error" in data["expected"]:
            assert data["expected"]["status"] == 2, path.name


def test_corpus_covers_every_side_bet_outcome() -> None:
    """Every Lucky Ladies and Lucky Lucky outcome id appears in a scenario's expected result."""
    seen: set[str] = set()
    for path in FILES:
        for box in load(path)["expected"].get("boxes", []):
            if box.get("side"):
                seen.add(box["side"]["outcome"])
    ladies = {"qh-pair-dealer-bj", "qh-pair", "matched-20", "suited-20", "any-20"}
    lucky = {"suited-777", "suited-678", "777", "678", "suited-21", "21", "20", "19"}
    assert ladies | lucky | {"lose"} <= seen


def run_cli(tmp_path: Path, scenario: dict[str, Any]) -> subprocess.CompletedProcess[str]:
    f = tmp_path / "scenario.json"
    f.write_text(json.dumps(scenario), encoding="utf-8")
    return subprocess.run(
        [sys.executable, "-m", "croupier", "replay", str(f)], capture_output=True, text=True, cwd=ROOT, timeout=60
    )


@pytest.mark.parametrize(
    "name", ["ll_qh_held_one_box_dealer_bj", "lucky_suited_777", "split_resplit_double_after_split"]
)
def test_cli_replay_prints_the_expected_json(tmp_path: Path, name: str) -> None:
    """``croupier replay FILE`` (the real command) prints one JSON object with the expected result."""
    data = load(CORPUS / f"{name}.json")
    proc = run_cli(tmp_path, data["scenario"])
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == ""
    out = json.loads(proc.stdout)
    assert proc.stdout.count("\n") == 1
    want = dict(data["expected"])
    events = want.pop("events", None)
    assert mismatch(want, out) is None
    if events:
        assert mismatch(events, pick_events(events, out["events"])) is None


@pytest.mark.parametrize(
    "name",
    ["bad_card_1H", "bad_card_10H", "bad_card_lowercase_space", "bad_action_double_after_hit", "bad_too_few_cards",
     "bad_missing_decision", "refuse_pr_side_cap_7_50", "refuse_below_table_min", "bad_action_hit_after_double",
     "bad_action_left_over"],
)  # fmt: skip
def test_cli_bad_scenario_exits_2_with_one_line(tmp_path: Path, name: str) -> None:
    """A bad scenario: status 2, nothing on stdout, one line on stderr naming the problem, no traceback [§6]."""
    data = load(CORPUS / f"{name}.json")
    proc = run_cli(tmp_path, data["scenario"])
    assert proc.returncode == 2
    assert proc.stdout == ""
    lines = proc.stderr.splitlines()
    assert len(lines) == 1, proc.stderr
    assert data["expected"]["error"] in lines[0]
    assert "Traceback" not in proc.stderr


def test_cli_not_json_exits_2(tmp_path: Path) -> None:
    """A file that is not JSON is a bad scenario too: status 2, one line naming the line."""
    f = tmp_path / "broken.json"
    f.write_text('{"boxes": [\n', encoding="utf-8")
    proc = subprocess.run(
        [sys.executable, "-m", "croupier", "replay", str(f)], capture_output=True, text=True, cwd=ROOT, timeout=60
    )
    assert proc.returncode == 2
    assert len(proc.stderr.splitlines()) == 1 and "line" in proc.stderr and "Traceback" not in proc.stderr


def test_output_echoes_the_resolved_table() -> None:
    """The output names every rule option, the limits, the side bet with its pay table and the currency,
    so a result can be audited without the input [digest §6]."""
    from croupier.engine.core.rules import OPTIONS

    out = replay(load(CORPUS / "deal_order_peek.json")["scenario"])
    cfg = out["config"]
    assert cfg["profile"] == "puerto-rico" and set(cfg["rules"]) == set(OPTIONS)
    assert cfg["rules"]["hole_card"] == "peek" and cfg["limits"] == {"min": "5", "max": "500"}
    assert cfg["side_bet"]["name"] == "lucky-lucky" and cfg["side_bet"]["table"] == "PT1"
    assert cfg["side_bet"]["pays"]["suited-777"] > 0 and cfg["currency"] == "USD"


def test_each_hand_says_total_soft_and_doubled() -> None:
    out = replay(load(CORPUS / "double_soft_any_two.json")["scenario"])
    hand = out["boxes"][0]["hands"][0]
    assert (hand["total"], hand["soft"], hand["doubled"]) == (20, True, True)
