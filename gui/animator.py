"""The animator: the engine's events, in order, each turned into an animation on the felt.

Nothing here decides anything: it plays what the engine says happened, in order (cards from the
shoe, chips collected and paid right to left as the events come [FR-BJ-12] [FR-LL-6], the bonuses
announced [FR-LL-5], a held pair of queens of hearts ringed then paid [FR-LL-8] [FR-LL-9]
[FR-LL-10]). A dealer deals the next card before the last one has landed: a card (and a chip being
collected or paid) may start ``lead`` ms after the one before it, so six boxes are dealt in under
two seconds; each event is still *shown* (``shown`` fires, :attr:`TableScene.state` folds it into the
felt's :class:`engine.core.view.RoundView`) in order, when its animation has landed. The animator reads
nothing but that projection and the events queued: no map of its own of hands or doubles. While it
plays, ``busy`` is true and the controller refuses decisions; ``idle`` fires when the last event is
shown. Every duration is named in :data:`DUR`; a speed factor scales them; 0 shows each event's end
state at once (tests, fast play). Each insurance's result stays on its line (:mod:`gui.insurance_tags`).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable
from typing import Any

import shiboken6
from PySide6.QtCore import (
    QAbstractAnimation,
    QCoreApplication,
    QObject,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
    QTimer,
    Signal,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from croupier.engine.core import events as ev
from croupier.engine.core.events import Decision, Event, Kind

from . import hyper_field, insurance_tags
from .items import Badge, Banner, CardItem, ChipStack, HeldRing
from .layout import BANNER, DISCARD, PAY_LABEL, PEEK_LIFT, PLAYER, SHOE, insurance_spot, insurance_win_pos, side_centre
from .layout import tray_point as _tray_point
from .scene import TableScene

SPEEDS = {"slow": 1.7, "normal": 1.0, "fast": 0.45, "instant": 0.0}

#: every duration on the felt, in ms at normal speed (one place, as kpat's speeds.h)
DUR = {
    "deal": 240,  # a card from the shoe to its place
    "turn": 140,  # … turning face up on the way, after
    "turn_delay": 110,
    "deal_lead": 100,  # the next card leaves the shoe this long after the one before
    "chips": 380,  # a stack collected or paid
    "fade": 140,
    "chips_lead": 110,  # the next box's chips move this long after the one before
    "pay": 420,
    "label": 200,
    "shuffle": 450,  # the banner "Shuffling" held (the burn starts under it, after shuffle_lead)
    "shuffle_lead": 100,
    "burn": 240,
    "burn_gap": 60,
    "announce": 450,
    "split": 320,
    "clear": 340,
    "clear_gap": 25,
    "clear_lead": 90,
    "home": 380,  # the player's chips back to him
    "peek": 160,
    "peek_gap": 40,  # the hole card lifted, then put back after this pause
    "reveal": 220,  # the hole card turned over
    "banner_fade": 200,
    "banner_scale": 240,
    "ring": 300,  # a held pair's ring appears [FR-LL-8]
    "ring_scale": 380,
    "ring_dim": 300,  # … and dims as it is paid, after as long again
    "nudge": 300,  # a pushed stake looked at
    "stray": 200,  # chips taken from a stack the felt had lost (never in play)
    "toast": 2600,  # a message on the felt (a refused bet) stays this long
    "toast_fade": 500,  # … then fades
}

#: events whose animation may start before the one before it has landed
OVERLAP = (ev.Dealt, ev.Burn, ev.Announce, ev.SideCollect, ev.SidePay, ev.MainCollect, ev.MainPay, ev.MainPush,
           ev.Clear, ev.HyperCollect, ev.HyperPay)  # fmt: skip


class Step:
    """One event's animation: property tweens that run together, and what to do at the end."""

    def __init__(self) -> None:
        self.tweens: list[tuple[QObject, bytes, Any, Any, int, int]] = []
        self.after: list[Callable[[], None]] = []
        self.hold = 0
        self.lead = 0  #: the next overlapping step may start this long after this one (0: when it lands)

    def tween(self, obj: QObject, prop: str, start: Any, end: Any, ms: int, delay: int = 0) -> None:
        """Animate ``obj.prop`` from ``start`` to ``end`` over ``ms`` after ``delay``."""
        obj.setProperty(prop, start)
        self.tweens.append((obj, prop.encode(), start, end, ms, delay))

    def move(self, item: QGraphicsObject, to: QPointF, ms: int, delay: int = 0) -> None:
        """Slide an item to ``to``."""
        self.tween(item, "pos", item.pos(), to, ms, delay)

    def then(self, fn: Callable[[], None]) -> None:
        """Run ``fn`` when the step ends."""
        self.after.append(fn)

    def finish_now(self) -> None:
        """Jump to the end: every property at its final value, then the end actions."""
        for obj, prop, _s, end, _ms, _d in self.tweens:
            obj.setProperty(prop.decode(), end)
        for fn in self.after:
            fn()

    def group(self, factor: float, parent: QObject) -> QParallelAnimationGroup:
        """The step as one Qt animation group, durations scaled by ``factor``."""
        from PySide6.QtCore import QEasingCurve  # here: the first frame moves nothing (its 49-name enum waits)

        g = QParallelAnimationGroup(parent)
        for obj, prop, start, end, ms, delay in self.tweens:
            a = QPropertyAnimation(obj, prop)
            a.setStartValue(start)
            a.setEndValue(end)
            a.setDuration(max(1, round(ms * factor)))
            a.setEasingCurve(QEasingCurve.Type.OutCubic)
            if delay:
                seq = QSequentialAnimationGroup()
                seq.addPause(max(1, round(delay * factor)))
                seq.addAnimation(a)
                g.addAnimation(seq)
            else:
                g.addAnimation(a)
        if self.hold:
            g.addAnimation(QPauseAnimation(max(1, round(self.hold * factor))))
        return g


class Animator(QObject):
    """Plays events in order on a :class:`TableScene`; ``busy`` while anything is left to show."""

    idle = Signal()
    shown = Signal(object)  #: an event has been shown in full

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)  # Qt owns it with the scene: it goes when the felt goes, on the GUI thread
        self.scene = scene
        self.queue: deque[Event] = deque()
        self.speed = "normal"
        self.time_scale = 1.0
        self._inflight: list[list[Any]] = []  # [event, step, group, landed], in order
        self._lead = QTimer(self)
        self._lead.setSingleShot(True)
        self._lead.timeout.connect(self._next)
        self._running = False
        self._finishing = False
        #: where a box's chips come from and go back to: the player, or a computer player's seat
        self.home: Callable[[int], QPointF] = lambda box: PLAYER

    @property
    def busy(self) -> bool:
        """True while events are playing or waiting to play."""
        return self._running or bool(self.queue) or bool(self._inflight)

    @property
    def factor(self) -> float:
        """The multiplier applied to every duration."""
        return SPEEDS[self.speed] * self.time_scale

    def play(self, events: Iterable[Event]) -> None:
        """Queue events and start playing them."""
        self.queue.extend(events)
        if not self._running:
            self._next()

    def finish(self) -> None:
        """Show everything still queued at once (for a screenshot or a speed change to instant)."""
        self._lead.stop()
        self._finishing = True
        for entry in self._inflight:
            entry[2].stop()
        self._finishing = False
        while self._inflight:
            self._show(*self._inflight.pop(0)[:3])
        saved = self.speed
        self.speed = "instant"
        self._running = False
        self._next()
        self.speed = saved

    def _show(self, event: Event, step: Step, group: QParallelAnimationGroup | None) -> None:
        """The event has landed: the shown state folds it, its end actions run, ``shown`` fires."""
        if group is not None and shiboken6.isValid(group):
            group.deleteLater()
        self.scene.state.apply(event)
        step.finish_now()
        self.shown.emit(event)

    def _next(self) -> None:
        self._running = True
        if self._lead.isActive():
            return
        while self.queue:
            if self._inflight and not self._may_overlap(self.queue[0]):
                return  # wait for what is in flight to land
            event = self.queue.popleft()
            step = Step()
            self.build(event, step)
            if self.factor == 0 or not (step.tweens or step.hold):
                self._show(event, step, None)
                continue
            group = step.group(self.factor, self)
            entry: list[Any] = [event, step, group, False]
            self._inflight.append(entry)
            group.stateChanged.connect(lambda new, _old, entry=entry: self._stopped(entry, new))
            group.start()
            if step.lead and self.queue and isinstance(self.queue[0], OVERLAP):
                self._lead.start(max(1, round(step.lead * self.factor)))
            return
        if self._inflight:
            return
        self._running = False
        self.idle.emit()

    def _may_overlap(self, e: Event) -> bool:
        """Whether ``e`` may start while the steps in flight still move: the last one allows it, and
        ``e`` moves nothing they move (a box's chips are never animated by two steps at once)."""
        if not (self._inflight[-1][1].lead and isinstance(e, OVERLAP)):
            return False
        if isinstance(e, (ev.Dealt, ev.Burn)):  # cards from the shoe: no box's chips
            return True
        busy = {getattr(x[0], "box", None) for x in self._inflight}
        return getattr(e, "box", None) not in busy

    def _stopped(self, entry: list[Any], state: QAbstractAnimation.State) -> None:
        if not (shiboken6.isValid(self) and shiboken6.isValid(entry[2])):
            return  # the table is being taken down
        if state == QAbstractAnimation.State.Stopped and not self._finishing and not entry[3]:
            self._landed(entry)

    def _landed(self, entry: list[Any]) -> None:
        entry[3] = True
        while self._inflight and self._inflight[0][3]:
            event, step, group, _ = self._inflight.pop(0)
            self._show(event, step, group)
        if not self._lead.isActive():
            self._next()

    def upcoming(self) -> list[Event]:
        """The events queued after the one being built (the dealer's draws still to come)."""
        return list(self.queue)

    # ------------------------------------------------------------------ events → animations

    def build(self, e: Event, s: Step) -> None:
        """Turn one event into a step."""
        handler = getattr(self, f"_on_{type(e).__name__.lower()}", None)
        if handler is not None:
            handler(e, s)

    def _remove_after(self, s: Step, items: list[QGraphicsItem]) -> None:
        sc = self.scene

        def drop() -> None:
            for it in items:
                if it.scene() is sc:
                    sc.removeItem(it)

        s.then(drop)

    def _chips_fly(self, s: Step, amount: int, start: QPointF, end: QPointF, *, vanish: bool,
                   ms: int = DUR["chips"]) -> ChipStack:  # fmt: skip
        """A stack of ``amount`` moving from ``start`` to ``end``; removed at the end if ``vanish``."""
        st = ChipStack(amount)
        st.setZValue(60)
        self.scene.addItem(st)
        st.setPos(start)
        s.move(st, end, ms)
        if vanish:
            s.tween(st, "opacity", 1.0, 0.0, DUR["fade"], ms - DUR["fade"])
            self._remove_after(s, [st])
        return st

    def _on_shuffle(self, e: ev.Shuffle, s: Step) -> None:
        b = Banner(QCoreApplication.translate("Table", "Shuffling"), "")
        self.scene.discard.set_count(0)  # the used cards go back into the shoe as the shuffle starts
        self._banner(s, b, DUR["shuffle"])
        s.lead = DUR["shuffle_lead"]  # the burnt cards leave the shoe while the banner shows

    def _on_burn(self, e: ev.Burn, s: Step) -> None:
        for i in range(e.cards):
            c = CardItem(None)
            self.scene.addItem(c)
            c.setPos(SHOE)
            c.setZValue(90)
            s.move(c, DISCARD, DUR["burn"], i * DUR["burn_gap"])
            self._remove_after(s, [c])
        s.then(lambda: self.scene.discard.set_count(self.scene.discard.count + e.cards))
        s.lead = DUR["burn_gap"] * max(0, e.cards - 1) + DUR["burn"] // 2  # the deal follows the last burnt card

    def _dealer_final(self) -> bool:
        """The dealer's next word in what is queued is his end (he stands or busts): the card being
        built is his last, and his total is shown hard as it lands [FR-BJ-5]."""
        for x in self.upcoming():
            if isinstance(x, ev.DealerStand | ev.DealerBust):
                return True
            if isinstance(x, ev.Reveal) or (isinstance(x, ev.Dealt) and x.box == 0):
                return False
        return False

    def _dealer_total(self, s: Step) -> None:
        """The dealer's total updated as the step lands (hard if this card is his last)."""
        sc, final = self.scene, self._dealer_final()

        def update() -> None:
            if final:
                sc.state.dealer_final = True
            sc.update_dealer_total()

        s.then(update)

    def _on_dealt(self, e: ev.Dealt, s: Step) -> None:
        sc = self.scene
        c = CardItem(e.card.code)
        sc.addItem(c)
        c.setPos(SHOE)
        c.setRotation(-14)
        c.setZValue(sc.next_z())
        if e.box == 0:
            k = len(sc.dealer)
            sc.dealer.append(c)
            to, rot = sc.dealer_target(k), 0.0
            self._dealer_total(s)
        else:
            bv = sc.boxes[e.box]
            idx = sc.hand_index(e.box, e.hand)
            while len(bv.hands) <= idx:
                bv.hands.append([])
                bv.stakes.append(None)
                bv.doubles.append(None)
                bv.totals.append(None)
            k = len(bv.hands[idx])
            bv.hands[idx].append(c)
            to, rot = sc.card_target(e.box, idx, k)
            s.then(lambda: sc.update_total(e.box, idx))
            shown = sc.state.hand(e.box, idx)
            if shown is not None and shown.doubled:
                rot += 90.0  # a doubled hand's one card lies across, as dealers place it [FR-BJ-8]
        s.move(c, to, DUR["deal"])
        s.tween(c, "rotation", -14.0, rot, DUR["deal"])
        if not e.hole:
            s.tween(c, "turn", 0.0, 1.0, DUR["turn"], DUR["turn_delay"])
        s.lead = DUR["deal_lead"]

    def _relayout(self, s: Step, box: int) -> None:
        """Fan the box's hands out along the arc after a split."""
        sc = self.scene
        bv = sc.boxes[box]
        for i, hand in enumerate(bv.hands):
            for k, card in enumerate(hand):
                pos, rot = sc.card_target(box, i, k)
                s.move(card, pos, DUR["split"])
                s.tween(card, "rotation", card.rotation(), rot, DUR["split"])
            st = bv.stakes[i]
            if st is not None:
                s.move(st, sc.stake_target(box, i), DUR["split"])
            dbl = bv.doubles[i] if i < len(bv.doubles) else None
            if dbl is not None:
                s.move(dbl, sc.double_target(box, i), DUR["split"])
            s.then(lambda i=i: sc.update_total(box, i))  # type: ignore[misc]

    def _on_action(self, e: ev.Action, s: Step) -> None:
        sc = self.scene
        if e.box == 0:
            return
        idx = sc.hand_index(e.box, e.hand)
        if e.action is Decision.SPLIT:
            bv = sc.boxes[e.box]
            moved = bv.hands[idx].pop()
            bv.hands.insert(idx + 1, [moved])
            bv.stakes.insert(idx + 1, None)
            bv.doubles.insert(idx + 1, None)
            bv.totals.insert(idx + 1, None)
            self._relayout(s, e.box)
        elif e.action in (Decision.STAND, Decision.SURRENDER):
            s.then(lambda: sc.update_total(e.box, idx))

    def _on_bet(self, e: ev.Bet, s: Step) -> None:
        sc = self.scene
        bv = sc.boxes[e.box]
        idx = e.hand - 1  # the hand doubled, or the new hand a split made
        if e.kind in (Kind.MAIN, Kind.SIDE):
            return  # placed before the deal; the controller shows the chips as they were stacked
        if e.kind is Kind.HYPER:  # on its case [FR-HBJ-4] (the game recall replays the bets)
            hyper_field.placed(self, e)
            return
        elif e.kind is Kind.DOUBLE:  # the double's own stack beside the stake [FR-BJ-8]
            while len(bv.doubles) <= idx:
                bv.doubles.append(None)
            fly = self._chips_fly(s, e.amount, self.home(e.box), sc.double_target(e.box, idx), vanish=False)
            fly.setZValue(20)
            bv.doubles[idx] = fly
        elif e.kind is Kind.SPLIT:
            fly = self._chips_fly(s, e.amount, self.home(e.box), sc.stake_target(e.box, idx), vanish=False)
            fly.setZValue(20)
            bv.stakes[idx] = fly
        elif e.kind is Kind.INSURANCE:  # on the insurance line, in front of its box [FR-BJ-6]
            fly = self._chips_fly(s, e.amount, self.home(e.box), insurance_spot(e.box), vanish=False)
            fly.setZValue(20)
            bv.insurance = fly

    def _banner(self, s: Step, b: Banner, hold: int) -> None:
        self.scene.addItem(b)
        b.setPos(BANNER)
        s.tween(b, "opacity", 0.0, 1.0, DUR["banner_fade"])
        s.tween(b, "scale", 0.7, 1.0, DUR["banner_scale"])
        s.hold = hold
        s.tween(b, "y", BANNER.y(), BANNER.y(), 1)
        self._remove_after(s, [b])

    def _on_announce(self, e: ev.Announce, s: Step) -> None:
        """The dealer announces the number of bonuses in play [FR-LL-5], beside the placard where it
        covers nothing; not at all when there is none and no box bet the side bet."""
        sc = self.scene
        if not e.bonuses and not any(b.side is not None for b in sc.state.boxes.values()):
            return
        badge = sc.announce_bonuses(e.bonuses)
        badge.setVisible(True)
        s.tween(badge, "opacity", 0.0, 1.0, DUR["label"])
        s.tween(badge, "scale", 1.35, 1.0, DUR["announce"])
        s.lead = DUR["chips_lead"]

    def _take(self, s: Step, stack: ChipStack | None, amount: int, to: QPointF) -> ChipStack | None:
        """Take ``amount`` off ``stack`` and move it to ``to`` (the tray or the player); returns
        what is left of the stack."""
        if stack is None:
            self._chips_fly(s, amount, to, to, vanish=True, ms=DUR["stray"])
            return None
        if amount >= stack.amount:
            s.move(stack, to, DUR["chips"])
            s.tween(stack, "opacity", 1.0, 0.0, DUR["fade"], DUR["chips"] - DUR["fade"])
            self._remove_after(s, [stack])
            return None
        stack.set_amount(stack.amount - amount)
        self._chips_fly(s, amount, stack.pos(), to, vanish=True)
        return stack

    def _on_sidecollect(self, e: ev.SideCollect, s: Step) -> None:
        bv = self.scene.boxes[e.box]
        bv.side = self._take(s, bv.side, e.amount, _tray_point())
        s.lead = DUR["chips_lead"]

    def _on_sidehold(self, e: ev.SideHold, s: Step) -> None:
        """A pair of queens of hearts held [FR-LL-8]: a gold ring until it is paid."""
        bv = self.scene.boxes[e.box]
        ring = HeldRing(QCoreApplication.translate("Table", "HELD"))
        self.scene.addItem(ring)
        ring.setPos(side_centre(e.box))
        bv.ring = ring
        s.tween(ring, "opacity", 0.0, 1.0, DUR["ring"])
        s.tween(ring, "scale", 1.5, 1.0, DUR["ring_scale"])

    def _paid(self, s: Step, box: int, to: QPointF, amount: int, label: str) -> None:
        bv = self.scene.boxes[box]
        st = self._chips_fly(s, amount, _tray_point(), to, vanish=False, ms=DUR["pay"])
        st.setZValue(21)
        bv.wins.append(st)
        if label:
            badge = Badge(label, "win", 18)
            badge.setPos(to + PAY_LABEL)
            self.scene.addItem(badge)
            bv.labels.append(badge)
            s.tween(badge, "opacity", 0.0, 1.0, DUR["label"], DUR["pay"] - DUR["label"])
        s.lead = DUR["chips_lead"]

    def _on_sidepay(self, e: ev.SidePay, s: Step) -> None:
        """A side bet paid (a held one after the dealer's second card [FR-LL-9] [FR-LL-10])."""
        bv = self.scene.boxes[e.box]
        if bv.ring is not None:
            s.tween(bv.ring, "opacity", 1.0, 0.35, DUR["ring_dim"], DUR["ring_dim"])
        odds = QCoreApplication.translate("Placard", "%1 to 1").replace("%1", str(e.odds))
        self._paid(s, e.box, self.scene.side_win_target(e.box), e.amount, odds)

    def _on_peek(self, e: ev.Peek, s: Step) -> None:
        if len(self.scene.dealer) > 1:
            hole = self.scene.dealer[1]
            base = hole.pos()
            s.tween(hole, "pos", base, base + PEEK_LIFT, DUR["peek"])
            s.tween(hole, "pos", base + PEEK_LIFT, base, DUR["peek"], DUR["peek"] + DUR["peek_gap"])

    def _on_reveal(self, e: ev.Reveal, s: Step) -> None:
        sc = self.scene
        if len(sc.dealer) > 1:
            hole = sc.dealer[1]
            hole.code = e.card.code
            s.tween(hole, "turn", 0.0, 1.0, DUR["reveal"])
            self._dealer_total(s)

    def _on_dealerstand(self, e: ev.DealerStand | ev.DealerBust, s: Step) -> None:
        """The dealer stands: his total, hard [FR-BJ-5]; or he busts: his total, in red."""
        s.then(self.scene.update_dealer_total)

    _on_dealerbust = _on_dealerstand

    def _on_insurancecollect(self, e: ev.InsuranceCollect, s: Step) -> None:
        bv = self.scene.boxes[e.box]
        bv.insurance = self._take(s, bv.insurance, e.amount, _tray_point())
        insurance_tags.collected(self.scene, e.box, s)

    def _on_insurancepay(self, e: ev.InsurancePay, s: Step) -> None:
        self._paid(s, e.box, insurance_win_pos(e.box), e.amount, "2 : 1")

    def _both(self, box: int, idx: int) -> ChipStack | None:
        """A hand's stake with its double's stack put back on it (they are collected together)."""
        bv = self.scene.boxes[box]
        st = bv.stakes[idx]
        dbl = bv.doubles[idx] if idx < len(bv.doubles) else None
        if dbl is not None and st is not None:
            bv.doubles[idx] = None
            st.set_amount(st.amount + dbl.amount)
            if dbl.scene() is self.scene:
                self.scene.removeItem(dbl)
        elif dbl is not None:
            bv.doubles[idx] = None
            bv.stakes[idx] = st = dbl
        return st

    def _on_maincollect(self, e: ev.MainCollect, s: Step) -> None:
        sc = self.scene
        bv = sc.boxes[e.box]
        idx = e.hand - 1
        bv.stakes[idx] = self._take(s, self._both(e.box, idx), e.amount, _tray_point())
        s.then(lambda: sc.show_result(e.box, idx))
        s.lead = DUR["chips_lead"]

    def _on_mainreturn(self, e: ev.MainReturn, s: Step) -> None:
        sc = self.scene
        bv = sc.boxes[e.box]
        idx = e.hand - 1
        bv.stakes[idx] = self._take(s, self._both(e.box, idx), e.amount, self.home(e.box))
        s.then(lambda: sc.show_result(e.box, idx))

    def _on_mainpush(self, e: ev.MainPush, s: Step) -> None:
        sc = self.scene
        idx = e.hand - 1
        st = sc.boxes[e.box].stakes[idx]
        if st is not None:  # the stake stays: a nudge shows it was looked at
            s.tween(st, "scale", 1.15, 1.0, DUR["nudge"])
        s.then(lambda: sc.show_result(e.box, idx))
        s.lead = DUR["chips_lead"]

    def _on_mainpay(self, e: ev.MainPay, s: Step) -> None:
        sc = self.scene
        idx = e.hand - 1
        self._paid(s, e.box, sc.win_target(e.box, idx), e.amount, "")
        s.then(lambda: sc.show_result(e.box, idx))

    def _on_hyperremoved(self, e: ev.HyperRemoved, s: Step) -> None:
        hyper_field.placed(self, e)

    def _on_hypercollect(self, e: ev.HyperCollect, s: Step) -> None:
        """A losing hyper black jack stake to the tray [FR-HBJ-6] (:func:`gui.hyper_field.collect`)."""
        hyper_field.collect(self, e, s, DUR)

    def _on_hyperpay(self, e: ev.HyperPay, s: Step) -> None:
        """A winning hyper black jack case paid [FR-HBJ-6] (:func:`gui.hyper_field.pay`)."""
        hyper_field.pay(self, e, s, DUR)

    def _on_clear(self, e: ev.Clear, s: Step) -> None:
        """Cards to the discard tray, what chips remain back to the player; each hand's result (and
        the dealer's total) stays on the felt until the next bets."""
        sc = self.scene
        if e.box == 0:
            cards, rest = list(sc.dealer), []
            sc.dealer = []
            s.then(sc.keep_dealer_result)
            s.then(lambda: sc.bonus_badge.setVisible(False))
        else:
            bv = sc.boxes[e.box]
            cards = [c for h in bv.hands for c in h]
            kept = sc.keep_results(e.box)
            rest = [i for i in bv.items() if not isinstance(i, CardItem) and i not in kept]
            sc.boxes[e.box] = type(bv)(e.box)
            insurance_tags.cleared(sc, e.box, s)  # a paid insurance's result where its chips lay
        for i, c in enumerate(cards):
            c.setZValue(95 + i * 0.01)
            s.tween(c, "turn", c.property("turn"), 0.0, DUR["turn"])
            s.move(c, DISCARD, DUR["clear"], 60 + i * DUR["clear_gap"])
            s.tween(c, "rotation", c.rotation(), 10.0, DUR["clear"], 60 + i * DUR["clear_gap"])
        for it in rest:
            if isinstance(it, ChipStack):
                s.move(it, self.home(e.box), DUR["home"])
            elif isinstance(it, QGraphicsObject):
                s.tween(it, "opacity", it.opacity(), 0.0, DUR["label"])
        self._remove_after(s, cards + rest)
        s.then(lambda: sc.discard.set_count(sc.discard.count + len(cards)))
        s.lead = DUR["clear_lead"]
