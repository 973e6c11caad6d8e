"""Responsible play: the session clock, the reality check and the player's own limits.

- **Reality check**: every N minutes of play the table shows the time played and the net result and
  waits for the player's acknowledgement before it deals again. The director sets N (0 = off); the
  player may choose a shorter interval (his own, even when the director's is off).
- **Limits**: a loss limit (money) and a time limit (minutes) per session, set by the player. A limit
  is lowered (or set where there was none) at once; raised or removed only 24 hours after the
  request [cooling-off], the pending change shown meanwhile. A session's loss is minus its net result;
  once it reaches the limit, or once the time limit has passed, the table deals no more in that session,
  and a deal whose stakes could take the loss past the limit is refused.

Everything is journaled as audit rows (:meth:`engine.store.journal.Journal.audit`): the director's interval,
each limit request, each reality check shown and acknowledged, each limit reached. The limits and the
interval are read back from those rows (:meth:`PlayerLimits.from_rows`), so a restart cannot lift them.
Times are seconds since the epoch from an injected clock (tests fake it).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import field
from typing import TYPE_CHECKING, Any

from .errors import CroupierError
from .frozen import finish as _finish
from .money import Money, format_amount

if TYPE_CHECKING:  # what they are: frozen, slotted dataclasses (their methods made without compiling)
    from dataclasses import dataclass as record
else:
    from .frozen import record

COOLING_OFF = 24 * 3600  #: seconds before a raised (or removed) limit takes effect
LIMITS = ("loss", "time", "reality")  #: loss in mills; time and the player's reality check in minutes
DEFAULT_INTERVAL = 60  #: the director's reality-check interval (minutes) until he sets one
MAX_MINUTES = 24 * 60

KIND_LIMIT = "player-limit"
KIND_INTERVAL = "reality-check-interval"
KIND_CHECK = "reality-check"
KIND_ACK = "reality-check-ack"
KIND_REACHED = "limit-reached"


class LimitError(CroupierError):
    """A limit the player asked for that cannot be (the message says why)."""


@record(frozen=True, slots=True)
class Pending:
    """A raise (or removal) waiting for its cooling-off: ``value`` takes effect at ``effective``."""

    value: int | None
    effective: float


@record(frozen=True, slots=True)
class Change:
    """What a request did: applied at once, or pending until ``effective``."""

    limit: str
    value: int | None
    at_once: bool
    effective: float

    def detail(self, requested: float) -> dict[str, Any]:
        """The audit row's content."""
        return {"limit": self.limit, "value": self.value, "requested": requested, "effective": self.effective,
                "at_once": self.at_once}  # fmt: skip


_finish()  # Pending's and Change's methods (see engine.core.frozen)


@record()
class PlayerLimits:
    """The player's limits (None = none) with their pending raises, and the director's interval."""

    values: dict[str, int | None] = field(default_factory=lambda: dict.fromkeys(LIMITS))
    pending: dict[str, Pending] = field(default_factory=dict)
    director_interval: int = DEFAULT_INTERVAL

    def effective(self, limit: str, now: float) -> int | None:
        """The limit in force at ``now`` (a pending raise whose time has come applies)."""
        p = self.pending.get(limit)
        if p is not None and now >= p.effective:
            self.values[limit] = p.value
            del self.pending[limit]
        return self.values[limit]

    def request(self, limit: str, value: int | None, now: float) -> Change:
        """The player asks for a new limit: lower at once, higher (or none) after :data:`COOLING_OFF`."""
        if limit not in LIMITS:
            raise LimitError(f"unknown limit {limit!r} (one of {', '.join(LIMITS)})")
        if value is not None and (isinstance(value, bool) or value <= 0):
            raise LimitError(f"{limit} limit: must be more than 0, or none")
        if limit != "loss" and value is not None and value > MAX_MINUTES:
            raise LimitError(f"{limit} limit: at most {MAX_MINUTES} minutes")
        if limit == "reality" and value is not None and self.director_interval and value > self.director_interval:
            raise LimitError(f"reality check: at most the table's {self.director_interval} minutes")
        current = self.effective(limit, now)
        lower = value is not None and (current is None or value <= current)
        if lower:
            self.values[limit] = value
            self.pending.pop(limit, None)
            return Change(limit, value, True, now)
        if value == current:
            self.pending.pop(limit, None)
            return Change(limit, value, True, now)
        change = Change(limit, value, False, now + COOLING_OFF)
        self.pending[limit] = Pending(value, now + COOLING_OFF)
        return change

    def interval(self, now: float) -> int:
        """The reality check's interval in minutes (0 = off): the shorter of the director's and the
        player's, either one alone when the other is off."""
        mine = self.effective("reality", now)
        chosen = [m for m in (self.director_interval, mine) if m]
        return min(chosen) if chosen else 0

    def apply(self, kind: str, detail: Mapping[str, Any]) -> None:
        """Replay one journaled audit row (the others are ignored)."""
        if kind == KIND_INTERVAL:
            self.director_interval = int(detail["minutes"])
        elif kind == KIND_LIMIT:
            limit, value = str(detail["limit"]), detail["value"]
            if detail["at_once"]:
                self.values[limit] = value
                self.pending.pop(limit, None)
            else:
                self.pending[limit] = Pending(value, float(detail["effective"]))

    @classmethod
    def from_rows(cls, rows: Iterable[tuple[str, Mapping[str, Any]]]) -> PlayerLimits:
        """The limits as the journal's audit rows (kind, detail) leave them."""
        out = cls()
        for kind, detail in rows:
            out.apply(kind, detail)
        return out


_finish()  # PlayerLimits's methods


Audit = Callable[[str, dict[str, Any]], None]


class PlaySession:
    """One player session on the clock: time played, net result, reality checks and limits.

    ``net`` gives the session's net result so far (mills); ``audit`` journals. :meth:`deal_refusal`
    is the table's gate before each deal."""

    def __init__(
        self,
        limits: PlayerLimits,
        clock: Callable[[], float],
        net: Callable[[], Money],
        audit: Audit | None = None,
    ) -> None:
        self.limits = limits
        self.clock = clock
        self.net = net
        self.audit: Audit = audit or (lambda kind, detail: None)
        self.started = clock()
        self.checks = 0  #: reality checks shown
        self.check_open = False  #: a reality check waits for its acknowledgement
        self._last_check = self.started
        self._reached: set[str] = set()

    def elapsed(self) -> float:
        """Seconds since the session began."""
        return max(0.0, self.clock() - self.started)

    def check_due(self) -> bool:
        """A reality check is due now (none is open, the interval has passed since the last)."""
        minutes = self.limits.interval(self.clock())
        return bool(minutes) and not self.check_open and self.clock() - self._last_check >= minutes * 60

    def open_check(self) -> dict[str, Any]:
        """Show a reality check: journaled with the time played and the net result."""
        self.check_open = True
        self.checks += 1
        detail = {"elapsed": round(self.elapsed()), "net": self.net(), "at": self.clock()}
        self.audit(KIND_CHECK, detail)
        return detail

    def acknowledge(self) -> None:
        """The player read it: play may go on; the next one comes an interval later."""
        if not self.check_open:
            return
        self.check_open = False
        self._last_check = self.clock()
        self.audit(KIND_ACK, {"elapsed": round(self.elapsed()), "at": self.clock()})

    def loss(self) -> Money:
        """The session's loss so far (0 when it is ahead)."""
        return max(0, -self.net())

    def deal_refusal(self, stakes: Money = 0) -> tuple[str, dict[str, Any]] | None:
        """Why the table may not deal now, as (reason id, its figures), or None: a reality check
        waiting, the time limit passed, the loss limit reached, or stakes that could pass it."""
        now = self.clock()
        if self.check_open:
            return "reality-check", {}
        t = self.limits.effective("time", now)
        if t is not None and self.elapsed() >= t * 60:
            self._reach("time", {"minutes": t, "elapsed": round(self.elapsed())})
            return "time-limit", {"minutes": t}
        loss_limit = self.limits.effective("loss", now)
        if loss_limit is not None:
            loss = self.loss()
            if loss >= loss_limit:
                self._reach("loss", {"limit": loss_limit, "loss": loss})
                return "loss-limit", {"limit": loss_limit, "loss": loss}
            if loss + stakes > loss_limit:
                return "loss-limit-stakes", {"limit": loss_limit, "left": loss_limit - loss, "stakes": stakes}
        return None

    def _reach(self, limit: str, detail: dict[str, Any]) -> None:
        if limit not in self._reached:
            self._reached.add(limit)
            self.audit(KIND_REACHED, {"limit": limit, **detail})


def describe(reason: str, figures: Mapping[str, Any]) -> str:
    """An English sentence for a refusal (the table translates its own)."""
    if reason == "reality-check":
        return "acknowledge the reality check first"
    if reason == "time-limit":
        return f"your time limit of {figures['minutes']} minutes is reached: play stops for this session"
    if reason == "loss-limit":
        return f"your loss limit of {format_amount(figures['limit'])} is reached: play stops for this session"
    return (
        f"these bets could take your loss past your limit: {format_amount(figures['left'])} left, "
        f"{format_amount(figures['stakes'])} at stake"
    )
