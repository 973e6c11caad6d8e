"""The first five minutes: the Debian list covers what Qt loads, a start that cannot start says why
(status 1, never Qt's abort), the start is quiet, the language follows the system until the director
chooses, and ``--screenshot`` draws the configured table."""

from __future__ import annotations

import argparse
import hashlib
import os
import re
import shutil
import struct
import subprocess
import sys
from pathlib import Path

import pytest

from croupier.engine.cli import doctor

ROOT = Path(__file__).resolve().parent.parent
LINUX = sys.platform.startswith("linux")


def _env(tmp_path: Path, **changes: str | None) -> dict[str, str]:
    """This process's environment for a ``croupier`` child: its own home, no display variables."""
    drop = ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "XDG_SESSION_TYPE", "QT_QPA_PLATFORM_PLUGIN_PATH")
    env = {k: v for k, v in os.environ.items() if k not in drop}
    env.update(HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"),
               XDG_STATE_HOME=str(tmp_path / "state"), XDG_CACHE_HOME=str(tmp_path / "cache"))  # fmt: skip
    for k, v in changes.items():
        if v is None:
            env.pop(k, None)
        else:
            env[k] = v
    return env


def _croupier(env: dict[str, str], *args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "croupier", *args], capture_output=True, text=True, env=env,
                          cwd=ROOT, timeout=timeout)  # fmt: skip


# ----------------------------------------------------------------------------- the list, against ldd


def _needed(path: Path) -> list[str]:
    """The DT_NEEDED entries of a 64-bit little-endian ELF file (what it links against directly)."""
    data = path.read_bytes()
    if data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1:
        return []
    (phoff,) = struct.unpack_from("<Q", data, 0x20)
    phentsize, phnum = struct.unpack_from("<HH", data, 0x36)
    loads, dynamic = [], None
    for i in range(phnum):
        ptype, _flags, offset, vaddr, _paddr, filesz = struct.unpack_from("<IIQQQQ", data, phoff + i * phentsize)
        if ptype == 1:
            loads.append((vaddr, offset, filesz))
        elif ptype == 2:
            dynamic = (offset, filesz)
    assert dynamic is not None, f"{path} has no dynamic section"
    entries, strtab = [], 0
    for off in range(dynamic[0], dynamic[0] + dynamic[1], 16):
        tag, val = struct.unpack_from("<qQ", data, off)
        if tag == 0:
            break
        if tag == 1:
            entries.append(val)
        elif tag == 5:
            strtab = next(val - v + o for v, o, size in loads if v <= val < v + size)
    return [data[strtab + e : data.index(b"\0", strtab + e)].decode() for e in entries]


def _ldd(files: list[Path]) -> dict[str, str | None]:
    """soname → the file the loader resolves it to (None: not found), over every file's whole tree."""
    out: dict[str, str | None] = {}
    run = subprocess.run(["ldd", *map(str, files)], capture_output=True, text=True, check=False)
    for line in run.stdout.splitlines():
        name, sep, rest = line.strip().partition(" => ")
        if sep:
            target = rest.split(" (")[0].strip()
            out[name] = None if target == "not found" else target
        elif name.startswith("/") and " (" in name:  # the loader itself: /lib64/ld-linux-x86-64.so.2 (0x…)
            path = name.split(" (")[0]
            out[Path(path).name] = path
    return out


def _qt_files(base: Path) -> list[Path]:
    """What the table loads from PySide6: the modules, the xcb, wayland and offscreen platforms with
    their integration plug-ins, and QtMultimedia with its media plug-in when Addons is installed."""
    env: dict[str, str] = {}
    files = {f for name in ("xcb", "wayland", "offscreen") for f in doctor.qt_files(name, env)}
    plugins = base / "Qt" / "plugins"
    for folder in ("xcbglintegrations", "wayland-shell-integration", "wayland-decoration-client",
                   "wayland-graphics-integration-client", "multimedia"):  # fmt: skip
        files.update((plugins / folder).glob("*.so"))
    files.update(base.glob("QtMultimedia.*.so"))
    return sorted(files)


def _dpkg_owner(path: str) -> str | None:
    for candidate in dict.fromkeys([path, os.path.realpath(path), path.replace("/usr/lib/", "/lib/", 1),
                                    os.path.realpath(path).replace("/usr/lib/", "/lib/", 1)]):  # fmt: skip
        run = subprocess.run(["dpkg-query", "-S", candidate], capture_output=True, text=True, check=False)
        for line in run.stdout.splitlines():
            pkg, _, where = line.partition(": ")
            if where.strip() == candidate:
                return pkg.split(":")[0]
    return None


def _installed_depends() -> tuple[dict[str, set[str]], set[str]]:
    """Installed package → the installed packages it depends on; and the Essential ones."""
    fmt = "${Package}\t${Essential}\t${Depends}, ${Pre-Depends}\t${Provides}\t${db:Status-Abbrev}\n"
    run = subprocess.run(["dpkg-query", "-W", "-f", fmt], capture_output=True, text=True, check=True)
    rows = [line.split("\t") for line in run.stdout.splitlines()]
    rows = [r for r in rows if len(r) == 5 and r[4].startswith("ii")]
    provides: dict[str, set[str]] = {}
    for name, _e, _d, prov, _s in rows:
        provides.setdefault(name, set()).add(name)
        for p in prov.split(","):
            if p.strip():
                provides.setdefault(p.split("(")[0].strip(), set()).add(name)
    deps: dict[str, set[str]] = {}
    for name, _e, dep, _p, _s in rows:
        deps[name] = set()
        for alt in re.split(r"[,|]", dep):
            word = alt.split("(")[0].strip().split(":")[0]
            deps[name] |= provides.get(word, set())
    return deps, {r[0] for r in rows if r[1] == "yes"}


def _closure(start: set[str], deps: dict[str, set[str]]) -> set[str]:
    seen, todo = set(), list(start)
    while todo:
        p = todo.pop()
        if p not in seen:
            seen.add(p)
            todo.extend(deps.get(p, ()))
    return seen


@pytest.mark.skipif(not LINUX or shutil.which("ldd") is None, reason="ldd: Linux")
def test_debian_list_names_every_library_the_platform_plugins_need() -> None:
    """ldd on PySide6's xcb and wayland platforms: each library Qt links against directly is named in
    packaging/debian-packages.txt, under the package dpkg says gives it; every library those pull in
    comes from a listed package, a package they depend on, or Debian's minimal base (Essential + apt)."""
    base = doctor.pyside_dir()
    if base is None:
        pytest.skip("PySide6 is not installed")
    listed = doctor.debian_packages()
    assert listed, "packaging/debian-packages.txt is missing or empty"
    by_lib = {lib: p.name for p in listed for lib in p.libraries}
    files = _qt_files(base)
    assert any(f.name == "libqxcb.so" for f in files) and any(f.name == "libqwayland.so" for f in files)
    resolved = _ldd(files)
    ours = [f for f in files] + [Path(t) for t in resolved.values() if t and Path(t).is_relative_to(base)]
    direct = {lib for f in ours for lib in _needed(f)}
    direct -= {lib for lib, t in resolved.items() if t and Path(t).is_relative_to(base)}
    dpkg = shutil.which("dpkg-query") is not None
    if dpkg:
        deps, essential = _installed_depends()
        base_system = _closure(essential | {"apt"}, deps)
        pulled = _closure({p.name for p in listed}, deps)
    problems = []
    for lib in sorted(direct):
        target = resolved.get(lib)
        owner = _dpkg_owner(target) if dpkg and target else None
        if owner is not None and owner in base_system:
            continue
        if lib not in by_lib:
            problems.append(f"{lib} ({target or 'not found here'}; Debian: {owner or '?'}) is not in the list")
        elif owner is not None and owner != by_lib[lib]:
            problems.append(f"{lib} comes from {owner}, the list says {by_lib[lib]}")
    if dpkg:
        for lib, target in sorted(resolved.items()):
            if lib in direct or target is None or Path(target).is_relative_to(base):
                continue
            owner = _dpkg_owner(target)
            if owner is not None and owner not in pulled and owner not in base_system:
                problems.append(f"{lib} (needed by a listed library) comes from {owner}, which nothing listed pulls in")
    assert not problems, "\n".join(problems)
    assert {"libxcb-icccm4", "libxcb-keysyms1", "libxcb-shape0", "libxkbcommon-x11-0"} <= {p.name for p in listed}


def test_list_is_read_by_the_readme_ci_and_doctor() -> None:
    """One list: the README's install line and .ci/run read the file; doctor prints it."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    line = "$(grep -o '^[^# ]*' packaging/debian-packages.txt)"
    assert readme.count(line) >= 2  # the play and the test commands
    assert "packaging/debian-packages.txt" in (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    words = subprocess.run(["sh", "-c", f"grep -o '^[^# ]*' {doctor.PACKAGES_FILE}"], cwd=ROOT, check=True,
                           capture_output=True, text=True).stdout.split()  # fmt: skip
    assert words == [p.name for p in doctor.debian_packages()]
    assert all(re.fullmatch(r"[a-z0-9][a-z0-9.+-]+", w) for w in words)
    run = _croupier(dict(os.environ), "doctor", "--packages")
    assert run.returncode == 0 and run.stdout.split() == words


# ------------------------------------------------------------------------ a start that cannot start


@pytest.mark.skipif(not LINUX, reason="Linux's display variables")
def test_no_display_exits_1_with_one_paragraph(tmp_path: Path) -> None:
    """An empty DISPLAY, no WAYLAND_DISPLAY, no QT_QPA_PLATFORM: status 1 and what to do, not Qt's abort."""
    run = _croupier(_env(tmp_path, DISPLAY=""))
    assert run.returncode == 1, run.stderr
    assert run.stderr.startswith("croupier: no display")
    text = " ".join(run.stderr.split())
    assert "croupier --screenshot FILE" in text and "croupier replay|odds|" in text
    assert "qt.qpa" not in run.stderr and "Aborted" not in run.stderr
    assert len(run.stderr.strip().split("\n\n")) == 1  # one paragraph


def _plugin_hiding(tmp_path: Path, hidden: str) -> Path:
    """A copy of PySide6's xcb plug-in that needs ``hidden`` instead of libxcb-icccm.so.4 (same length),
    beside a link to PySide6's Qt libraries (its RUNPATH is $ORIGIN/../../lib)."""
    base = doctor.pyside_dir()
    if base is None:
        pytest.skip("PySide6 is not installed")
    real = base / "Qt" / "plugins" / "platforms" / "libqxcb.so"
    data = real.read_bytes()
    target = b"libxcb-icccm.so.4\0"
    assert target in data and len(hidden) + 1 == len(target)
    folder = tmp_path / "qt" / "plugins" / "platforms"
    folder.mkdir(parents=True)
    (folder / "libqxcb.so").write_bytes(data.replace(target, hidden.encode() + b"\0"))
    (tmp_path / "qt" / "lib").symlink_to(base / "Qt" / "lib")
    return folder


@pytest.mark.skipif(not LINUX or shutil.which("ldd") is None, reason="ldd: Linux")
def test_a_missing_library_is_named_and_the_status_is_1(tmp_path: Path) -> None:
    hidden = "libhidden-xc.so.4"
    assert len(hidden) == 17
    folder = _plugin_hiding(tmp_path, hidden)
    env = _env(tmp_path, QT_QPA_PLATFORM="xcb", QT_QPA_PLATFORM_PLUGIN_PATH=str(folder), DISPLAY=":0")
    run = _croupier(env)
    assert run.returncode == 1, run.stderr
    text = " ".join(run.stderr.split())
    assert text.startswith("croupier: the table cannot open a window: Qt's xcb (X11) platform needs")
    assert hidden in text
    assert "Aborted" not in run.stderr and "qt.qpa" not in run.stderr


def test_missing_debian_library_is_named_with_its_package(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The paragraph names the library and the package of the list that gives it."""
    monkeypatch.setattr(doctor, "missing_libraries", lambda files: ["libxcb-icccm.so.4", "libxcb-keysyms.so.1"])
    monkeypatch.setattr(doctor, "x11_problem", lambda env: None)
    monkeypatch.setattr(sys, "platform", "linux")
    env = {"DISPLAY": ":0"}
    if doctor.pyside_dir() is None or doctor.plugin_file("xcb", env) is None:
        pytest.skip("PySide6's Linux plug-ins are not installed")
    text = doctor.start_problem(env)
    assert text is not None
    assert "libxcb-icccm.so.4, libxcb-keysyms.so.1" in text
    assert "apt-get install -y --no-install-recommends libxcb-icccm4 libxcb-keysyms1" in text


def test_a_working_second_choice_is_handed_to_qt(monkeypatch: pytest.MonkeyPatch) -> None:
    """X11 lacking a library but a Wayland compositor answering: Qt is told to take Wayland."""
    monkeypatch.setattr(sys, "platform", "linux")
    env = {"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0"}
    if doctor.plugin_file("wayland", env) is None:
        pytest.skip("PySide6's Linux plug-ins are not installed")

    def missing(files: list[Path]) -> list[str]:
        return ["libxcb-icccm.so.4"] if any("qxcb" in str(f) for f in files) else []

    monkeypatch.setattr(doctor, "missing_libraries", missing)
    monkeypatch.setattr(doctor, "x11_problem", lambda env: None)
    monkeypatch.setattr(doctor, "wayland_problem", lambda env: None)
    assert doctor.start_problem(env) is None
    assert env["QT_QPA_PLATFORM"] == "wayland"


def test_doctor_reports_python_pyside_platforms_sound_speech_folders(tmp_path: Path) -> None:
    run = _croupier(_env(tmp_path, DISPLAY=""), "doctor")
    assert run.returncode in (0, 1), run.stderr
    keys = [line.split()[0] for line in run.stdout.splitlines() if line.strip()]
    for key in ("croupier", "python", "PySide6", "sound", "speech", "settings", "data", "cache", "logs"):
        assert key in keys, run.stdout
    if LINUX:
        assert "platform" in keys
        assert re.search(r"^platform +xcb: .*DISPLAY is empty", run.stdout, re.M) or "xcb: needs" in run.stdout
    assert str(tmp_path / "config" / "croupier" / "settings.toml") in run.stdout


def test_config_path_prints_every_folder(tmp_path: Path) -> None:
    run = _croupier(_env(tmp_path), "config", "path")
    assert run.returncode == 0, run.stderr
    lines = dict(line.split(": ", 1) for line in run.stdout.splitlines())
    assert lines["settings"] == str(tmp_path / "config" / "croupier" / "settings.toml")
    assert lines["data"] == str(tmp_path / "data" / "croupier")
    assert set(lines) == {"settings", "pin", "data", "cache", "logs"}
    if LINUX:
        assert lines["cache"] == str(tmp_path / "cache" / "croupier")
        assert lines["logs"].startswith(str(tmp_path / "state" / "croupier"))


# ------------------------------------------------------------------------------------ a quiet start

QUIT_AFTER = """
import sys
{block}
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv[:1])
QTimer.singleShot(6000, app.quit)
from croupier.__main__ import main
sys.exit(main(sys.argv[1:]))
"""


def _table_for_a_while(env: dict[str, str], *args: str, block: str = "") -> subprocess.CompletedProcess[str]:
    code = QUIT_AFTER.format(block=block)
    return subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, env=env, cwd=ROOT,
                          timeout=180)  # fmt: skip


def test_a_healthy_start_prints_nothing_and_verbose_shows_qts_messages(tmp_path: Path) -> None:
    """The table offscreen for six seconds (no sound server, no speech engine here): stderr stays
    empty; ``--verbose`` shows what the log file keeps."""
    env = _env(tmp_path, QT_QPA_PLATFORM="offscreen", PULSE_SERVER="unix:/nonexistent",
               CROUPIER_KEY_DIR=str(tmp_path / "keys"))  # fmt: skip
    run = _table_for_a_while(env, "--data-dir", str(tmp_path / "d"))
    assert run.returncode == 0, run.stderr
    assert run.stderr == ""
    log = next((tmp_path / "state").rglob("croupier.log"))
    before = log.read_text(encoding="utf-8")
    loud = _table_for_a_while(env, "--data-dir", str(tmp_path / "d"), "--verbose")
    assert loud.returncode == 0, loud.stderr
    said = log.read_text(encoding="utf-8")[len(before) :]  # what the verbose start logged
    if said:  # whatever the machine lacked is in the log, and --verbose shows it too
        first = said.splitlines()[0].split(": ", 1)[1]
        assert first in loud.stderr


def test_without_addons_the_table_is_silent_and_says_so_once(tmp_path: Path) -> None:
    """A kiosk install without PySide6-Addons: no QtMultimedia, no QtTextToSpeech; one line says so."""
    block = "sys.modules['PySide6.QtMultimedia'] = None\nsys.modules['PySide6.QtTextToSpeech'] = None"
    env = _env(tmp_path, QT_QPA_PLATFORM="offscreen")
    run = _table_for_a_while(env, "--data-dir", str(tmp_path / "d"), block=block)
    assert run.returncode == 0, run.stderr
    lines = run.stderr.strip().splitlines()
    assert len(lines) == 1, run.stderr
    assert lines[0].startswith("croupier: sound and the dealer's voice are off: PySide6-Addons is not installed")


def test_requirements_without_addons_match_the_dependencies() -> None:
    """packaging/requirements-no-addons.txt is pyproject's dependencies less PySide6-Addons, plus shiboken6
    (which --no-deps would not bring)."""
    import tomllib

    deps = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["dependencies"]
    want = {d.split("#")[0].strip() for d in deps if not d.startswith("PySide6-Addons")}
    lines = (ROOT / "packaging" / "requirements-no-addons.txt").read_text(encoding="utf-8").splitlines()
    have = {line.strip() for line in lines if line.strip() and not line.startswith("#")}
    essentials = next(d for d in want if d.startswith("PySide6-Essentials"))
    assert have == want | {essentials.replace("PySide6-Essentials", "shiboken6")}


# ------------------------------------------------------------------------------------------ language


@pytest.mark.parametrize(("variables", "want"), [
    ({"LANGUAGE": "fr_FR", "LC_ALL": "fr_FR.UTF-8"}, "fr"),
    ({"LANG": "es_PR.UTF-8"}, "es"),
    ({"LANG": "de_DE.UTF-8"}, "en"),
    ({"LANGUAGE": "de:fr", "LANG": "de_DE.UTF-8"}, "fr"),
])  # fmt: skip
def test_system_language_is_the_first_one_the_table_speaks(tmp_path: Path, variables: dict[str, str],
                                                           want: str) -> None:  # fmt: skip
    env = {k: v for k, v in _env(tmp_path).items() if not k.startswith(("LC_", "LANG"))}
    env.update(variables)
    code = "from croupier.gui.i18n import system_language; print(system_language())"
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=ROOT)
    assert run.stdout.strip() == want, run.stderr


def test_language_is_the_systems_until_the_director_chooses(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from croupier.engine.store.settings_data import Settings
    from croupier.gui import app, i18n

    monkeypatch.setattr(i18n, "system_language", lambda: "fr")
    file = tmp_path / "settings.toml"
    assert app.with_language(Settings(), file, None).language == "fr"  # no file yet
    file.write_text('schema = 1\nprofile = "france"\n', encoding="utf-8")
    assert app.with_language(Settings(), file, None).language == "fr"  # a file that leaves it open
    file.write_text('schema = 1\nlanguage = "en"\n', encoding="utf-8")
    assert app.with_language(Settings(language="en"), file, None).language == "en"  # the director's choice
    assert app.with_language(Settings(language="en"), file, "es").language == "es"  # --lang, this start


# ----------------------------------------------------------------------------------------- pictures


def _settings_file(tmp_path: Path, profile: str) -> Path:
    file = tmp_path / f"{profile}.toml"
    file.write_text(f'schema = 1\nprofile = "{profile}"\n', encoding="utf-8")
    return file


def test_screenshot_draws_the_configured_table_in_each_language(qapp: object, tmp_path: Path) -> None:
    """--config of a French and a Puerto Rico table, in each language: six different pictures, each
    with its own pay table on the placard, in the language's words (the regulation's own in its language)."""
    from croupier.engine.core.paytables import FRENCH_LABELS, SPANISH_LABELS
    from croupier.gui import app, i18n, placard

    shots: dict[tuple[str, str], str] = {}
    try:
        for profile, game, table in (("france", "lucky-ladies", "A"), ("puerto-rico", "lucky-lucky", "PT1")):
            config_file = _settings_file(tmp_path, profile)
            for lang in ("en", "fr", "es"):
                args = argparse.Namespace(config=str(config_file), lang=lang, data_dir=str(tmp_path / "data"))
                scene, controller, _view = app.render_demo(args)
                config = scene.config
                assert (config.profile, config.side.game, config.side.table.id) == (profile, game, table)
                assert i18n.current_language() == lang
                labels = [label for label, _odds in placard.rows(config)]
                if (game, lang) in (("lucky-ladies", "fr"), ("lucky-lucky", "es")):
                    own = FRENCH_LABELS if game == "lucky-ladies" else SPANISH_LABELS
                    assert labels == [own[o] for o, _ in config.side.table.pays]
                elif lang == "en":
                    assert labels == [i18n.OUTCOME_LABELS[o] for o, _ in config.side.table.pays]
                else:  # translated, not the English words
                    assert labels != [i18n.OUTCOME_LABELS[o] for o, _ in config.side.table.pays]
                assert controller.session.round.boxes, "the demonstration round is dealt"
                path = tmp_path / f"{profile}-{lang}.png"
                assert app.save_scene(scene, str(path), 480)
                shots[(profile, lang)] = hashlib.sha256(path.read_bytes()).hexdigest()
    finally:
        if app._languages is not None:
            app._languages.set_language("en")
    assert len(set(shots.values())) == 6, "each table and language gives a different picture"
    assert not (tmp_path / "data").exists(), "a picture writes nothing in the data folder"


def test_screenshot_command_honours_profile_and_lang(tmp_path: Path) -> None:
    env = _env(tmp_path)
    shot = tmp_path / "pr.png"
    run = _croupier(env, "--screenshot", str(shot), "--profile", "puerto-rico", "--lang", "es",
                    "--data-dir", str(tmp_path / "d"), timeout=300)  # fmt: skip
    assert run.returncode == 0, run.stderr
    assert run.stderr == ""
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_screenshot_of_a_bad_settings_file_names_the_field_and_leaves_it(tmp_path: Path) -> None:
    bad = tmp_path / "settings.toml"
    bad.write_text('schema = 1\n[limits]\nmin = "abc"\n', encoding="utf-8")
    run = _croupier(_env(tmp_path), "--screenshot", str(tmp_path / "x.png"), "--config", str(bad))
    assert run.returncode == 2
    assert "limits.min" in run.stderr
    assert bad.is_file() and not (tmp_path / "x.png").exists()


def test_doctor_tells_addons_by_their_modules_not_the_stubs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """PySide6-Essentials ships QtMultimedia.pyi too: only the compiled module means Addons is there."""
    import importlib.machinery

    (tmp_path / "QtMultimedia.pyi").write_text("", encoding="utf-8")
    monkeypatch.setattr(doctor, "pyside_dir", lambda: tmp_path)
    assert not doctor.has_module("QtMultimedia")
    (tmp_path / f"QtMultimedia{importlib.machinery.EXTENSION_SUFFIXES[0]}").write_bytes(b"")
    assert doctor.has_module("QtMultimedia")


def test_without_pyside_the_table_says_what_to_install(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(doctor, "pyside_dir", lambda: None)
    text = doctor.start_problem({})
    assert text is not None and "needs PySide6" in text and "pip install" in text
    assert "croupier replay|odds|" in text


@pytest.mark.skipif(not hasattr(__import__("socket"), "AF_UNIX"), reason="Unix sockets")
def test_a_display_is_one_that_answers(tmp_path: Path) -> None:
    """WAYLAND_DISPLAY naming a socket nobody listens on is no display; one that listens is."""
    import socket

    path = tmp_path / "wl"
    env = {"WAYLAND_DISPLAY": "wl", "XDG_RUNTIME_DIR": str(tmp_path)}
    assert doctor.wayland_problem(env) == f"no Wayland compositor answers at {path}"
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        server.bind(str(path))
        server.listen(1)
        assert doctor.wayland_problem(env) is None
        assert doctor.wayland_problem({"WAYLAND_DISPLAY": str(path)}) is None
    finally:
        server.close()
    assert doctor.wayland_problem({}) == "WAYLAND_DISPLAY is empty"
    assert doctor.x11_problem({"DISPLAY": "nonsense"}) == "DISPLAY=nonsense is not a display name"
    assert doctor.candidates({"QT_QPA_PLATFORM": "wayland;xcb"}) == (["wayland", "xcb"], True)
    assert doctor.candidates({"XDG_SESSION_TYPE": "wayland"}) == (["wayland", "xcb"], False)
    assert doctor.candidates({"DISPLAY": ":0"}) == (["xcb", "wayland"], False)
