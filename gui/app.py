"""The table application: ``croupier`` without a subcommand opens it; ``--screenshot FILE`` deals a
fixed demonstration round offscreen and saves a picture of it mid-round.
"""

from __future__ import annotations

import argparse
import os
import sys
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from engine.session import Session
    from engine.table import TableConfig

START_BALANCE = 5000 * 1000  #: the starting credit in mills

#: the demonstration: box 1 holds a pair of queens of hearts against the dealer's king (held
#: [FR-LL-8]), box 3 splits its eights and doubles the first hand, boxes 4 and 6 win the side bet;
#: three bonuses are announced [FR-LL-5]
DEMO_BETS = {1: (25, 5), 3: (50, 5), 4: (25, 10), 6: (100, 5)}
DEMO_CARDS = "QH 8S KD AH KC QH 8D QD 9C 3H 7S 2C 9D 5S TC 6H 4D"


def demo_session(config: TableConfig | None = None) -> Session:
    """A session with the demonstration's fixed card order."""
    from engine.cards import parse_cards
    from engine.session import Session
    from engine.shoe import FixedShoe
    from engine.table import build_config

    config = config or build_config("france")
    return Session(config, START_BALANCE, shoe=FixedShoe(config.rules, parse_cards(DEMO_CARDS)))


def _app() -> object:
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Croupier")
    return app


def build_table(session: Session):  # type: ignore[no-untyped-def]
    """Scene, controller and view for a session (also used by the tests)."""
    from gui.controller import TableController
    from gui.scene import TableScene
    from gui.table_view import TableView

    scene = TableScene(session.config)
    controller = TableController(session, scene)
    view = TableView(scene, controller)
    return scene, controller, view


def play_demo(controller) -> None:  # type: ignore[no-untyped-def]
    """Place the demonstration bets and play up to the second hand of the split."""
    from engine.money import SCALE

    controller.animator.speed = "instant"
    s = controller.session
    for box, (main, side) in DEMO_BETS.items():
        s.act("bet", box, main * SCALE, side * SCALE)
    controller.scene.sync_bets({n: (b.bet, b.side) for n, b in s.round.boxes.items()})
    for name in ("deal", "stand", "split", "double"):
        controller.trigger(name)
    controller.animator.finish()
    controller.animator.speed = "normal"
    controller.refresh()


def save_screenshot(path: str, width: int = 1920) -> int:
    """Deal the demonstration round and save the felt as a picture."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    _app()
    session = demo_session()
    scene, controller, _view = build_table(session)
    play_demo(controller)
    height = round(width * 1080 / 1920)
    img = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    p = QPainter(img)
    p.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
    scene.render(p, QRectF(0, 0, width, height), scene.sceneRect())
    p.end()
    ok = img.save(path)
    if not ok:
        print(f"croupier: could not write {path}", file=sys.stderr)
        return 1
    return 0


def _load(view: Any, args: argparse.Namespace) -> Any:
    """Build the table into the window: the director's settings (``--config``), the journal and the
    balance in the data folder (``--data-dir``; an unfinished round resumes), and the kiosk with
    ``--kiosk``. A bad settings file is reported on the felt and the defaults are used."""
    from engine import paths
    from engine.settings import Settings, load
    from engine.table import build_config
    from gui.host import TableHost

    profile = getattr(args, "profile", None)
    defaults = Settings.for_profile(profile) if profile else None
    settings_path = paths.settings_file(getattr(args, "config", None))
    settings, warnings = load(settings_path, defaults)
    if profile and settings.profile != profile:
        settings = Settings.for_profile(profile)
    try:
        config = settings.validate()
    except Exception as e:
        warnings.append(str(e))
        settings = Settings.for_profile(profile or "france")
        config = build_config(profile or "france")
    host = TableHost(view, settings, config, settings_path=settings_path,
                     data_dir=paths.data_folder(getattr(args, "data_dir", None)),
                     kiosk=bool(getattr(args, "kiosk", False)), warnings=warnings)  # fmt: skip
    view.host = host  # the window keeps its host alive
    return host


def start(args: argparse.Namespace) -> Any:
    """Show the window at once (its first frame is the bare felt), then build the table into it."""
    from PySide6.QtCore import QTimer

    from gui.table_view import QuickScene, TableView

    _app()
    view = TableView(QuickScene())
    view._quick = view.scene()  # keep the first frame's scene alive until it is replaced
    view.painted.connect(lambda: QTimer.singleShot(0, lambda: _load(view, args)))
    if getattr(args, "kiosk", False):  # frameless, full screen, no close (see gui.kiosk)
        from PySide6.QtCore import Qt

        view.kiosk = True
        view.setWindowFlags(view.windowFlags() | Qt.WindowType.FramelessWindowHint)
        view.showFullScreen()
    else:
        view.show()
    return view


def run_table(args: argparse.Namespace) -> int:
    """Open the table (``croupier``), or save a screenshot and exit (``--screenshot``)."""
    if getattr(args, "screenshot", None):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        return save_screenshot(args.screenshot)
    app = _app()
    _view = start(args)
    return int(app.exec())  # type: ignore[attr-defined]
