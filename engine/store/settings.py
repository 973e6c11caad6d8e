"""The director's settings file: one versioned TOML file, validated on load, written atomically.

A bad file (unreadable, not TOML, a field out of range, an invalid combination) is reported with its
line and field, set aside as ``<name>.bad`` (never overwritten), and the table starts on defaults.
The settings themselves, their schema and their validation are :mod:`engine.store.settings_data`;
this module reads and writes the file. Each name is imported from the module that defines it.
"""

from __future__ import annotations

import errno
import json
import os
import re
import stat
from pathlib import Path

from ..core.errors import ConfigError, CroupierError
from ..core.money import format_amount
from ..core.paths import SaveError, atomic_write
from ..core.rules import OPTIONS
from ..core.safe_json import UnsafeInput, bounded, check_size, clip
from .settings_data import DECLARED, SCHEMA, Settings, from_data


class SettingsError(CroupierError):
    """A settings file that cannot be used: where (line, 0 when unknown), which field, and why."""

    def __init__(self, line: int, field: str, message: str) -> None:
        field, message = clip(field, 60), clip(message)
        super().__init__(f"{line}: {field}: {message}")
        self.line = line
        self.field = field
        self.detail = message


# ---------------------------------------------------------------------------------------- reading

MAX_SETTINGS_BYTES = 256_000  #: a settings file is a couple of kilobytes
BOM = b"\xef\xbb\xbf"  #: the UTF-8 byte order mark some editors write first (Windows Notepad)


class NotAFile(OSError):
    """A path that names a folder, a pipe or a device where a small file was expected."""


def read_small(path: str | os.PathLike[str], limit: int) -> bytes:
    """The bytes of a small regular file, read without blocking or running away: a folder, a FIFO
    or a device (``/dev/zero``, a pipe nobody writes to) raises :class:`NotAFile`, a file above
    ``limit`` bytes :class:`engine.core.safe_json.UnsafeInput` with its size, before any of it is
    read; any other :class:`OSError` as ``open`` raises it. A symbolic link is followed."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            kind = "a folder" if stat.S_ISDIR(st.st_mode) else "a pipe or a device"
            raise NotAFile(errno.EINVAL, f"{kind}, not a file", str(path))
        if st.st_size > limit:
            raise UnsafeInput(f"{path}: the file is too large ({st.st_size / 1e6:.1f} MB; at most {limit / 1e6:g} MB)")
        chunks, size = [], 0
        while size <= limit:
            chunk = os.read(fd, limit + 1 - size)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    finally:
        os.close(fd)
    data = b"".join(chunks)
    if len(data) > limit:  # grew while being read
        raise UnsafeInput(f"{path}: the file is too large (more than {limit / 1e6:g} MB)")
    return data


_TOML_POS = re.compile(r"\(at line (\d+), column \d+\)")


def parse(raw: bytes, defaults: Settings | None = None) -> Settings:
    """Settings from a file's bytes; raises :class:`SettingsError` with the line and field.

    Hostile files (too large, nested too deep, numbers of thousands of digits, NaN) are refused
    with one line too (:mod:`engine.core.safe_json`)."""
    try:
        check_size(raw, "file", MAX_SETTINGS_BYTES)
    except UnsafeInput as e:
        raise SettingsError(0, "file", str(e).removeprefix("file: ")) from None
    raw = raw.removeprefix(BOM)  # a byte order mark is not part of the TOML
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        line = raw[: e.start].count(b"\n") + 1
        raise SettingsError(line, "file", f"not UTF-8 text (byte {e.start}); is this a settings file?") from None
    import tomllib  # here: a start with no settings file reads no TOML (tomllib and datetime, 10 ms)

    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        msg = str(e)
        m = _TOML_POS.search(msg)
        line = int(m.group(1)) if m else 0
        raise SettingsError(line, "syntax", f"not valid TOML: {_TOML_POS.sub('', msg).strip()}") from None
    except RecursionError:
        raise SettingsError(0, "syntax", "nested too deeply") from None
    except ValueError:  # tomllib: an integer of thousands of digits
        raise SettingsError(0, "syntax", "a number of thousands of digits") from None
    try:
        bounded(data, "file")
    except UnsafeInput as e:
        raise SettingsError(0, "file", str(e).removeprefix("file: ")) from None
    try:
        return from_data(data, defaults)
    except ConfigError as e:
        raise SettingsError(locate(text, e.field), e.field, e.detail) from None


_HEADER = re.compile(r"^\[\[?\s*([^\]]+?)\s*\]")


def _key_path(key: str) -> list[str]:
    return [part.strip().strip("\"'") for part in key.split(".")]


def locate(text: str, dotted: str) -> int:
    """The line (from 1) where a dotted field is written; else the line of its nearest enclosing
    table or key (an inline table); else 1."""
    parts = dotted.split(".")
    section: list[str] = []
    best, best_len = 1, 0
    for i, line in enumerate(text.splitlines(), 1):
        stripped = line.strip()
        header = _HEADER.match(stripped)
        if header:
            section = _key_path(header.group(1))
            path = section
        elif "=" in stripped and not stripped.startswith("#"):
            path = section + _key_path(stripped.split("=", 1)[0])
        else:
            continue
        if path == parts:
            return i
        if parts[: len(path)] == path and len(path) > best_len:
            best, best_len = i, len(path)
    return best


def set_aside(path: Path) -> Path:
    """Rename a bad file to ``<name>.bad`` (``.bad.1``, ``.bad.2`` … if taken) and return the new path."""
    target = path.with_name(path.name + ".bad")
    n = 0
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.bad.{n}")
    os.rename(path, target)
    return target


def set_aside_noting(path: Path, warnings: list[str]) -> None:
    """:func:`set_aside`, saying in ``warnings`` where the file went (or why it stayed); never raises."""
    try:
        aside = set_aside(path)
        warnings.append(f"{path}: set aside as {aside.name}")
    except OSError as err:
        warnings.append(f"{path}: could not set it aside ({err.strerror or err})")


def load(path: str | os.PathLike[str], defaults: Settings | None = None) -> tuple[Settings, list[str]]:
    """The settings in ``path`` and the problems found; a bad file is set aside and defaults used.

    A missing file is the first start: defaults, no warning.
    """
    p = Path(path)
    fallback = defaults if defaults is not None else Settings()
    try:
        raw = read_small(p, MAX_SETTINGS_BYTES)
    except FileNotFoundError:
        return fallback, []
    except OSError as e:  # a folder, a pipe, no permission: not set aside, it may be someone else's
        return fallback, [f"{p}: cannot read the settings ({e.strerror or e}); the table starts on the defaults"]
    except UnsafeInput as e:  # too large: set aside like any file that is not settings
        warnings = [f"{p}:0: file: {str(e).removeprefix(f'{p}: ')}"]
    else:
        try:
            return parse(raw, defaults), []
        except SettingsError as e:
            warnings = [f"{p}:{e.line}: {e.field}: {e.detail}"]
    try:
        aside = set_aside(p)
        warnings.append(f"{p}: the file was set aside as {aside.name}; the table starts on the defaults")
    except OSError as err:
        warnings.append(
            f"{p}: could not set the file aside ({err.strerror or err}); it is left as it is and will not be "
            "overwritten; the table starts on the defaults"
        )
    return fallback, warnings


def explicit_file_problem(path: str | os.PathLike[str] | None) -> str | None:
    """Why a settings file named explicitly (``--config FILE``) cannot be used: it does not exist or
    is not a file; None when it can (or when none was named: the default may be missing)."""
    if path is None:
        return None
    p = Path(path)
    if not p.exists():
        return (
            f"{p}: no such settings file (--config names a file that must exist; `croupier config defaults` writes one)"
        )
    if not p.is_file():
        return f"{p}: not a file (--config names a settings file, not a folder, a pipe or a device)"
    return None


def check(path: str | os.PathLike[str]) -> Settings:
    """Validate a file without touching it (``croupier config check``); raises :class:`SettingsError`."""
    p = Path(path)
    try:
        raw = read_small(p, MAX_SETTINGS_BYTES)
    except OSError as e:
        raise SettingsError(0, "file", f"cannot read ({e.strerror or e})") from None
    except UnsafeInput as e:
        raise SettingsError(0, "file", str(e).removeprefix(f"{p}: ")) from None
    return parse(raw)


# ---------------------------------------------------------------------------------------- writing


def _toml_str(s: str) -> str:
    """A TOML basic string (JSON's escapes are TOML's; DEL must be escaped too)."""
    return json.dumps(s, ensure_ascii=False).replace("\x7f", "\\u007f")


def _toml_key(k: str) -> str:
    return k if re.fullmatch(r"[A-Za-z0-9_-]+", k) else _toml_str(k)


def _toml_value(v: object) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, str):
        return _toml_str(v)
    raise TypeError(f"cannot write {v!r} to TOML")


def _declared(s: Settings, section: str) -> list[str]:
    """The lines of a table's declared fields (:data:`engine.store.settings_data.DECLARED`)."""
    out = []
    for name, key in DECLARED:
        if key.section != section:
            continue
        value = getattr(s, name)
        if key.written == "changed" and value == getattr(Settings(), name):
            continue
        text = _toml_str(format_amount(value)) if key.kind == "amount" else _toml_value(value)
        out.append(f"{key.name} = {text}" + (f"  # {key.note}" if key.note else ""))
    return out


def to_toml(s: Settings) -> str:
    """The settings as the TOML text of schema 1 (amounts as decimal strings, rules as overrides)."""
    s = s.normalised()
    out = [
        "# Croupier: the director's settings. Check with `croupier config check FILE`.",
        f"schema = {SCHEMA}",
        f"profile = {_toml_str(s.profile)}",
        *_declared(s, ""),
        "",
        "[limits]",
        f"min = {_toml_str(format_amount(s.min_bet))}",
        f"max = {_toml_str(format_amount(s.max_bet))}",
        *_declared(s, "limits"),
        "",
        "[side_bet]",
        f"name = {_toml_str(s.side_bet)}",
        f"table = {_toml_str(s.side_table)}",
        f"min = {_toml_str(format_amount(s.side_min))}",
        f"max = {_toml_str(format_amount(s.side_max))}",
        *_declared(s, "side_bet"),
    ]
    if s.side_pays is not None and s.side_bet != "none":
        out += ["", "[side_bet.pays]"]
        out += [f"{_toml_key(k)} = {_toml_value(v)}" for k, v in s.side_pays.items()]
    out += ["", "# only the options that differ from the profile's", "[rules]"]
    out += [f"{_toml_key(k)} = {_toml_value(s.rules[k])}" for k in OPTIONS if k in s.rules]
    own = ("", "limits", "side_bet")
    for section in dict.fromkeys(key.section for _n, key in DECLARED if key.section not in own):
        lines = _declared(s, section)
        if lines:  # a table whose keys are all at their defaults and written only when changed is left out
            out += ["", f"[{section}]", *lines]
    return "\n".join(out) + "\n"


def save(path: str | os.PathLike[str], settings: Settings) -> None:
    """Validate and write the settings atomically; an existing file that is not valid settings is set
    aside first, never overwritten silently. Raises :class:`ConfigError` or :class:`SaveError`."""
    settings.validate()
    p = Path(path)
    text = to_toml(settings)
    parse(text.encode("utf-8"))  # what we write must read back
    if p.exists():
        try:
            parse(read_small(p, MAX_SETTINGS_BYTES))
        except (SettingsError, UnsafeInput):
            try:
                set_aside(p)
            except OSError as e:
                raise SaveError(f"cannot set the bad file {p} aside ({e.strerror or e}); nothing written") from None
        except OSError:
            pass
    atomic_write(p, text.encode("utf-8"))
