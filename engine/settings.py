"""The director's settings file: one versioned TOML file, validated on load, written atomically.

A bad file (unreadable, not TOML, a field out of range, an invalid combination) is reported with its
line and field, set aside as ``<name>.bad`` (never overwritten), and the table starts on defaults.
The table's own rules are validated by :func:`engine.table.build_config`; this module adds the
director's other choices (language, speed, sound, accessibility, kiosk) and the placard's text data.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import tempfile
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from typing import Any

from engine.errors import ConfigError, CroupierError
from engine.money import SCALE, Money, format_amount, parse_amount
from engine.paytables import FRENCH_LABELS, LUCKY_LADIES, LUCKY_LUCKY, PRESETS, SPANISH_LABELS
from engine.rules import FRANCE, OPTIONS, PROFILES, Rules, profile_rules
from engine.table import CURRENCIES, DEFAULTS, TableConfig, build_config

SCHEMA = 1
SIDE_BETS = (LUCKY_LADIES, LUCKY_LUCKY, "none")
LANGUAGES = ("en", "fr", "es")
SPEEDS = ("slow", "normal", "fast", "instant")
IDLE_MAX = 86_400  #: longest kiosk idle time (seconds) before the attract mode; 0 turns it off
CREDIT_MAX = 1_000_000 * SCALE

#: the language of each side bet's regulation: its own wording is used on a table in that language
REGULATION_LANGUAGE = {LUCKY_LADIES: "fr", LUCKY_LUCKY: "es"}
ENGLISH_LABELS = {
    "qh-pair-dealer-bj": "Pair of queens of hearts + dealer blackjack",
    "qh-pair": "Pair of queens of hearts",
    "matched-20": "Matched 20 (identical cards)",
    "suited-20": "Suited 20",
    "any-20": "Any 20",
    "suited-777": "Suited 7-7-7",
    "suited-678": "Suited 6-7-8",
    "777": "7-7-7",
    "678": "6-7-8",
    "suited-21": "Suited 21",
    "21": "Any 21",
    "20": "Any 20",
    "19": "Any 19",
}
SIDE_BET_NAMES = {LUCKY_LADIES: "Lucky Ladies", LUCKY_LUCKY: "Lucky Lucky", "none": ""}


class SettingsError(CroupierError):
    """A settings file that cannot be used: where (line, 0 when unknown), which field, and why."""

    def __init__(self, line: int, field: str, message: str) -> None:
        super().__init__(f"{line}: {field}: {message}")
        self.line = line
        self.field = field
        self.detail = message


class SaveError(CroupierError):
    """The settings (or another small file) could not be written; the previous file is unchanged."""


@dataclass(frozen=True)
class Settings:
    """Everything the director chooses, as plain values (amounts in mills).

    ``rules`` holds only the options that differ from the profile's (see :meth:`normalised`);
    ``side_pays`` is a custom table's rows (outcome → odds to 1), ``None`` for a preset.
    """

    profile: str = FRANCE
    rules: Mapping[str, object] = field(default_factory=dict)
    side_bet: str = LUCKY_LADIES
    side_table: str = "A"
    side_pays: Mapping[str, int] | None = None
    side_min: Money = 1 * SCALE
    side_max: Money = 100 * SCALE
    min_bet: Money = 10 * SCALE
    max_bet: Money = 1000 * SCALE
    currency: str = "EUR"
    language: str = "en"
    speed: str = "normal"
    volume: int = 80
    mute: bool = False
    four_colour: bool = False
    high_contrast: bool = False
    kiosk_idle_seconds: int = 120
    starting_credit: Money = 1000 * SCALE

    @classmethod
    def for_profile(cls, profile: str, **changes: Any) -> Settings:
        """The defaults of a profile: its regulated side bet and pay table, limits and currency."""
        if profile not in PROFILES:
            raise ConfigError("profile", f"unknown profile {profile!r} (one of {', '.join(PROFILES)})")
        d = DEFAULTS[profile]
        game, table, smin, smax = d["side"]
        base = cls(
            profile=profile,
            side_bet=game,
            side_table=table,
            side_min=parse_amount(smin, "side_bet.min"),
            side_max=parse_amount(smax, "side_bet.max"),
            min_bet=parse_amount(d["limits"][0], "limits.min"),
            max_bet=parse_amount(d["limits"][1], "limits.max"),
            currency=d["currency"],
        )
        return replace(base, **changes)

    def effective_rules(self) -> Rules:
        """The profile's rules with the overrides applied."""
        return profile_rules(self.profile, self.rules)

    def normalised(self) -> Settings:
        """The same settings with ``rules`` reduced to the options that differ from the profile."""
        base = PROFILES[self.profile].to_dict() if self.profile in PROFILES else {}
        full = self.effective_rules().to_dict()
        overrides = {k: v for k, v in full.items() if base.get(k) != v}
        pays = None if self.side_pays is None else dict(self.side_pays)
        return replace(self, rules=overrides, side_pays=pays)

    def side_bet_data(self) -> dict[str, Any]:
        """The ``side_bet`` part as :func:`engine.table.build_config` reads it."""
        sb: dict[str, Any] = {"name": self.side_bet}
        if self.side_bet == "none":
            return sb
        sb.update(table=self.side_table, min=format_amount(self.side_min), max=format_amount(self.side_max))
        if self.side_pays is not None:
            sb["pays"] = dict(self.side_pays)
        return sb

    def table_config(self) -> TableConfig:
        """The validated table configuration; a :class:`ConfigError` names the settings field at fault."""
        if self.side_bet not in SIDE_BETS:
            raise ConfigError("side_bet.name", f"unknown side bet {self.side_bet!r} (one of {', '.join(SIDE_BETS)})")
        if self.side_pays is not None and self.side_bet != "none":
            preset = PRESETS[self.side_bet].get(self.side_table)
            if preset is not None and dict(preset.pays) != dict(self.side_pays):
                raise ConfigError(
                    "side_bet.table", f"a custom table may not take the name of the preset {self.side_table!r}"
                )
        try:
            return build_config(
                self.profile,
                dict(self.rules),
                self.side_bet_data(),
                {"min": format_amount(self.min_bet), "max": format_amount(self.max_bet)},
                self.currency,
            )
        except ConfigError as e:
            raise ConfigError(_file_field(e.field), e.detail) from None

    def validate(self) -> TableConfig:
        """Check every field (the table's and the director's own); returns the table configuration."""
        _check_choice("currency", self.currency, tuple(CURRENCIES))
        cfg = self.table_config()
        _check_choice("language", self.language, LANGUAGES)
        _check_choice("speed", self.speed, SPEEDS)
        _check_int("sound.volume", self.volume, 0, 100)
        _check_bool("sound.mute", self.mute)
        _check_bool("accessibility.four_colour", self.four_colour)
        _check_bool("accessibility.high_contrast", self.high_contrast)
        _check_int("kiosk_idle_seconds", self.kiosk_idle_seconds, 0, IDLE_MAX)
        if isinstance(self.starting_credit, bool) or not isinstance(self.starting_credit, int):
            raise ConfigError("starting_credit", "must be an amount")
        if not 0 < self.starting_credit <= CREDIT_MAX:
            raise ConfigError("starting_credit", f"must be > 0 and at most {format_amount(CREDIT_MAX)}")
        return cfg

    def pay_table_key(self) -> tuple[object, ...]:
        """What identifies the session's pay table [FR-LL-3]: changing it ends the session."""
        if self.side_bet == "none":
            return ("none",)
        pays = None if self.side_pays is None else tuple(sorted(self.side_pays.items()))
        return (self.side_bet, self.side_table, pays)


def _check_choice(name: str, value: object, choices: tuple[str, ...]) -> None:
    if not isinstance(value, str) or value not in choices:
        raise ConfigError(name, f"must be one of {', '.join(choices)}, got {value!r}")


def _check_int(name: str, value: object, low: int, high: int) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ConfigError(name, f"must be a whole number {low}–{high}, got {value!r}")


def _check_bool(name: str, value: object) -> None:
    if not isinstance(value, bool):
        raise ConfigError(name, f"must be true or false, got {value!r}")


def _file_field(engine_field: str) -> str:
    """An engine error's field, spelled as in the settings file (``cut_card`` → ``rules.cut_card``)."""
    if engine_field.startswith("pay table"):
        rest = engine_field.split("'.", 1)[1] if "'." in engine_field else engine_field.partition(".")[2]
        if rest == "game":
            return "side_bet.name"
        return f"side_bet.{rest}" if rest else "side_bet.pays"
    if engine_field in OPTIONS:
        return f"rules.{engine_field}"
    return engine_field


# ---------------------------------------------------------------------------------------- reading

TOP_KEYS = (
    "schema", "profile", "currency", "language", "speed", "starting_credit", "kiosk_idle_seconds",
    "limits", "side_bet", "rules", "sound", "accessibility",
)  # fmt: skip
SECTION_KEYS = {
    "limits": ("min", "max"),
    "side_bet": ("name", "table", "min", "max", "pays"),
    "sound": ("volume", "mute"),
    "accessibility": ("four_colour", "high_contrast"),
}


def from_data(data: Mapping[str, Any], defaults: Settings | None = None) -> Settings:
    """Settings from a parsed file; raises :class:`ConfigError` naming the file's field."""
    for key in data:
        if key not in TOP_KEYS:
            raise ConfigError(key, f"unknown field (known: {', '.join(TOP_KEYS)})")
    schema = data.get("schema")
    if schema is None:
        raise ConfigError("schema", f"missing (this version reads schema = {SCHEMA})")
    if isinstance(schema, bool) or not isinstance(schema, int) or schema < 1:
        raise ConfigError("schema", f"must be a whole number, got {schema!r}")
    if schema > SCHEMA:
        raise ConfigError("schema", f"schema {schema} was written by a newer version (this one reads {SCHEMA})")
    sections: dict[str, dict[str, Any]] = {}
    for name in (*SECTION_KEYS, "rules"):
        sec = data.get(name, {})
        if not isinstance(sec, dict):
            raise ConfigError(name, f"must be a table ([{name}])")
        for key in sec:
            if name in SECTION_KEYS and key not in SECTION_KEYS[name]:
                raise ConfigError(f"{name}.{key}", f"unknown field (known: {', '.join(SECTION_KEYS[name])})")
        sections[name] = sec
    profile = data.get("profile", (defaults or Settings()).profile)
    _check_choice("profile", profile, tuple(PROFILES))
    base = defaults if defaults is not None and defaults.profile == profile else Settings.for_profile(profile)
    currency = data.get("currency", base.currency)
    _check_choice("currency", currency, tuple(CURRENCIES))
    sb = sections["side_bet"]
    name = sb.get("name", base.side_bet)
    _check_choice("side_bet.name", name, SIDE_BETS)
    pays = sb.get("pays")
    if pays is not None and not isinstance(pays, dict):
        raise ConfigError("side_bet.pays", "must be a table of outcome = odds ([side_bet.pays])")
    if name == base.side_bet:
        table, smin, smax = base.side_table, base.side_min, base.side_max
    else:
        table = "A" if name == LUCKY_LADIES else "PT1"
        smin, smax = 1 * SCALE, 25 * SCALE
    if "table" in sb:
        table = sb["table"]
        if not isinstance(table, str) or not table:
            raise ConfigError("side_bet.table", f"must be a pay-table name, got {table!r}")
    elif pays is not None:
        table = "custom"
    smin = parse_amount(sb["min"], "side_bet.min") if "min" in sb else smin
    smax = parse_amount(sb["max"], "side_bet.max") if "max" in sb else smax
    limits = sections["limits"]
    min_bet = parse_amount(limits["min"], "limits.min") if "min" in limits else base.min_bet
    max_bet = parse_amount(limits["max"], "limits.max") if "max" in limits else base.max_bet
    credit = data.get("starting_credit")
    sound, access = sections["sound"], sections["accessibility"]
    s = Settings(
        profile=profile,
        rules=dict(sections["rules"]),
        side_bet=name,
        side_table=table,
        side_pays=None if pays is None or name == "none" else dict(pays),
        side_min=smin,
        side_max=smax,
        min_bet=min_bet,
        max_bet=max_bet,
        currency=currency,
        language=data.get("language", base.language),
        speed=data.get("speed", base.speed),
        volume=sound.get("volume", base.volume),
        mute=sound.get("mute", base.mute),
        four_colour=access.get("four_colour", base.four_colour),
        high_contrast=access.get("high_contrast", base.high_contrast),
        kiosk_idle_seconds=data.get("kiosk_idle_seconds", base.kiosk_idle_seconds),
        starting_credit=base.starting_credit if credit is None else parse_amount(credit, "starting_credit"),
    )
    # the rules are parsed to their native types before the whole is checked
    try:
        rules = s.effective_rules()
    except ConfigError as e:
        raise ConfigError(_file_field(e.field), e.detail) from None
    s = replace(s, rules={k: getattr(rules, k) for k in s.rules}).normalised()
    s.validate()
    return s


_TOML_POS = re.compile(r"\(at line (\d+), column \d+\)")


def parse(raw: bytes, defaults: Settings | None = None) -> Settings:
    """Settings from a file's bytes; raises :class:`SettingsError` with the line and field."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        line = raw[: e.start].count(b"\n") + 1
        raise SettingsError(line, "file", f"not UTF-8 text (byte {e.start}); is this a settings file?") from None
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        msg = str(e)
        m = _TOML_POS.search(msg)
        line = int(m.group(1)) if m else 0
        raise SettingsError(line, "syntax", f"not valid TOML: {_TOML_POS.sub('', msg).strip()}") from None
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


def load(path: str | os.PathLike[str], defaults: Settings | None = None) -> tuple[Settings, list[str]]:
    """The settings in ``path`` and the problems found; a bad file is set aside and defaults used.

    A missing file is the first start: defaults, no warning.
    """
    p = Path(path)
    fallback = defaults if defaults is not None else Settings()
    try:
        raw = p.read_bytes()
    except FileNotFoundError:
        return fallback, []
    except OSError as e:
        return fallback, [f"{p}: cannot read the settings ({e.strerror or e}); the table starts on the defaults"]
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


def check(path: str | os.PathLike[str]) -> Settings:
    """Validate a file without touching it (``croupier config check``); raises :class:`SettingsError`."""
    p = Path(path)
    try:
        raw = p.read_bytes()
    except OSError as e:
        raise SettingsError(0, "file", f"cannot read ({e.strerror or e})") from None
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


def to_toml(s: Settings) -> str:
    """The settings as the TOML text of schema 1 (amounts as decimal strings, rules as overrides)."""
    s = s.normalised()
    out = [
        "# Croupier: the director's settings. Check with `croupier config check FILE`.",
        f"schema = {SCHEMA}",
        f"profile = {_toml_str(s.profile)}",
        f"currency = {_toml_str(s.currency)}",
        f"language = {_toml_str(s.language)}",
        f"speed = {_toml_str(s.speed)}",
        f"starting_credit = {_toml_str(format_amount(s.starting_credit))}",
        f"kiosk_idle_seconds = {s.kiosk_idle_seconds}",
        "",
        "[limits]",
        f"min = {_toml_str(format_amount(s.min_bet))}",
        f"max = {_toml_str(format_amount(s.max_bet))}",
        "",
        "[side_bet]",
        f"name = {_toml_str(s.side_bet)}",
        f"table = {_toml_str(s.side_table)}",
        f"min = {_toml_str(format_amount(s.side_min))}",
        f"max = {_toml_str(format_amount(s.side_max))}",
    ]
    if s.side_pays is not None and s.side_bet != "none":
        out += ["", "[side_bet.pays]"]
        out += [f"{_toml_key(k)} = {_toml_value(v)}" for k, v in s.side_pays.items()]
    out += ["", "# only the options that differ from the profile's", "[rules]"]
    out += [f"{_toml_key(k)} = {_toml_value(s.rules[k])}" for k in OPTIONS if k in s.rules]
    out += ["", "[sound]", f"volume = {s.volume}", f"mute = {_toml_value(s.mute)}"]
    out += [
        "",
        "[accessibility]",
        f"four_colour = {_toml_value(s.four_colour)}",
        f"high_contrast = {_toml_value(s.high_contrast)}",
    ]
    return "\n".join(out) + "\n"


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


def save(path: str | os.PathLike[str], settings: Settings) -> None:
    """Validate and write the settings atomically; an existing file that is not valid settings is set
    aside first, never overwritten silently. Raises :class:`ConfigError` or :class:`SaveError`."""
    settings.validate()
    p = Path(path)
    text = to_toml(settings)
    parse(text.encode("utf-8"))  # what we write must read back
    if p.exists():
        try:
            parse(p.read_bytes())
        except SettingsError:
            try:
                set_aside(p)
            except OSError as e:
                raise SaveError(f"cannot set the bad file {p} aside ({e.strerror or e}); nothing written") from None
        except OSError:
            pass
    atomic_write(p, text.encode("utf-8"))


# ---------------------------------------------------------------------------------------- audit


def flatten(s: Settings) -> dict[str, str]:
    """Every setting by its file field, as text (for the audit journal's old → new)."""
    s = s.normalised()
    out: dict[str, str] = {
        "profile": s.profile,
        "currency": s.currency,
        "language": s.language,
        "speed": s.speed,
        "starting_credit": format_amount(s.starting_credit),
        "kiosk_idle_seconds": str(s.kiosk_idle_seconds),
        "limits.min": format_amount(s.min_bet),
        "limits.max": format_amount(s.max_bet),
        "side_bet.name": s.side_bet,
    }
    if s.side_bet != "none":
        out["side_bet.table"] = s.side_table
        out["side_bet.min"] = format_amount(s.side_min)
        out["side_bet.max"] = format_amount(s.side_max)
        if s.side_pays is not None:
            out.update({f"side_bet.pays.{k}": str(v) for k, v in s.side_pays.items()})
    rules = s.effective_rules()
    for f in fields(rules):
        v = getattr(rules, f.name)
        out[f"rules.{f.name}"] = ("true" if v else "false") if isinstance(v, bool) else str(v)
    out.update(
        {
            "sound.volume": str(s.volume),
            "sound.mute": "true" if s.mute else "false",
            "accessibility.four_colour": "true" if s.four_colour else "false",
            "accessibility.high_contrast": "true" if s.high_contrast else "false",
        }
    )
    return out


def diff(old: Settings, new: Settings) -> list[tuple[str, str, str]]:
    """``(field, old, new)`` for every setting that changed ("" where a field does not apply)."""
    a, b = flatten(old), flatten(new)
    keys = list(a) + [k for k in b if k not in a]
    return [(k, a.get(k, ""), b.get(k, "")) for k in keys if a.get(k) != b.get(k)]


# ---------------------------------------------------------------------------------------- placard


@dataclass(frozen=True)
class Placard:
    """What the felt's placard shows [FR-LL-3, PR-LL-3]: the pay table in the table's language with
    the side-bet limits and the table limits (amounts in mills; the table formats them)."""

    game: str
    title: str
    table_id: str
    regulated: bool
    rows: tuple[tuple[str, int], ...]
    side_min: Money
    side_max: Money
    min_bet: Money
    max_bet: Money
    currency: str
    language: str


def _config_of(source: Settings | TableConfig) -> tuple[TableConfig, str]:
    if isinstance(source, Settings):
        return source.table_config(), source.language
    return source, "en"


def outcome_label(game: str, outcome: str, language: str) -> str:
    """An outcome's label: the regulation's own wording when the table speaks its language, else
    English [FR-LL-3, PR-LL-6]."""
    if language == REGULATION_LANGUAGE.get(game):
        labels = FRENCH_LABELS if game == LUCKY_LADIES else SPANISH_LABELS
        return labels.get(outcome, ENGLISH_LABELS.get(outcome, outcome))
    return ENGLISH_LABELS.get(outcome, outcome)


def placard_lines(source: Settings | TableConfig, language: str | None = None) -> list[tuple[str, int]]:
    """The pay table's rows as ``(label, odds to 1)``, best first; empty when there is no side bet."""
    cfg, lang = _config_of(source)
    lang = language or lang
    table = cfg.side.table
    if cfg.side.game == "none" or table is None:
        return []
    return [(outcome_label(table.game, o, lang), n) for o, n in table.pays]


def placard(source: Settings | TableConfig, language: str | None = None) -> Placard:
    """The placard's data for a table (``language`` defaults to the settings' own)."""
    cfg, lang = _config_of(source)
    lang = language or lang
    table = cfg.side.table
    return Placard(
        game=cfg.side.game,
        title=SIDE_BET_NAMES.get(cfg.side.game, cfg.side.game),
        table_id="" if table is None else table.id,
        regulated=False if table is None else table.regulated,
        rows=tuple(placard_lines(cfg, lang)),
        side_min=cfg.side.min,
        side_max=cfg.side_max_effective,
        min_bet=cfg.min_bet,
        max_bet=cfg.max_bet,
        currency=cfg.currency,
        language=lang,
    )


ODDS_WORDS = {"en": "to", "fr": "contre", "es": "a"}


def odds_text(odds: int, language: str) -> str:
    """``1000 to 1`` / ``1000 contre 1`` / ``1000 a 1``."""
    return f"{odds} {ODDS_WORDS.get(language, 'to')} 1"
