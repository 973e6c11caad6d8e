"""The felt's buttons are painted once per state, size and scale, and their pictures are read back from
the cache folder at the next start (:meth:`gui.controls.Button.paint`): the picture copied looks as
the button painted directly, a start that finds it paints no button, and a change of state or of
words gives another picture."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from croupier.gui import controls
from croupier.gui.controls import Button


@pytest.fixture()
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qapp: Any) -> Path:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    controls.clear_pictures()
    yield tmp_path
    controls.clear_pictures()


def _render(
    button: Button, *, direct: bool = False, scale: float = 2 / 3, at: tuple[float, float] = (10.3, 7.6)
) -> QImage:
    """The button on a dark picture, through its cached picture or painted directly, at a view's scale
    and a fraction of a pixel off."""
    img = QImage(260, 120, QImage.Format.Format_RGB32)
    img.fill(0x0B5A2F)
    p = QPainter(img)
    p.translate(*at)
    p.scale(scale, scale)
    if direct:
        button.paint_face(p)
    else:
        button.paint(p, None, None)  # type: ignore[arg-type]
    p.end()
    return img


def _differ(a: QImage, b: QImage) -> tuple[int, int]:
    """(pixels that differ, the largest difference of a channel)."""
    ba, bb = bytes(a.constBits()), bytes(b.constBits())
    n = most = 0
    for i in range(0, len(ba), 4):
        if ba[i : i + 3] != bb[i : i + 3]:
            n += 1
            most = max(most, *(abs(ba[i + k] - bb[i + k]) for k in range(3)))
    return n, most


def _paint_once(item: Any) -> None:
    """``item`` painted once on a scratch picture at the view's usual scale."""
    img = QImage(900, 160, QImage.Format.Format_RGB32)
    p = QPainter(img)
    p.scale(2 / 3, 2 / 3)
    item.paint(p, None, None)
    p.end()


def _flush(qapp: Any) -> None:
    """Let the pictures painted be written (after the frame, by a zero timer)."""
    for _ in range(3):
        qapp.processEvents()


def test_the_picture_copied_looks_as_the_button_painted(cache: Path) -> None:
    b = Button("hit", "HIT", "H", QRectF(0, 0, 150, 60), print)
    direct, copied = _render(b, direct=True), _render(b)
    n, most = _differ(direct, copied)
    # the rounding of a picture with alpha: a few levels at most (the words alone change more pixels)
    assert most <= 6, (n, most)
    assert _differ(direct, _render(Button("hit", "", "", QRectF(0, 0, 150, 60), print), direct=True))[0] > 150


def test_a_start_that_finds_the_picture_paints_no_button(cache: Path, qapp: Any,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:  # fmt: skip
    b = Button("stand", "STAND", "S", QRectF(0, 0, 150, 60), print)
    first = _render(b)
    _flush(qapp)
    kept = list(cache.rglob("button-*.argb32"))
    assert len(kept) == 1
    controls.clear_pictures()  # as a new process: only the cache folder holds it

    def painted(self: Button, p: QPainter) -> None:
        raise AssertionError("painted again")

    monkeypatch.setattr(Button, "paint_face", painted)
    again = _render(Button("stand", "STAND", "S", QRectF(0, 0, 150, 60), print))
    assert _differ(first, again) == (0, 0)


def test_another_state_words_or_scale_is_another_picture_and_only_an_item_s_first_is_kept(
    cache: Path, qapp: Any
) -> None:
    b = Button("deal", "DEAL", "Enter", QRectF(0, 0, 150, 60), print)
    on = _render(b)
    b.set_enabled(False)
    off = _render(b)
    assert _differ(on, off)[0] > 500
    assert _differ(off, _render(b, direct=True))[1] <= 6
    b.set_enabled(True)
    assert _differ(on, _render(b)) == (0, 0)
    b.label = "DONNER"
    assert _differ(on, _render(b))[0] > 100
    assert _differ(_render(b, scale=1.0, at=(3.0, 2.0)), _render(b, direct=True, scale=1.0, at=(3.0, 2.0)))[1] <= 6
    _flush(qapp)
    # the button's first picture only (what the next start shows): its later states stay in memory
    assert len(list(cache.rglob("button-*.argb32"))) == 1
    _paint_once(Button("hit", "HIT", "H", QRectF(0, 0, 150, 60), print))
    _flush(qapp)
    assert len(list(cache.rglob("button-*.argb32"))) == 2


def test_the_rack_and_the_read_outs_are_pictures_too(cache: Path, qapp: Any) -> None:
    from croupier.gui.controls import ChipRack
    from croupier.gui.hud import Hud

    rack = ChipRack([5_000, 10_000, 25_000], print, lambda *a: None)
    hud = Hud()
    hud.set_values("€1,000.00", "€0.00", "+€15.00")
    for item, paint in ((rack, rack.paint_rack), (hud, hud.paint_cells)):
        img = QImage(900, 160, QImage.Format.Format_RGB32)
        ref = QImage(img.size(), img.format())
        for target, direct in ((img, False), (ref, True)):
            target.fill(0x0B5A2F)
            p = QPainter(target)
            p.translate(20.4, 20.7)
            p.scale(2 / 3, 2 / 3)
            paint(p) if direct else item.paint(p, None, None)  # type: ignore[arg-type]
            p.end()
        assert _differ(img, ref)[1] <= 6
    _flush(qapp)
    assert len(list(cache.rglob("rack-*.argb32"))) == len(list(cache.rglob("hud-*.argb32"))) == 1
    hud.set_values("€985.00", "€0.00", "−€15.00")
    first = list(cache.rglob("hud-*.argb32"))
    _paint_once(hud)
    _flush(qapp)
    assert list(cache.rglob("hud-*.argb32")) == first  # new figures: a picture in memory only


def test_an_unreadable_picture_is_painted_again(cache: Path, qapp: Any) -> None:
    b = Button("hit", "HIT", "H", QRectF(0, 0, 150, 60), print)
    first = _render(b)
    _flush(qapp)
    (kept,) = cache.rglob("button-*.argb32")
    kept.write_bytes(kept.read_bytes()[:100])  # cut short
    controls.clear_pictures()
    assert _differ(first, _render(b)) == (0, 0)
