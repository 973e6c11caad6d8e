"""Benchmarks of the table (figures printed, nothing asserted on time).

Run: ``python tests/bench/bench_gui.py`` or ``python -m pytest -m bench tests/bench/bench_gui.py -s``.

- time to the first painted frame of the complete table (scene, pieces, controls: no placeholder), as
  a ratio to a bare PySide6 ``QMainWindow`` started the same way, the two run alternately (≤ 1.5);
  and the application's own start (``gui.app.start``: the whole table, journal and player aids
  included, built before its window's first frame; the sound and the voice open after it);
  offscreen, and also under the X server in ``DISPLAY`` when there is one (``xcb``); in the same
  alternation, the ``croupier`` command of another checkout (``CROUPIER_BENCH_BEFORE``: the start
  before a change) and with the compiled engine (``build/compiled``, when built);
  ``--instructions``: instead, the instructions each kind of start runs to that frame, counted by
  callgrind (:func:`instructions`; a figure the machine's other jobs do not move);
- time from DEAL to the first decision with six boxes at normal speed (≤ 3 s);
- time to render the whole scene at 1920 × 1080 with seven boxes of split hands (≤ 4 ms, best of the
  frames; the median too);
- CPU while idle between rounds (no timer running: ≈ 0 %);
- resident memory after 200 rounds played through the table (≤ 200 MB, and flat).
"""

from __future__ import annotations

import compileall
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[2]

_FIRST_FRAME = r"""
import sys, time
t0 = float(sys.argv[2])
kind = sys.argv[1]
state = {}


def watch(app, window, is_table, target):
    # the moment measured: the event loop is free after a paint of ``window`` that shows the table;
    # there the window's picture on the screen is grabbed, and again once it has settled, to compare.
    # The filter watches ``target`` only: one on the whole application would have every object that
    # receives an event (the style, the screen, ...) wrapped for Python, which costs the first time
    # (PySide6 makes the Python enums of each class it wraps) and which neither program does itself
    from PySide6.QtCore import QEvent, QObject, QTimer

    class Frames(QObject):
        def eventFilter(self, obj, ev):
            if ev.type() == QEvent.Type.Paint and "table" not in state and is_table(obj):
                state["table"] = True
                QTimer.singleShot(0, self.measured)
            return False

        def measured(self):
            print("table", time.time() - t0, time.process_time(), flush=True)
            if sys.argv[3] == "0":  # counting instructions: the process ends here, nothing after is counted
                import os
                os._exit(0)
            if kind == "bare":
                app.quit()
                return
            w = window()
            state["first"] = w.screen().grabWindow(w.winId()).toImage()
            QTimer.singleShot(int(float(sys.argv[3]) * 1000), self.settled)

        def settled(self):
            w = window()
            a, b = state["first"], w.screen().grabWindow(w.winId()).toImage()
            differ = -1
            if a.size() == b.size():
                from PySide6.QtGui import QImage
                a = a.convertToFormat(QImage.Format.Format_RGB32)
                b = b.convertToFormat(QImage.Format.Format_RGB32)
                ba, bb = bytes(a.constBits()), bytes(b.constBits())
                differ = sum(1 for i in range(0, len(ba), 4) if ba[i:i + 3] != bb[i:i + 3]) if ba != bb else 0
            print("differ", differ, a.width() * a.height(), flush=True)
            app.quit()

    f = Frames(app)
    target.installEventFilter(f)
    state["filter"] = f


# ``--stages``: the process ends at an earlier step of its start (``stop``), nothing after it counted:
# "python" (the interpreter and site only), "qt" (before PySide6 is imported), "imported" (every module
# imported, before the QApplication), "built" (the window and what it shows made, not yet painted)
import os
stop = os.environ.get("CROUPIER_BENCH_STOP", "")
if stop == "python":
    os._exit(0)

if kind == "bare":
    if stop == "qt":
        os._exit(0)
    from PySide6.QtWidgets import QApplication, QMainWindow
    if stop == "imported":
        os._exit(0)
    app = QApplication(sys.argv[:1])
    w = QMainWindow(); w.resize(1280, 720)
    if stop == "built":
        os._exit(0)
    watch(app, lambda: w, lambda obj: obj is w, w)
    w.show()
    app.exec()
elif kind == "table":  # the scene, its pieces and controls, without the application's services
    from PySide6.QtWidgets import QApplication
    app = QApplication(sys.argv[:1])
    from croupier.gui.app import build_table
    from croupier.engine.core.session import Session
    from croupier.engine.core.table import build_config
    scene, controller, w = build_table(Session(build_config("france"), 5_000_000))
    watch(app, lambda: w, lambda obj: obj is w.viewport(), w.viewport())
    w.show()
    app.exec()
else:  # the ``croupier`` command itself: the check before Qt, the logging, the journal, every service
    # as the command does first (``croupier.__main__.main``, which starts it again to no effect): the
    # start's regular expressions from the cache folder, before the table's modules are imported here
    from croupier.engine.core import patterns
    from croupier.engine.core.frozen import code_folder
    patterns.start(code_folder())
    import croupier.gui.app as table_app
    made = table_app._app

    def _app():
        app = made()
        if "watching" not in state:  # the table's window, watched from when it is shown
            state["watching"] = True
            from croupier.gui.table_view import TableView

            def watched(show):
                def shown(view):
                    if "filter" not in state:
                        watch(app, lambda: view, lambda obj: obj is view.viewport() and view.controller is not None,
                              view.viewport())
                    return show(view)
                return shown
            TableView.show_fitted = watched(TableView.show_fitted)
            TableView.showFullScreen = watched(TableView.showFullScreen)
        return app

    table_app._app = _app
    if stop in ("qt", "imported"):  # at the import of PySide6, or at the QApplication
        import importlib
        real = importlib.import_module

        def import_module(name, *args):
            if stop == "qt" and name == "PySide6.QtCore":
                os._exit(0)
            return real(name, *args)

        def no_app():
            os._exit(0)
        importlib.import_module = import_module
        if stop == "imported":
            table_app._app = no_app
    if stop == "built":
        started = table_app.start

        def start(args):
            started(args)
            os._exit(0)
        table_app.start = start
    from croupier.__main__ import main
    sys.exit(main(sys.argv[4:]))
"""


#: ``CROUPIER_BENCH_BEFORE``: another checkout of the table (with its own ``.venv``) whose ``croupier``
#: command takes its turn too, as ``before``: a change's start measured against the start before it, in
#: one bench
BEFORE = os.environ.get("CROUPIER_BENCH_BEFORE")
#: the mypyc-compiled engine (``python tools/build_compiled.py``, which the bundle ships): its
#: ``croupier`` command takes its turn too, as ``compiled``, when it has been built
COMPILED = ROOT / "build" / "compiled"


def _tree(kind: str) -> tuple[str, Path, str]:
    """(the Python, the folder first on the path and the working folder, the script's kind) of a kind."""
    if kind == "before":
        assert BEFORE is not None
        return str(Path(BEFORE) / ".venv" / "bin" / "python"), Path(BEFORE), "app"
    if kind == "compiled":
        return sys.executable, COMPILED, "app"
    return sys.executable, ROOT, kind


def first_frame(kinds: tuple[str, ...] = ("bare", "table", "app"), runs: int = 7, platform: str = "offscreen",
                settle: float = 0.5) -> dict[str, dict[str, Any]]:  # fmt: skip
    """Seconds from starting a Python process to the moment its window's frame that shows the whole
    table has been painted and the event loop is free again, per kind (``bare``: a bare
    ``QMainWindow``; ``table``: the scene, pieces and controls built by :func:`gui.app.build_table`;
    ``app``: the ``croupier`` command itself, in folders of its own). The kinds run alternately, run by
    run, so a load on the machine weighs on each alike; one start of each comes first, not counted (it
    writes the caches a table's every later start reads: the felt's picture, the check's stamp).

    At the moment measured the window's picture on the screen is grabbed, and again ``settle`` seconds
    later; ``differ`` counts the pixels that changed (0: the frame measured was the complete table,
    not a placeholder). ``platform``: Qt's (``offscreen``, or ``xcb`` for the X server in ``DISPLAY``).
    Returns per kind: ``times`` (every counted run), ``median``, ``best``; ``cpu``, ``cpu_median``,
    ``cpu_best`` (the process's CPU time at the same moment: what the start itself cost, less what
    the other jobs on the machine took); ``differ`` (the most pixels changed in a run) and ``pixels``."""
    import tempfile

    times: dict[str, list[float]] = {k: [] for k in kinds}
    cpu: dict[str, list[float]] = {k: [] for k in kinds}
    differ: dict[str, list[int]] = {k: [] for k in kinds}
    pixels: dict[str, int] = {}
    home = tempfile.mkdtemp(prefix="croupier-bench-")
    qpa = platform
    if platform == "offscreen":  # a 1920 × 1080 screen (Qt's offscreen one is 800 × 800): as a desktop
        screen = os.path.join(home, "screen.json")
        with open(screen, "w", encoding="utf-8") as f:
            f.write('{"windowFrameMargins": false, "screens": [{"name": "bench", "x": 0, "y": 0, '
                    '"width": 1920, "height": 1080, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}')  # fmt: skip
        qpa = f"offscreen:configfile={screen}"
    env = dict(os.environ, QT_QPA_PLATFORM=qpa, PYTHONPATH=str(ROOT))
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        env[var] = os.path.join(home, var.lower())
    env.pop("CROUPIER_CACHE_DIR", None)  # the table's own cache folder, in the bench's home
    env.pop("CROUPIER_KEY_DIR", None)
    # both start from byte-compiled modules, as an installed table does (PySide6's own are compiled
    # at install): without this, a PYTHONDONTWRITEBYTECODE environment compiles the table's every
    # module at every start and the bare window's none
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    compileall.compile_dir(ROOT / "engine", quiet=1)
    compileall.compile_dir(ROOT / "gui", quiet=1)
    compileall.compile_dir(ROOT / "croupier", quiet=1)
    if "before" in kinds:
        assert BEFORE is not None
        for folder in ("engine", "gui", "croupier"):
            compileall.compile_dir(Path(BEFORE) / folder, quiet=1)
    for run in range(runs + 1):
        for kind in kinds:
            python, tree, script = _tree(kind)
            cmd = [python, "-c", _FIRST_FRAME, script, repr(time.time()), str(settle)]
            if script == "app":  # each tree's table in a data folder of its own
                cmd += ["--data-dir", os.path.join(home, f"data-{kind}"), "--lang", "en"]
            out = subprocess.run(cmd, capture_output=True, text=True, env=dict(env, PYTHONPATH=str(tree)),
                                 cwd=tree if kind == "before" else ROOT, check=True, timeout=120)  # fmt: skip
            marks = {line.split()[0]: line.split()[1:] for line in out.stdout.splitlines() if line.strip()}
            assert "table" in marks, out.stderr
            if run == 0:
                continue
            times[kind].append(float(marks["table"][0]))
            cpu[kind].append(float(marks["table"][1]))
            if "differ" in marks:
                differ[kind].append(int(marks["differ"][0]))
                pixels[kind] = int(marks["differ"][1])
    return {k: {"times": times[k], "median": statistics.median(times[k]), "best": min(times[k]), "cpu": cpu[k],
                "cpu_median": statistics.median(cpu[k]), "cpu_best": min(cpu[k]),
                "differ": max(differ[k]) if differ[k] else None, "pixels": pixels.get(k)}
            for k in kinds}  # fmt: skip


def instructions(kinds: tuple[str, ...] = ("bare", "app"), stop: str = "") -> dict[str, int] | None:
    """The instructions each kind of start runs to its first frame of the table (the same starts as
    :func:`first_frame`, each once after an uncounted start that writes the caches, ended at that
    frame), counted by ``valgrind --tool=callgrind`` with Python's hash seed fixed: a figure other jobs
    on the machine do not change (within about 1 % from run to run). None without valgrind. ``stop``:
    the counted start ends at an earlier step instead (``python``: the interpreter started; ``qt``:
    before PySide6 is imported; ``imported``: every module imported, before the QApplication;
    ``built``: the window and the table made, before their first paint)."""
    import re
    import shutil
    import tempfile

    if shutil.which("valgrind") is None:
        return None
    home = tempfile.mkdtemp(prefix="croupier-bench-")
    screen = os.path.join(home, "screen.json")
    with open(screen, "w", encoding="utf-8") as f:
        f.write('{"windowFrameMargins": false, "screens": [{"name": "bench", "x": 0, "y": 0, '
                '"width": 1920, "height": 1080, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}')  # fmt: skip
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={screen}", PYTHONHASHSEED="0")
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        env[var] = os.path.join(home, var.lower())
    for var in ("CROUPIER_CACHE_DIR", "CROUPIER_KEY_DIR", "PYTHONDONTWRITEBYTECODE"):
        env.pop(var, None)
    out: dict[str, int] = {}
    for kind in kinds:
        python, tree, script = _tree(kind)
        args = ["--data-dir", os.path.join(home, f"data-{kind}"), "--lang", "en"] if script == "app" else []
        cmd = [python, "-c", _FIRST_FRAME, script, repr(time.time()), "0", *args]
        where, cwd = dict(env, PYTHONPATH=str(tree)), tree if kind == "before" else ROOT
        # the uncounted start runs on after its frame, as a table does, and writes the caches there
        first = [python, "-c", _FIRST_FRAME, script, repr(time.time()), "0.3", *args]
        subprocess.run(first, capture_output=True, check=True, env=where, cwd=cwd, timeout=600)
        valgrind = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={home}/cg.{kind}"]
        counted = subprocess.run([*valgrind, *cmd], capture_output=True, text=True, check=True, cwd=cwd,
                                 env=dict(where, CROUPIER_BENCH_STOP=stop), timeout=900)  # fmt: skip
        found = re.search(r"Collected : (\d+)", counted.stderr)
        assert found, counted.stderr[-2000:]
        out[kind] = int(found.group(1))
    return out


def deal_to_decision(boxes: int = 6, speed: str = "normal", rounds: int = 3) -> list[float]:
    """Seconds from DEAL to the first decision (every card dealt, the side bets settled, the buttons
    lit) with ``boxes`` boxes at ``speed``, for a few rounds of a seeded shoe (the first includes the
    shuffle and the burn)."""
    from PySide6.QtCore import QEventLoop, QTimer

    from croupier.engine.core.money import SCALE
    from croupier.engine.core.round import Phase
    from croupier.engine.core.session import Session
    from croupier.engine.core.table import build_config
    from croupier.gui.app import build_table

    app = _app()
    session = Session(build_config("france"), 10_000_000 * SCALE, rng=random.Random(11))
    scene, controller, view = build_table(session)
    view.resize(1280, 720)
    view.show()
    controller.guard_ms = 0
    # the hint's strategy is computed before the clock starts: this measures the deal on the felt (the
    # first hint's computation, ~2 s on this machine, is the player aids' own cost, off the felt's path)
    from croupier.gui.figures import PENDING, strategy_for

    while strategy_for(session.config.rules) is PENDING:
        app.processEvents()
        time.sleep(0.01)
    out = []
    for _ in range(rounds):
        controller.animator.speed = speed
        scene.rack.select(10 * SCALE)
        for box in range(1, boxes + 1):
            controller.place(box, "main")
            controller.place(box, "side")
        t0 = time.perf_counter()
        assert controller.trigger("deal")
        loop = QEventLoop()
        controller.animator.idle.connect(loop.quit)
        if controller.busy:
            loop.exec()
        controller.animator.idle.disconnect(loop.quit)
        out.append(time.perf_counter() - t0)
        controller.animator.speed = "instant"
        while session.round.phase is not Phase.BETTING:
            r = session.round
            if r.phase is Phase.INSURANCE:
                controller.trigger("decline")
            elif r.phase is Phase.PLAY:
                controller.trigger("stand")
            else:
                app.processEvents()
                QTimer.singleShot(0, lambda: None)
    return out


def _app() -> Any:
    from PySide6.QtWidgets import QApplication

    import croupier.gui.art  # noqa: F401

    return QApplication.instance() or QApplication([])


def split_scene() -> Any:
    """A table whose seven boxes each hold split hands (2 to 4 hands of three cards)."""
    from croupier.engine.core.cards import Card
    from croupier.engine.core.events import Action, Bet, Dealt, Decision, Kind
    from croupier.engine.core.money import SCALE
    from croupier.engine.core.table import build_config
    from croupier.gui.animator import Animator
    from croupier.gui.scene import TableScene

    _app()
    scene = TableScene(build_config("france"))
    anim = Animator(scene)
    anim.speed = "instant"
    scene.sync_bets({n: (50 * SCALE, 5 * SCALE) for n in range(1, 8)})
    codes = iter(["8S", "8D", "8H", "8C", "3H", "5C", "9D", "TS", "2C", "7H", "4S", "6D"] * 20)
    events: list[Any] = [Dealt(0, 0, Card.parse("KC"), 10, False)]
    for n in range(1, 8):
        hands = 2 + n % 3
        events += [Dealt(n, 1, Card.parse("8S"), 8, False), Dealt(n, 1, Card.parse("8D"), 16, False)]
        for h in range(1, hands):
            events += [Action(n, h, Decision.SPLIT), Bet(n, Kind.SPLIT, 50 * SCALE, h + 1)]
            events.append(Dealt(n, h, Card.parse(next(codes)), 0, False, False, True))  # totals: not drawn here
        for h in range(1, hands + 1):
            events.append(Dealt(n, h, Card.parse(next(codes)), 0, False, False, True))
    anim.play(events)
    return scene


def render_ms(frames: int = 60) -> tuple[float, float, float, float]:
    """(first render, median and best of the next ``frames``, and the best in CPU time) in ms, whole
    scene into a 1920 × 1080 image. The CPU time is the whole process's, Qt's painting threads
    included (Qt resamples large pictures on worker threads: the painting thread's own time alone
    missed most of it); on a loaded machine the wall clock also counts the time other jobs held the
    cores."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    scene = split_scene()
    img = QImage(1920, 1080, QImage.Format.Format_ARGB32_Premultiplied)

    cpu: list[float] = []

    def once() -> float:
        t0, c0 = time.perf_counter(), time.process_time()
        p = QPainter(img)
        p.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        scene.render(p, QRectF(0, 0, 1920, 1080), scene.sceneRect())
        p.end()
        cpu.append((time.process_time() - c0) * 1000)
        return (time.perf_counter() - t0) * 1000

    first = once()
    cpu.clear()
    times = [once() for _ in range(frames)]
    return first, statistics.median(times), min(times), min(cpu)


def _rss_mb() -> float:
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def play_rounds(n: int, checkpoints: tuple[int, ...] = (1, 50, 100, 150, 200)) -> tuple[dict[int, float], Any]:
    """Play ``n`` rounds through the table's controller (instant speed); RSS in MB at checkpoints."""
    from croupier.engine.core.money import SCALE
    from croupier.engine.core.round import Phase
    from croupier.engine.core.session import Session
    from croupier.engine.core.table import build_config
    from croupier.gui.app import build_table

    _app()
    session = Session(build_config("france"), 10_000_000 * SCALE, rng=random.Random(3))
    scene, controller, view = build_table(session)
    view.resize(1280, 720)
    view.show()
    controller.animator.speed = "instant"
    controller.guard_ms = 0
    scene.rack.selected = 25 * SCALE
    rss: dict[int, float] = {}
    for i in range(1, n + 1):
        for box in (1, 4, 7):
            controller.place(box, "main")
            controller.place(box, "side")
        controller.trigger("deal")
        while session.round_no == i:
            r = session.round
            if r.phase is Phase.INSURANCE:
                controller.trigger("decline")
            elif r.phase is Phase.PLAY:
                box, hand = r.to_act
                controller.trigger("stand" if r.boxes[box].hands[hand - 1].total >= 17 else "hit")
            else:
                break
        _app().processEvents()
        if i in checkpoints:
            rss[i] = _rss_mb()
    return rss, (scene, controller, view)


def idle_cpu(seconds: float = 2.0) -> tuple[float, bool]:
    """CPU % of this process while the table waits between rounds, and whether anything animates."""
    from PySide6.QtCore import QAbstractAnimation, QEventLoop, QTimer

    _rss, (_scene, controller, _view) = play_rounds(3, ())
    app = _app()
    running = [a for a in controller.findChildren(QAbstractAnimation) if a.state() == QAbstractAnimation.State.Running]
    running += [a for a in controller.animator.findChildren(QAbstractAnimation)
                if a.state() == QAbstractAnimation.State.Running]  # fmt: skip
    loop = QEventLoop()
    QTimer.singleShot(int(seconds * 1000), loop.quit)
    c0, t0 = time.process_time(), time.perf_counter()
    loop.exec()
    cpu = (time.process_time() - c0) / (time.perf_counter() - t0) * 100
    app.processEvents()
    return cpu, bool(running) or controller.busy


def report() -> None:
    if "--stages" in sys.argv:  # the instruction counts to each step of the start (a few minutes)
        steps = ("python", "qt", "imported", "built", "")
        counts = {stop: instructions(("bare", "app"), stop) for stop in steps}
        if counts[""] is None:
            print("no valgrind: no instruction counts")
            return
        for stop in steps:
            n = counts[stop]
            assert n is not None
            print(f"[stages] to {stop or 'the first frame'}: the croupier command {n['app'] / 1e6:.0f} M, "
                  f"the bare QMainWindow {n['bare'] / 1e6:.0f} M")  # fmt: skip
        return
    if "--instructions" in sys.argv:  # only the instruction counts (a few minutes under valgrind)
        counts = instructions(("bare", "table", "app", *(("before",) if BEFORE else ())))
        if counts is None:
            print("no valgrind: no instruction counts")
            return
        for kind, n in counts.items():
            print(f"[instructions] {kind}: {n / 1e6:.0f} M to the first frame of the table, "
                  f"{n / counts['bare']:.2f} × the bare QMainWindow's")  # fmt: skip
        return
    platforms = ["offscreen"] + (["xcb"] if os.environ.get("DISPLAY") else [])  # the X server in DISPLAY too
    for platform in platforms:
        extra = (("before",) if BEFORE else ()) + (("compiled",) if (COMPILED / "croupier").is_dir() else ())
        marks = first_frame(("bare", "table", "app", *extra), platform=platform)
        bare = marks["bare"]
        for kind, what in (("table", "complete table on screen (build_table: scene, pieces, controls)"),
                           ("app", "the croupier command (check, logging, journal, every service)"),
                           ("before", f"the croupier command of {BEFORE}"),
                           ("compiled", "the croupier command with the compiled engine (build/compiled)")):  # fmt: skip
            if kind not in marks:
                continue
            m = marks[kind]
            same = "the complete table" if m["differ"] == 0 else f"{m['differ']} of {m['pixels']} pixels changed after"
            print(f"[{platform}] {what}: median {m['median'] * 1000:.0f} ms, best {m['best'] * 1000:.0f} ms; "
                  f"bare QMainWindow median {bare['median'] * 1000:.0f} ms, best {bare['best'] * 1000:.0f} ms; "
                  f"ratio of medians {m['median'] / bare['median']:.2f}, of bests {m['best'] / bare['best']:.2f} "
                  f"(target <= 1.5; {len(m['times'])} alternate runs); frame measured: {same}")  # fmt: skip
            print(f"[{platform}] {kind}: CPU time to that frame median {m['cpu_median'] * 1000:.0f} ms, best "
                  f"{m['cpu_best'] * 1000:.0f} ms; bare QMainWindow median {bare['cpu_median'] * 1000:.0f} ms, best "
                  f"{bare['cpu_best'] * 1000:.0f} ms; ratio of medians {m['cpu_median'] / bare['cpu_median']:.2f}, "
                  f"of bests {m['cpu_best'] / bare['cpu_best']:.2f}")  # fmt: skip
        print(f"[{platform}] runs (s): " + "; ".join(f"{k} " + " ".join(f"{t:.3f}" for t in m["times"])
                                                      for k, m in marks.items()))  # fmt: skip
        print(f"[{platform}] load average over the last minute: {os.getloadavg()[0]:.1f}")
    deals = deal_to_decision()
    print(
        "DEAL to the first decision, six boxes, normal speed: "
        + ", ".join(f"{t:.2f} s" for t in deals)
        + " (the first with the shuffle and burn; target <= 3 s)"
    )
    first, steady, best, best_cpu = render_ms()
    print(f"whole scene 1920x1080, seven boxes of split hands: first render {first:.1f} ms (builds the caches), "
          f"then {steady:.2f} ms per frame (median; best {best:.2f} ms; best CPU time {best_cpu:.2f} ms) "
          f"(target <= 4 ms)")  # fmt: skip
    cpu, animating = idle_cpu()
    print(f"idle between rounds: {cpu:.2f} % CPU, animation or timer running: {animating} (target ~0 %)")
    rss, _ = play_rounds(200)
    print("resident memory after rounds: " + ", ".join(f"{k}: {v:.0f} MB" for k, v in rss.items())
          + " (target <= 200 MB, flat)")  # fmt: skip


@pytest.mark.bench
def test_bench_gui() -> None:
    report()


if __name__ == "__main__":
    report()
