"""The director's choices as plain data, and their validation.

:class:`Settings` holds everything the director chooses (amounts in mills); :func:`from_data` builds
it from a parsed settings file, naming the file's field at fault. The table's own rules are validated
by :func:`engine.core.table.build_config`; this module adds the director's other choices (language, speed,
sound, accessibility, kiosk). The file itself is :mod:`engine.store.settings`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
from typing import Any

from ..core.errors import ConfigError
from ..core.hyper import DEFAULT_MAX as HYPER_MAX
from ..core.hyper import DEFAULT_MIN as HYPER_MIN
from ..core.money import SCALE, Money, format_amount, parse_amount
from ..core.paytables import LUCKY_LADIES, LUCKY_LUCKY, PRESETS
from ..core.rules import FRANCE, OPTIONS, PROFILES, Rules, profile_rules
from ..core.table import CURRENCIES, DEFAULTS, TableConfig, build_config

SCHEMA = 1
SIDE_BETS = (LUCKY_LADIES, LUCKY_LUCKY, "none")
LANGUAGES = ("en", "fr", "es")
SPEEDS = ("slow", "normal", "fast", "instant")
IDLE_MAX = 86_400  #: longest kiosk idle time (seconds) before the attract mode; 0 turns it off
CREDIT_MAX = 1_000_000 * SCALE
VIRTUAL_MOST = 6  #: computer players at most: the player keeps a box


@dataclass(frozen=True)
class Settings:
    """Everything the director chooses, as plain values (amounts in mills).

    ``rules`` holds only the options that differ from the profile's (see :meth:`normalised`);
    ``side_pays`` is a custom table's rows (outcome → odds to 1), ``None`` for a preset.
    ``hyper``: the table offers hyper black jack (France only), ``hyper_min``/``hyper_max`` its
    limits per case [FR-HBJ-3] (the file's ``[hyper]`` section: ``offered``, ``min``, ``max``). With
    ``side_bet`` the director chooses Lucky Ladies, hyper black jack, both or neither.
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
    trainer_on_kiosk: bool = True  #: the player may turn the strategy trainer on at a kiosk
    starting_credit: Money = 1000 * SCALE
    hints: bool = True  #: the basic-strategy hint on the felt
    hyper: bool = False  #: hyper black jack offered [FR-HBJ-1]
    hyper_min: Money = HYPER_MIN  #: its minimum per case [FR-HBJ-3]
    hyper_max: Money = HYPER_MAX  #: its maximum per case [FR-HBJ-3]
    virtual_players: int = 0  #: computer players seated on the other boxes (0–6)
    virtual_error_rate: int = 0  #: the percentage of their decisions made wrong on purpose (0–100)
    virtual_bankroll: Money = 500 * SCALE  #: each one's own money when he sits down
    virtual_side_bet: bool = False  #: they bet the side bet's minimum too

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
        """The ``side_bet`` part as :func:`engine.core.table.build_config` reads it."""
        sb: dict[str, Any] = {"name": self.side_bet}
        if self.side_bet == "none":
            return sb
        sb.update(table=self.side_table, min=format_amount(self.side_min), max=format_amount(self.side_max))
        if self.side_pays is not None:
            sb["pays"] = dict(self.side_pays)
        return sb

    def hyper_data(self) -> dict[str, str] | None:
        """The ``hyper`` part as :func:`engine.core.table.build_config` reads it (None: not offered)."""
        if not self.hyper:
            return None
        return {"min": format_amount(self.hyper_min), "max": format_amount(self.hyper_max)}

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
                hyper=self.hyper_data(),
            )
        except ConfigError as e:
            raise ConfigError(_file_field(e.field), e.detail) from None

    def validate(self) -> TableConfig:
        """Check every field (the table's and the director's own); returns the table configuration."""
        _check_choice("currency", self.currency, tuple(CURRENCIES))
        _check_bool("hyper.offered", self.hyper)
        for name, amount in (("hyper.min", self.hyper_min), ("hyper.max", self.hyper_max)):
            if isinstance(amount, bool) or not isinstance(amount, int):
                raise ConfigError(name, "must be an amount")
        cfg = self.table_config()
        _check_choice("language", self.language, LANGUAGES)
        _check_choice("speed", self.speed, SPEEDS)
        _check_int("sound.volume", self.volume, 0, 100)
        _check_bool("sound.mute", self.mute)
        _check_bool("accessibility.four_colour", self.four_colour)
        _check_bool("accessibility.high_contrast", self.high_contrast)
        _check_int("kiosk_idle_seconds", self.kiosk_idle_seconds, 0, IDLE_MAX)
        _check_bool("hints", self.hints)
        _check_bool("trainer_on_kiosk", self.trainer_on_kiosk)
        if isinstance(self.starting_credit, bool) or not isinstance(self.starting_credit, int):
            raise ConfigError("starting_credit", "must be an amount")
        if not 0 < self.starting_credit <= CREDIT_MAX:
            raise ConfigError("starting_credit", f"must be > 0 and at most {format_amount(CREDIT_MAX)}")
        _check_int("virtual_players.count", self.virtual_players, 0, VIRTUAL_MOST)
        _check_int("virtual_players.error_rate", self.virtual_error_rate, 0, 100)
        _check_bool("virtual_players.side_bet", self.virtual_side_bet)
        bankroll = self.virtual_bankroll
        if isinstance(bankroll, bool) or not isinstance(bankroll, int):
            raise ConfigError("virtual_players.bankroll", "must be an amount")
        if not cfg.min_bet <= bankroll <= CREDIT_MAX:
            raise ConfigError(
                "virtual_players.bankroll",
                f"must be at least the table minimum {format_amount(cfg.min_bet)} "
                f"and at most {format_amount(CREDIT_MAX)}",
            )
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
    "trainer_on_kiosk", "limits", "side_bet", "rules", "sound", "accessibility", "hints", "hyper",
    "virtual_players",
)  # fmt: skip
SECTION_KEYS = {
    "limits": ("min", "max"),
    "side_bet": ("name", "table", "min", "max", "pays"),
    "sound": ("volume", "mute"),
    "accessibility": ("four_colour", "high_contrast"),
    "hyper": ("offered", "min", "max"),
    "virtual_players": ("count", "error_rate", "bankroll", "side_bet"),
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
    sound, access, hyper = sections["sound"], sections["accessibility"], sections["hyper"]
    offered = hyper.get("offered", base.hyper)
    _check_bool("hyper.offered", offered)
    virtual = sections["virtual_players"]
    bankroll = virtual.get("bankroll")
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
        trainer_on_kiosk=data.get("trainer_on_kiosk", base.trainer_on_kiosk),
        starting_credit=base.starting_credit if credit is None else parse_amount(credit, "starting_credit"),
        hints=data.get("hints", base.hints),
        hyper=offered,
        hyper_min=parse_amount(hyper["min"], "hyper.min") if "min" in hyper else base.hyper_min,
        hyper_max=parse_amount(hyper["max"], "hyper.max") if "max" in hyper else base.hyper_max,
        virtual_players=virtual.get("count", base.virtual_players),
        virtual_error_rate=virtual.get("error_rate", base.virtual_error_rate),
        virtual_bankroll=base.virtual_bankroll
        if bankroll is None
        else parse_amount(bankroll, "virtual_players.bankroll"),
        virtual_side_bet=virtual.get("side_bet", base.virtual_side_bet),
    )
    # the rules are parsed to their native types before the whole is checked
    try:
        rules = s.effective_rules()
    except ConfigError as e:
        raise ConfigError(_file_field(e.field), e.detail) from None
    s = replace(s, rules={k: getattr(rules, k) for k in s.rules}).normalised()
    s.validate()
    return s


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
        "hints": "true" if s.hints else "false",
        "trainer_on_kiosk": "true" if s.trainer_on_kiosk else "false",
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
    out["hyper.offered"] = "true" if s.hyper else "false"
    if s.hyper:
        out["hyper.min"] = format_amount(s.hyper_min)
        out["hyper.max"] = format_amount(s.hyper_max)
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
            "virtual_players.count": str(s.virtual_players),
            "virtual_players.error_rate": str(s.virtual_error_rate),
            "virtual_players.bankroll": format_amount(s.virtual_bankroll),
            "virtual_players.side_bet": "true" if s.virtual_side_bet else "false",
        }
    )
    return out


def diff(old: Settings, new: Settings) -> list[tuple[str, str, str]]:
    """``(field, old, new)`` for every setting that changed ("" where a field does not apply)."""
    a, b = flatten(old), flatten(new)
    keys = list(a) + [k for k in b if k not in a]
    return [(k, a.get(k, ""), b.get(k, "")) for k in keys if a.get(k) != b.get(k)]
