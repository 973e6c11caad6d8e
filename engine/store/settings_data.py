"""The director's choices as plain data, and their validation.

:class:`Settings` holds everything the director chooses (amounts in mills); :func:`from_data` builds
it from a parsed settings file, naming the file's field at fault. The table's own rules are validated
by :func:`engine.core.table.build_config`; this module adds the director's other choices (language, speed,
sound, accessibility, kiosk). The file itself is :mod:`engine.store.settings`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import field, fields, replace
from typing import TYPE_CHECKING, Any

from ..core.errors import ConfigError
from ..core.frozen import finish as _finish
from ..core.hyper import DEFAULT_MAX as HYPER_MAX
from ..core.hyper import DEFAULT_MIN as HYPER_MIN
from ..core.money import SCALE, Money, format_amount, parse_amount
from ..core.paytables import LUCKY_LADIES, LUCKY_LUCKY, PRESETS
from ..core.rules import FRANCE, OPTIONS, PROFILES, Rules, profile_rules
from ..core.table import CURRENCIES, DEFAULTS, TableConfig, build_config

if TYPE_CHECKING:  # what Key and Settings are: frozen dataclasses (their methods made without compiling)
    from dataclasses import dataclass as record
else:
    from ..core.frozen import record

SCHEMA = 1
SIDE_BETS = (LUCKY_LADIES, LUCKY_LUCKY, "none")
LANGUAGES = ("en", "fr", "es")
SPEEDS = ("slow", "normal", "fast", "instant")
IDLE_MAX = 86_400  #: longest kiosk idle time (seconds) before the attract mode; 0 turns it off
CREDIT_MAX = 1_000_000 * SCALE
VIRTUAL_MOST = 6  #: computer players at most: the player keeps a box
CENT = SCALE // 100  #: the smallest amount a settings file may write


@record(frozen=True, slots=True)
class Key:
    """How one setting is spelled in the file and checked: its dotted ``key`` (``sound.volume``), its
    ``kind`` (``choice``, ``int``, ``bool``, ``amount``; ``""`` for a field with its own reader, written
    in :func:`from_data`), the ``choices`` or ``low``–``high`` bounds, and whether the file writes it
    ``always`` or only when it differs from the default (``changed``, with ``note`` as the line's comment).

    ``group`` is the part of the director's settings it belongs with (``table``, ``side``, ``hyper``,
    ``kiosk``, ``virtual``): the director's dialog shows a group's fields together, in the order they
    are declared, each with the control its kind and bounds call for. ``by_profile``: the profile's
    defaults set it (:meth:`Settings.for_profile`), so choosing another profile changes it."""

    key: str
    kind: str = ""
    choices: tuple[str, ...] = ()
    low: int = 0
    high: int = 0
    written: str = "always"
    note: str = ""
    group: str = "table"
    by_profile: bool = False

    @property
    def section(self) -> str:
        """The file's table holding the key (``""`` for the top level)."""
        return self.key.rpartition(".")[0]

    @property
    def name(self) -> str:
        """The key's last part, as written in its table."""
        return self.key.rpartition(".")[2]

    def check(self, value: object) -> None:
        """Raise a :class:`ConfigError` naming the key when ``value`` is not one it takes."""
        if self.kind == "choice":
            _check_choice(self.key, value, self.choices)
        elif self.kind == "int":
            _check_int(self.key, value, self.low, self.high)
        elif self.kind == "bool":
            _check_bool(self.key, value)
        elif self.kind == "amount":
            if isinstance(value, bool) or not isinstance(value, int):
                raise ConfigError(self.key, "must be an amount")
            if not self.low <= value <= self.high:
                low, high = format_amount(self.low), format_amount(self.high)
                raise ConfigError(self.key, f"must be at least {low} and at most {high}")

    def read(self, raw: object) -> object:
        """A value as the file holds it, in the settings' own type (amounts to mills), unchecked."""
        return parse_amount(raw, self.key) if self.kind == "amount" else raw

    def text(self, value: object) -> str:
        """A value as the audit journal's old → new shows it."""
        if isinstance(value, bool):
            return "true" if value else "false"
        if self.kind == "amount":
            assert isinstance(value, int)
            return format_amount(value)
        return str(value)


_finish()  # Key's methods: the fields of Settings are declared with keys


def declare(dotted: str, kind: str = "", **spec: Any) -> dict[str, Key]:
    """A :class:`Settings` field's metadata: its :class:`Key`. A new setting is one field declared with
    it; reading, checking, writing and the audit's diff follow from the declaration."""
    return {"key": Key(dotted, kind, **spec)}


@record(frozen=True)
class Settings:
    """Everything the director chooses, as plain values (amounts in mills), each field declared once
    with its file key and bounds (:func:`declare`).

    ``rules`` holds only the options that differ from the profile's (see :meth:`normalised`);
    ``side_pays`` is a custom table's rows (outcome → odds to 1), ``None`` for a preset.
    ``hyper``: the table offers hyper black jack (France only), ``hyper_min``/``hyper_max`` its
    limits per case [FR-HBJ-3] (the file's ``[hyper]`` section: ``offered``, ``min``, ``max``). With
    ``side_bet`` the director chooses Lucky Ladies, hyper black jack, both or neither.
    """

    profile: str = field(default=FRANCE, metadata=declare("profile", by_profile=True))
    currency: str = field(
        default="EUR", metadata=declare("currency", "choice", choices=tuple(CURRENCIES), by_profile=True)
    )
    side_bet: str = field(default=LUCKY_LADIES, metadata=declare("side_bet.name", group="side", by_profile=True))
    side_table: str = field(default="A", metadata=declare("side_bet.table", group="side", by_profile=True))
    side_pays: Mapping[str, int] | None = field(default=None, metadata=declare("side_bet.pays", group="side"))
    side_min: Money = field(default=1 * SCALE, metadata=declare("side_bet.min", group="side", by_profile=True))
    side_max: Money = field(default=100 * SCALE, metadata=declare("side_bet.max", group="side", by_profile=True))
    min_bet: Money = field(default=10 * SCALE, metadata=declare("limits.min", by_profile=True))
    max_bet: Money = field(default=1000 * SCALE, metadata=declare("limits.max", by_profile=True))
    rules: Mapping[str, object] = field(default_factory=dict, metadata=declare("rules", by_profile=True))
    language: str = field(default="en", metadata=declare("language", "choice", choices=LANGUAGES))
    speed: str = field(default="normal", metadata=declare("speed", "choice", choices=SPEEDS))
    starting_credit: Money = field(
        default=1000 * SCALE, metadata=declare("starting_credit", "amount", low=CENT, high=CREDIT_MAX)
    )
    volume: int = field(default=80, metadata=declare("sound.volume", "int", low=0, high=100, group="kiosk"))
    mute: bool = field(default=False, metadata=declare("sound.mute", "bool", group="kiosk"))
    four_colour: bool = field(default=False, metadata=declare("accessibility.four_colour", "bool", group="kiosk"))
    high_contrast: bool = field(default=False, metadata=declare("accessibility.high_contrast", "bool", group="kiosk"))
    #: the basic-strategy hint on the felt
    hints: bool = field(
        default=True,
        metadata=declare("hints", "bool", written="changed", note="no strategy hint on the felt", group="kiosk"),
    )
    kiosk_idle_seconds: int = field(
        default=120, metadata=declare("kiosk_idle_seconds", "int", low=0, high=IDLE_MAX, group="kiosk")
    )
    #: the player may turn the strategy trainer on at a kiosk
    trainer_on_kiosk: bool = field(
        default=True, metadata=declare("trainer_on_kiosk", "bool", written="changed", group="kiosk")
    )
    #: hyper black jack offered [FR-HBJ-1], with its limits per case [FR-HBJ-3]
    hyper: bool = field(default=False, metadata=declare("hyper.offered", "bool", written="changed", group="hyper"))
    hyper_min: Money = field(
        default=HYPER_MIN,
        metadata=declare("hyper.min", "amount", low=CENT, high=CREDIT_MAX, written="changed", group="hyper"),
    )
    hyper_max: Money = field(
        default=HYPER_MAX,
        metadata=declare("hyper.max", "amount", low=CENT, high=CREDIT_MAX, written="changed", group="hyper"),
    )
    #: computer players on the other boxes: how many, the percentage of their moves made wrong on
    #: purpose, each one's own money (apart from the player's), whether they bet the side bet's minimum
    virtual_players: int = field(
        default=0,
        metadata=declare(
            "virtual_players.count", "int", low=0, high=VIRTUAL_MOST, written="changed", note="0-6", group="virtual"
        ),
    )
    virtual_error_rate: int = field(
        default=0,
        metadata=declare("virtual_players.error_rate", "int", low=0, high=100, written="changed", group="virtual"),
    )
    virtual_bankroll: Money = field(
        default=500 * SCALE,
        metadata=declare(
            "virtual_players.bankroll", "amount", low=CENT, high=CREDIT_MAX, written="changed", group="virtual"
        ),
    )
    virtual_side_bet: bool = field(
        default=False, metadata=declare("virtual_players.side_bet", "bool", written="changed", group="virtual")
    )

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

    def with_profile(self, profile: str) -> Settings:
        """Another profile's defaults (its side bet, limits, currency and rules: the fields declared
        ``by_profile``) with every other choice of the director's kept (language, speed, sound,
        kiosk, hyper black jack, computer players)."""
        own = {name: getattr(self, name) for name, key in KEYS if not key.by_profile}
        return Settings.for_profile(profile, **own)

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
        CURRENCY.check(self.currency)
        cfg = self.table_config()
        for name, key in DECLARED:
            key.check(getattr(self, name))
        bankroll = self.virtual_bankroll
        if bankroll < cfg.min_bet:
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


_finish()  # Settings's methods


def _check_choice(name: str, value: object, choices: tuple[str, ...]) -> None:
    if not isinstance(value, str) or value not in choices:
        raise ConfigError(name, f"must be one of {', '.join(choices)}, got {value!r}")


def _check_int(name: str, value: object, low: int, high: int) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ConfigError(name, f"must be a whole number {low}–{high}, got {value!r}")


def _check_bool(name: str, value: object) -> None:
    if not isinstance(value, bool):
        raise ConfigError(name, f"must be true or false, got {value!r}")


def _side_defaults(game: str) -> tuple[str, Money, Money]:
    """(pay table, min, max) of a side game as the profile that regulates it sets them
    (:data:`engine.core.table.DEFAULTS`, the one record of each profile's defaults)."""
    _game, table, smin, smax = next(d["side"] for d in DEFAULTS.values() if d["side"][0] == game)
    return table, parse_amount(smin, "side_bet.min"), parse_amount(smax, "side_bet.max")


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

#: every declared field: (attribute, its key), in the order of the dataclass
KEYS: tuple[tuple[str, Key], ...] = tuple((f.name, f.metadata["key"]) for f in fields(Settings))
#: the fields read, checked and written from their declaration alone (the others have their own code)
DECLARED = tuple((name, key) for name, key in KEYS if key.kind)
CURRENCY = dict(KEYS)["currency"]
#: the file's top-level fields, and each table's fields
TOP_KEYS = ("schema", *dict.fromkeys(key.key.partition(".")[0] for _n, key in KEYS))
SECTION_KEYS = {
    sec: tuple(key.name for _n, key in KEYS if key.section == sec)
    for sec in dict.fromkeys(key.section for _n, key in KEYS)
    if sec
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
    CURRENCY.check(data.get("currency", base.currency))
    sb = sections["side_bet"]
    name = sb.get("name", base.side_bet)
    _check_choice("side_bet.name", name, SIDE_BETS)
    pays = sb.get("pays")
    if pays is not None and not isinstance(pays, dict):
        raise ConfigError("side_bet.pays", "must be a table of outcome = odds ([side_bet.pays])")
    if name in (base.side_bet, "none"):  # "none" keeps the table it had, for when it is offered again
        table, smin, smax = base.side_table, base.side_min, base.side_max
    else:  # another profile's side bet: its table and limits as that profile's defaults have them
        table, smin, smax = _side_defaults(name)
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
    declared: dict[str, Any] = {}
    for attr, spec in DECLARED:
        holder = sections[spec.section] if spec.section else data
        declared[attr] = spec.read(holder[spec.name]) if spec.name in holder else getattr(base, attr)
    s = replace(
        base,
        profile=profile,
        rules=dict(sections["rules"]),
        side_bet=name,
        side_table=table,
        side_pays=None if pays is None or name == "none" else dict(pays),
        side_min=smin,
        side_max=smax,
        min_bet=min_bet,
        max_bet=max_bet,
        **declared,
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
    out: dict[str, str] = {"profile": s.profile}
    out.update({key.key: key.text(getattr(s, name)) for name, key in DECLARED if not key.section})
    out["limits.min"] = format_amount(s.min_bet)
    out["limits.max"] = format_amount(s.max_bet)
    out["side_bet.name"] = s.side_bet
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
    out.update({key.key: key.text(getattr(s, name)) for name, key in DECLARED if key.section})
    return out


def diff(old: Settings, new: Settings) -> list[tuple[str, str, str]]:
    """``(field, old, new)`` for every setting that changed ("" where a field does not apply)."""
    a, b = flatten(old), flatten(new)
    keys = list(a) + [k for k in b if k not in a]
    return [(k, a.get(k, ""), b.get(k, "")) for k in keys if a.get(k) != b.get(k)]
