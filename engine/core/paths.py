"""Where files live: the settings file, the data folder (balance, journal) and the key folder.

The user's folders come from ``platformdirs`` when it is installed (it is a dependency of the
package), else from the XDG convention; ``--config`` / ``--data-dir`` (and tests) override both.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path

from .errors import CroupierError

APP = "croupier"


def config_dir() -> Path:
    """The user's configuration folder for Croupier."""
    try:
        from platformdirs import user_config_dir
    except ImportError:  # pragma: no cover - platformdirs is a declared dependency
        base = os.environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
        return Path(base) / APP
    return Path(user_config_dir(APP, appauthor=False))


def data_dir() -> Path:
    """The user's data folder for Croupier."""
    try:
        from platformdirs import user_data_dir
    except ImportError:  # pragma: no cover
        base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
        return Path(base) / APP
    return Path(user_data_dir(APP, appauthor=False))


def settings_file(override: str | os.PathLike[str] | None = None) -> Path:
    """The settings file: ``override`` (``--config``) or ``settings.toml`` in the config folder."""
    return Path(override) if override else config_dir() / "settings.toml"


def data_folder(override: str | os.PathLike[str] | None = None) -> Path:
    """The data folder: ``override`` (``--data-dir``) or the user's data folder."""
    return Path(override) if override else data_dir()


KEY_ENV = "CROUPIER_KEY_DIR"


def key_folder() -> Path:
    """The install's key folder (the journal's MAC key and its high-water marks): ``$CROUPIER_KEY_DIR``,
    else ``keys`` in the user's state folder, apart from the data folder so that a copy of the data
    folder, or write access to it, does not carry the key."""
    env = os.environ.get(KEY_ENV)
    if env:
        return Path(env)
    try:
        from platformdirs import user_state_dir
    except ImportError:  # pragma: no cover
        base = os.environ.get("XDG_STATE_HOME") or str(Path.home() / ".local" / "state")
        return Path(base) / APP / "keys"
    return Path(user_state_dir(APP, appauthor=False)) / "keys"


def private_folder(folder: Path) -> Path:
    """Create ``folder`` (and its parents) and make it readable by its owner only (0700)."""
    folder.mkdir(parents=True, exist_ok=True, mode=0o700)
    try:
        if folder.stat().st_mode & 0o077:
            folder.chmod(0o700)
    except OSError:  # a folder we do not own (read-only media): reading still works
        pass
    return folder


#: environment variable naming the cache folder (``off`` turns the disk cache off; tests set it)
CACHE_ENV = "CROUPIER_CACHE_DIR"


def cache_folder(override: str | os.PathLike[str] | None = None) -> Path | None:
    """The cache folder (computed strategies): ``override``, else ``$CROUPIER_CACHE_DIR``, else the
    user's cache folder; None when the override or the variable says ``off`` (no disk cache)."""
    chosen = str(override) if override is not None else os.environ.get(CACHE_ENV)
    if chosen is not None:
        return None if chosen.strip().lower() in ("", "off") else Path(chosen)
    try:
        from platformdirs import user_cache_dir
    except ImportError:  # pragma: no cover
        base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
        return Path(base) / APP
    return Path(user_cache_dir(APP, appauthor=False))


class SaveError(CroupierError):
    """The settings (or another small file) could not be written; the previous file is unchanged."""


def atomic_write(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` so that a crash leaves the old file or the new one, never half.

    Temp file in the same folder, flush, fsync, ``os.replace``, then fsync the folder. Raises
    :class:`SaveError` (the old file untouched) when the folder cannot be written.
    """
    folder = path.parent
    tmp: str | None = None
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=folder, prefix=f".{path.name}.", suffix=".tmp")
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
        tmp = None
        _fsync_dir(folder)
    except OSError as e:
        raise SaveError(f"cannot write {path} ({e.strerror or e}); the previous file is unchanged") from None
    finally:
        if tmp is not None:
            with contextlib.suppress(OSError):
                os.unlink(tmp)


def _fsync_dir(folder: Path) -> None:
    """Make the rename durable (POSIX); a no-op where folders cannot be opened (Windows)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
