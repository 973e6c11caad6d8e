"""The director's meters report: the stored meters, the audit's verdict and head hash, and the
theoretical return of each bet type beside the actual one.

Shared by ``croupier meters`` and the director's Meters page (which exports it as CSV or JSON and
prints it). The actual return of a bet type is its wins over its bets; for the main game it is also
given per initial bet (``1 + net / initial bets``, doubles and splits included in the net), the
basis of the theoretical figure (:mod:`engine.math.rtp`), which is that of the journal's last table
configuration. Hyper black jack's theoretical return depends on the cases bet: it is the return of
each case (:mod:`engine.math.hyper_odds`) weighted by the stakes the journal holds on it [FR-HBJ-2].
"""

from __future__ import annotations

import csv
import io
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from ..core.money import Money, format_amount
from ..core.rules import Rules
from ..math.hyper_odds import hyper_odds
from ..math.rtp import main_return, quick_returns
from ..store.journal import Journal
from ..store.journal_audit import AuditReport
from ..store.journal_rows import config_from_data
from ..store.meters import MeterFold, Meters


@dataclass(frozen=True)
class MetersReport:
    """Everything the Meters page and ``croupier meters`` show."""

    path: str
    meters: Meters  #: the stored meters (those ``croupier audit`` prints)
    audit_ok: bool
    audit_errors: tuple[str, ...]
    rows: int
    head: str
    balance: Money | None
    initial_main: Money  #: the main bets as placed before the deal (without doubles and splits)
    theoretical: dict[str, float | None]  #: bet type → return (None: not known for this type)
    config: dict[str, Any] | None = None  #: the journal's last table configuration (plain data)

    def actual(self, kind: str) -> float | None:
        """Wins over bets for a bet type (None before any bet)."""
        bets = self.meters.bets.get(kind, 0)
        return None if not bets else self.meters.wins.get(kind, 0) / bets

    def actual_per_initial(self) -> float | None:
        """The main game's actual return per initial bet."""
        if not self.initial_main:
            return None
        m = self.meters
        return 1 + (m.wins["main"] - m.bets["main"]) / self.initial_main

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: amounts as decimal strings, returns as fractions of 1."""
        m = self.meters
        f = format_amount
        kinds = list(m.bets)
        return {
            "journal": self.path,
            "games": m.games,
            "start": f(m.start),
            "money_in": f(m.money_in),
            "money_out": f(m.money_out),
            "bets": {k: f(m.bets[k]) for k in kinds},
            "wins": {k: f(m.wins.get(k, 0)) for k in kinds},
            "initial_main_bets": f(self.initial_main),
            "actual_return": {k: self.actual(k) for k in kinds},
            "actual_return_main_per_initial_bet": self.actual_per_initial(),
            "theoretical_return": {k: self.theoretical.get(k) for k in kinds},
            "balance": None if self.balance is None else f(self.balance),
            "audit": {"ok": self.audit_ok, "errors": list(self.audit_errors), "rows": self.rows, "head": self.head},
        }

    def rows_table(self) -> list[list[str]]:
        """The report as a table of text cells (for CSV and print): label, value, … ."""
        m = self.meters
        f = format_amount

        def pct(x: float | None) -> str:
            return "" if x is None else f"{x * 100:.4f}%"

        out = [["games played", str(m.games)], ["starting credit", f(m.start)], ["money in", f(m.money_in)],
               ["money out", f(m.money_out)], ["balance", "" if self.balance is None else f(self.balance)],
               [], ["bet type", "bets", "wins", "actual return", "theoretical return"]]  # fmt: skip
        for k in m.bets:
            out.append([k, f(m.bets[k]), f(m.wins.get(k, 0)), pct(self.actual(k)), pct(self.theoretical.get(k))])
        out.append(["main per initial bet", f(self.initial_main), "", pct(self.actual_per_initial()),
                    pct(self.theoretical.get("main"))])  # fmt: skip
        out += [[], ["audit", "OK" if self.audit_ok else "FAIL"], ["rows", str(self.rows)], ["head", self.head]]
        out += [["error", e] for e in self.audit_errors]
        return out

    def csv(self) -> str:
        """The report as CSV."""
        buf = io.StringIO()
        csv.writer(buf, lineterminator="\n").writerows(self.rows_table())
        return buf.getvalue()


def theoretical_returns(config_data: dict[str, Any] | None, *, main: bool = True) -> dict[str, float | None]:
    """Each bet type's theoretical return under a journaled table configuration (``main``: include
    the slow main-game figure)."""
    if config_data is None:
        return {}
    config = config_from_data(config_data)
    q = quick_returns(config)

    def fl(x: Fraction | None) -> float | None:
        return None if x is None else float(x)

    out: dict[str, float | None] = {"insurance": fl(q.insurance), "side": fl(q.side)}
    out["main"] = main_return(config.rules) if main else None
    return out


def build_report(
    journal: Journal, *, audit: AuditReport | None = None, main: Callable[[Rules], float | None] | None = None
) -> MetersReport:
    """The report for a journal (``audit``: an audit already made; ``main``: where the main game's
    return comes from instead of computing it here, e.g. a cache that is still working: None)."""
    report = audit if audit is not None else journal.verify()
    walked = report.walked  # the audit's fold counted them on its way through every row
    stats = report.initial_main if walked else collect_initial(journal)
    config = journal.last_config()
    theo = theoretical_returns(config, main=main is None)
    if main is not None and config is not None:
        theo["main"] = main(config_from_data(config).rules)
    if config is not None and config_from_data(config).hyper.offered:  # else no walk of the journal
        theo["hyper"] = hyper_return(config, report.hyper_cases if walked else hyper_case_stakes(journal))
    return MetersReport(
        path=str(journal.path),
        meters=report.stored,
        audit_ok=report.ok,
        audit_errors=tuple(report.errors),
        rows=report.rows,
        head=report.head,
        balance=report.balance,
        initial_main=stats,
        theoretical=theo,
        config=config,
    )


def _walk(journal: Journal) -> MeterFold:
    """The meters' fold over every row of the journal (:class:`engine.store.meters.MeterFold`)."""
    fold = MeterFold()
    for r in journal.rows():
        if r.kind == "round":
            fold.begin_round()
        elif r.kind == "action":
            d = r.data
            fold.action(d["name"], d["args"], fold.read(d))
    return fold


def collect_initial(journal: Journal) -> Money:
    """The main bets as placed before each deal (without doubles and splits), over the whole journal."""
    return _walk(journal).initial_main


def hyper_case_stakes(journal: Journal) -> dict[str, Money]:
    """The hyper black jack stakes dealt, case by case, over the whole journal [FR-HBJ-4]."""
    return _walk(journal).hyper_cases


def hyper_return(config_data: dict[str, Any], stakes: dict[str, Money]) -> float | None:
    """The theoretical return of hyper black jack stakes spread over the cases as ``stakes``, under a
    journaled table configuration (None without stakes or where the table does not offer it)."""
    total = sum(stakes.values())
    if not total:
        return None
    config = config_from_data(config_data)
    if not config.hyper.offered:
        return None
    odds = hyper_odds(config.rules)
    ret = sum(Fraction(s) * (1 - odds.outcome(c).house_edge) for c, s in stakes.items()) / total
    return float(ret)


__all__ = ["MetersReport", "build_report", "collect_initial", "hyper_case_stakes", "hyper_return",
           "theoretical_returns"]  # fmt: skip
