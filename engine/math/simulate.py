"""The simulator: many rounds through the real round state machine, compared with the exact figures.

Each box bets the table minimum with the side-bet minimum beside it, balance unlimited, and plays
the basic strategy computed for the rules (:mod:`engine.math.strategy`). Money is summed in int mills;
a bet type's return is net / stake with a 95 % interval over rounds (the boxes of one round share the
dealer, so the round is the unit).
Reproducible for a seed and a worker count: worker ``i`` shuffles with a seed derived from both.
Workers are processes of a :class:`concurrent.futures.ProcessPoolExecutor`. The loop that plays the
rounds is :mod:`engine.math.sim_play` (compiled with the round when the build is there), the player
:mod:`engine.math.sim_policy`.
"""

from __future__ import annotations

import hashlib
import math
import multiprocessing
import os
import time
from collections import Counter
from collections.abc import Callable
from concurrent.futures import FIRST_EXCEPTION, ProcessPoolExecutor, wait
from dataclasses import dataclass, field
from typing import Any

try:  # only mypyc reads the decorator (tools/build_compiled.py); the simulator needs no package for it
    from mypy_extensions import mypyc_attr
except ImportError:

    def mypyc_attr(*_: Any, **__: Any) -> Callable[[type], type]:  # type: ignore[misc]
        return lambda cls: cls


from ..core.errors import ConfigError, RuleError
from ..core.table import TableConfig
from . import sim_play
from .odds import insurance_return, side_bet_odds
from .sim_play import TICK_EVERY, play_rounds
from .sim_policy import Fallback as Fallback  # the cheap policy, where it always was
from .sim_policy import Policy

Z95 = 1.959963984540054  # two-sided 95 % quantile of the normal law
NEVER, ALWAYS = "never", "always"
COMPUTED_LABEL = "basic strategy computed for these rules (croupier.engine.math.strategy)"
PROGRESS_EVERY = TICK_EVERY  # rounds between progress ticks
RARE_ENOUGH = 10  # a normal interval needs each paying row expected about this many times


def load_policy(rules: Any) -> tuple[Policy, str, bool]:
    """(policy, label, computed?): the basic strategy computed for ``rules``."""
    from .strategy import compute_strategy

    strategy: Policy = compute_strategy(rules)
    return strategy, COMPUTED_LABEL, True


# ------------------------------------------------------------------------------------- tallies


@mypyc_attr(native_class=False)  # plain data, read with vars() like any dataclass
@dataclass
class Tally:
    """Sums over rounds of one bet type, in mills: x = the round's net, s = its stake."""

    rounds: int = 0  # rounds in which the bet was made
    bets: int = 0  # boxes (or insured boxes) that made it
    stake: int = 0
    net: int = 0
    net2: int = 0
    stake2: int = 0
    cross: int = 0

    def add(self, net: int, stake: int, bets: int) -> None:
        """One round's total for this bet."""
        self.rounds += 1
        self.bets += bets
        self.stake += stake
        self.net += net
        self.net2 += net * net
        self.stake2 += stake * stake
        self.cross += net * stake

    def merge(self, o: Tally) -> None:
        """Add another worker's sums."""
        for f in ("rounds", "bets", "stake", "net", "net2", "stake2", "cross"):
            setattr(self, f, getattr(self, f) + getattr(o, f))

    @property
    def ret(self) -> float | None:
        """Net per unit staked, or None when nothing was staked."""
        return self.net / self.stake if self.stake else None

    def interval(self) -> tuple[float, float] | None:
        """95 % interval of the return (normal law; delta method for the ratio of sums)."""
        if self.rounds < 2 or not self.stake:
            return None
        r = self.net / self.stake
        ss = self.net2 - 2 * r * self.cross + r * r * self.stake2  # Σ (x - r s)²
        var = max(ss, 0.0) * self.rounds / (self.rounds - 1) / (self.stake * self.stake)
        h = Z95 * math.sqrt(var)
        return r - h, r + h


@mypyc_attr(native_class=False)
@dataclass
class Totals:
    """What one worker (or all together) played."""

    rounds: int = 0
    hands: int = 0
    main: Tally = field(default_factory=Tally)
    first: Tally = field(default_factory=Tally)  # the main game in rounds dealt from a full shoe
    insurance: Tally = field(default_factory=Tally)
    side: Tally = field(default_factory=Tally)
    side_outcomes: Counter[str] = field(default_factory=Counter)
    refused: int = 0  # strategy answers the round refused (played as stand)
    cpu: float = 0.0  # seconds of process CPU time the workers spent playing (summed over workers)

    def merge(self, o: Totals) -> None:
        """Add another worker's totals."""
        self.rounds += o.rounds
        self.hands += o.hands
        self.main.merge(o.main)
        self.first.merge(o.first)
        self.insurance.merge(o.insurance)
        self.side.merge(o.side)
        self.side_outcomes.update(o.side_outcomes)
        self.refused += o.refused
        self.cpu += o.cpu


# ---------------------------------------------------------------------------------------- play


def worker_seed(seed: int, worker: int, workers: int) -> int:
    """The shuffle seed of one worker, derived from the run's seed and worker count."""
    digest = hashlib.sha256(f"croupier-simulate/{seed}/{workers}/{worker}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def play(
    config: TableConfig,
    policy: Policy,
    rounds: int,
    boxes: int,
    seed: int,
    insure: bool = False,
    tick: Callable[[int], None] | None = None,
) -> Totals:
    """Play ``rounds`` rounds of ``boxes`` boxes through :class:`Session` and sum the results
    (the loop is :func:`engine.math.sim_play.play_rounds`; its int sums become :class:`Tally` records)."""
    cpu = time.process_time()
    s = play_rounds(config, policy, rounds, boxes, seed, insure, tick)
    cpu = time.process_time() - cpu
    n = boxes
    stake = n * config.min_bet
    tot = Totals(rounds=s.rounds, hands=s.hands, refused=s.refused, cpu=cpu)
    tot.main = _constant_stake(s.rounds, n, stake, s.m_net, s.m_net2)
    tot.first = _constant_stake(s.f_rounds, n, stake, s.f_net, s.f_net2)
    tot.insurance = Tally(s.i_rounds, s.i_bets, s.i_stake, s.i_net, s.i_net2, s.i_stake2, s.i_cross)
    side = config.side.min if config.side.game != "none" else 0
    if side:
        tot.side = _constant_stake(s.rounds, n, n * side, s.s_net, s.s_net2)
        tot.side_outcomes.update(s.outcomes)
        lost = s.rounds * n - s.s_won
        if lost:
            tot.side_outcomes["lose"] = lost
    return tot


def _constant_stake(rounds: int, bets: int, stake: int, net: int, net2: int) -> Tally:
    """The tally of ``rounds`` rounds that each staked ``stake`` on ``bets`` boxes."""
    return Tally(rounds, rounds * bets, rounds * stake, net, net2, rounds * stake * stake, net * stake)


# ------------------------------------------------------------------------------- the whole run


@dataclass(frozen=True)
class Figure:
    """One bet type's simulated return beside its exact figure."""

    name: str
    bets: int
    stake: int
    net: int
    ret: float | None
    interval: tuple[float, float] | None
    exact: float | None
    exact_source: str

    @property
    def inside(self) -> bool | None:
        """Whether the exact figure lies in the 95 % interval (None when either is missing)."""
        if self.exact is None or self.interval is None:
            return None
        return self.interval[0] <= self.exact <= self.interval[1]


@dataclass(frozen=True)
class SimResult:
    """A finished run: totals, figures and how it was played."""

    config: TableConfig
    rounds: int
    boxes: int
    seed: int
    workers: int
    insurance: str
    policy: str
    computed_policy: bool
    seconds: float
    totals: Totals
    figures: tuple[Figure, ...]
    cautions: tuple[str, ...] = ()
    side_expected: tuple[tuple[str, float], ...] = ()  # each side-bet row's exact expected count
    engine: str = ""  # which build of the round (and of the simulator's loop) played, see engine_build()

    @property
    def flags(self) -> list[str]:
        """The bet types whose exact figure falls outside the interval."""
        return [f.name for f in self.figures if f.inside is False]


class Stopped(Exception):
    """A worker stops early because another failed (the run is abandoned; its error is the one raised)."""


_shared: tuple[Any, Any] | None = None  # in a worker process: the progress counter and the stop flag


def _init_worker(counter: Any, stop: Any) -> None:
    global _shared
    _shared = (counter, stop)


def _tick(k: int) -> None:
    """Count a worker's rounds for the progress bar; stop when the run was abandoned."""
    assert _shared is not None
    counter, stop = _shared
    with counter.get_lock():
        counter.value += k
    if stop.value:
        raise Stopped("another worker failed")


def _play_share(config: TableConfig, policy: Policy, rounds: int, boxes: int, seed: int, insure: bool) -> Totals:
    """One worker's share of the run (in a worker process)."""
    return play(config, policy, rounds, boxes, seed, insure, _tick)


def run_workers(
    config: TableConfig,
    policy: Policy,
    rounds: int,
    boxes: int,
    seed: int,
    workers: int,
    insure: bool,
    progress: Callable[[int], None] | None = None,
) -> Totals:
    """Split the rounds between ``workers`` processes and add up.

    One worker plays in this process; more are the processes of a :class:`ProcessPoolExecutor`,
    each given its whole share at once (one task a worker: the policy and table go out once, one
    :class:`Totals` comes back) and reporting progress through a shared counter every
    :data:`PROGRESS_EVERY` rounds. Forked where the system can (the workers start at once with the
    modules already loaded, compiled ones included), spawned elsewhere. A worker's failure is raised
    here; the others see the stop flag at their next tick and end."""
    shares = [rounds // workers + (1 if i < rounds % workers else 0) for i in range(workers)]
    if workers == 1:
        played = [0]

        def tick(k: int) -> None:
            played[0] += k
            if progress is not None:
                progress(played[0])

        return play(config, policy, rounds, boxes, worker_seed(seed, 0, 1), insure, tick)
    methods = multiprocessing.get_all_start_methods()
    ctx: Any = multiprocessing.get_context("fork" if "fork" in methods else "spawn")
    counter = ctx.Value("q", 0)
    stop = ctx.Value("b", 0, lock=False)
    with ProcessPoolExecutor(workers, mp_context=ctx, initializer=_init_worker, initargs=(counter, stop)) as pool:
        futures = [
            pool.submit(_play_share, config, policy, shares[i], boxes, worker_seed(seed, i, workers), insure)
            for i in range(workers)
        ]
        try:
            pending = set(futures)
            while pending:
                done, pending = wait(pending, timeout=0.2, return_when=FIRST_EXCEPTION)
                for f in done:
                    f.result()  # a worker's exception stops the run here
                if progress is not None:
                    progress(int(counter.value))
        except BaseException:
            stop.value = 1  # the others end at their next tick; leaving the pool waits for them
            raise
    total = Totals()
    for f in futures:
        total.merge(f.result())
    return total


def simulate(
    config: TableConfig,
    rounds: int,
    boxes: int,
    seed: int,
    workers: int = 1,
    insurance: str = NEVER,
    progress: Callable[[int], None] | None = None,
    policy: tuple[Policy, str, bool] | None = None,
    exact_main: Callable[[], tuple[float | None, str]] | None = None,
) -> SimResult:
    """Play the run and set each bet type's return beside its exact figure."""
    if not 1 <= boxes <= 7:
        raise ConfigError("--boxes", f"must be 1–7, got {boxes}")
    if rounds < 1:
        raise ConfigError("--rounds", f"must be ≥ 1, got {rounds}")
    if workers < 1:
        raise ConfigError("--workers", f"must be ≥ 1, got {workers}")
    if insurance not in (NEVER, ALWAYS):
        raise ConfigError("--insurance", f"must be {NEVER} or {ALWAYS}, got {insurance!r}")
    try:  # the bets themselves must pass the table's checks
        config.check_bet(config.min_bet, config.side.min if config.side.game != "none" else 0)
    except RuleError as e:
        raise ConfigError("bets", str(e)) from None
    pol, label, computed = policy if policy is not None else load_policy(config.rules)
    t0 = time.perf_counter()
    tot = run_workers(config, pol, rounds, boxes, seed, workers, insurance == ALWAYS, progress)
    seconds = time.perf_counter() - t0
    decks = config.rules.decks
    main_exact, main_src = exact_main() if exact_main is not None else main_exact_figure(config, computed)
    if config.rules.shuffle == "continuous":  # every round is dealt from a full shoe: the exact figure is its own
        figures = [_figure("main", tot.main, main_exact, main_src)]
    else:
        # a round dealt from a full shoe has the full shoe's exact figure; later rounds do not: which
        # of them are dealt depends on the cards the earlier ones used (the cut-card effect), and no
        # exact figure for them is computed, so every round is shown beside none (the exact comparison first)
        figures = [
            _figure("main-first", tot.first, main_exact, main_src.replace("exact:", "exact (full shoe):", 1)),
            _figure("main", tot.main, None, _cut_card_note(tot)),
        ]
    figures += [
        _figure(
            "insurance",
            tot.insurance,
            float(insurance_return(decks)),
            f"exact: 3 × tens / (cards − 1) − 1 for a {decks}-deck shoe less the dealer's ace",
        ),
    ]
    cautions: list[str] = []
    expected: list[tuple[str, float]] = []
    table = config.side.table
    if table is not None:
        exact = side_bet_odds(table, decks, check=False)
        expected = [(r.outcome, float(tot.side.bets * r.probability)) for r in exact.outcomes]
        src = f"exact: croupier.engine.math.odds, {table.game} table {table.id}, {decks} decks"
        figures.append(_figure("side", tot.side, float(exact.expected_return), src))
        rare = min((r for r in exact.outcomes if r.odds > 0 and r.count), key=lambda r: r.probability, default=None)
        if rare is not None and tot.side.bets * rare.probability < RARE_ENOUGH:
            cautions.append(
                f"side: the {rare.outcome} row ({rare.odds} to 1) is expected only "
                f"{float(tot.side.bets * rare.probability):.1f} times in {tot.side.bets:,} bets; the interval is "
                f"not reliable before about {math.ceil(RARE_ENOUGH / rare.probability):,} bets"
            )
    return SimResult(
        config,
        rounds,
        boxes,
        seed,
        workers,
        insurance,
        label,
        computed,
        seconds,
        tot,
        tuple(figures),
        tuple(cautions),
        tuple(expected),
        engine_build(),
    )


def _cut_card_note(tot: Totals) -> str:
    """The main game's source line in a cut-card shoe: no exact figure, the measured difference instead."""
    note = "none for every round of a cut-card shoe (main-first is the exact comparison)"
    iv = tot.first.interval()
    if tot.main.ret is None or tot.first.ret is None or iv is None:
        return note
    return (
        f"{note}; every round returns {100 * (tot.main.ret - tot.first.ret):+.3f} pp against the first round of "
        f"each shoe ({tot.first.rounds:,} of {tot.main.rounds:,} rounds, its interval ±{50 * (iv[1] - iv[0]):.3f} pp): "
        "the cut-card effect as measured here"
    )


def _figure(name: str, t: Tally, exact: float | None, source: str) -> Figure:
    return Figure(name, t.bets, t.stake, t.net, t.ret, t.interval(), exact, source)


def main_exact_figure(config: TableConfig, computed_policy: bool) -> tuple[float | None, str]:
    """The base game's exact return from ``engine.math.basegame`` when the policy is the one it assumes."""
    if not computed_policy:
        return None, "none: the fallback policy is not the strategy the exact figure assumes"
    from .basegame import house_edge

    res = house_edge(config.rules)
    return -float(res.house_edge), f"exact: croupier.engine.math.basegame ({res.method})"


def engine_build() -> str:
    """Which build plays: the round and the simulator's loop compiled, or Python source (the workers,
    forked or spawned, import the same modules as this process)."""
    from ..core import round as round_module

    if round_module.COMPILED and sim_play.COMPILED:
        return "compiled (mypyc): the round and the simulator's loop"
    if round_module.COMPILED:
        return "compiled (mypyc): the round; the simulator's loop is Python source"
    return "Python source (tools/build_compiled.py builds the compiled engine)"


def cpu_count() -> int:
    """Cores this process may use."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # pragma: no cover - not Linux
        return os.cpu_count() or 1
