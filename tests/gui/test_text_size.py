"""Every text on the felt is at least 12 px tall at 1280 × 720, measured from the rendered scene: the
scene is painted onto a device that records each text drawn with its font and the painter's scale."""

from __future__ import annotations

import math
from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontInfo, QPaintDevice, QPaintEngine, QPainter, QTransform
from PySide6.QtWidgets import QGraphicsItem

from croupier.engine.core.cards import parse_cards
from croupier.engine.core.money import SCALE
from croupier.engine.core.session import Session
from croupier.engine.core.shoe import FixedShoe
from croupier.engine.core.table import build_config
from croupier.gui import i18n
from croupier.gui.app import DEMO_CARDS, build_table, play_demo
from croupier.gui.felt import paint_felt


class _Recorder(QPaintEngine):
    """Keeps (text, height in device pixels) for every text drawn; paints nothing."""

    def __init__(self) -> None:
        super().__init__(QPaintEngine.PaintEngineFeature.AllFeatures)
        self.texts: list[tuple[str, float]] = []

    def begin(self, device: Any) -> bool:
        return True

    def end(self) -> bool:
        return True

    def updateState(self, state: Any) -> None:
        return

    def drawPixmap(self, r: Any, pm: Any, sr: Any) -> None:
        return

    def drawPath(self, path: Any) -> None:
        return

    def drawPolygon(self, *args: Any) -> None:
        return

    def drawTextItem(self, p: Any, item: Any) -> None:
        painter = self.painter()
        t: QTransform = painter.worldTransform()
        scale = math.hypot(t.m11(), t.m12())
        px = item.font().pixelSize()
        if px <= 0:
            px = QFontInfo(item.font()).pixelSize()
        if item.text().strip():
            self.texts.append((item.text(), px * scale))

    def type(self) -> QPaintEngine.Type:
        return QPaintEngine.Type.User


class _Device(QPaintDevice):
    def __init__(self, w: int, h: int) -> None:
        super().__init__()
        self.w, self.h = w, h
        self.engine = _Recorder()

    def paintEngine(self) -> QPaintEngine:
        return self.engine

    def metric(self, m: QPaintDevice.PaintDeviceMetric) -> int:
        M = QPaintDevice.PaintDeviceMetric
        values = {M.PdmWidth: self.w, M.PdmHeight: self.h, M.PdmDpiX: 96, M.PdmDpiY: 96, M.PdmPhysicalDpiX: 96,
                  M.PdmPhysicalDpiY: 96, M.PdmDepth: 32, M.PdmDevicePixelRatio: 1,
                  M.PdmDevicePixelRatioScaled: 1, M.PdmWidthMM: 300, M.PdmHeightMM: 200}  # fmt: skip
        return values.get(m, 1)


def rendered_texts(scene: Any, config: Any, w: int = 1280, h: int = 720) -> list[tuple[str, float]]:
    """Every text of the scene (the felt's printed lettering and placard included) as painted at
    ``w`` × ``h``, with its height in pixels."""
    for item in scene.items():
        item.setCacheMode(QGraphicsItem.CacheMode.NoCache)  # text goes to the device, not to a cache
    dev = _Device(w, h)
    p = QPainter(dev)
    p.save()
    p.scale(w / 1920, h / 1080)
    paint_felt(p, config)  # the felt item blits a pixmap of this
    p.restore()
    scene.render(p, QRectF(0, 0, w, h), scene.sceneRect())
    p.end()
    return dev.engine.texts


@pytest.mark.parametrize("language", ["en", "fr", "es"])
@pytest.mark.parametrize("profile", ["france", "puerto-rico"])
def test_every_felt_text_is_at_least_12_px_tall_at_1280_by_720(qtbot: Any, language: str, profile: str) -> None:
    lang = i18n.Languages()
    try:
        assert lang.set_language(language)
        config = build_config(profile)
        session = Session(config, 5000 * SCALE, shoe=FixedShoe(config.rules, parse_cards(DEMO_CARDS)))
        scene, controller, view = build_table(session)
        qtbot.addWidget(view)
        if profile == "france":
            play_demo(controller)  # split hands, a double, results, the held ring, the announcement
        else:
            scene.rack.select(scene.rack.values[0])
            controller.place(3, "main")  # an incomplete bet and its amount
        controller.toast("Minimum bet €10", "[FR-LIM-1]")
        texts = rendered_texts(scene, config)
        assert len(texts) > 40
        small = [(t, round(h, 2)) for t, h in texts if h < 12 - 1e-6]
        assert small == []
    finally:
        lang.set_language("en")
