"""The table application: ``croupier`` without a subcommand opens it; ``--screenshot FILE`` deals a
fixed demonstration round offscreen at the configured table and saves a picture of it mid-round.

The start is quiet: Qt's messages (a missing sound server, speech engine or font) go to the log file
(:func:`engine.cli.doctor.log_dir`), and to stderr only with ``--verbose``; our own loggers print warnings.
The language is the director's choice, else the system's (French, Spanish, else English); ``--lang``
overrides both for one start.
"""

from __future__ import annotations

import argparse
import dataclasses
import gc
import logging
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from croupier.engine.core.session import Session
    from croupier.engine.core.table import TableConfig
    from croupier.engine.store.settings_data import Settings

log = logging.getLogger(__name__)
_languages: Any = None  #: the pictures' translators (gui.i18n.Languages), made with the first one

START_BALANCE = 5000 * 1000  #: the starting credit in mills

#: the demonstration: box 1 holds a pair of queens of hearts against the dealer's king (held
#: [FR-LL-8]), box 3 splits its eights and doubles the first hand, boxes 4 and 6 win the side bet;
#: three bonuses are announced [FR-LL-5]
DEMO_BETS = {1: (25, 5), 3: (50, 5), 4: (25, 10), 6: (100, 5)}
DEMO_CARDS = "QH 8S KD AH KC QH 8D QD 9C 3H 7S 2C 9D 5S TC 6H 4D"


def demo_session(config: TableConfig | None = None, balance: int = START_BALANCE) -> Session:
    """A session with the demonstration's fixed card order."""
    from croupier.engine.core.cards import parse_cards
    from croupier.engine.core.session import Session
    from croupier.engine.core.shoe import FixedShoe
    from croupier.engine.core.table import build_config

    config = config or build_config("france")
    return Session(config, balance, shoe=FixedShoe(config.rules, parse_cards(DEMO_CARDS)))


def demo_bets(config: TableConfig) -> dict[int, tuple[int, int]]:
    """The demonstration's bets (mills) within ``config``'s limits: each main bet between the table
    minimum and maximum, each side bet within the side bet's (no side bet where the table has none)."""
    from croupier.engine.core.money import SCALE

    side_on = config.side.table is not None
    out = {}
    for box, (main, side) in DEMO_BETS.items():
        m = min(max(main * SCALE, config.min_bet), config.max_bet)
        s = min(max(side * SCALE, config.side.min), config.side_max_effective) if side_on else 0
        out[box] = (m, s)
    return out


def _app() -> object:
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Croupier")
    return app


def build_table(session: Session):  # type: ignore[no-untyped-def]
    """Scene, controller and view for a session (also used by the tests)."""
    from .controller import TableController
    from .scene import TableScene
    from .table_view import TableView

    scene = TableScene(session.config)
    controller = TableController(session, scene)
    view = TableView(scene, controller)
    own_viewport(view)
    return scene, controller, view


def own_viewport(view: Any) -> None:
    """Give ``view`` a viewport made in Python, the plain ``QWidget`` Qt would make: the first
    ``viewport()`` of the one Qt makes has PySide6 find the Python class of a widget it did not make,
    which builds every widget class of QtWidgets and their 60-odd Python enums (30-40 ms of CPU)."""
    from PySide6.QtWidgets import QWidget

    view.setViewport(QWidget())


def play_demo(controller) -> None:  # type: ignore[no-untyped-def]
    """Place the demonstration bets (within the table's limits) and play up to the second hand of the split."""
    from .shown import stakes_of

    controller.animator.speed = "instant"
    s = controller.session
    for box, (main, side) in demo_bets(s.config).items():
        s.act("bet", box, main, side)
    controller.scene.sync_bets(*stakes_of(controller.bet_view()))  # as their events placed them
    for name in ("deal", "stand", "split", "double"):
        controller.trigger(name)
    controller.animator.finish()
    controller.animator.speed = "normal"
    controller.refresh()


def screenshot_settings(args: argparse.Namespace | None) -> tuple[Settings, TableConfig]:
    """The settings the table would start with (``--config``, ``--profile``, ``--lang``, the system's
    language), for a picture: a bad settings file raises :class:`engine.store.settings.SettingsError` and is
    left where it is (the table itself sets it aside and starts on the defaults). No ``args``: the
    French table's defaults in English, reading no file."""
    from croupier.engine.core import paths
    from croupier.engine.store.settings import parse
    from croupier.engine.store.settings_data import Settings

    if args is None:
        settings = Settings()
        return settings, settings.validate()
    profile = getattr(args, "profile", None)
    defaults = Settings.for_profile(profile) if profile else None
    path = paths.settings_file(getattr(args, "config", None))
    try:
        raw: bytes | None = path.read_bytes()
    except FileNotFoundError:
        raw = None
    settings = parse(raw, defaults) if raw is not None else defaults or Settings()
    if profile and settings.profile != profile:
        settings = Settings.for_profile(profile)
    settings = with_language(settings, path, getattr(args, "lang", None))
    return settings, settings.validate()


def demo_balance(settings: Settings, data_dir: str | None) -> int:
    """The player's balance for the picture: the data folder's journal's (read, never written), else
    the starting credit."""
    from croupier.engine.core import paths
    from croupier.engine.core.errors import CroupierError
    from croupier.engine.store.journal import FILE_NAME, Journal

    path = paths.data_folder(data_dir) / FILE_NAME
    if not path.is_file():
        return int(settings.starting_credit)
    try:
        with Journal(path, create=False) as journal:
            balance = journal.balance
    except CroupierError as e:
        log.warning("%s; the picture shows the starting credit", e)
        return int(settings.starting_credit)
    return int(settings.starting_credit if balance is None else balance)


def render_demo(args: argparse.Namespace | None):  # type: ignore[no-untyped-def]
    """The configured table dealing the demonstration round, in its language: (scene, controller, view)."""
    from .i18n import Languages

    global _languages
    settings, config = screenshot_settings(args)
    app = _app()
    if _languages is None:  # one per application: a second picture swaps its translators
        _languages = Languages(app)  # type: ignore[arg-type]
    if not _languages.set_language(settings.language):
        log.warning("no translation for %s; the picture is in English", settings.language)
    data_dir = getattr(args, "data_dir", None)
    balance = demo_balance(settings, data_dir) if data_dir else START_BALANCE
    session = demo_session(config, balance)
    scene, controller, view = build_table(session)
    play_demo(controller)
    await_hint(controller)
    return scene, controller, view


def await_hint(controller, seconds: float = 120.0) -> None:  # type: ignore[no-untyped-def]
    """A picture shows the hint's move, not "…": wait for the strategy it reads (computed by the
    figures' worker process, then kept in the disk cache, so only a first picture waits)."""
    import time

    from PySide6.QtCore import QCoreApplication, QEventLoop

    from .figures import PENDING, strategy_for

    if not controller.hints:
        return
    rules = controller.session.config.rules
    deadline = time.monotonic() + seconds
    while strategy_for(rules) is PENDING:
        if time.monotonic() > deadline:
            log.warning("the strategy took over %.0f s: the picture shows the hint as …", seconds)
            return
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
        time.sleep(0.02)
    controller.refresh()


def save_scene(scene: Any, path: str, width: int = 1920) -> bool:
    """Paint the whole felt into a picture ``width`` pixels wide (the scene's shape: 16:9, or 4:3 when
    it is laid out for a 4:3 window) and save it to ``path``."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    rect = scene.sceneRect()
    height = round(width * rect.height() / rect.width())
    img = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    p = QPainter(img)
    p.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
    scene.render(p, QRectF(0, 0, width, height), scene.sceneRect())
    p.end()
    return bool(img.save(path))


def save_screenshot(path: str, args: argparse.Namespace | None = None, width: int = 1920) -> int:
    """``--screenshot FILE``: deal the demonstration round at the configured table and save the felt."""
    from croupier.engine.core.errors import CroupierError

    try:
        scene, _controller, _view = render_demo(args)
    except CroupierError as e:
        log.error("cannot draw the table: %s", e)
        return 2
    if not save_scene(scene, path, width):
        log.error("could not write %s", path)
        return 1
    return 0


def with_language(settings: Settings, settings_path: Path, override: str | None) -> Settings:
    """The table's language: ``--lang`` for this start, else the director's (a ``language`` in the
    settings file), else the system's when it is French or Spanish, else English."""
    if override:
        return dataclasses.replace(settings, language=override)
    if _chooses_language(settings_path):
        return settings
    from .i18n import system_language

    return dataclasses.replace(settings, language=system_language())


def _chooses_language(path: Path) -> bool:
    """Whether the settings file sets ``language`` (the director chose one)."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return False
    import tomllib  # here: no settings file, no TOML reader

    try:
        return "language" in tomllib.loads(text)
    except tomllib.TOMLDecodeError:
        return False


def _load(view: Any, args: argparse.Namespace) -> Any:
    """Build the table into the window: the director's settings (``--config``), the journal and the
    balance in the data folder (``--data-dir``; an unfinished round resumes), and the kiosk with
    ``--kiosk``. A bad settings file is reported on the felt and the defaults are used."""
    from croupier.engine.core import paths
    from croupier.engine.core.errors import ConfigError
    from croupier.engine.core.table import build_config
    from croupier.engine.store.settings import load
    from croupier.engine.store.settings_data import Settings

    from .host import TableHost

    profile = getattr(args, "profile", None)
    defaults = Settings.for_profile(profile) if profile else None
    settings_path = paths.settings_file(getattr(args, "config", None))
    settings, warnings = load(settings_path, defaults)
    if profile and settings.profile != profile:
        settings = Settings.for_profile(profile)
    settings = with_language(settings, settings_path, getattr(args, "lang", None))
    try:
        config = settings.validate()
    except ConfigError as e:
        warnings.append(str(e))
        settings = Settings.for_profile(profile or "france")
        config = build_config(profile or "france")
    host = TableHost(view, settings, config, settings_path=settings_path,
                     data_dir=paths.data_folder(getattr(args, "data_dir", None)),
                     kiosk=bool(getattr(args, "kiosk", False)), warnings=warnings)  # fmt: skip
    view.host = host  # the window keeps its host alive
    return host


def start(args: argparse.Namespace) -> Any:
    """Build the whole table into its window, then show it: the first frame is the complete felt
    (no placeholder). What the first frame does not need waits for it: the audio device and the
    speech engine open after it (:func:`gui.a11y.after_first_frame`), the director's dialogs, the
    recall, the kiosk's attract mode and the help are imported when first opened."""
    from .table_view import QuickScene, TableView

    _app()
    view = TableView(QuickScene())
    view._quick = view.scene()  # the view's scene until the table's own replaces it (never painted)
    own_viewport(view)
    size_as_shown(view, bool(getattr(args, "kiosk", False)))
    _load(view, args)
    if getattr(args, "kiosk", False):  # frameless, full screen, no close (see gui.kiosk)
        from PySide6.QtCore import Qt

        view.kiosk = True
        view.setWindowFlags(view.windowFlags() | Qt.WindowType.FramelessWindowHint)
        view.showFullScreen()
    else:
        view.show_fitted()
    return view


def size_as_shown(view: Any, full_screen: bool) -> None:
    """Give the window, before the table is built into it, the size it will be shown at (the screen
    for a kiosk; the screen's free area on a 4:3 or 5:4 screen, as :meth:`TableView.show_fitted` does)
    and lay its viewport out for that size: the table is then laid out once, in the geometry of the
    window it is shown in. (A window never shown has the 640 × 480 default viewport: the table was
    laid out in the 4:3 geometry, then again in 16:9 when the window appeared.) The window's showing
    lays it out again as before when the size turns out otherwise (a window manager's frame)."""
    from PySide6.QtCore import QCoreApplication, QSize
    from PySide6.QtGui import QResizeEvent

    from . import layout

    screen = view.screen()
    if screen is not None:
        free = screen.geometry() if full_screen else screen.availableGeometry()
        if free.height() > 0 and (full_screen or layout.for_size(free.width(), free.height()) is not layout.WIDE):
            view.resize(free.width(), free.height())
    QCoreApplication.sendEvent(view, QResizeEvent(view.size(), QSize()))  # the viewport laid out now


class _Stderr(logging.Formatter):
    """``croupier: message`` for our own loggers; Qt's and others' with their logger's name."""

    def format(self, record: logging.LogRecord) -> str:
        text = super().format(record)
        return f"croupier: {text}" if record.name.split(".")[0] == "croupier" else f"{record.name}: {text}"


class _UntilFirstFrame(logging.Handler):
    """The log file's handler on the root logger: until the file opens (:func:`open_log_file`, after
    the window's first frame) it keeps the records, then writes them and every later one into the
    file. A warning or worse opens the file at once, so what goes wrong before the window is written
    down as it happens. (It stays on the root logger throughout: a handler list is never changed
    while a record goes through it.)"""

    def __init__(self, folder: Path) -> None:
        super().__init__(logging.INFO)
        self.folder = folder
        self.records: list[logging.LogRecord] | None = []  #: kept until the file opens; None after
        self.file: logging.Handler | None = None

    def emit(self, record: logging.LogRecord) -> None:
        if self.file is not None:
            self.file.handle(record)
        elif self.records is not None:
            self.records.append(record)
            if record.levelno >= logging.WARNING:
                self.open()

    def open(self) -> Path | None:
        """Open the file and write the records kept (once); None when it cannot be opened (then the
        records are dropped: stderr had the warnings)."""
        import logging.handlers  # here, not at import: the table's first frame does not wait for it

        records, self.records = self.records, None
        if records is None:
            return None
        path = self.folder / "croupier.log"
        try:
            handler = logging.handlers.RotatingFileHandler(path, maxBytes=1_000_000, backupCount=2, encoding="utf-8")
        except OSError as e:
            log.debug("no log file in %s: %s", self.folder, e)
            return None
        handler.setLevel(logging.INFO)
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
        for record in records:
            handler.handle(record)
        self.file = handler
        return path

    def close(self) -> None:
        if self.file is not None:
            self.file.close()
        super().close()


_log_file: _UntilFirstFrame | None = None  #: the last one :func:`setup_logging` made


def open_log_file() -> Path | None:
    """Open the log file set up by :func:`setup_logging` (once; later calls do nothing and return
    None) with what was logged since the start. Returns the file, or None when it cannot be opened."""
    return _log_file.open() if _log_file is not None else None


def setup_logging(verbose: bool = False, folder: Path | None = None, *, until_first_frame: bool = False) -> Path | None:
    """Our loggers print warnings on stderr (everything with ``verbose``); the log file in ``folder``
    (default :func:`engine.cli.doctor.log_dir`) keeps info and up, Qt's messages included. Returns the
    file, or None when its folder cannot be made. ``until_first_frame``: the file itself opens when
    :func:`open_log_file` is called (after the window's first frame; at exit at the latest), with
    every record since the start; a warning opens it at once."""
    global _log_file
    import atexit

    from croupier.engine.cli.doctor import log_dir

    root = logging.getLogger()
    root.setLevel(logging.DEBUG if verbose else logging.INFO)
    err = logging.StreamHandler(sys.stderr)
    err.setLevel(logging.DEBUG if verbose else logging.WARNING)
    err.setFormatter(_Stderr("%(message)s"))
    root.addHandler(err)
    folder = folder or log_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        log.debug("no log file in %s: %s", folder, e)
        return None
    if _log_file is not None:  # set up again (a test): the earlier one writes what it kept, and stops keeping
        _log_file.open()
    _log_file = _UntilFirstFrame(folder)
    root.addHandler(_log_file)
    if not until_first_frame:
        return _log_file.open()
    atexit.register(_log_file.open)
    return folder / "croupier.log"


#: the engine's modules the table opens with (their own imports follow them): imported by
#: :func:`import_before_qt` before PySide6
START_MODULES = (
    "croupier.engine.core.session",
    "croupier.engine.core.view",
    "croupier.engine.core.responsible",
    "croupier.engine.store.settings",
    "croupier.engine.store.pin",
    "croupier.engine.store.journal",
    "croupier.engine.store.recovery",
    "croupier.engine.store.wallet",
    "croupier.engine.store.placard",
    "croupier.engine.lab.virtual",
    "croupier.engine.lab.trainer",
)
#: the standard library's modules the table's first frame imports that the engine's do not (``html``
#: is the help's and the player's notice's, imported after the frame)
START_STDLIB = ("encodings.ascii",)


def import_before_qt(more: tuple[str, ...] = ()) -> bool:
    """Import :data:`START_MODULES` (and ``more``) and then PySide6, and tell PySide6 that the modules
    loaded before it do not use it. Returns whether they were marked (False when PySide6 was already loaded, or its
    ``__feature__`` support is not the one known here).

    PySide6 wraps ``__import__``: the first time an import statement after PySide6 names a module
    it does not know yet, it reads that module's whole source to look for the word "PySide6" (the
    support of ``from __feature__ import ...``: a module that mentions PySide6 is switched with the
    features, any other is marked -1, "ignore"). At the table's start that is every module of the
    engine and of the standard library the table's modules import, about a hundred files read at
    every start. The modules loaded before PySide6 cannot have imported it, and the table selects no
    feature: they are marked -1 here, as the reading would mark a module that never names PySide6.
    The table's own modules, imported after PySide6, are marked as the reading would mark them
    (:func:`table_modules`)."""
    import importlib

    if "PySide6" in sys.modules:
        return False
    for name in START_MODULES + START_STDLIB + more:
        importlib.import_module(name)
    from .qt_support import support_code_cached

    before = [name for name in sys.modules if not name.startswith(("PySide6", "shiboken6", "__main__"))]
    with support_code_cached():  # shiboken's support sources compiled once, kept in the cache folder
        importlib.import_module("PySide6.QtCore")  # its enums made the quick way (gui.qt_enums, the package's import)
    feature = sys.modules.get("PySide6.support.feature")
    known = getattr(feature, "pyside_feature_dict", None)
    if not isinstance(known, dict):
        return False
    for name in before:
        known.setdefault(name, -1)
    for name, names_pyside in table_modules().items():
        known.setdefault(name, 0 if names_pyside else -1)
    return True


#: the table's modules whose source never names PySide6 (``tests/gui/test_startup.py`` reads every
#: module's source and checks this list against it)
NO_PYSIDE6 = frozenset({"art", "figures_worker", "hyper_bets", "hyper_figures", "shown"})


def table_modules() -> dict[str, bool]:
    """Every module of the table's package (``croupier.gui``, its ``art`` included), by name, and
    whether its source names PySide6 (:data:`NO_PYSIDE6`), found from the file names alone.

    :func:`import_before_qt` gives each the mark PySide6's import hook would give it after reading
    its source: 0 (feature selection 0, "none selected": the table selects no ``__feature__``) for a
    module that names PySide6, -1 ("ignore") for one that does not; so the hook reads none of them."""
    here = Path(__file__).parent
    package = __package__ or "croupier.gui"
    out: dict[str, bool] = {}
    for folder, prefix in ((here, package), (here / "art", f"{package}.art")):
        try:
            files = os.listdir(folder)
        except OSError:  # not in a folder (a bundle's archive): nothing marked, the hook reads them
            continue
        for file in files:
            if file.endswith(".py"):
                name = prefix if file == "__init__.py" else f"{prefix}.{file[:-3]}"
                out[name] = name.removeprefix(f"{package}.") not in NO_PYSIDE6
    return out


def route_qt_messages() -> None:
    """Qt's messages into our logging as ``qt.CATEGORY``, at INFO: at the table they are about this
    machine's optional parts (no sound server, a speech plug-in that cannot load, a font), which our own
    code already handles and reports; they go to the log file, and to stderr with ``--verbose``."""
    from PySide6.QtCore import QtMsgType, qInstallMessageHandler

    levels = {
        QtMsgType.QtDebugMsg: logging.DEBUG,
        QtMsgType.QtInfoMsg: logging.DEBUG,
        QtMsgType.QtWarningMsg: logging.INFO,
        QtMsgType.QtCriticalMsg: logging.INFO,
        QtMsgType.QtFatalMsg: logging.CRITICAL,
    }

    def handler(kind: QtMsgType, context: Any, message: str) -> None:
        category = getattr(context, "category", None) or "default"
        logging.getLogger(f"qt.{category}").log(levels.get(kind, logging.INFO), "%s", message)

    qInstallMessageHandler(handler)


def run_table(args: argparse.Namespace) -> int:
    """Open the table (``croupier``), or save a screenshot and exit (``--screenshot``).

    No garbage collection runs from here to the window's first frame (:func:`collect_after_first_frame`)."""
    collecting = gc.isenabled()
    gc.disable()
    try:
        return _run_table(args, collecting)
    finally:  # the table closed (or never opened)
        if collecting:
            gc.enable()


def collect_after_first_frame(collecting: bool) -> Callable[[], None]:
    """What the window's first frame does once painted: the regular expressions of the start are kept
    (:mod:`engine.core.patterns`, started by the command), the log file opens, and the garbage collector
    runs again when it ran before the start (``collecting``). Until then no collection pass runs:
    the start makes some hundred thousand objects that all live on (the modules, their classes, the
    felt), and the collector's passes over them were 3 % of the start's instructions; a cycle made
    meanwhile is collected after the frame."""

    def after() -> None:
        from croupier.engine.core import patterns

        patterns.stop()  # the regular expressions compiled from the cache folder until now, the new ones kept
        open_log_file()
        if collecting:
            gc.enable()

    return after


def _run_table(args: argparse.Namespace, collecting: bool) -> int:
    setup_logging(bool(getattr(args, "verbose", False)), until_first_frame=True)
    from croupier.engine.core import paths

    # the TOML reader too when there is a settings file to read (it is not imported otherwise)
    import_before_qt(("tomllib",) if paths.settings_file(getattr(args, "config", None)).is_file() else ())
    route_qt_messages()
    from croupier.engine.store.pin import kiosk_problem
    from croupier.engine.store.settings import explicit_file_problem

    problem = explicit_file_problem(getattr(args, "config", None))
    if problem is None and getattr(args, "screenshot", None):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        open_log_file()
        return save_screenshot(args.screenshot, args)
    if problem is None and getattr(args, "kiosk", False):
        problem = kiosk_problem(paths.settings_file(getattr(args, "config", None)))
    if problem is not None:
        open_log_file()
        print(f"croupier: {problem}", file=sys.stderr)
        return 2
    from .a11y import after_first_frame

    app = _app()
    view = start(args)
    after_first_frame(view, view, collect_after_first_frame(collecting))
    return int(app.exec())  # type: ignore[attr-defined]
