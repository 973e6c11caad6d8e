"""The audit walks its rows with Python's cyclic garbage collector paused
(:func:`engine.store.journal_audit.collector_paused`): the walk makes no reference cycle, so the
garbage left after an audit does not grow with the rounds it walked, and the collector is put back
as it was, whatever the audit found."""

from __future__ import annotations

import gc
from pathlib import Path

import pytest

from croupier.engine.core.money import SCALE
from croupier.engine.lab.autoplay import play
from croupier.engine.store.journal import Journal
from croupier.engine.store.journal_audit import collector_paused, verify


def _journal(folder: Path, rounds: int, profile: str, boxes: int) -> Path:
    with Journal.in_folder(folder) as j:
        play(j, rounds, 11, profile=profile, boxes=boxes, credit=300 * SCALE)
    return folder


def _garbage_after_audit(folder: Path) -> int:
    """The objects the collector finds unreachable after one whole audit walked with it off."""
    with Journal.in_folder(folder, read_only=True) as j:
        gc.collect()
        gc.disable()
        try:
            report = verify(j)
            assert report.ok, report.errors
            return gc.collect()
        finally:
            gc.enable()


@pytest.mark.parametrize(("profile", "boxes"), [("france", 1), ("puerto-rico", 3)])
def test_the_walk_leaves_no_more_garbage_for_more_rounds(tmp_path: Path, profile: str, boxes: int) -> None:
    few = _garbage_after_audit(_journal(tmp_path / "few", 40, profile, boxes))
    many = _garbage_after_audit(_journal(tmp_path / "many", 200, profile, boxes))
    assert many <= few + 20, (few, many)  # a cycle a round would leave 160 more at least


@pytest.mark.parametrize("enabled", [True, False])
def test_the_collector_is_put_back_as_it_was(tmp_path: Path, enabled: bool) -> None:
    folder = _journal(tmp_path, 6, "france", 1)
    (gc.enable if enabled else gc.disable)()
    try:
        with Journal.in_folder(folder, read_only=True) as j:
            assert verify(j).ok
        assert gc.isenabled() is enabled
        with pytest.raises(RuntimeError), collector_paused():
            assert not gc.isenabled()
            raise RuntimeError("a failure inside the walk")
        assert gc.isenabled() is enabled
    finally:
        gc.enable()
