"""Benchmark: render all 52 card faces (and the two backs, and the chips) once, uncached.

Run: ``python tests/bench/bench_art.py [width]`` or ``python -m pytest -m bench tests/bench/bench_art.py -s``.
Prints milliseconds for the 52 faces at 200 px wide (what the table's cache pays once per size).
"""

from __future__ import annotations

import os
import sys
import time

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def render_all(width: int = 200, dpr: float = 1.0) -> dict[str, float]:
    """Seconds to render the 52 faces, the two backs and the chips at ``width`` px, each uncached."""
    from PySide6.QtGui import QGuiApplication

    from croupier.gui.art.cards import all_codes, card_image
    from croupier.gui.art.chips import DENOMINATIONS, chip_image

    _app = QGuiApplication.instance() or QGuiApplication([])
    card_image("QH", 40)  # warm up fonts and the shared paths
    out: dict[str, float] = {}
    t0 = time.perf_counter()
    for code in all_codes():
        card_image(code, width, dpr=dpr)
    out["faces"] = time.perf_counter() - t0
    t0 = time.perf_counter()
    for code in all_codes():
        if code[0] in "JQK":
            card_image(code, width, dpr=dpr)
    out["courts"] = time.perf_counter() - t0
    t0 = time.perf_counter()
    card_image(None, width, dpr=dpr, back="red")
    card_image(None, width, dpr=dpr, back="blue")
    out["backs"] = time.perf_counter() - t0
    t0 = time.perf_counter()
    for v in DENOMINATIONS:
        chip_image(v, width // 2, dpr)
    out["chips"] = time.perf_counter() - t0
    return out


def report(width: int = 200) -> None:
    for dpr in (1.0, 2.0):
        r = render_all(width, dpr)
        print(
            f"card art at {width} px wide, dpr {dpr:g}: 52 faces {r['faces'] * 1000:.0f} ms "
            f"({r['faces'] * 1000 / 52:.1f} ms/card; the 12 courts {r['courts'] * 1000:.0f} ms), "
            f"2 backs {r['backs'] * 1000:.0f} ms, {len(DENOMS())} chips at {width // 2} px {r['chips'] * 1000:.0f} ms"
        )


def DENOMS() -> tuple[int, ...]:
    from croupier.gui.art.chips import DENOMINATIONS

    return DENOMINATIONS


@pytest.mark.bench
def test_bench_card_art(qapp: object) -> None:
    report(200)


if __name__ == "__main__":
    sys.path.insert(0, os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..")))
    report(int(sys.argv[1]) if len(sys.argv) > 1 else 200)
