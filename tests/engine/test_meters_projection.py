"""The meters are a sum over the round's projection: the fold (:class:`engine.store.meters.MeterFold`,
which reads each round's :class:`engine.core.view.RoundView`) gives, after every action, the figures
the fold that kept its own shadow of each box gave (its algorithm kept here, in the test only), and
the balance the wallet holds satisfies ``balance = start + in − out + wins − bets − undealt`` — over
every scenario of the lab corpus and over seeded random play at both profiles (side bets, insurance,
surrender, splits, doubles, hyper black jack stakes, a computer player's boxes, bets taken back, money
in and out, every rule option)."""

from __future__ import annotations

import contextlib
import json
import random
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from croupier.engine.core.errors import ConfigError, RuleError
from croupier.engine.core.events import (
    Action,
    Bet,
    BetRemoved,
    Clear,
    Dealt,
    Double,
    Event,
    Hit,
    HyperPay,
    HyperRemoved,
    InsurancePay,
    Insure,
    Kind,
    MainPay,
    MainPush,
    MainReturn,
    SidePay,
    Split,
    Stand,
    Surrender,
)
from croupier.engine.core.money import SCALE, Money
from croupier.engine.core.round import Phase
from croupier.engine.core.session import PLAYER, Session, bet_player
from croupier.engine.core.table import build_config
from croupier.engine.core.view import RoundView
from croupier.engine.lab.replay import parse_scenario, play
from croupier.engine.store.meters import MeterFold, Meters
from croupier.engine.store.recovery import StreamRandom
from tests.engine.test_properties import PROFILE_LIMITS

U = SCALE
CORPUS = Path(__file__).resolve().parent.parent / "scenarios"
PLAYED = [p for p in sorted(CORPUS.glob("*.json")) if "error" not in json.loads(p.read_text())["expected"]]


class _ShadowFold:
    """The meters' fold as it was before it read the projection: its own copy of each box's main
    bet, hands' stakes, insurance, side bet and hyper stakes, turning each pay (which carries only
    the winnings) into the stake handed back with it."""

    def __init__(self) -> None:
        self.meters = Meters()
        self.initial_main: Money = 0
        self.hyper_cases: dict[str, Money] = {}
        self.begin_round()

    def begin_round(self) -> None:
        self.boxes: dict[int, dict[str, Any]] = {}
        self.apart: set[int] = set()
        self.dealt = False
        self.on_table: Money = 0

    @property
    def undealt_total(self) -> Money:
        return 0 if self.dealt else self.on_table

    def balance(self) -> Money:
        return self.meters.expected_balance(self.undealt_total)

    def action(self, name: str, args: Sequence[Any], events: Sequence[Event]) -> None:
        m = self.meters
        if name == "deal":
            for b in self.boxes.values():
                m.bets["main"] += b["bet"]
                m.bets["side"] += b["side"]
                self.initial_main += b["bet"]
                for case, stake in b["hyper"].items():
                    m.bets["hyper"] += stake
                    self.hyper_cases[case] = self.hyper_cases.get(case, 0) + stake
        owner = bet_player(name, args)
        for e in events:
            if isinstance(e, Dealt):
                self.dealt = self.dealt or e.box == 0
                continue
            if isinstance(e, Clear):
                if e.box == 0:
                    m.games += 1
                    self.begin_round()
                continue
            box = getattr(e, "box", 0)
            if isinstance(e, Bet):
                if owner is not None and e.kind is Kind.MAIN:
                    (self.apart.discard if owner == PLAYER else self.apart.add)(box)
                if box in self.apart:
                    continue
                if e.kind is Kind.MAIN:
                    self.boxes[box] = {"bet": e.amount, "hands": [e.amount], "side": 0, "ins": 0, "hyper": {}}
                elif e.kind is Kind.SIDE:
                    self.boxes[box]["side"] = e.amount
                elif e.kind is Kind.HYPER:
                    self.boxes[box]["hyper"][e.case] = e.amount
                elif e.kind is Kind.INSURANCE:
                    m.bets["insurance"] += e.amount
                    self.boxes[box]["ins"] = e.amount
                elif e.kind is Kind.DOUBLE:
                    m.bets["main"] += e.amount
                    self.boxes[box]["hands"][e.hand - 1] += e.amount
                else:  # split: the new hand's stake
                    m.bets["main"] += e.amount
                    self.boxes[box]["hands"][e.hand - 1] = e.amount
                self.on_table += e.amount
                continue
            if box in self.apart:
                if isinstance(e, BetRemoved):
                    self.apart.discard(box)
                continue
            if isinstance(e, Action):
                if e.hand and e.action.value == "split":
                    self.boxes[box]["hands"].insert(e.hand, 0)
            elif isinstance(e, BetRemoved):
                del self.boxes[box]
                self.on_table -= e.amount
            elif isinstance(e, HyperRemoved):
                del self.boxes[box]["hyper"][e.case]
                self.on_table -= e.amount
            elif isinstance(e, MainPay):
                m.wins["main"] += self.boxes[box]["hands"][e.hand - 1] + e.amount
            elif isinstance(e, (MainPush, MainReturn)):
                m.wins["main"] += e.amount
            elif isinstance(e, InsurancePay):
                m.wins["insurance"] += self.boxes[box]["ins"] + e.amount
            elif isinstance(e, SidePay):
                m.wins["side"] += self.boxes[box]["side"] + e.amount
            elif isinstance(e, HyperPay):
                m.wins["hyper"] += self.boxes[box]["hyper"][e.case] + e.amount


class _Both:
    """The two folds side by side, compared after every action."""

    def __init__(self, start: Money) -> None:
        self.new, self.old = MeterFold(), _ShadowFold()
        self.new.meters.start = self.old.meters.start = start
        self.actions = 0

    def action(self, name: str, args: Sequence[Any], events: list[Event], balance: Money | None) -> None:
        self.new.action(name, args, events)
        self.old.action(name, args, events)
        self.check(balance)

    def money(self, direction: str, amount: Money, balance: Money | None) -> None:
        self.new.money(direction, amount)
        self.old.meters.money_in += amount if direction == "in" else 0
        self.old.meters.money_out += amount if direction == "out" else 0
        self.check(balance)

    def check(self, balance: Money | None) -> None:
        new, old = self.new, self.old
        self.actions += 1
        assert new.meters == old.meters, self.actions
        assert new.undealt_total == old.undealt_total, self.actions
        assert (new.initial_main, new.hyper_cases) == (old.initial_main, old.hyper_cases)
        assert new.balance() == old.balance() == new.meters.expected_balance(new.undealt_total)
        if balance is not None:  # the wallet: start + in − out + wins − bets − undealt
            assert new.balance() == balance, self.actions


def _actions(events: list[Event]) -> list[tuple[str, list[Event]]]:
    """A scenario round's events cut as the table's actions cut them: the bets, the deal, then one
    action from each decision on."""
    out: list[tuple[str, list[Event]]] = [("bet", [])]
    for e in events:
        if isinstance(e, Dealt) and out[-1][0] == "bet":
            out.append(("deal", []))
        elif isinstance(e, Action):
            out.append((e.action.value, []))
        out[-1][1].append(e)
    return out


@pytest.mark.parametrize("path", PLAYED, ids=[p.stem for p in PLAYED])
def test_the_meters_of_every_scenario_are_the_sum_over_its_projection(path: Path) -> None:
    config, plans, cards, balances = parse_scenario(json.loads(path.read_text())["scenario"])
    before = sum(balances.values()) if balances else 0
    r = play(config, plans, cards, balances)
    both = _Both(before)
    view = RoundView(before)
    for name, events in _actions(r.events):
        for e in events:
            view.fold(e)
        both.action(name, (), events, view.balance)
    assert view.finished and both.new.meters.games == 1
    m = both.new.meters
    # the round's own figures: every hand's stake, insurance, side and hyper stake is a bet; the
    # wins less the bets are the boxes' nets
    assert m.bets["main"] == sum(h.stake for b in r.order for h in b.hands)
    assert m.bets["insurance"] == sum(b.insurance or 0 for b in r.order)
    assert m.bets["side"] == sum(b.side for b in r.order)
    assert m.bets["hyper"] == sum(sum(r.hyper_stakes(b.n).values()) for b in r.order)
    assert sum(m.wins.values()) - sum(m.bets.values()) == sum(b.net for b in r.order)
    if r.balances is not None:
        assert both.new.balance() == sum(r.balances.values())


def _config(profile: str, rng: random.Random) -> Any:
    """A table at ``profile`` with random rule options, its side bet and, where offered, hyper black jack."""
    rules: dict[str, Any] = {
        "surrender": rng.choice(("none", "late", "late-except-ace")),
        "dealer_blackjack_takes": rng.choice(("all", "original")),
        "hole_card": rng.choice(("none", "peek")),
        "double_on": rng.choice(("any", "9-11", "10-11")),
        "double_after_split": rng.random() < 0.7,
        "max_hands": rng.choice((2, 3, 4)),
        "decks": rng.choice((2, 6, 8)),
    }
    lo, hi = PROFILE_LIMITS[profile]
    side = {"name": "lucky-ladies", "table": "A"} if profile == "france" else {"name": "lucky-lucky", "table": "PT1"}
    for hyper in ({"min": "1", "max": "50"}, None):
        for r in (rules, {}):
            with contextlib.suppress(ConfigError):
                return build_config(profile, r, side, {"min": lo, "max": hi}, hyper=hyper)
    raise AssertionError(f"no table at {profile}")


def _random_play(profile: str, seed: int, rounds: int) -> tuple[_Both, set[str]]:
    """Seeded random legal play through a session, every action's events into both folds."""
    rng = random.Random(seed)
    config = _config(profile, rng)
    s = Session(config, 3000 * U, rng=StreamRandom(seed))
    s.seat("Bruno", 800 * U)
    both = _Both(3000 * U)
    kinds: set[str] = set()

    def observe(session: Session, name: str, args: tuple[Any, ...], events: list[Event]) -> None:
        both.action(name, args, events, session.balance)
        kinds.update(type(e).__name__ + (":" + e.kind.value if isinstance(e, Bet) else "") for e in events)

    s.observers.append(observe)

    def attempt(name: str, *args: Any) -> None:
        with contextlib.suppress(RuleError):  # refused: no events
            s.act(name, *args)

    def money(direction: str, amount: Money) -> None:
        assert s.balances is not None
        s.balances[PLAYER] += amount if direction == "in" else -amount
        both.money(direction, amount, s.balance)

    hyper = config.hyper.offered
    lo = config.min_bet
    for _ in range(rounds):
        r = s.round
        if r.phase is Phase.DONE:
            r = s.next_round()
            if (s.balance or 0) < 600 * U:
                money("in", 1000 * U)
            elif rng.random() < 0.1:
                money("in" if rng.random() < 0.5 else "out", rng.randint(1, 20) * U)
        for box in rng.sample(range(1, 8), rng.randint(1, 3)):
            attempt("bet", box, rng.choice((1, 2, 5)) * lo, rng.choice((0, 1, 5)) * U)
            if hyper and rng.random() < 0.3:
                attempt("hyper_bet", box, rng.choice(("17", "20", "bust", "blackjack")), 2 * U)
        free = [n for n in range(1, 8) if n not in r.boxes]
        if free and rng.random() < 0.5:
            attempt("bet", free[0], lo, 0, "Bruno")
        mine = sorted(n for n, b in r.boxes.items() if b.player == PLAYER)
        if mine and rng.random() < 0.15:
            s.act("remove_bet", rng.choice(mine))
        if hyper and rng.random() < 0.2:
            for n in list(r.boxes):
                attempt("remove_hyper_bet", n, rng.choice(("17", "20", "bust", "blackjack")))
        while not r.can_deal():
            n = next(n for n in range(1, 8) if n not in r.boxes)
            s.act("bet", n, lo, 0)
        s.act("deal")
        while r.phase is not Phase.DONE:
            if r.phase is Phase.INSURANCE:
                box = r.insurance_box
                assert box is not None
                s.apply(Insure(box, rng.random() < 0.5))
                continue
            options = [c for c in (Hit(), Stand(), Double(), Split(), Surrender()) if r.can(c)]
            s.apply(rng.choice(options))
    return both, kinds


@pytest.mark.parametrize("profile", ["france", "puerto-rico"])
def test_the_meters_of_random_play_are_the_sum_over_its_projections(profile: str) -> None:
    kinds: set[str] = set()
    for seed in range(6):
        both, seen = _random_play(profile, seed, 70)
        kinds |= seen
        assert both.new.meters.games >= 60 and both.actions > 5 * both.new.meters.games
    # the play reached every bet and every way a stake comes back
    wanted = {"Bet:double", "Bet:split", "Bet:insurance", "Bet:side", "MainPay", "MainPush", "MainReturn",
              "InsurancePay", "SidePay", "BetRemoved"}  # fmt: skip
    if profile == "france":
        wanted |= {"Bet:hyper", "HyperPay", "HyperRemoved"}
    assert wanted <= kinds, wanted - kinds


def test_a_surrender_and_a_dealers_blackjack_taking_the_original_bet_hand_back_what_is_left() -> None:
    """A surrendered hand hands back half its stake; against a dealer's blackjack that takes only the
    original bet, a doubled hand hands back the double: the projection's ``returned``."""
    from croupier.engine.core.cards import Card
    from croupier.engine.core.events import Decision, MainCollect, Result

    c = Card.parse
    f = MeterFold()
    f.action("bet", (1, 20_000, 0), [Bet(1, Kind.MAIN, 20_000, 1), Bet(2, Kind.MAIN, 10_000, 1)])
    assert f.undealt_total == 30_000 and f.balance() == -30_000
    f.action("deal", (), [Dealt(1, 1, c("9S"), 9, False), Dealt(2, 1, c("TS"), 10, False),
                          Dealt(0, 0, c("AS"), 11, True), Dealt(1, 1, c("2D"), 11, False),
                          Dealt(2, 1, c("6D"), 16, False)])  # fmt: skip
    assert f.undealt_total == 0 and f.meters.bets["main"] == 30_000 and f.balance() == -30_000
    f.action("double", (), [Action(1, 1, Decision.DOUBLE), Bet(1, Kind.DOUBLE, 20_000, 1),
                            Dealt(1, 1, c("3C"), 14, False)])  # fmt: skip
    f.action("surrender", (), [Action(2, 1, Decision.SURRENDER), MainCollect(2, 1, 5_000, Result.SURRENDER),
                               MainReturn(2, 1, 5_000)])  # fmt: skip
    assert f.view.hand(2, 1).returned == 5_000 and f.meters.wins["main"] == 5_000
    f.action("stand", (), [Dealt(0, 0, c("KD"), 21, True), MainCollect(1, 1, 20_000, Result.LOSE),
                           MainReturn(1, 1, 20_000), Clear(1), Clear(2), Clear(0)])  # fmt: skip
    m = f.meters
    assert m.bets["main"] == 50_000 and m.wins["main"] == 5_000 + 20_000 and m.games == 1
    assert f.balance() == -25_000 == m.expected_balance()
