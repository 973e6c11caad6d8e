"""A custom pay table's file cannot claim what its rows are not, and ``simulate --boxes`` takes ASCII
digits only (hostile input: the table's words and the options are checked, not believed)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from croupier.engine.cli.args import pay_table_file
from croupier.engine.cli.main import main
from croupier.engine.core.paytables import LUCKY_LADIES, LUCKY_LUCKY, PRESETS, from_mapping


def test_a_table_that_pays_otherwise_is_not_regulated_whatever_its_file_says() -> None:
    """[FR-LL-3] the regulation's tables are A and B: a table paying 900 for the top row is not one."""
    rows = dict(PRESETS[LUCKY_LADIES]["A"].pays) | {"qh-pair-dealer-bj": 900}
    for claim in (True, "yes", 1):
        t = from_mapping({"game": LUCKY_LADIES, "id": "mine", "pays": rows, "regulated": claim})
        assert t.regulated is False


@pytest.mark.parametrize(("game", "tid"), [(LUCKY_LADIES, "A"), (LUCKY_LADIES, "B"), (LUCKY_LUCKY, "PT1")])
def test_a_table_that_pays_as_a_regulated_preset_is_regulated_without_saying_so(game: str, tid: str) -> None:
    """[FR-LL-3, PR-LL-6] a file holding a regulated table's very rows is that regulated table."""
    t = from_mapping({"game": game, "id": "copy", "pays": dict(PRESETS[game][tid].pays)})
    assert t.regulated is True


def test_an_unregulated_preset_copied_stays_unregulated() -> None:
    t = from_mapping({"game": LUCKY_LUCKY, "pays": dict(PRESETS[LUCKY_LUCKY]["PT3"].pays), "regulated": True})
    assert t.regulated is False


def test_the_table_file_read_from_disk_gets_the_same_verdict(tmp_path: Path) -> None:
    rows = dict(PRESETS[LUCKY_LADIES]["B"].pays) | {"any-20": 3}
    f = tmp_path / "house.json"
    f.write_text(json.dumps({"game": LUCKY_LADIES, "id": "house", "pays": rows, "regulated": True}), "utf-8")
    assert pay_table_file(str(f)).regulated is False


@pytest.mark.parametrize("boxes", ["\u0661", "\uff13", "3.0", "+3", "0", "8"])
def test_simulate_boxes_takes_an_ascii_whole_number_from_1_to_7(boxes: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as e:
        main(["simulate", "--rounds", "5", "--boxes", boxes])
    assert e.value.code == 2
    err = capsys.readouterr().err.strip()
    assert "--boxes" in err and "1–7" in err and len(err.splitlines()) == 1
