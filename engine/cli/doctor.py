"""What this machine has for the table and what it lacks: ``croupier doctor``, the check ``croupier``
makes before Qt starts, and where Croupier keeps its files.

Nothing here imports Qt: PySide6 is found on disk, its platform plug-ins' shared libraries are read
with ``ldd`` (the C library's loader, on every Linux), and a display is reached with a plain socket.
So a machine where Qt would abort (status 134) hears why in one paragraph instead, and exits 1.
The Debian packages the table needs are listed once, in ``packaging/debian-packages.txt``.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING

# importlib.metadata, platform, shutil, socket and subprocess are imported where used: the check
# before the table's window (start_problem) needs only a few of them, and the window waits for it
if TYPE_CHECKING:
    import argparse

from .. import __version__
from ..core import paths
from ..core.frozen import finish as _finish

if TYPE_CHECKING:  # what they are: frozen, slotted dataclasses (their methods made without compiling)
    from dataclasses import dataclass as record
else:
    from ..core.frozen import record

ROOT = Path(__file__).resolve().parent.parent.parent
#: the one list of Debian packages (a source checkout or an editable install; a bundle carries a copy)
PACKAGES_FILE = Path("packaging") / "debian-packages.txt"
#: the commands that need no window, for the "no display" paragraph
COMMANDS = ("replay", "odds", "strategy", "simulate", "config", "history", "audit", "autoplay", "doctor")
#: the window platforms whose plug-ins ``croupier`` checks before Qt loads them; others are only looked up
WINDOW_PLATFORMS = ("xcb", "wayland")
PLATFORM_NAMES = {"xcb": "X11", "wayland": "Wayland", "offscreen": "offscreen"}


# ------------------------------------------------------------------------------------------ folders


def cache_dir() -> Path:
    """The user's cache folder for Croupier (sounds synthesized when the shipped files are missing)."""
    try:
        from platformdirs import user_cache_dir
    except ImportError:  # pragma: no cover - platformdirs is a declared dependency
        return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / paths.APP
    return Path(user_cache_dir(paths.APP, appauthor=False))


def log_dir() -> Path:
    """The user's log folder for Croupier (``croupier.log``: what the table did not print)."""
    try:
        from platformdirs import user_log_dir
    except ImportError:  # pragma: no cover
        return Path(os.environ.get("XDG_STATE_HOME") or Path.home() / ".local" / "state") / paths.APP / "log"
    return Path(user_log_dir(paths.APP, appauthor=False))


def folders(config: str | None = None, data_dir: str | None = None) -> dict[str, Path]:
    """Where each of Croupier's files lives: settings (and the director's PIN beside it), the data
    folder (journal, balance), the cache and the log (``--config`` and ``--data-dir`` as the table takes them)."""
    settings = paths.settings_file(config)
    return {
        "settings": settings,
        "pin": settings.with_name("director-pin.json"),
        "data": paths.data_folder(data_dir),
        "cache": cache_dir(),
        "logs": log_dir() / "croupier.log",
    }


def print_folders(config: str | None = None, data_dir: str | None = None) -> None:
    """``croupier config path``: one ``name: path`` line each."""
    for name, path in folders(config, data_dir).items():
        print(f"{name}: {path}")


# ------------------------------------------------------------------------------ the Debian packages


@record(frozen=True, slots=True)
class DebianPackage:
    """One line of the list: the package, and the shared libraries Qt loads from it."""

    name: str
    libraries: tuple[str, ...]


_finish()  # DebianPackage's methods (see engine.core.frozen)


def packages_file() -> Path | None:
    """The list in a source checkout (or an editable install), or in a PyInstaller bundle; None elsewhere."""
    for base in (Path(getattr(sys, "_MEIPASS", ROOT)), ROOT):
        if (base / PACKAGES_FILE).is_file():
            return base / PACKAGES_FILE
    return None


def parse_packages(text: str) -> list[DebianPackage]:
    """The list's lines: ``package lib.so.N …``; ``#`` starts a comment."""
    out = []
    for line in text.splitlines():
        words = line.split("#", 1)[0].split()
        if words:
            out.append(DebianPackage(words[0], tuple(words[1:])))
    return out


def debian_packages() -> list[DebianPackage]:
    """The Debian packages the table needs (empty where the list is not shipped)."""
    path = packages_file()
    return parse_packages(path.read_text(encoding="utf-8")) if path else []


def package_of(library: str, packages: Iterable[DebianPackage] | None = None) -> str | None:
    """The Debian package that gives ``library`` (a soname such as ``libxcb-icccm.so.4``), per the list."""
    for pkg in debian_packages() if packages is None else packages:
        if library in pkg.libraries:
            return pkg.name
    return None


def apt_command(names: Iterable[str]) -> str:
    """The line that installs ``names`` (for root, or with sudo)."""
    sudo = "" if hasattr(os, "geteuid") and os.geteuid() == 0 else "sudo "
    return f"{sudo}apt-get install -y --no-install-recommends {' '.join(names)}"


def not_installed(names: Iterable[str]) -> list[str] | None:
    """Which of the Debian packages ``names`` are not installed; None where there is no dpkg."""
    names = list(names)
    import shutil
    import subprocess

    if not names or shutil.which("dpkg-query") is None:
        return None if names else []
    run = subprocess.run(["dpkg-query", "-W", "-f", "${Package} ${db:Status-Abbrev}\\n", *names],
                         capture_output=True, text=True, check=False)  # fmt: skip
    installed = {line.split()[0] for line in run.stdout.splitlines() if line.split()[1:2] == ["ii"]}
    return [n for n in names if n not in installed]


# ---------------------------------------------------------------------------------------- PySide6


def pyside_dir() -> Path | None:
    """PySide6's folder, found without importing it (so without loading Qt)."""
    import importlib.util

    try:
        spec = importlib.util.find_spec("PySide6")
    except (ImportError, ValueError):
        return None
    if spec is None or not spec.submodule_search_locations:
        return None
    return Path(next(iter(spec.submodule_search_locations)))


def distribution_version(name: str) -> str | None:
    """An installed distribution's version (``PySide6-Essentials``), or None."""
    import importlib.metadata

    try:
        return importlib.metadata.version(name)
    except importlib.metadata.PackageNotFoundError:
        return None


def has_module(name: str) -> bool:
    """Whether PySide6 ships the module ``name`` (``QtMultimedia``: PySide6-Addons), without importing it."""
    import importlib.machinery

    base = pyside_dir()
    suffixes = importlib.machinery.EXTENSION_SUFFIXES  # QtMultimedia.abi3.so, .pyd: not the .pyi stubs
    return base is not None and any((base / f"{name}{s}").is_file() for s in suffixes)


def plugin_dirs(env: Mapping[str, str]) -> list[Path]:
    """Where Qt looks for platform plug-ins: ``QT_QPA_PLATFORM_PLUGIN_PATH``, ``QT_PLUGIN_PATH``/platforms,
    then PySide6's own."""
    out = [Path(p) for p in env.get("QT_QPA_PLATFORM_PLUGIN_PATH", "").split(os.pathsep) if p]
    out += [Path(p) / "platforms" for p in env.get("QT_PLUGIN_PATH", "").split(os.pathsep) if p]
    base = pyside_dir()
    if base is not None:
        out.append(base / "Qt" / "plugins" / "platforms")
    return out


def plugin_file(name: str, env: Mapping[str, str]) -> Path | None:
    """The platform plug-in ``name`` (``xcb`` → ``libqxcb.so``) that Qt would load, or None."""
    for folder in plugin_dirs(env):
        path = folder / f"libq{name}.so"
        if path.is_file():
            return path
    return None


def qt_files(name: str, env: Mapping[str, str]) -> list[Path]:
    """The files Qt loads to open the table on platform ``name``: the QtWidgets module (which links
    QtGui and QtCore, and through them OpenGL, fonts, GLib) and the platform plug-in."""
    base = pyside_dir()
    files = sorted(base.glob("QtWidgets.*.so")) if base else []
    plugin = plugin_file(name, env)
    return files + ([plugin] if plugin else [])


def missing_libraries(files: Iterable[Path]) -> list[str]:
    """The shared libraries ``files`` need and the loader cannot find (``ldd``: ``=> not found``), in order."""
    import shutil
    import subprocess

    names = [str(f) for f in files]
    if not names:
        return []
    if shutil.which("ldd") is None:  # pragma: no cover - ldd comes with the C library
        return _dlopen_missing(names)
    run = subprocess.run(["ldd", *names], capture_output=True, text=True, check=False)
    out: list[str] = []
    for line in run.stdout.splitlines():
        name, _, rest = line.strip().partition(" => ")
        if rest.strip() == "not found" and name not in out:
            out.append(name)
    return out


def _dlopen_missing(files: list[str]) -> list[str]:  # pragma: no cover - only without ldd
    """The first library each file lacks, as the dynamic loader names it when loading fails."""
    import ctypes

    out: list[str] = []
    for f in files:
        try:
            ctypes.CDLL(f)
        except OSError as e:
            name = str(e).split(":")[0].strip()
            if name and name not in out:
                out.append(name)
    return out


# ---------------------------------------------------------------------------------------- displays


def _connects(address: str | tuple[str, int]) -> bool:
    """Whether something answers at ``address``: a local socket's path (a string), else (host, port)."""
    import socket

    s = socket.socket(socket.AF_UNIX if isinstance(address, str) else socket.AF_INET, socket.SOCK_STREAM)
    s.settimeout(1.0)
    try:
        s.connect(address)
    except OSError:
        return False
    finally:
        s.close()
    return True


def x11_problem(env: Mapping[str, str]) -> str | None:
    """Why no X server answers at ``DISPLAY``, or None when one does."""
    display = env.get("DISPLAY", "")
    if not display:
        return "DISPLAY is empty"
    host, _, rest = display.rpartition(":")
    number = rest.split(".")[0]
    if not number.isdigit():
        return f"DISPLAY={display} is not a display name"
    if host in ("", "unix") or host.startswith("/"):
        sock = f"/tmp/.X11-unix/X{number}"
        if _connects("\0" + sock) or _connects(sock):
            return None
        if host.startswith("/") and _connects(display):
            return None
    elif _connects((host, 6000 + int(number))):
        return None
    return f"no X server answers at DISPLAY={display}"


def wayland_problem(env: Mapping[str, str]) -> str | None:
    """Why no Wayland compositor answers at ``WAYLAND_DISPLAY``, or None when one does."""
    name = env.get("WAYLAND_DISPLAY", "")
    if not name:
        return "WAYLAND_DISPLAY is empty"
    path = Path(name) if name.startswith("/") else Path(env.get("XDG_RUNTIME_DIR", "/nonexistent")) / name
    if _connects(str(path)):
        return None
    return f"no Wayland compositor answers at {path}"


def candidates(env: Mapping[str, str]) -> tuple[list[str], bool]:
    """The platforms Qt would try, in its order, and whether the user chose them (``QT_QPA_PLATFORM``)."""
    chosen = env.get("QT_QPA_PLATFORM", "")
    if chosen:
        return [p.split(":")[0] for p in chosen.split(";") if p], True
    if env.get("XDG_SESSION_TYPE") == "wayland" or (env.get("WAYLAND_DISPLAY") and not env.get("DISPLAY")):
        return ["wayland", "xcb"], False
    return ["xcb", "wayland"], False


@record(frozen=True, slots=True)
class PlatformProbe:
    """One platform: its plug-in, the libraries it lacks, and why its display does not answer."""

    name: str
    plugin: Path | None
    missing: tuple[str, ...]
    display: str | None

    @property
    def usable(self) -> bool:
        """The plug-in is there, loads, and has a display to talk to."""
        return self.plugin is not None and not self.missing and self.display is None


_finish()  # PlatformProbe's methods (see engine.core.frozen)

#: the cache file that says the files Qt loads for a platform found every library they need, and
#: as of which files: their sizes and times, the loader's cache (``ldconfig`` rewrites it when a
#: library is installed or removed) and ``LD_LIBRARY_PATH``
LIBRARIES_STAMP = "qt-libraries-found"
LOADER_CACHE = Path("/etc/ld.so.cache")


def _libraries_key(files: list[Path], env: Mapping[str, str]) -> str | None:
    """What the stamp must say for ``files`` to be taken as complete without ``ldd``; None when a
    file (or the loader's cache) cannot be read."""
    lines = []
    for f in [*files, LOADER_CACHE]:
        try:
            st = f.stat()
        except OSError:
            return None
        lines.append(f"{f} {st.st_size} {st.st_mtime_ns}")
    lines.append("LD_LIBRARY_PATH=" + env.get("LD_LIBRARY_PATH", ""))
    return "\n".join(lines) + "\n"


def missing_libraries_at_start(files: Iterable[Path], env: Mapping[str, str]) -> list[str]:
    """:func:`missing_libraries` for the check before the window: when nothing was missing, the cache
    folder keeps a stamp of the files and the loader's cache, and the next start that finds the same
    stamp does not run ``ldd`` again (about 30 ms of the window's first frame). Any change to the
    files, to the installed libraries (the loader's cache) or to ``LD_LIBRARY_PATH`` runs it again."""
    files = list(files)
    key = _libraries_key(files, env)
    folder = paths.cache_folder()
    stamp = folder / LIBRARIES_STAMP if folder is not None and key is not None else None
    if stamp is not None:
        try:
            if stamp.read_text(encoding="utf-8") == key:
                return []
        except (OSError, UnicodeDecodeError):
            pass  # no stamp yet, or an unreadable one: ldd decides
    missing = missing_libraries(files)
    if not missing and stamp is not None and key is not None:
        try:
            stamp.parent.mkdir(parents=True, exist_ok=True)
            stamp.write_text(key, encoding="utf-8")
        except OSError:
            pass  # a read-only cache folder: ldd runs at every start, as before
    return missing


def probe(name: str, env: Mapping[str, str], *, at_start: bool = False) -> PlatformProbe:
    """Look at platform ``name`` as Qt will load it (``at_start``: through the stamp of
    :func:`missing_libraries_at_start`; ``croupier doctor`` always runs ``ldd``)."""
    plugin = plugin_file(name, env)
    files = qt_files(name, env) if plugin else []
    missing = tuple(missing_libraries_at_start(files, env) if at_start else missing_libraries(files)) if plugin else ()
    display = x11_problem(env) if name == "xcb" else wayland_problem(env) if name == "wayland" else None
    return PlatformProbe(name, plugin, missing, display)


def _missing_paragraph(probes: list[PlatformProbe]) -> str:
    libs = list(dict.fromkeys(lib for p in probes for lib in p.missing))
    packages = debian_packages()
    names = list(dict.fromkeys(n for n in (package_of(lib, packages) for lib in libs) if n))
    where = " and ".join(f"{p.name} ({PLATFORM_NAMES[p.name]})" if p.name in PLATFORM_NAMES else p.name
                         for p in probes)  # fmt: skip
    text = f"croupier: the table cannot open a window: Qt's {where} platform needs {', '.join(libs)}, not installed."
    if names:
        text += f" Debian, Ubuntu: {apt_command(names)}"
        text += " (every package the table needs: `croupier doctor`)."
    elif packages_file():
        text += f" The Debian packages are listed in {packages_file()}."
    return text + " Without a window: " + _no_window()


def _no_window() -> str:
    return f"use `croupier --screenshot FILE`, or the commands `croupier {'|'.join(COMMANDS[:-1])}`."


def start_problem(env: dict[str, str] | None = None, *, offscreen: bool = False) -> str | None:
    """Why the table cannot start on this machine, as one short paragraph; None when it can.

    Looks at the platforms Qt would try (``QT_QPA_PLATFORM``, else X11 and Wayland as the session
    has them): the plug-in, the shared libraries it needs, and a display that answers. When Qt's
    first choice cannot work but a later one can, ``QT_QPA_PLATFORM`` is set in ``env``
    (``os.environ`` by default) so that Qt takes the one that works. Only Linux is checked: the
    Windows and macOS wheels carry what Qt needs. ``offscreen`` is the ``--screenshot`` case.
    """
    environ: dict[str, str] | os._Environ[str] = os.environ if env is None else env
    if pyside_dir() is None:
        return (
            "croupier: the table needs PySide6, which is not installed (python3 -m pip install -e .). "
            "Without it: " + _no_window().replace("use `croupier --screenshot FILE`, or ", "")
        )
    if not sys.platform.startswith("linux"):
        return None
    if offscreen:
        p = probe("offscreen", environ, at_start=True)
        return _missing_paragraph([p]) if p.missing else None
    names, chosen = candidates(environ)
    probes = [probe(n, environ, at_start=True) for n in names]
    for p in probes:
        if p.usable:
            if not chosen and p is not probes[0]:
                environ["QT_QPA_PLATFORM"] = p.name
            return None
    # missing libraries come first where a display is named (or the platform chosen): that is the fix
    named = {"xcb": bool(environ.get("DISPLAY")), "wayland": bool(environ.get("WAYLAND_DISPLAY"))}
    lacking = [p for p in probes if p.missing and (chosen or p.display is None or named.get(p.name))]
    if lacking:
        return _missing_paragraph(lacking)
    absent = [p.name for p in probes if p.display is None and p.plugin is None]
    if absent:
        where = ", ".join(str(d) for d in plugin_dirs(environ))
        return f"croupier: Qt has no {' or '.join(absent)} platform plug-in (looked in {where}). {_no_window()}"
    why = "; ".join(dict.fromkeys(p.display or "" for p in probes))
    return f"croupier: no display ({why}): {_no_window()}"


# ------------------------------------------------------------------------------------ croupier doctor


def _sound_lines(env: Mapping[str, str]) -> list[str]:
    base = pyside_dir()
    if base is None:
        return ["sound       no PySide6"]
    if not has_module("QtMultimedia"):
        return ["sound       off: PySide6-Addons is not installed (QtMultimedia); the table plays silently"]
    lib = base / "Qt" / "lib" / "libQt6Multimedia.so.6"
    media = list((base / "Qt" / "plugins" / "multimedia").glob("*.so"))
    missing = missing_libraries([lib, *media]) if sys.platform.startswith("linux") and lib.is_file() else []
    if missing:
        return [f"sound       off: QtMultimedia needs {', '.join(missing)}"]
    server = ""
    if sys.platform.startswith("linux"):
        runtime = env.get("XDG_RUNTIME_DIR", "")
        pulse = env.get("PULSE_SERVER") or (f"{runtime}/pulse/native" if runtime else "")
        reach = bool(pulse) and (not pulse.startswith("/") or _connects(pulse))
        server = "; sound server: " + ("found" if reach else "none answers (the table plays silently)")
    return [f"sound       QtMultimedia {distribution_version('PySide6-Addons') or ''}".rstrip() + server]


def _speech_lines(env: Mapping[str, str]) -> list[str]:
    base = pyside_dir()
    if base is None or not has_module("QtTextToSpeech"):
        return ["speech      off: PySide6-Addons is not installed (QtTextToSpeech)"]
    if not sys.platform.startswith("linux"):
        return ["speech      QtTextToSpeech with the system's voices"]
    plugin = base / "Qt" / "plugins" / "texttospeech" / "libqtexttospeech_speechd.so"
    missing = missing_libraries([plugin]) if plugin.is_file() else ["the speechd plug-in"]
    if missing:
        return [f"speech      no voice: QtTextToSpeech's speech-dispatcher plug-in needs {', '.join(missing)} "
                "(optional; Debian: speech-dispatcher)"]  # fmt: skip
    import shutil

    daemon = shutil.which("speech-dispatcher")
    return ["speech      QtTextToSpeech via speech-dispatcher" + ("" if daemon else " (speech-dispatcher not found)")]


def report(env: Mapping[str, str] | None = None, config: str | None = None, data_dir: str | None = None) -> list[str]:
    """What ``croupier doctor`` prints, one line each."""
    import platform

    env = dict(os.environ if env is None else env)
    lines = [
        f"croupier    {__version__}",
        f"python      {platform.python_version()} ({sys.executable})",
    ]
    base = pyside_dir()
    if base is None:
        lines.append("PySide6     not installed: python3 -m pip install -e .")
    else:
        ess, add = distribution_version("PySide6-Essentials"), distribution_version("PySide6-Addons")
        have = f"Essentials {ess}" if ess else "PySide6"
        have += f", Addons {add}" if add else ", no Addons (no sound, no voice)"
        lines.append(f"PySide6     {have} ({base})")
    all_missing: list[str] = []
    if base is not None and sys.platform.startswith("linux"):
        names, chosen = candidates(env)
        for name in [*names, *(n for n in ("offscreen",) if n not in names)]:
            p = probe(name, env)
            all_missing += p.missing
            label = f"{name}{' (QT_QPA_PLATFORM)' if chosen and name in names else ''}"
            if p.plugin is None:
                state = "no plug-in"
            elif p.missing:
                state = "needs " + ", ".join(p.missing)
            elif p.display:
                state = f"loads; {p.display}"
            else:
                state = "ok" if name != "offscreen" else "ok (--screenshot, the tests)"
            lines.append(f"platform    {label}: {state}")
    elif base is not None:
        lines.append(f"platform    {sys.platform}: Qt's own")
    lines += _sound_lines(env) + _speech_lines(env)
    for name, path in folders(config, data_dir).items():
        state = "" if path.exists() else " (not yet created)"
        lines.append(f"{name:<11} {path}{state}")
    packages = debian_packages()
    if sys.platform.startswith("linux") and packages:
        absent = not_installed(p.name for p in packages)
        if absent is None:
            need = [n for n in (package_of(lib, packages) for lib in dict.fromkeys(all_missing)) if n]
            if need:
                lines.append(f"install     Debian names: {' '.join(dict.fromkeys(need))}")
        elif absent:
            lines.append(f"install     {apt_command(absent)}")
        else:
            lines.append("install     nothing: every package of the list is installed")
        lines.append(f"the list    {packages_file()}: {' '.join(p.name for p in packages)}")
    return lines


def configure(parser: argparse.ArgumentParser) -> None:
    """``croupier doctor [--config FILE] [--data-dir DIR] [--packages]``."""
    parser.add_argument("--config", metavar="FILE", help="settings file (as given to the table)")
    parser.add_argument("--data-dir", metavar="DIR", help="data folder (as given to the table)")
    parser.add_argument("--packages", action="store_true", help="print only the Debian packages, one a line")


def run(args: argparse.Namespace) -> int:
    """Print the report; status 0 when the table can open here (a window, or at least offscreen), else 1."""
    if args.packages:
        for p in debian_packages():
            print(p.name)
        return 0 if packages_file() else 1
    for line in report(config=args.config, data_dir=args.data_dir):
        print(line)
    env = dict(os.environ)
    return 0 if start_problem(env) is None else 1
