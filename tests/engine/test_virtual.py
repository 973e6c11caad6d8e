"""Computer players at the table: legal moves only, bets within the limits, the computed strategy at an
error rate of 0, their money apart from the player's and balanced, journaled and resumed."""

from __future__ import annotations

import random
from collections import defaultdict
from pathlib import Path

import pytest

from croupier.engine.core import events as ev
from croupier.engine.core.events import Deal, Insure, PlaceBet
from croupier.engine.core.money import SCALE, Money
from croupier.engine.core.round import Phase, Round
from croupier.engine.core.session import PLAYER, Session, bet_player
from croupier.engine.core.table import TableConfig, build_config
from croupier.engine.core.view import RoundView
from croupier.engine.lab import stats
from croupier.engine.lab.virtual import NAMES, VirtualPlayers, turn_in_round, turn_in_view
from croupier.engine.math.strategy import Strategy, compute_strategy
from croupier.engine.store.journal import Journal
from croupier.engine.store.recovery import StreamRandom, open_session

PROFILES = ("france", "puerto-rico")


def box_nets(events: list[ev.Event]) -> dict[int, Money]:
    """Each box's net in a round from its events: what was paid minus what was collected."""
    net: dict[int, Money] = defaultdict(int)
    for e in events:
        if isinstance(e, ev.MainPay | ev.SidePay | ev.InsurancePay):
            net[e.box] += e.amount
        elif isinstance(e, ev.MainCollect | ev.SideCollect | ev.InsuranceCollect):
            net[e.box] -= e.amount
    return net


def human_turn(s: Session, players: VirtualPlayers, rng: random.Random) -> None:
    """The player's decision by the strategy (insurance declined)."""
    r = s.round
    if r.phase is Phase.INSURANCE:
        assert r.insurance_box is not None
        s.apply(Insure(r.insurance_box, False))
        return
    assert r.to_act is not None
    turn = turn_in_round(r)
    assert turn is not None
    s.act(players.advised(turn), r.to_act[0])


def play_rounds(
    config: TableConfig, seed: int, rounds: int, *, count: int, error_rate: int, check: object = None
) -> tuple[Session, VirtualPlayers, list[list[ev.Event]]]:
    """``rounds`` rounds of the player on ``human_box`` with ``count`` computer players; every computer
    decision is checked with the round's ``can()`` before it is made (and handed to ``check``)."""
    rng = random.Random(seed)
    s = Session(config, 2000 * SCALE, rng=rng)
    strategy = compute_strategy(config.rules)
    human_box = 4
    players = VirtualPlayers(config, error_rate=error_rate, side_bet=True, rng=random.Random(seed + 1),
                             strategy=strategy)  # fmt: skip
    players.seat(s, count, 300 * SCALE, avoid={human_box})
    played: list[list[ev.Event]] = []
    for _ in range(rounds):
        if s.round.phase is Phase.DONE:
            s.next_round()
            players.leave_broke(s)
        r = s.round
        s.apply(PlaceBet(human_box, config.min_bet))
        players.place_bets(s)
        s.apply(Deal())
        while r.phase is not Phase.DONE:
            if players.to_act(s) is not None:
                cmd = players.decide(s)
                assert r.can(cmd), cmd
                if callable(check):
                    check(r, cmd)
                s.apply(cmd)
            else:
                human_turn(s, players, rng)
        played.append(list(r.events))
    return s, players, played


@pytest.mark.parametrize("profile", PROFILES)
def test_computer_players_play_legal_moves_and_bet_within_the_limits(profile: str) -> None:
    """[FR-LIM-1] 300 seeded rounds, six computer players at a 25 % error rate: every move passes the
    round's can(), every main bet is within the table's limits and unit, every side bet within its own."""
    cfg = build_config(profile)
    seen: set[str] = set()

    def check(r: object, cmd: object) -> None:
        seen.add(type(cmd).__name__)

    _s, players, played = play_rounds(cfg, 7, 300, count=6, error_rate=25, check=check)
    assert {"Hit", "Stand", "Double"} <= seen  # the errors and the strategy between them use the moves
    assert players.errors > 0 and players.decisions > players.errors
    for events in played:
        for e in events:
            if isinstance(e, ev.Bet) and e.kind == "main":
                assert cfg.min_bet <= e.amount <= cfg.max_bet and e.amount % cfg.unit == 0
            if isinstance(e, ev.Bet) and e.kind == "side":
                assert cfg.side.min <= e.amount <= cfg.side_max_effective


@pytest.mark.parametrize("profile", PROFILES)
def test_error_rate_zero_plays_the_strategy_table(profile: str) -> None:
    """At an error rate of 0 every decision is the computed strategy's, and insurance is never taken [FR-BJ-6]."""
    cfg = build_config(profile)
    chart = compute_strategy(cfg.rules)
    moves = 0

    def check(r: object, cmd: object) -> None:
        nonlocal moves
        from croupier.engine.core.round import Round

        assert isinstance(r, Round)
        if isinstance(cmd, Insure):
            assert cmd.take is False
            return
        at = r.to_act
        assert at is not None
        h = r.boxes[at[0]].hands[at[1] - 1]
        want = chart.decide(list(h.cards), r.dealer_up, can_double=r.can_double(), can_split=r.can_split(),
                            can_surrender=r.can_surrender())  # fmt: skip
        assert type(cmd).__name__.lower() == want
        moves += 1

    _s, players, _ = play_rounds(cfg, 11, 200, count=4, error_rate=0, check=check)
    assert players.errors == 0 and moves > 200


@pytest.mark.parametrize("profile", PROFILES)
def test_their_money_balances_and_the_players_is_untouched(profile: str) -> None:
    """Each player's balance changes by exactly the net of his own boxes, round after round; what the
    computer players hold, took away and won or lost adds up; the player's balance follows his box alone."""
    cfg = build_config(profile)
    rng = random.Random(3)
    s = Session(cfg, 1000 * SCALE, rng=rng)
    players = VirtualPlayers(cfg, error_rate=30, side_bet=True, rng=random.Random(4),
                             strategy=compute_strategy(cfg.rules))  # fmt: skip
    players.seat(s, 5, 120 * SCALE, avoid={3})
    start_total = sum(s.others().values())
    won_by_others = 0
    for _ in range(150):
        if s.round.phase is Phase.DONE:
            s.next_round()
            players.leave_broke(s)
        before = dict(s.balances or {})
        owners: dict[int, str] = {}
        r = s.round
        s.apply(PlaceBet(3, cfg.min_bet))
        players.place_bets(s)
        owners = {n: b.player for n, b in r.boxes.items()}
        s.apply(Deal())
        while r.phase is not Phase.DONE:
            if players.to_act(s) is not None:
                s.apply(players.decide(s))
            else:
                human_turn(s, players, rng)
        assert r.on_table == 0
        nets = box_nets(r.events)
        after = dict(s.balances or {})
        for name in set(before) | set(after):
            mine = sum(nets[n] for n, p in owners.items() if p == name)
            assert after.get(name, 0) - before.get(name, 0) == mine, name
            if name != PLAYER:
                won_by_others += mine
    assert sum(s.others().values()) + sum(players.left.values()) == start_total + won_by_others
    assert s.balance is not None


def test_a_player_who_runs_out_leaves_his_box() -> None:
    """Below the table minimum a computer player leaves, taking what he has; the others stay."""
    cfg = build_config("france")
    s = Session(cfg, 1000 * SCALE, rng=random.Random(1))
    players = VirtualPlayers(cfg, strategy=compute_strategy(cfg.rules))
    players.seat(s, 2, 15 * SCALE, avoid={4})
    assert [p.box for p in players.seats.values()] == [1, 7]
    assert s.others() == {NAMES[0]: 15 * SCALE, NAMES[1]: 15 * SCALE}
    assert players.stake(s, players.seats[NAMES[1]]) == (15 * SCALE, 0)  # Bruno's 2 × €10, capped by his €15
    s.balances[NAMES[0]] = 9 * SCALE  # type: ignore[index]
    assert players.leave_broke(s) == [NAMES[0]]
    assert players.left == {NAMES[0]: 9 * SCALE} and list(players.seats) == [NAMES[1]]
    assert NAMES[0] not in s.others()
    players.seat(s, 2, 50 * SCALE, avoid={4})
    assert {p.box for p in players.seats.values()} == {7, 1} and len(players.seats) == 2


def test_seats_skip_the_players_boxes_and_stay_between_rounds() -> None:
    """They never sit on the player's boxes; seating and leaving mid-round is refused."""
    cfg = build_config("france")
    s = Session(cfg, 1000 * SCALE, rng=random.Random(2))
    players = VirtualPlayers(cfg, strategy=compute_strategy(cfg.rules))
    s.apply(PlaceBet(1, cfg.min_bet))
    players.seat(s, 6, 100 * SCALE, avoid={7})
    assert sorted(p.box for p in players.seats.values()) == [2, 3, 4, 5, 6]  # 1 bet on, 7 avoided
    players.place_bets(s)
    from croupier.engine.core.errors import RuleError

    with pytest.raises(RuleError):
        players.stand_up(s, 0)
    s.apply(Deal())
    with pytest.raises(RuleError):
        players.seat(s, 6, 100 * SCALE)
    with pytest.raises(RuleError):
        Session.apply(s, PlaceBet(1, cfg.min_bet, player="nobody"))


def test_bet_player_names_whose_bet_an_action_is() -> None:
    assert bet_player("bet", [3, 10000, 0]) == PLAYER
    assert bet_player("bet", [3, 10000, 0, "Alice"]) == "Alice"
    assert bet_player("hit", [3]) is None


def _journaled(tmp: Path, profile: str, rounds: int, stop_mid: bool) -> tuple[Journal, Session, VirtualPlayers]:
    journal = Journal(tmp / "journal.sqlite3")
    cfg = build_config(profile)
    s = open_session(journal, cfg, 1000 * SCALE, rng=StreamRandom(5))
    players = VirtualPlayers(cfg, error_rate=20, side_bet=True, rng=random.Random(6),
                             strategy=compute_strategy(cfg.rules))  # fmt: skip
    players.seat(s, 3, 200 * SCALE, avoid={4})
    rng = random.Random(0)
    for i in range(rounds):
        if s.round.phase is Phase.DONE:
            s.next_round()
            players.leave_broke(s)
        r = s.round
        s.apply(PlaceBet(4, cfg.min_bet))
        players.place_bets(s)
        s.apply(Deal())
        while r.phase is not Phase.DONE:
            if stop_mid and i == rounds - 1 and r.phase is Phase.PLAY and players.to_act(s) is None:
                return journal, s, players  # the player is to act, after some computer players
            if players.to_act(s) is not None:
                s.apply(players.decide(s))
            else:
                human_turn(s, players, rng)
    return journal, s, players


@pytest.mark.parametrize("profile", PROFILES)
def test_the_journal_keeps_their_money_apart_and_the_audit_holds(tmp_path: Path, profile: str) -> None:
    """Their bets, decisions and balances are journaled (a bet names its player); the meters count the
    player's boxes only, so the audit's balance check holds; the statistics count his hands only."""
    journal, s, _players = _journaled(tmp_path, profile, 40, stop_mid=False)
    try:
        rows = [r.data for r in journal.rows() if r.kind == "action"]
        assert any(bet_player(d["name"], d["args"]) in NAMES for d in rows)
        assert all(d["others"] == {k: v for k, v in d["others"].items() if k in NAMES} for d in rows if "others" in d)
        assert rows[-1]["others"] == s.others()
        assert journal.meters.expected_balance() == s.balance
        report = journal.verify()
        assert report.ok, report.errors
        for g in journal.last_games(5):  # the recall names the computer players' boxes, not the player's
            assert {o["box"]: o.get("player") for o in g.outcomes}[4] is None
            assert {o.get("player") for o in g.outcomes if o["box"] != 4} <= set(NAMES)
        st = stats.collect(journal)
        assert st.total.rounds == 40
        assert st.total.hands >= 40 and st.total.hands <= 40 * 4  # one box (split at most to four hands)
    finally:
        journal.close()


@pytest.mark.parametrize("profile", PROFILES)
def test_a_round_resumes_mid_play_with_their_boxes_and_balances(tmp_path: Path, profile: str) -> None:
    """Stopped while the player is to act (computer players before him have played), the journal
    resumes the round exactly: the same boxes and owners, the same balances, the same hand to play."""
    journal, s, _players = _journaled(tmp_path, profile, 6, stop_mid=True)
    r = s.round
    want = (r.phase, r.to_act, {n: (b.player, b.bet, b.side, [[c.code for c in h.cards] for h in b.hands])
                                for n, b in r.boxes.items()}, dict(s.balances or {}))  # fmt: skip
    journal.close()
    again = Journal(tmp_path / "journal.sqlite3")
    try:
        cfg = build_config(profile)
        resumed = open_session(again, cfg, 1000 * SCALE, rng=StreamRandom(5))
        r2 = resumed.round
        got = (r2.phase, r2.to_act, {n: (b.player, b.bet, b.side, [[c.code for c in h.cards] for h in b.hands])
                                     for n, b in r2.boxes.items()}, dict(resumed.balances or {}))  # fmt: skip
        assert got == want
        assert any(p != PLAYER for p, *_ in got[2].values())
        assert resumed.bettors() == {n: p for n, (p, *_) in got[2].items()}  # the ledger, replayed
        players = VirtualPlayers(cfg, strategy=compute_strategy(cfg.rules))
        players.adopt(resumed)
        assert set(players.seats) == set(resumed.others())
        rng = random.Random(1)
        while r2.phase is not Phase.DONE:
            if players.to_act(resumed) is not None:
                resumed.apply(players.decide(resumed))
            else:
                human_turn(resumed, players, rng)
        assert again.verify().ok
    finally:
        again.close()


def test_the_settings_file_seats_them_and_names_a_bad_field() -> None:
    """``[virtual_players]`` round-trips through the settings file; a count above 6, an error rate above
    100 % or a bankroll below the table minimum is refused, naming its field."""
    from dataclasses import replace

    from croupier.engine.core.errors import ConfigError
    from croupier.engine.store import settings as st
    from croupier.engine.store.settings_data import Settings, diff

    s = replace(Settings(), virtual_players=3, virtual_error_rate=10, virtual_bankroll=200 * SCALE,
                virtual_side_bet=True)  # fmt: skip
    text = st.to_toml(s)
    assert "[virtual_players]" in text and "[virtual_players]" not in st.to_toml(Settings())
    assert st.parse(text.encode()) == s.normalised()
    assert ("virtual_players.count", "0", "3") in diff(Settings(), s)
    for bad, field in ((dict(virtual_players=7), "count"), (dict(virtual_error_rate=101), "error_rate"),
                       (dict(virtual_bankroll=5 * SCALE), "bankroll")):  # fmt: skip
        with pytest.raises(ConfigError) as e:
            replace(Settings(), **bad).validate()  # type: ignore[arg-type]
        assert e.value.field == f"virtual_players.{field}"
    with pytest.raises(st.SettingsError) as e2:
        st.parse(b"schema = 1\n[virtual_players]\ncount = 9\n")
    assert "virtual_players.count" in str(e2.value)


def test_a_new_table_seats_them_again_with_their_own_money() -> None:
    cfg = build_config("france")
    s = Session(cfg, 1000 * SCALE, rng=random.Random(1))
    players = VirtualPlayers(cfg)
    sat = players.reseat(s, {"Chloé": 70 * SCALE, "Alice": 5 * SCALE, "Farid": 40 * SCALE}, avoid={1})
    assert [(p.name, p.box) for p in sat] == [("Chloé", 7), ("Farid", 2)]  # Alice is below the minimum
    assert s.others() == {"Chloé": 70 * SCALE, "Farid": 40 * SCALE}


# ---------------------------------------------------------------------- deciding from the shown view


class _Hidden:
    """A round whose boxes, hands and dealer cannot be read (only whose turn it is and what it allows)."""

    def __init__(self, r: object) -> None:
        self._r = r

    def __getattr__(self, name: str) -> object:
        if name in ("phase", "to_act", "insurance_box", "can") or name.startswith("can_"):
            return getattr(self._r, name)
        raise AssertionError(f"read the round's {name!r}")


class _HiddenSession:
    """A session whose round is :class:`_Hidden` (a compiled session takes no other round than a
    :class:`Round`, so the hiding wraps the session): everything else is the session's own."""

    def __init__(self, s: Session) -> None:
        self._s = s
        self.round = _Hidden(s.round)

    def __getattr__(self, name: str) -> object:
        return getattr(self._s, name)


def _old_advised(r: Round, chart: Strategy) -> str:
    """The choice as it was made from the round's own boxes before the view-based one (kept here to
    compare): decline insurance, else the chart's move if the round allows it, else stand."""
    if r.phase is Phase.INSURANCE:
        return "decline"
    at = r.to_act
    assert at is not None
    hand = r.boxes[at[0]].hands[at[1] - 1]
    move = str(chart.decide(list(hand.cards), r.dealer_up, can_double=r.can_double(), can_split=r.can_split(),
                            can_surrender=r.can_surrender()))  # fmt: skip
    if move not in ("hit", "stand", "double", "split", "surrender") or not getattr(r, f"can_{move}")():
        move = "stand"
    return move


@pytest.mark.parametrize("profile", PROFILES)
@pytest.mark.parametrize("error_rate", [0, 25])
def test_the_choice_from_the_view_is_the_choice_from_the_round(profile: str, error_rate: int) -> None:
    """Over 250 seeded rounds with six computer players, each decision made from the round's events
    folded into a view (the round hidden, asked only whose turn it is and what it allows) is the one made
    from the round's own hands by a twin with the same random source, and (at an error rate of 0) the
    old round-based choice; splits and doubles included."""
    cfg = build_config(profile)
    chart = compute_strategy(cfg.rules)
    s = Session(cfg, 5000 * SCALE, rng=random.Random(21))
    seen = VirtualPlayers(cfg, error_rate=error_rate, side_bet=True, rng=random.Random(8), strategy=chart)
    twin = VirtualPlayers(cfg, error_rate=error_rate, side_bet=True, rng=random.Random(8), strategy=chart)
    seen.seat(s, 6, 10_000 * SCALE, avoid={4})
    twin.seats = dict(seen.seats)
    decisions: set[str] = set()
    for _ in range(250):
        if s.round.phase is Phase.DONE:
            s.next_round()
        r = s.round
        seen.place_bets(s)
        s.apply(Deal())
        while r.phase is not Phase.DONE:
            assert seen.to_act(s) is not None  # only computer players sit: every turn is theirs
            view = RoundView.of(r.events)
            old = _old_advised(r, chart)
            want = twin.decide(s)
            got = seen.decide(_HiddenSession(s), view)  # type: ignore[arg-type]
            assert got == want, (got, want)
            if error_rate == 0:
                assert type(got).__name__.lower() == old or (isinstance(got, Insure) and old == "decline")
            decisions.add(type(got).__name__)
            s.apply(got)
    assert {"Hit", "Stand", "Double", "Split"} <= decisions, decisions
    assert seen.decisions == twin.decisions > 1000 and seen.errors == twin.errors
    assert (seen.errors > 0) == (error_rate > 0)


def test_a_turn_the_view_does_not_show_yet_is_refused() -> None:
    """Asked to decide from a view behind the round (the hand not dealt in it), he refuses clearly."""
    cfg = build_config("france")
    s = Session(cfg, 1000 * SCALE, rng=random.Random(3))
    players = VirtualPlayers(cfg, strategy=compute_strategy(cfg.rules))
    players.seat(s, 1, 100 * SCALE)
    players.place_bets(s)
    s.apply(Deal())
    while s.round.phase is Phase.INSURANCE:
        s.apply(players.decide(s))
    assert players.to_act(s) is not None
    assert turn_in_view(s.round, RoundView()) is None
    from croupier.engine.core.errors import RuleError

    with pytest.raises(RuleError, match="not in the view"):
        players.decide(s, RoundView())
    assert turn_in_view(s.round, RoundView.of(s.round.events)) == turn_in_round(s.round)


def test_the_session_ledger_says_whose_bet_each_box_holds() -> None:
    """The session answers who bet where from the bet actions it ran: placed, replaced, taken back, a
    new round empty; a computer player's turn is his box's bet, not merely his seat."""
    from croupier.engine.core.errors import RuleError

    cfg = build_config("france")
    s = Session(cfg, 1000 * SCALE, rng=random.Random(4))
    players = VirtualPlayers(cfg, strategy=compute_strategy(cfg.rules))
    players.seat(s, 2, 100 * SCALE, avoid={4})
    s.apply(PlaceBet(4, cfg.min_bet))
    s.apply(PlaceBet(5, cfg.min_bet))
    s.act("remove_bet", 5)
    players.place_bets(s)
    assert s.bettors() == {1: NAMES[0], 4: PLAYER, 7: NAMES[1]}
    assert s.bettors() == {n: b.player for n, b in s.round.boxes.items()}
    with pytest.raises(RuleError, match=r"\[FR-BJ-2\]"):  # Alice's box: the player may not replace her bet
        s.apply(PlaceBet(1, cfg.min_bet))
    assert s.bettors() == {1: NAMES[0], 4: PLAYER, 7: NAMES[1]}
    with pytest.raises(RuleError, match=r"\[FR-BJ-2\] box 1 holds player Alice's bet"):  # nor take it back
        s.act("remove_bet", 1)
    assert s.bettors() == {1: NAMES[0], 4: PLAYER, 7: NAMES[1]}
    s.act("remove_bet", 1, NAMES[0])  # she takes her bet back herself, the box is free: the player bets on it
    s.apply(PlaceBet(1, cfg.min_bet))
    assert s.bettors() == {1: PLAYER, 4: PLAYER, 7: NAMES[1]} == {n: b.player for n, b in s.round.boxes.items()}
    s.apply(Deal())
    while s.round.phase is Phase.INSURANCE:
        human_turn(s, players, random.Random(0))
    at = s.round.to_act
    assert at is not None and at[0] == 1 and players.to_act(s) is None  # box 1 is the player's now, not Alice's
    players.play(s)
    while s.round.phase is not Phase.DONE:
        human_turn(s, players, random.Random(0))
        players.play(s)
    s.next_round()
    assert s.bettors() == {}


def test_one_who_ran_out_gives_his_seat_to_a_newcomer() -> None:
    """Alice leaves out of money; the seat she leaves goes to the next name who never sat, not to her."""
    cfg = build_config("france")
    s = Session(cfg, 1000 * SCALE, rng=random.Random(1))
    players = VirtualPlayers(cfg)
    players.seat(s, 3, 50 * SCALE, avoid={4})
    s.balances[NAMES[0]] = 0  # type: ignore[index]
    assert players.leave_broke(s) == [NAMES[0]]
    sat = players.seat(s, 3, 50 * SCALE, avoid={4})
    assert [(p.name, p.box) for p in sat] == [(NAMES[3], 1)]
    assert NAMES[0] not in s.others() and players.left[NAMES[0]] == 0


@pytest.mark.parametrize("legacy", [False, True], ids=["named", "journaled-without-player"])
def test_their_bets_taken_back_are_journaled_as_theirs_and_deal_again(tmp_path: Path, legacy: bool) -> None:
    """[FR-BJ-2] A computer player takes his own bet back (the deal did not happen): the journal names him in
    the ``remove_bet`` row, and the audit and a resume deal it again. A journal written when the row
    named only the box (``legacy``) deals again too: the row is the bet's owner's."""
    journal = Journal(tmp_path / "journal.sqlite3")
    cfg = build_config("france")
    s = open_session(journal, cfg, 1000 * SCALE, rng=StreamRandom(5))
    if legacy:  # the journal records the row as the engine wrote it before
        observe = s.observers[0]

        def old_form(session: Session, name: str, args: tuple[object, ...], events: list[ev.Event]) -> None:
            observe(session, name, args[:1] if name == "remove_bet" else args, events)

        s.observers[0] = old_form
    players = VirtualPlayers(cfg, strategy=compute_strategy(cfg.rules))
    players.seat(s, 2, 100 * SCALE, avoid={4})
    s.apply(PlaceBet(4, cfg.min_bet))
    players.place_bets(s)
    theirs = {n: name for n, name in s.bettors().items() if name != PLAYER}
    assert len(theirs) == 2
    players.remove_bets(s)
    assert s.bettors() == {4: PLAYER} and s.others() == dict.fromkeys(theirs.values(), 100 * SCALE)
    players.place_bets(s)
    s.apply(Deal())
    try:
        removals = [r.data["args"] for r in journal.rows() if r.kind == "action" and r.data["name"] == "remove_bet"]
        want = [[n] if legacy else [n, name] for n, name in sorted(theirs.items())]
        assert sorted(removals) == want
        report = journal.verify()
        assert report.ok and report.redealt == 1, report.errors
        journal.close()
        again = Journal(tmp_path / "journal.sqlite3")
        resumed = open_session(again, cfg, 1000 * SCALE, rng=StreamRandom(5))
        assert resumed.bettors() == s.bettors() and resumed.others() == s.others()
        assert {n: b.player for n, b in resumed.round.boxes.items()} == {n: b.player for n, b in s.round.boxes.items()}
        again.close()
    finally:
        journal.close()
