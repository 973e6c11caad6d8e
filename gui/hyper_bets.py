"""Hyper black jack betting at the table [FR-HBJ-3] [FR-HBJ-4]: the chips stacked on the cases of
the field (:mod:`gui.hyper_field` draws them) go into the engine as soon as they make a stake it
accepts, the engine's answer (``can_``/``verify_``) decides, and what is held is read from the
betting events, never from the round's boxes."""

from __future__ import annotations

from typing import TYPE_CHECKING

from croupier.engine.core.errors import RuleError
from croupier.engine.core.hyper import CASES
from croupier.engine.core.money import Money
from croupier.engine.core.round import Phase

from . import artwork
from .betting import hyper_kind, hyper_refusal, is_hyper
from .hyper_field import AMOUNT_PX, CaseBadge, HyperSpot, case_angle, case_index, label_pos, layer, partition
from .items import Badge
from .shown import stakes_of

if TYPE_CHECKING:
    from .controller import TableController


class HyperBets:
    """The controller's hyper black jack betting: chips stacked on the cases (in the controller's
    bet slip, as ``hyper:CASE`` spots), put into the engine as soon as they make a stake it accepts,
    checked at the deal, shown with their amount; nothing when the table does not offer it."""

    def __init__(self, controller: TableController) -> None:
        self.c = controller
        self.layer = layer(controller.scene)
        self.spots: dict[tuple[str, int], HyperSpot] = {}
        self.amounts: dict[str, Badge] = {}
        self.last: dict[tuple[int, str], Money] = {}  #: the last round's stakes (REPEAT places them again)
        if self.layer.offered and controller.scene.rack is not None:
            for case in CASES:
                for n in range(0, 8):
                    spot = HyperSpot(case, n, controller.place)
                    spot.setVisible(False)
                    controller.scene.addItem(spot)
                    self.spots[(case, n)] = spot
            controller.scene.geometry_changed.connect(self.sync)  # the click areas follow the cases

    @property
    def offered(self) -> bool:
        """The table offers hyper black jack."""
        return self.layer.offered

    # ------------------------------------------------------------------ reading the slip

    def slip_stakes(self) -> dict[tuple[int, str], Money]:
        """The chips on the cases before the deal: (box, case) → amount."""
        out: dict[tuple[int, str], Money] = {}
        for (n, kind), chips in self.c.slip.chips.items():
            if is_hyper(kind) and chips:
                out[(n, kind.split(":", 1)[1])] = sum(chips)
        return out

    def _held(self, box: int, case: str) -> Money:
        """The case's stake as the betting events placed it (0 when none)."""
        if not self.offered:
            return 0
        b = self.c.bet_view().boxes.get(box)
        h = b.hyper.get(case) if b is not None else None
        return h.stake if h is not None else 0

    def pending(self) -> Money:
        """Chips on the cases that the engine does not hold (yet)."""
        return sum(amount - self._held(n, case) for (n, case), amount in self.slip_stakes().items()
                   if amount != self._held(n, case))  # fmt: skip

    def betting_boxes(self) -> list[int]:
        """The boxes with chips on their main bet: the boxes a case's chips may go with."""
        return sorted(n for (n, kind), chips in self.c.slip.chips.items() if kind == "main" and chips)

    # ------------------------------------------------------------------ placing

    def refuse(self, err: RuleError, amount: Money = 0) -> None:
        """A refused hyper black jack bet in a player's words, the clause in small print."""
        words, small = hyper_refusal(err, self.c.session.config, self.c.money, amount)
        self.c.toast(words, small)

    def place(self, box: int, kind: str, remove: bool = False) -> bool:
        """Stack the chosen chip on a case for ``box`` (or take one off): only after the box's main
        bet, before the deal [FR-HBJ-4]."""
        c = self.c
        r = c.round
        if c.busy or r.phase is not Phase.BETTING or c.scene.rack is None or not self.offered:
            return False
        case = kind.split(":", 1)[1]
        c._adopt_engine_bets()
        self.adopt()
        chip = c.scene.rack.selected
        if remove:
            if c.slip.remove(box, kind, chip) is None:
                return False
        else:
            if not box or not c.slip.amount(box, "main"):
                self.refuse(RuleError("FR-HBJ-4", f"box {box} has no main bet"))
                return False
            left = c._chips_left()
            if left is not None and chip > left:
                c.refuse(RuleError("BANKROLL", "not enough balance"))
                return False
            c.slip.add(box, kind, chip)
        refused = c.slip.synced(box, kind, chip, remove, lambda: self._sync(box, case))
        if refused is not None:  # the journal could not take the bet: the chip went back
            self.refuse(refused)
            return False
        c.scene.clear_results()
        c.show_slip()
        c.refresh()
        return True

    def _sync(self, box: int, case: str) -> None:
        """The engine holds the case's stake when the chips make one it accepts, else none."""
        r = self.c.round
        amount = self.c.slip.amount(box, hyper_kind(case))
        held = self._held(box, case)
        if amount == held:
            return
        if amount and r.can_hyper_bet(box, case, amount):
            self.c.session.act("hyper_bet", box, case, amount)
        elif held:
            self.c.session.act("remove_hyper_bet", box, case)

    def adopt(self) -> None:
        """Stakes the engine holds that the slip does not know (REPEAT, a restored round) join it."""
        if not self.offered:
            return
        known = self.slip_stakes()
        _bets, hyper = stakes_of(self.c.bet_view())
        for n, cases in hyper.items():
            for case, amount in cases.items():
                if (n, case) not in known and amount:
                    self.c.slip.chips[(n, hyper_kind(case))] = artwork.split_chips(amount)

    def reconcile(self) -> None:
        """Each case's chips and the engine agree where the engine accepts them (a main bet replaced
        or completed again takes the box's stakes back)."""
        self.adopt()
        for n, case in list(self.slip_stakes()):
            try:
                self._sync(n, case)
            except RuleError as e:
                self.refuse(e)
                return

    def check(self) -> bool:
        """At DEAL: every case's chips make a stake the engine accepts [FR-HBJ-3] [FR-HBJ-4]; else the
        first refusal is said (the keyboard's focus goes there) and nothing is dealt."""
        if not self.offered:
            return True
        r = self.c.round
        for (n, case), amount in sorted(self.slip_stakes().items(), key=lambda kv: (kv[0][0], case_index(kv[0][1]))):
            if self._held(n, case) == amount:
                continue
            try:
                r.verify_hyper_bet(n, case, amount)
            except RuleError as e:
                self.refuse(e, amount)
                self.c.focus.box, self.c.focus.kind, self.c.focus.case = n, "hyper", case
                return False
            self._sync(n, case)
        self.last = {key: amount for key, amount in self.slip_stakes().items()}
        return True

    def repeat(self, factor: int = 1) -> None:
        """REPEAT: the last round's stakes on the cases again (or doubled), where the engine accepts
        them; the others are left off, and said."""
        if not self.offered or not self.last:
            return
        r = self.c.round
        placed = self.c.bet_view().boxes
        for (n, case), amount in sorted(self.last.items()):
            stake = amount * factor
            if n not in placed:
                continue
            try:
                r.verify_hyper_bet(n, case, stake)
                self.c.session.act("hyper_bet", n, case, stake)
            except RuleError as e:
                self.refuse(e, stake)
                continue
            self.c.slip.chips[(n, hyper_kind(case))] = artwork.split_chips(stake)
        self.c.show_slip()
        self.c.refresh()

    # ------------------------------------------------------------------ showing

    def sync(self) -> None:
        """After every change (the controller's refresh): the cases' chips, amounts and click areas."""
        if not self.offered:
            return
        c = self.c
        self.layer.retranslate()
        betting = c.round.phase is Phase.BETTING and not c.busy and c.scene.rack is not None
        if not betting:
            for spot in self.spots.values():
                spot.setVisible(False)
            for item in self.layer.cases.values():
                item.cover(False)  # the amounts are gone: the names show again
            return
        self.reconcile()
        stakes = self.slip_stakes()
        for key in list(self.layer.stacks):
            if key not in stakes:
                self.layer.set_stack(*key, 0)
        for (n, case), amount in stakes.items():
            self.layer.set_stack(n, case, amount)
        boxes = self.betting_boxes()
        for case in CASES:
            ranges = partition(case, boxes)
            for n in range(0, 8):
                hs = self.spots.get((case, n))
                if hs is None:
                    continue
                if n in ranges:
                    hs.set_range(*ranges[n])
                hs.setVisible(n in ranges)
        self._show_amounts(stakes)

    def _show_amounts(self, stakes: dict[tuple[int, str], Money]) -> None:
        cfg = self.c.session.config
        offer = cfg.hyper
        mains = set(self.betting_boxes())
        for case in CASES:
            total = sum(a for (n, cs), a in stakes.items() if cs == case)
            key = (0, hyper_kind(case))
            badge = self.c.scene.amounts.get(key)
            self.layer.cases[case].cover(bool(total))
            if not total:
                if badge is not None:
                    badge.setVisible(False)
                continue
            if badge is None:
                badge = CaseBadge("", "amount", AMOUNT_PX)
                badge.setZValue(70)
                badge.setPos(label_pos(case))
                badge.setRotation(-case_angle(case))
                self.c.scene.addItem(badge)
                self.c.scene.amounts[key] = badge  # hidden with the other amounts at the deal
            each = [(n, a) for (n, cs), a in stakes.items() if cs == case]
            if any(a > offer.max for _n, a in each):
                style = "bust"
            elif any(a < offer.min or n not in mains for n, a in each):
                style = "short"
            else:
                style = "amount"
            badge.set(self.c.money(cfg, total), style)
            badge.setVisible(True)
