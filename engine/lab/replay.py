"""``croupier replay FILE.json``: one round with forced cards, through the real engine [digest §6].

A bad scenario raises :class:`ScenarioError` whose one-line message names the box and the field;
the command prints it and exits with status 2.

Hyper black jack (:mod:`engine.core.hyper`): a top-level ``"hyper": {"min": "1", "max": "100"}``
(both optional, these defaults) offers it; a box stakes cases with ``"hyper": {"20": "5", "bust": "2"}``
(placed after the box's main bet and side bet, in the order written) [FR-HBJ-4]. At such a table each
box of the output has ``"hyper"``: ``[{"case", "stake", "net"}, …]`` in the order placed, or null;
the box's ``net`` includes it. A table that does not offer it prints no ``hyper`` at all (the output
of every other scenario is what it was).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from ..core.cards import Card
from ..core.errors import CardError, ConfigError, CroupierError, RuleError, ShoeEmpty
from ..core.events import HAND_COMMANDS, Insure, PlaceBet, PlaceHyperBet, to_dict
from ..core.hyper import CASES as HYPER_CASES
from ..core.money import Money, format_amount, parse_amount
from ..core.round import Phase, Round
from ..core.safe_json import MAX_BYTES, check_size, clip
from ..core.safe_json import loads as safe_loads
from ..core.shoe import FixedShoe
from ..core.table import TableConfig, build_config
from ..core.view import RoundView
from ..store.settings import BOM, read_small

TOP_FIELDS = ("profile", "rules", "side_bet", "limits", "currency", "unit", "bankroll", "boxes", "cards", "hyper")
BOX_FIELDS = ("box", "bet", "side", "insurance", "seated", "actions", "player", "hyper")
ACTIONS = ("hit", "stand", "double", "split", "surrender")
PLAYER_MAX = 40  #: a player's name, at most


class ScenarioError(CroupierError):
    """A scenario that cannot be played; the message names the box and the field."""


class BoxPlan:
    """One box of a scenario: its bets and the decisions to take, in order (``named``: the scenario
    gave the player's name; ``hyper``: hyper black jack case → stake, in the order written; ``bet``
    0: the scenario gave hyper stakes and no main bet, which the engine refuses [FR-HBJ-4])."""

    def __init__(self, n: int, bet: Money, side: Money, insurance: bool, seated: bool, actions: list[str],
                 player: str, named: bool = False, hyper: dict[str, Money] | None = None) -> None:  # fmt: skip
        self.n, self.bet, self.side, self.insurance = n, bet, side, insurance
        self.seated, self.actions, self.player, self.named = seated, actions, player, named
        self.hyper: dict[str, Money] = dict(hyper or {})
        self.used = 0


def _obj(value: Any, field: str) -> Mapping[str, Any]:
    if value is None:
        return {}
    if not isinstance(value, Mapping):
        raise ScenarioError(f"{field}: must be an object")
    return value


def parse_scenario(data: Any) -> tuple[TableConfig, list[BoxPlan], list[Card], dict[str, Money] | None]:
    """Check a scenario field by field and build the table, the boxes and the card order."""
    if not isinstance(data, Mapping):
        raise ScenarioError("scenario: must be a JSON object")
    for key in data:
        if key not in TOP_FIELDS:
            raise ScenarioError(f"{key}: unknown field (known: {', '.join(TOP_FIELDS)})")
    profile = data.get("profile", "france")
    currency = data.get("currency")
    if currency is not None and (not isinstance(currency, str) or not currency):
        raise ScenarioError(f'currency: must be a currency code like "EUR", got {clip(currency, 40)}')
    try:
        config = build_config(
            str(profile), _obj(data.get("rules"), "rules"), _obj(data.get("side_bet"), "side_bet"),
            _obj(data.get("limits"), "limits"), data.get("currency"), data.get("unit"),
            None if data.get("hyper") is None else _obj(data["hyper"], "hyper"),
        )  # fmt: skip
    except ConfigError as e:
        raise ScenarioError(str(e)) from None
    if "boxes" not in data:
        raise ScenarioError("boxes: missing (a list of boxes with their bets)")
    if "cards" not in data:
        raise ScenarioError("cards: missing (the shoe's next cards in dealing order)")
    boxes = data["boxes"]
    if not isinstance(boxes, list) or not boxes:
        raise ScenarioError("boxes: must be a non-empty list")
    plans: list[BoxPlan] = []
    seen: set[int] = set()
    for i, raw in enumerate(boxes):
        where = f"boxes[{i}]"
        if not isinstance(raw, Mapping):
            raise ScenarioError(f"{where}: must be an object")
        n = raw.get("box")
        if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= 7:
            raise ScenarioError(f"{where}.box: must be a box number 1–7, got {n!r}")
        where = f"box {n}"
        if n in seen:
            raise ScenarioError(f"{where}: box: listed twice")
        seen.add(n)
        for key in raw:
            if key not in BOX_FIELDS:
                raise ScenarioError(f"{where}: {key}: unknown field (known: {', '.join(BOX_FIELDS)})")
        hyper = _hyper_stakes(raw.get("hyper"), where)
        if "bet" not in raw and not hyper:
            raise ScenarioError(f"{where}: bet: missing")
        try:
            side = parse_amount(raw["side"], "side", allow_zero=True) if raw.get("side") is not None else 0
            bet = parse_amount(raw["bet"], "bet", allow_zero=bool(side)) if "bet" in raw else 0
        except ConfigError as e:
            raise ScenarioError(f"{where}: {e}") from None
        if side and not bet:
            raise ScenarioError(f"{where}: bet: [FR-LL-4] [PR-LL-2] a side bet needs a main bet on the box, got bet 0")
        flags = {}
        for key, default in (("insurance", False), ("seated", True)):
            v = raw.get(key, default)
            if v is None:
                v = default
            if not isinstance(v, bool):
                raise ScenarioError(f"{where}: {key}: must be true or false, got {v!r}")
            flags[key] = v
        actions = raw.get("actions", [])
        if not isinstance(actions, list):
            raise ScenarioError(f"{where}: actions: must be a list")
        for j, a in enumerate(actions):
            if a not in ACTIONS:
                raise ScenarioError(f"{where}: actions[{j}]: unknown action {a!r} (one of {', '.join(ACTIONS)})")
        player = raw.get("player", "1")
        if not isinstance(player, (str, int)) or isinstance(player, bool):
            raise ScenarioError(f"{where}: player: must be a name or a number")
        if isinstance(player, str) and not (0 < len(player) <= PLAYER_MAX and player.isprintable()):
            raise ScenarioError(f"{where}: player: 1 to {PLAYER_MAX} printable characters, got {clip(player, 40)}")
        plans.append(
            BoxPlan(n, bet, side, flags["insurance"], flags["seated"], list(actions), str(player), "player" in raw,
                    hyper)
        )  # fmt: skip
    cards_raw = data["cards"]
    if not isinstance(cards_raw, list):
        raise ScenarioError('cards: must be a list of cards like "QH"')
    cards: list[Card] = []
    for i, tok in enumerate(cards_raw):
        try:
            cards.append(Card.parse(tok))
        except CardError as e:
            raise ScenarioError(f"cards[{i}]: {e}") from None
    for i, card in enumerate(cards):
        if cards[: i + 1].count(card) > config.rules.decks:
            raise ScenarioError(f"cards[{i}]: {card} appears more often than {config.rules.decks} deck(s) hold")
    balances = None
    if "bankroll" in data:
        try:
            amount = parse_amount(data["bankroll"], "bankroll", allow_zero=True)
        except ConfigError as e:
            raise ScenarioError(str(e)) from None
        balances = {p.player: amount for p in plans}
    return config, plans, cards, balances


def _hyper_stakes(raw: Any, where: str) -> dict[str, Money]:
    """A box's ``hyper`` field: case id → stake [FR-HBJ-1] [FR-HBJ-4] (empty when left out or null)."""
    if raw is None:
        return {}
    if not isinstance(raw, Mapping):
        raise ScenarioError(f'{where}: hyper: must be an object of case → stake, like {{"20": "5", "bust": "2"}}')
    out: dict[str, Money] = {}
    for case, stake in raw.items():
        if case not in HYPER_CASES:
            raise ScenarioError(f"{where}: hyper.{case}: unknown case (one of {', '.join(HYPER_CASES)})")
        try:
            out[case] = parse_amount(stake, f"hyper.{case}")
        except ConfigError as e:
            raise ScenarioError(f"{where}: {e}") from None
    return out


def play(config: TableConfig, plans: list[BoxPlan], cards: list[Card], balances: dict[str, Money] | None) -> Round:
    """Play the round, taking each box's decisions in order as the engine asks for them. A decision
    the rules refuse when its turn comes, and decisions left over when the round ends, are refused
    with the box and the action's index [digest §6]."""
    r = Round(config, FixedShoe(config.rules, cards), balances)
    for p in sorted(plans, key=lambda p: p.n):
        if p.bet:
            for field, side in (("bet", 0), ("side", p.side)):
                try:
                    r.verify(PlaceBet(p.n, p.bet, side, p.player, p.seated))
                except RuleError as e:
                    raise ScenarioError(f"box {p.n}: {field}: {e}") from None
            r.apply(PlaceBet(p.n, p.bet, p.side, p.player, p.seated))
        for case, stake in p.hyper.items():  # after the main bet [FR-HBJ-4]
            stake_cmd = PlaceHyperBet(p.n, case, stake)
            try:
                r.verify(stake_cmd)
            except RuleError as e:
                raise ScenarioError(f"box {p.n}: hyper.{case}: {e}") from None
            r.apply(stake_cmd)
    by_box = {p.n: p for p in plans}
    step = "deal"
    try:
        try:
            r.verify_deal()
        except RuleError as e:
            raise ScenarioError(f"boxes: {e}") from None
        r.deal()
        while r.phase is not Phase.DONE:
            if r.phase is Phase.INSURANCE:
                n = r.insurance_box
                assert n is not None
                step = f"box {n}: insurance"
                r.apply(Insure(n, by_box[n].insurance))
                continue
            at = r.to_act
            assert at is not None
            p = by_box[at[0]]
            label = r.hand_label(*at)
            if p.used >= len(p.actions):
                hand = r.boxes[p.n].hands[at[1] - 1]
                if hand.total == 21:  # nothing to decide on 21: stand
                    r.stand()
                    continue
                raise ScenarioError(f"box {p.n}: actions: missing decision for {label} (total {hand.total})")
            action = p.actions[p.used]
            step = f"box {p.n}: actions[{p.used}]"
            p.used += 1
            cmd = HAND_COMMANDS[action](p.n)
            try:
                r.verify(cmd)
            except RuleError as e:
                raise ScenarioError(f"{step}: {action} is not allowed for {label}: {e}") from None
            r.apply(cmd)
    except ShoeEmpty:
        if r.phase is Phase.PLAY and all(h.done for b in r.order for h in b.hands):
            step = "the dealer's hand"
        raise ScenarioError(f"cards: too few cards: {len(cards)} given, the round needs more ({step})") from None
    except RuleError as e:
        raise ScenarioError(f"{step}: {e}") from None
    for p in sorted(plans, key=lambda p: p.n):
        if p.used < len(p.actions):
            left = ", ".join(p.actions[p.used :])
            raise ScenarioError(
                f"box {p.n}: actions[{p.used}]: {p.actions[p.used]} cannot be applied: the box has no hand left "
                f"to play (left over: {left})"
            )
    return r


def config_echo(config: TableConfig) -> dict[str, Any]:
    """The table the round was played at, every option resolved, so a result can be audited alone."""
    s = config.side
    side: dict[str, Any] = {"name": s.game}
    if s.table is not None:
        side.update(table=s.table.id, min=format_amount(s.min), max=format_amount(config.side_max_effective),
                    pays=dict(s.table.pays))  # fmt: skip
    return {
        "profile": config.profile,
        "rules": config.rules.to_dict(),
        "limits": {"min": format_amount(config.min_bet), "max": format_amount(config.max_bet)},
        "side_bet": side,
        "currency": config.currency,
        "unit": format_amount(config.unit),
        **({"hyper": config.hyper.to_data()} if config.hyper.offered else {}),
    }


def result(r: Round, plans: list[BoxPlan]) -> dict[str, Any]:
    """The output object of digest §6, read from the round's projection (its events alone)."""
    by_box = {p.n: p for p in plans}
    view = RoundView.of(r.events)
    fmt = format_amount
    out_boxes = []
    for b in view.ordered():
        hands = [
            {
                "cards": [c.code for c in h.cards],
                "total": h.total,
                "soft": h.soft,
                "doubled": h.doubled,
                "stake": fmt(h.stake),
                "result": h.result,
                "net": fmt(h.net),
            }
            for h in b.hands
        ]
        ins = None
        if b.insurance is not None:
            ins = {"stake": fmt(b.insurance.stake), "net": fmt(b.insurance.net or 0)}
        side = None
        if b.side is not None:
            s = b.side
            side = {"stake": fmt(s.stake), "outcome": s.outcome or "lose", "odds": s.odds, "net": fmt(s.net or 0)}
        entry: dict[str, Any] = {"box": b.box}
        plan = by_box[b.box]
        if plan.named:
            entry["player"] = plan.player
        entry.update(hands=hands, insurance=ins, side=side)
        if r.config.hyper.offered:  # [FR-HBJ-2] each case staked, with its net
            hyper = [{"case": h.case, "stake": fmt(h.stake), "net": fmt(h.net or 0)} for h in b.hyper.values()]
            entry["hyper"] = hyper or None
        entry["net"] = fmt(b.net)
        out_boxes.append(entry)
    d = view.dealer
    return {
        "config": config_echo(r.config),
        "dealer": {
            "cards": [c.code for c in d.cards],
            "total": d.total,
            "soft": d.soft,
            "blackjack": d.blackjack,
            "bust": d.bust,
        },
        "boxes": out_boxes,
        "events": [to_dict(e) for e in r.events],
    }


def replay(data: Any) -> dict[str, Any]:
    """Parse, play and report one scenario."""
    config, plans, cards, balances = parse_scenario(data)
    return result(play(config, plans, cards, balances), plans)


def _no_twice(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """An object of the scenario, refused when it writes a key twice (JSON alone keeps the last)."""
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise ScenarioError(f"{clip(key, 40)}: written twice in one object (which one is meant?)")
        out[key] = value
    return out


def load_scenario(raw: bytes, name: str) -> Any:
    """The scenario in a file's bytes: JSON within :mod:`engine.core.safe_json`'s bounds, UTF-8 with or
    without a byte order mark, any line ends, each key once per object. Raises :class:`ScenarioError`
    (or :class:`engine.core.safe_json.UnsafeInput` for a bound) naming the line."""
    check_size(raw, name)
    raw = raw.removeprefix(BOM)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        line = raw[: e.start].count(b"\n") + 1
        raise ScenarioError(f"line {line}: not UTF-8 text (byte {e.start}); a scenario is a JSON file") from None
    data = safe_loads(text, name)  # bounded; 7.5 written as a number stays exact (a Decimal)
    json.loads(text, object_pairs_hook=_no_twice, parse_int=str, parse_float=str, parse_constant=str)  # bounded above
    return data


def replay_bytes(raw: bytes, name: str) -> dict[str, Any]:
    """:func:`replay` of a scenario's bytes; every message starts with the scenario's ``name``."""
    try:
        return replay(load_scenario(raw, name))
    except ScenarioError as e:
        raise ScenarioError(f"{name}: {e}") from None


def replay_file(path: str | Path) -> dict[str, Any]:
    """:func:`replay` of a JSON file; every message starts with the file's name. A folder, a pipe or a
    device is refused before anything is read, as is a file above the bound."""
    p = Path(path)
    try:
        raw = read_small(p, MAX_BYTES)
    except OSError as e:
        raise ScenarioError(f"{p}: cannot read: {e.strerror or e}") from None
    return replay_bytes(raw, str(p))
