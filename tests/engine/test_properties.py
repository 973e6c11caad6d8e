"""Property tests over random rounds: random rules (every option of ``engine.core.rules.OPTIONS``), random boxes
and bets, random legal decisions taken from ``Round.available()``, seeded shoes.

Invariants: no chip created or lost (each balance moves by exactly its boxes' nets, nothing stays on the
table, every stake is accounted for by the events); no card dealt more often than the decks hold; each
hand's result agrees with the totals; and every event stream replays to the same events.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from croupier.engine.core.errors import ConfigError, RuleError
from croupier.engine.core.events import (
    Action,
    Bet,
    Burn,
    Dealt,
    Event,
    InsuranceCollect,
    InsurancePay,
    MainCollect,
    MainPay,
    MainPush,
    MainReturn,
    Shuffle,
    SideCollect,
    SidePay,
    from_dict,
    to_dict,
)  # fmt: skip
from croupier.engine.core.hand import Hand
from croupier.engine.core.money import CENT, SCALE
from croupier.engine.core.round import Phase, Round
from croupier.engine.core.rules import OPTIONS
from croupier.engine.core.shoe import FixedShoe, Shoe
from croupier.engine.core.table import TableConfig, build_config

U = SCALE
START = 5000 * U
PROFILE_LIMITS = {"france": ("10", "1000"), "puerto-rico": ("5", "500")}


@st.composite
def rule_sets(draw: st.DrawFn) -> dict[str, Any]:
    """A random value for every rule option (the cut card left at its default, the per-player limits open)."""
    out: dict[str, Any] = {}
    for key, opt in OPTIONS.items():
        if key in ("cut_card", "max_boxes_per_player"):
            continue
        if opt.kind == "bool":
            out[key] = draw(st.booleans())
        elif opt.kind == "int":
            out[key] = draw(st.integers(opt.low, opt.high))
        else:
            out[key] = draw(st.sampled_from(opt.choices))
    return out


def build(profile: str, rules: dict[str, Any], side: str, table_id: str, unit: str | None = None) -> TableConfig:
    """The table, falling back to no side bet when the rules make the chosen one impossible (e.g. 1 deck)."""
    lo, hi = PROFILE_LIMITS[profile]
    try:
        return build_config(profile, rules, {"name": side, "table": table_id}, {"min": lo, "max": hi}, unit=unit)
    except ConfigError:
        return build_config(profile, rules, {"name": "none"}, {"min": lo, "max": hi}, unit=unit)


def cents(rng: random.Random, low: int, high: int) -> int:
    """A random whole-cent amount in [low, high] (mills)."""
    return rng.randint(low // 10, high // 10) * 10


def units(rng: random.Random, low: int, high: int, unit: int) -> int:
    """A random whole multiple of ``unit`` in [low, high] (mills)."""
    return rng.randint(-(-low // unit), high // unit) * unit


def place_bets(r: Round, rng: random.Random) -> None:
    cfg = r.config
    boxes = rng.sample(range(1, 8), rng.randint(max(1, r.rules.lone_player_min_boxes), 7))
    for n in sorted(boxes):
        main = units(rng, cfg.min_bet, min(cfg.max_bet, 60 * U), cfg.unit)
        side = 0
        if cfg.side.game != "none" and rng.random() < 0.7:
            cap = cfg.side_max_effective
            if cfg.side.game == "lucky-lucky":
                cap = min(cap, main)
            if cap >= cfg.side.min:
                side = cents(rng, cfg.side.min, cap)
        player = rng.choice("12")
        seated = rng.random() < 0.8
        if not r.can_bet(n, main, side, player=player, seated=seated):
            side = 0
        r.bet(n, main, side, player=player, seated=seated)
    if not r.can_deal():  # a lone player short of the house minimum of boxes
        n = next(b for b in range(1, 8) if b not in r.boxes)
        r.bet(n, cfg.min_bet, player=r.order[0].player)


def play_out(r: Round, rng: random.Random) -> None:
    """Deal and take random legal decisions until the round is done; every offered action must succeed."""
    r.deal()
    steps = 0
    while r.phase is not Phase.DONE:
        steps += 1
        assert steps < 200, "the round does not end"
        names = r.available()
        assert names, f"no action offered at {r.phase}"
        name = rng.choice(names)
        if r.phase is Phase.INSURANCE:
            box = r.insurance_box
            assert box is not None
            r.insure(box, name == "insure")
        else:
            getattr(r, name)()


def check_money(r: Round, before: dict[str, int]) -> None:
    """Balances move by the nets; nothing left on the table; the events account for every stake."""
    assert r.on_table == 0
    assert r.balances is not None
    for e in r.events:  # money that can be paid: never a fraction of a cent
        assert getattr(e, "amount", 0) % CENT == 0, e
    for player, start in before.items():
        nets = sum(b.net for b in r.order if b.player == player)
        assert r.balances[player] == start + nets
    for b in r.order:
        ev = [e for e in r.events if getattr(e, "box", None) == b.n]
        staked = sum(e.amount for e in ev if isinstance(e, Bet))
        placed = sum(h.stake for h in b.hands) + b.side + (b.insurance or 0)
        assert staked == placed
        collected = sum(e.amount for e in ev if isinstance(e, (MainCollect, SideCollect, InsuranceCollect)))
        won = sum(e.amount for e in ev if isinstance(e, (MainPay, SidePay, InsurancePay)))
        assert won - collected == b.net
        main_stakes = sum(e.amount for e in ev if isinstance(e, Bet) and e.kind in ("main", "double", "split"))
        back = sum(e.amount for e in ev if isinstance(e, (MainCollect, MainReturn, MainPush)))
        winners = sum(h.stake for h in b.hands if h.result in ("win", "blackjack"))
        assert back + winners == main_stakes
        for i, h in enumerate(b.hands, 1):
            mine = [e for e in ev if isinstance(e, (MainCollect, MainPay)) and e.hand == i]
            assert sum(e.amount if isinstance(e, MainPay) else -e.amount for e in mine) == h.net
        if b.side:
            assert b.net_side in (-b.side, b.side * b.side_odds) and (b.net_side < 0) is (b.side_outcome is None)


def check_results(r: Round) -> None:
    """Each hand's result from its total and the dealer's, independently of the engine's settlement."""
    dealer = r.dealer
    dt = dealer.total
    for b in r.order:
        for h in b.hands:
            assert h.result is not None
            if h.result == "bust":
                assert h.hard > 21
            elif h.result == "surrender":
                assert len(h.cards) == 2 and not h.from_split
            elif dealer.blackjack:  # a blackjack ties; the rest loses, or is handed back once the bet is taken
                assert h.result in ("push", "lose", "returned")
                assert (h.result == "push") is h.blackjack
                assert (h.result == "returned") is (not h.blackjack and h.net == 0)
            elif h.blackjack:
                assert h.result == "blackjack" and h.net == h.stake * r.rules.blackjack_ratio
            else:
                want = "win" if dt > 21 or h.total > dt else "push" if h.total == dt else "lose"
                assert h.result == want, (h.cards, dealer.cards, h.result)
    if len(dealer.cards) > 2:  # the dealer drew: on 16 or less (or a soft 17 at hit tables) only [FR-BJ-5]
        hit_soft = r.rules.soft_17 == "hit"
        for k in range(2, len(dealer.cards)):
            part = Hand(0)
            for c in dealer.cards[:k]:
                part.add(c)
            assert part.total < 17 or (hit_soft and part.total == 17 and part.soft)
        last = dealer.total
        assert last > 17 or (last == 17 and not (hit_soft and dealer.soft))


def replay_events(r: Round) -> list[Event]:
    """Rebuild the round from its events alone, as JSON (card order, bets, decisions), and play it again."""
    events = [from_dict(json.loads(json.dumps(to_dict(e)))) for e in r.events]
    assert without_shuffles(events) == without_shuffles(r.events)
    cards = [e.card for e in events if isinstance(e, Dealt)]
    again = Round(r.config, FixedShoe(r.rules, cards))
    owner = {b.n: b for b in r.order}
    bets: dict[int, list[int]] = {}
    for e in events:
        if isinstance(e, Bet) and e.kind in ("main", "side"):
            bets.setdefault(e.box, [0, 0])[e.kind == "side"] = e.amount
    for n, (main, side) in sorted(bets.items()):
        again.bet(n, main, side, player=owner[n].player, seated=owner[n].seated)
    again.deal()
    for e in events:
        if isinstance(e, Action):
            if e.action in ("insure", "decline"):
                again.insure(e.box, e.action == "insure")
            else:
                getattr(again, e.action)(e.box)
    assert again.phase is Phase.DONE
    return again.events


def without_shuffles(events: list[Event]) -> list[Event]:
    return [e for e in events if not isinstance(e, (Shuffle, Burn))]


SETTINGS = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(
    profile=st.sampled_from(["france", "puerto-rico"]),
    rules=rule_sets(),
    side=st.sampled_from(["lucky-ladies", "lucky-lucky", "none"]),
    table_id=st.sampled_from(["A", "B", "PT1", "PT2", "PT5", "PT8"]),
    seed=st.integers(0, 2**32 - 1),
    rounds=st.integers(1, 3),
    unit=st.sampled_from(["0.10", "0.50", "1", "5"]),
)
def test_random_rounds_conserve_money_cards_and_replay(
    profile: str, rules: dict[str, Any], side: str, table_id: str, seed: int, rounds: int, unit: str
) -> None:
    if side == "lucky-ladies" and table_id not in ("A", "B"):
        table_id = "A"
    if side == "lucky-lucky" and table_id in ("A", "B"):
        table_id = "PT1"
    try:
        cfg = build(profile, rules, side, table_id, unit)
    except ConfigError:  # e.g. puerto-rico rules that Lucky Lucky forbids AND no fallback: not a table
        return
    rng = random.Random(seed)
    shoe = Shoe(cfg.rules, random.Random(seed ^ 0x5EED))
    balances = {"1": START, "2": START}
    since_shuffle: Counter[str] = Counter()
    for _ in range(rounds):
        r = Round(cfg, shoe, balances)
        before = dict(balances)
        place_bets(r, rng)
        play_out(r, rng)
        check_money(r, before)
        check_results(r)
        if cfg.rules.shuffle == "continuous":
            since_shuffle.clear()
        for e in r.events:
            if isinstance(e, Shuffle):
                since_shuffle.clear()
            elif isinstance(e, Dealt):
                since_shuffle[e.card.code] += 1
                assert since_shuffle[e.card.code] <= cfg.rules.decks, f"{e.card} dealt too often"
        assert without_shuffles(replay_events(r)) == without_shuffles(r.events)


@SETTINGS
@given(seed=st.integers(0, 2**32 - 1), decks=st.integers(1, 2))
def test_small_shoes_many_boxes_never_deal_a_card_twice(seed: int, decks: int) -> None:
    """One or two decks, seven boxes, several rounds on the same shoe: a shoe can run dry mid-round."""
    cfg = build("france", {"decks": decks, "max_hands": 4, "resplit_aces": True}, "none", "A")
    rng = random.Random(seed)
    shoe = Shoe(cfg.rules, random.Random(seed + 1))
    balances = {"1": START, "2": START}
    seen: Counter[str] = Counter()
    for _ in range(4):
        r = Round(cfg, shoe, balances)
        before = dict(balances)
        for n in range(1, 8):
            r.bet(n, 10 * U, player=str(1 + n % 2))
        play_out(r, rng)
        check_money(r, before)
        for e in r.events:
            if isinstance(e, Shuffle):
                seen.clear()
            elif isinstance(e, Dealt):
                seen[e.card.code] += 1
                assert seen[e.card.code] <= decks


def test_a_refused_action_changes_nothing() -> None:
    """Random rounds: every action NOT offered by available() raises RuleError and leaves the round as it was."""
    names = ("hit", "stand", "double", "split", "surrender")
    for seed in range(60):
        rng = random.Random(seed)
        cfg = build("france", {"surrender": "late", "resplit_aces": True}, "lucky-ladies", "A")
        r = Round(cfg, Shoe(cfg.rules, random.Random(seed)), {"1": START, "2": START})
        place_bets(r, rng)
        r.deal()
        while r.phase is not Phase.DONE:
            if r.phase is Phase.INSURANCE:
                box = r.insurance_box
                assert box is not None
                r.insure(box, rng.random() < 0.5)
                continue
            offered = r.available()
            for name in names:
                if name in offered:
                    continue
                snapshot = (len(r.events), r.on_table, dict(r.balances or {}), r.to_act)
                try:
                    getattr(r, name)()
                except RuleError:
                    pass
                else:  # pragma: no cover - the failure path
                    raise AssertionError(f"{name} was not offered but went through")
                assert snapshot == (len(r.events), r.on_table, dict(r.balances or {}), r.to_act)
            getattr(r, rng.choice(offered))()


def queens_shoe(rng: random.Random, boxes: list[int], decks: int = 8) -> tuple[list[Any], set[int]]:
    """An 8-deck card order that gives some boxes a pair of queens of hearts and the dealer, often, an
    A/K/Q/J/10 first card; the rest shuffled. Returns the cards and the boxes given the pair."""
    from croupier.engine.core.cards import Card, make_decks

    pool = make_decks(decks)
    rng.shuffle(pool)
    qh = Card.parse("QH")
    pool = [c for c in pool if c != qh]
    queens = decks
    paired = {n for n in boxes if rng.random() < 0.5}
    paired = set(sorted(paired)[: queens // 2])
    firsts = [qh if n in paired else pool.pop() for n in boxes]
    if rng.random() < 0.7:
        up = next(c for c in pool if c.rank in "AKQJT")
        pool.remove(up)
    else:
        up = pool.pop()
    seconds = [qh if n in paired else pool.pop() for n in boxes]
    rest = pool + [qh] * (queens - 2 * len(paired))
    rng.shuffle(rest)
    return [*firsts, up, *seconds, *rest], paired


@SETTINGS
@given(seed=st.integers(0, 2**32 - 1), takes=st.sampled_from(["all", "original"]), peek=st.booleans())
def test_queens_of_hearts_rounds_keep_the_order_of_fr_ll_8_to_11(seed: int, takes: str, peek: bool) -> None:
    """Random rounds rich in pairs of queens of hearts: money and replay invariants hold, and the held pairs
    are paid in the order of [FR-LL-9] (before any main bet is paid) or [FR-LL-10] (after the main bets and
    insurance, once the other boxes are cleared; each held box cleared after its pay; the dealer last)."""
    from croupier.engine.core.events import Clear, SideHold

    rng = random.Random(seed)
    rules = {"decks": 8, "dealer_blackjack_takes": takes, "hole_card": "peek" if peek else "none"}
    cfg = build("france", rules, "lucky-ladies", rng.choice("AB"))
    boxes = sorted(rng.sample(range(1, 8), rng.randint(1, 7)))
    cards, paired = queens_shoe(rng, boxes)
    balances = {"1": START, "2": START}
    r = Round(cfg, FixedShoe(cfg.rules, cards), balances)
    before = dict(balances)
    for n in boxes:
        side = cents(rng, U, 20 * U) if n in paired or rng.random() < 0.5 else 0
        r.bet(n, units(rng, 10 * U, 50 * U, cfg.unit), side, player=rng.choice("12"))
    play_out(r, rng)
    check_money(r, before)
    check_results(r)
    assert without_shuffles(replay_events(r)) == without_shuffles(r.events)
    ev = r.events
    held = [e.box for e in ev if isinstance(e, SideHold)]
    up = r.dealer.cards[0]
    assert sorted(held) == sorted(n for n in paired if up.rank in "AKQJT")
    assert held == sorted(held, reverse=True)  # right to left [FR-LL-6]
    if not held:
        return
    pays = [i for i, e in enumerate(ev) if isinstance(e, SidePay) and e.box in held]
    assert [ev[i].box for i in pays] == held  # type: ignore[union-attr]
    if r.dealer.blackjack:
        assert all(ev[i].outcome == "qh-pair-dealer-bj" for i in pays)  # type: ignore[union-attr]
        settle = [i for i, e in enumerate(ev) if isinstance(e, (MainCollect, MainPush, MainReturn, InsurancePay))]
        others = [i for i, e in enumerate(ev) if isinstance(e, Clear) and e.box not in held and e.box != 0]
        assert max(settle + others) < pays[0]
        for i in pays:
            assert (type(ev[i + 1]), ev[i + 1].box) == (Clear, ev[i].box)  # type: ignore[union-attr]
        assert (type(ev[-1]), ev[-1].box) == (Clear, 0)  # type: ignore[union-attr]
    else:
        assert all(ev[i].outcome == "qh-pair" for i in pays)  # type: ignore[union-attr]
        paid = [i for i, e in enumerate(ev) if isinstance(e, (MainPay, MainPush))]
        assert not paid or pays[-1] < min(paid)
